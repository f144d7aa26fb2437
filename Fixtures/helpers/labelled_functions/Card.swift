import UIKit

final class Card: UIView {
    let dot = UIView()
    let title = UILabel()
    let icon = UIImageView()

    func build() {
        // The project's functions of another file: their strings are not whole formats.
        pin(withVisualFormat: "H:|-[dot]-", views: ["dot": dot])
        lay(withVisualFormat: "V:|-[icon]-", views: ["icon": icon])
        // Apple's, beside them: checked.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[titel]|", options: [], metrics: nil, views: ["title": title]))
        // A function the project defines nowhere (a package's): read as Apple's method, its
        // views known at least.
        spread(withVisualFormat: "H:|[icn]|", views: ["icon": icon])
    }
}

extension Layout {
    /// Unqualified, inside its own type: the project's `constraints`, not Apple's.
    func header(_ title: UILabel) -> [NSLayoutConstraint] {
        constraints(withVisualFormat: "-[title]-|", views: ["title": title])
    }
}

extension NSLayoutConstraint {
    /// Unqualified, with Apple's four labels, in an extension of `NSLayoutConstraint`: Apple's.
    static func badge(_ badge: UIView) -> [NSLayoutConstraint] {
        constraints(withVisualFormat: "H:[badeg(24)]", options: [], metrics: nil, views: ["badge": badge])
    }
}
