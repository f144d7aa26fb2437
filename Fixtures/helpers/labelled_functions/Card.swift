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
        // A function the project declares nowhere (a package's): its body is not seen.
        spread(withVisualFormat: "H:|[icn]|", views: ["icon": icon])
        // The project's shortcut on `NSLayoutConstraint`, whose labels are not Apple's.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "|-[dot]-|", views: ["dot": dot]))
        // Apple's labels, but sent to another type, or with no receiver in a view's method
        // (Apple's class method cannot be called so): a package's, not read.
        addConstraints(Grid.constraints(withVisualFormat: "-[dot]-|", options: [], metrics: nil, views: ["dot": dot]))
        addConstraints(constraints(withVisualFormat: "-[dot]", options: [], metrics: nil, views: ["dot": dot]))
    }
}

extension Layout {
    /// Unqualified, inside its own type: the project's `constraints`, not Apple's.
    func header(_ title: UILabel) -> [NSLayoutConstraint] {
        constraints(withVisualFormat: "-[title]-|", views: ["title": title])
    }
}

typealias LC = NSLayoutConstraint

extension NSLayoutConstraint {
    /// Unqualified, with Apple's four labels, in an extension of `NSLayoutConstraint`: Apple's.
    static func badge(_ badge: UIView) -> [NSLayoutConstraint] {
        constraints(withVisualFormat: "H:[badeg(24)]", options: [], metrics: nil, views: ["badge": badge])
    }

    /// Apple's, its options left to their default, through `Self`.
    static func badgeRow(_ badge: UIView) -> [NSLayoutConstraint] {
        Self.constraints(withVisualFormat: "V:[bdage(24)]", metrics: nil, views: ["badge": badge])
    }
}

/// Apple's through a type alias.
func badgeColumn(_ badge: UIView) -> [NSLayoutConstraint] {
    LC.constraints(withVisualFormat: "H:|[bagde]", metrics: nil, views: ["badge": badge])
}
