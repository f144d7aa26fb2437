import UIKit

// unused_view_key (opt-in): "badge" is in the dictionary but in no format.
final class Title: UIView {
    func build(title: UILabel, badge: UILabel) {
        title.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        let views = ["title": title, "badge": badge]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[title]|", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[title]|", options: [], metrics: nil, views: views))
    }
}
