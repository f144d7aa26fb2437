import UIKit

// A property given its dictionary earlier in the method that uses it.
final class RatingView: UIView {
    var views: [String: UIView] = [:]
    var metrics: [String: CGFloat] = [:]
    let star = UIImageView(), label = UILabel()

    func build() {
        [star, label].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
        views = ["star": star, "label": label]
        self.metrics = ["gap": 6]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[star]-gap-[label]|", options: [], metrics: metrics, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[lable]|", options: [], metrics: self.metrics, views: self.views))   // seeded: throws
    }

    // Trap: a method of this class runs between, and may write the property.
    func rebuild() {
        views = ["star": star]
        refresh()
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[label]|", options: [], metrics: nil, views: views))
    }

    func refresh() {
        views["label"] = label
    }
}
