import UIKit

/// A decoy: a 72-point height of another view, the same shape as the avatar's.
final class BadgeView: UIView {
    let countLabel = UILabel()

    func setUp() {
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(countLabel)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[count(72)]", options: [], metrics: nil, views: ["count": countLabel]))
        let guide = NSLayoutConstraint(item: countLabel, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30)
        guide.identifier = "badge-count-width"
        guide.isActive = true
    }
}
