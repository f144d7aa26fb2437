import UIKit

// cross_format_conflict: two formats of one method ask for two heights of one view.
final class Badge: UIView {
    func build(icon: UIView, parts: [String: UIView]) {
        icon.translatesAutoresizingMaskIntoConstraints = false
        let views = ["icon": icon]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[icon(20)]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[icon(10)]", options: [], metrics: nil, views: views))
        // One dictionary the scanner cannot see into, one key: one view, whatever it is.
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[dot(8)]", options: [], metrics: nil, views: parts))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[dot(6)]", options: [], metrics: nil, views: parts))
    }

    // A conflict: a format written in pieces places the view its joined text names ("V:[bo" +
    // "x(20)]" places 'box'), the view the other dictionary holds too.
    func pieces(box: UIView) {
        box.translatesAutoresizingMaskIntoConstraints = false
        let views = ["box": box], more = ["box": box]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[bo" + "x(20)]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[box(10)]", options: [], metrics: nil, views: more))
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

    // Not compared: each call of a helper makes a new dictionary of the views it is given, so
    // 'v1' and 'v2' name other views in the second format.
    func pairs(a: UIView, b: UIView, c: UIView, d: UIView) {
        let first = numbered(a, b), second = numbered(c, d)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[v1(>=100)]-(>=20)-[v2(>=100)]", options: [], metrics: nil, views: first))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[v2]-[v1]", options: [], metrics: nil, views: second))
    }

    // Not compared: two dictionaries the scanner cannot see may well hold two views named 'dot'.
    func twoDictionaries(first: [String: UIView], second: [String: UIView]) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[dot(8)]", options: [], metrics: nil, views: first))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[dot(6)]", options: [], metrics: nil, views: second))
    }

    func numbered(_ views: UIView...) -> [String: UIView] {
        var named = [String: UIView]()
        for (index, view) in views.enumerated() { named["v\(index + 1)"] = view }
        return named
    }
}
