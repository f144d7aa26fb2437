import UIKit

/// Constraints that are never active together are not checked against each other: `switch`
/// cases, `if`/`else` branches, sets of which one is activated, sets kept in properties.
/// Constraints activated together are, and the views are told apart by the expression passed
/// for them, not by their keys.
final class BannerController: UIViewController {
    let banner = UIView(), message = UILabel(), close = UIButton(type: .system)
    var expanded: [NSLayoutConstraint] = []
    var collapsed: [NSLayoutConstraint] = []

    func apply(style: Int) {
        banner.translatesAutoresizingMaskIntoConstraints = false
        switch style {
        case 0:
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[banner(44)]", options: [], metrics: nil, views: ["banner": banner]))
        case 1:
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[banner(88)]", options: [], metrics: nil, views: ["banner": banner]))
        default:
            break
        }
    }

    func prepare(animated: Bool) {
        [message, close].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views = ["message": message, "close": close]
        expanded = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[message(60)]", options: [], metrics: nil, views: views)
        collapsed = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[message(20)]", options: [], metrics: nil, views: views)
        let wide = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[message]-20-[close]", options: [], metrics: nil, views: views)
        let narrow = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[message]-4-[close]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(animated ? wide : narrow)
        if animated {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[close(44)]", options: [], metrics: nil, views: views))
        } else {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[close(32)]", options: [], metrics: nil, views: views))
        }
    }

    func pair(first: UILabel, second: UILabel, left: UIButton, right: UIButton) {
        [first, second, left, right].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let labels = ["a": first, "b": second]
        let buttons = ["a": left, "b": right]
        // Same keys, different views: no conflict.
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-20-[b]", options: [], metrics: nil, views: labels))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[b]-20-[a]", options: [], metrics: nil, views: buttons))
    }

    func conflicting() {
        banner.translatesAutoresizingMaskIntoConstraints = false
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[banner(50)]", options: [], metrics: nil, views: ["banner": banner])
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[banner(70)]", options: [], metrics: nil, views: ["banner": banner])
        // Both sets are activated together: a real conflict.
        NSLayoutConstraint.activate(constraints)
    }
}
