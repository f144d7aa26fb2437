import UIKit

/// Names bound again in a condition or a pattern, declared in both branches of an `#if`, and
/// formats built up in place: the value a call sees is the one it really gets, or unknown.
final class BadgeHeader: UIView {
    let title = UILabel()
    let badge = UIView()

    func layOut(extra: [String: UIView]?) {
        title.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        let views: [String: UIView] = ["title": title]
        // The inner `views` is whatever `extra` holds: no finding.
        if let views = extra {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[subtitle]|", options: [], metrics: nil, views: views))
        }
        while let views = extra {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[subtitle]|", options: [], metrics: nil, views: views))
            break
        }
        switch extra {
        case let views?:
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[subtitle]|", options: [], metrics: nil, views: views))
        case nil:
            break
        }
        // After the `if let`, `views` is the outer one again: the runtime throws for `titel`.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[titel]-|", options: [], metrics: nil, views: views))
    }

    func layOutPerPlatform() {
        #if os(iOS)
        let views: [String: UIView] = ["title": title]
        // Inside its branch the dictionary is known: the runtime throws for `badge`.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[title]-[badge]|", options: [], metrics: nil, views: views))
        #else
        let views: [String: UIView] = ["badge": badge]
        #endif
        // Which `views` holds depends on the platform built: no finding.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[title]|", options: [], metrics: nil, views: views))
    }

    func layOutInSteps(wide: Bool) {
        // The format is completed after it is made: what reaches the call is not the literal.
        var format = "H:|"
        format += "[title]-[badge]"
        format += "|"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["title": title, "badge": badge]))
        var vertical = "V:|-"
        vertical.append("[title]|")
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: vertical, options: [], metrics: nil, views: ["title": title]))
    }

    func layOutPair(wide: Bool) {
        let views = ["title": title]
        if wide {
            // Both names of the list are declared here: the inner `views` holds `badge`, and
            // the runtime throws for the typo `gpa` in `metrics`.
            let metrics = ["gap": 8], views = ["title": title, "badge": badge]
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[title]-gpa-[badge]|", options: [], metrics: metrics, views: views))
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[title]|", options: [], metrics: nil, views: views))
    }
}
