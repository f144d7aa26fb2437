import UIKit

/// Helpers that copy the views they are given and may add the layout guides of a controller to
/// the copy before handing it to Auto Layout: a call is checked with its own views and the
/// guides besides.
extension NSObject {
    @objc func pin(_ views: [String: AnyObject], formats: [String]?) -> [NSLayoutConstraint] {
        return pin(views, metrics: nil, formats: formats, install: true)
    }

    @objc func pin(_ views: [String: AnyObject], metrics: [String: AnyObject]?, formats: [String]?, install: Bool) -> [NSLayoutConstraint] {
        var superview: UIView?
        var all = views
        all.values.forEach {
            if let view = $0 as? UIView {
                view.translatesAutoresizingMaskIntoConstraints = false
                superview = view.superview ?? superview
            }
        }
        if let controller = self as? UIViewController {
            all["topGuide"] = controller.topLayoutGuide
            all["bottomGuide"] = controller.bottomLayoutGuide
        }
        var made = [NSLayoutConstraint]()
        formats?.forEach {
            // `$0` is the closure's element, in its `if` too.
            if let superview = superview {
                let constraints = NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: metrics, views: all)
                if install { superview.addConstraints(constraints) }
                made += constraints
            }
        }
        return made
    }

    /// Trap: the copy takes the keys of another dictionary too (`merge`): its calls are not read.
    @objc func pinMerged(_ views: [String: AnyObject], extra: [String: AnyObject], formats: [String]) {
        var all = views
        all.merge(extra) { first, _ in first }
        for format in formats {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: all))
        }
    }

    /// Trap: a key made at run time: its calls are not read.
    @objc func pinNamed(_ views: [String: AnyObject], name: String, formats: [String]) {
        var all = views
        all[name] = self
        for format in formats {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: all))
        }
    }

    /// Trap: a function of the project's taking a `dictionary:` label, which adds a key: no copy
    /// (its calls are not read).
    @objc func pinSpaced(_ views: [String: AnyObject], formats: [String]) {
        let all = withSpacer(dictionary: views)
        for format in formats {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: all))
        }
    }

    func withSpacer(dictionary: [String: AnyObject]) -> [String: AnyObject] {
        dictionary.merging(["spacer": UIView()]) { first, _ in first }
    }

    /// Trap: `nil` takes a key out: its calls are not read.
    @objc func pinWithout(_ views: [String: AnyObject], formats: [String]) {
        var all = views
        all["spacer"] = nil
        for format in formats {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: all))
        }
    }
}
