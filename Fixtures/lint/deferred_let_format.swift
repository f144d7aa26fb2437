import UIKit

/// A format constant given its value on each branch (`let format: String`, then `format = …` in
/// an `if`/`else` or a `switch`): the compiler sees that each path assigns it once, so the call
/// receives one of the values assigned before it. Each is checked as an alternative.
final class BadgeView: UIView {
    let badge = UILabel(), count = UILabel()

    func layOut(compact: Bool, style: Int) {
        [badge, count].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views = ["badge": badge, "count": count]
        let horizontal: String
        if compact {
            horizontal = "H:|-4-[badge]-4-|"
        } else {
            horizontal = "H:|-8-[badge]-[count]-8-|"
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: horizontal, options: [], metrics: nil, views: views))
        let vertical: String!
        switch style {
        case 0: vertical = "V:|[badge]|"
        case 1: vertical = "V:|-2-[count]-2-|"
        default: vertical = "V:|-[cuont]-|"   // seeded: the runtime throws on this path
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: vertical, options: [], metrics: nil, views: views))
        // A trap: a variable assigned again on every path before the call; what it held before
        // ('nothing' under a condition) never reaches it.
        var spacing = "H:|[badge]|"
        if compact { spacing = "H:|[nothing]|" }
        spacing = "H:|[count]|"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: spacing, options: [], metrics: nil, views: views))
    }
}
