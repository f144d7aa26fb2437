import UIKit

// cross_format_conflict: two formats of one method ask for two heights of one view.
final class Badge: UIView {
    func build(icon: UIView) {
        icon.translatesAutoresizingMaskIntoConstraints = false
        let views = ["icon": icon]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[icon(20)]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[icon(10)]", options: [], metrics: nil, views: views))
    }

    // Not a conflict: the second height may yield (@750).
    func yielding(icon: UIView) {
        icon.translatesAutoresizingMaskIntoConstraints = false
        let views = ["icon": icon]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[icon(20)]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[icon(10@750)]", options: [], metrics: nil, views: views))
    }

    // Not compared: a views dictionary that repeats a key traps in Swift before any constraint
    // is made ("Dictionary literal contains duplicate keys"), and which view the key means is unknown.
    func repeatedKey(icon: UIView, badge: UIView) {
        let views = ["icon": icon, "icon": badge]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[icon(20)]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[icon(10)]", options: [], metrics: nil, views: views))
    }
}
