import UIKit

final class BadgeBox: Box {
    let badge = UIView()

    override func pinItem(_ item: UIView, format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }
}
