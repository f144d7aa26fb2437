import UIKit

// missing_autoresizing_opt_out: a view made here keeps its autoresizing mask.
final class Card: UIView {
    func build() {
        let title = UILabel()
        addSubview(title)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: ["title": title]))
    }

    // Not a finding: the mask is turned off.
    func buildOptedOut() {
        let badge = UILabel()
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[badge]-|", options: [], metrics: nil, views: ["badge": badge]))
    }
}
