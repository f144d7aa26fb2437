import UIKit

extension UIView {
    /// Pins with views named by place: `v0`, `v1`, … in the order given.
    func pin(format: String, views: UIView...) {
        var named: [String: UIView] = [:]
        for (index, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            named["v\(index)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }

    func pin(format: String, views: [UIView]) {
        var named: [String: UIView] = [:]
        for (index, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            named["v\(index)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }

    /// The same format for each view alone: every call sees only `v0`.
    func pinEach(format: String, to views: UIView...) {
        for view in views { pin(format: format, views: view) }
    }

    /// Two views, passed on one by one: `v0` and `v1`.
    func pinPair(format: String, _ leading: UIView, _ trailing: UIView) {
        pin(format: format, views: leading, trailing)
    }

    /// An array passed on whole: its places name the views.
    func pinAll(format: String, in views: [UIView]) {
        pin(format: format, views: views)
    }

    /// Trap: one view or two, by a condition; which keys a call sees cannot be told.
    func pinOptional(format: String, _ first: UIView, _ second: UIView?) {
        if let second {
            pin(format: format, views: first, second)
        } else {
            pin(format: format, views: first)
        }
    }

    /// Trap: a variadic list passed on is an array: it reaches the array helper, all views.
    func pinList(format: String, _ views: UIView...) {
        pin(format: format, views: views)
    }
}

/// Trap: an alias of an array of views is no view, whatever its name says.
typealias Strip = [UIView]

extension UIView {
    func pinStrip(format: String, strip: Strip) {
        pin(format: format, views: strip)
    }
}
