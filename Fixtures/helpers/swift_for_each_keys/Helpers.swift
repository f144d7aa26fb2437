import UIKit

extension UIView {
    /// Keys written by a closure given to `forEach` over the indices.
    func stack(withVisualFormat format: String, views: UIView...) {
        var named = [String: UIView]()
        views.indices.forEach { named["v\($0)"] = views[$0] }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }

    /// … over `enumerated()`, its parameters named.
    func row(_ format: String, views: UIView...) {
        var named: [String: UIView] = [:]
        views.enumerated().forEach { (index, view) in named["v\(index)"] = view }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }

    /// … over `enumerated()`, with `$0` and `$1`, the constraints activated.
    func column(_ format: String, views: [UIView]) {
        var named = [String: UIView]()
        views.enumerated().forEach({ named["cell\($0)"] = $1 })
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }

    /// Apple's method with its options left to their default.
    func band(_ format: String, views: UIView...) {
        var named = [String: UIView]()
        for (index, view) in views.enumerated() { named["v\(index)"] = view }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: named))
    }

    /// Trap: the first view is left out (`dropFirst()`): keys from `v1`, not read.
    func tail(_ format: String, views: UIView...) {
        var named = [String: UIView]()
        views.indices.dropFirst().forEach { named["v\($0)"] = views[$0] }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }

    /// Trap: keys counted from 1, not read.
    func shifted(_ format: String, views: UIView...) {
        var named = [String: UIView]()
        views.enumerated().forEach { (index, view) in named["v\(index + 1)"] = view }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }

    /// Trap: a closure given to `map`, which is not run for its effects alone; not read.
    func mapped(_ format: String, views: UIView...) {
        var named = [String: UIView]()
        _ = views.indices.map { named["v\($0)"] = views[$0] }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }
}
