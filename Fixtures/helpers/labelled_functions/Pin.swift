import UIKit

extension UIView {
    /// Named with the API's label, but completes its format with the trailing edge first: a
    /// call's string is no whole format (`"H:|-[dot]-"`).
    func pin(withVisualFormat format: String, views: [String: UIView]) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format + "|", options: [], metrics: nil, views: views))
    }
}

/// A type with its own `constraints(withVisualFormat:views:)`, which puts the leading edge first.
final class Layout {
    let root = UIView()

    func constraints(withVisualFormat format: String, views: [String: UIView]) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: "H:|" + format, options: [], metrics: nil, views: views)
    }
}

extension NSLayoutConstraint {
    /// The project's shortcut, vertical: its labels are not Apple's, so a call with them is its.
    static func constraints(withVisualFormat format: String, views: [String: Any]) -> [NSLayoutConstraint] {
        constraints(withVisualFormat: "V:" + format, options: [], metrics: nil, views: views)
    }
}
