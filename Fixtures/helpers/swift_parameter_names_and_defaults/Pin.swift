import UIKit

extension UIView {
    /// The format's parameter named only by the API's own label.
    func pin(withVisualFormat: String, views: UIView...) {
        var keyed = [String: UIView]()
        for (index, view) in views.enumerated() {
            keyed["v\(index)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: withVisualFormat, options: [], metrics: nil, views: keyed))
    }

    /// Metrics that a call may leave out, none by default.
    func lay(_ format: String, views: [String: UIView], metrics: [String: Any]? = nil) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views))
    }

    func layEmpty(_ format: String, views: [String: UIView], metrics: [String: Any] = [:]) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views))
    }

    /// Views a call may leave out, none then (`?? [:]`): a call passing them is read with them.
    func put(_ format: String, views: [String: UIView]? = nil) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views ?? [:]))
    }

    /// Trap: views of its own when given none (not read).
    func putOrOwn(_ format: String, views: [String: UIView]? = nil) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views ?? ["me": self]))
    }

    /// Trap: metrics of its own by default.
    func layPadded(_ format: String, views: [String: UIView], metrics: [String: Any] = ["pad": 8]) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views))
    }

    /// Trap: adds metrics of its own to those it is given.
    func layMerged(_ format: String, views: [String: UIView], metrics: [String: Any]? = nil) {
        let all = (metrics ?? [:]).merging(["pad": 8]) { first, _ in first }
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: all, views: views))
    }

    /// Trap: an overload without metrics, which supplies its own: a call leaving them out
    /// reaches it, not the default.
    func place(_ format: String, views: [String: UIView], metrics: [String: Any]? = nil) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views))
    }

    func place(_ format: String, views: [String: UIView]) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: ["pad": 8], views: views))
    }

    func spread(_ format: String, views: [String: UIView], metrics: [String: Any]? = nil) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views))
    }

    /// Trap: an overload taking just what a call writes, which hands the format to code not
    /// seen here: a call leaving metrics out reaches it (not read, whatever its views).
    func tile(_ format: String, views: [String: UIView], metrics: [String: Any]? = nil) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views))
    }

    func tile(_ format: String, views: [String: UIView]) {
        Theme.current.apply(format, to: views)
    }
}

extension UIView {
    /// Trap: an overload leaving out fewer defaulted parameters than the helper, which Swift
    /// prefers for a call writing neither's: such a call is not read.
    func band(_ format: String, views: [String: UIView], metrics: [String: Any]? = nil, options: NSLayoutConstraint.FormatOptions = []) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
    }

    func band(_ format: String, views: [String: UIView], animated: Bool = false) {
        Theme.current.apply(format, to: views)
    }
}

/// Trap: another type's method with the labels of a call of `spread` leaving metrics out
/// (which type a call reaches is not told apart: such calls are not read).
final class Queue {
    var pending: [(String, [String: UIView])] = []

    func spread(_ format: String, views: [String: UIView]) {
        pending.append((format, views))
    }
}
