import UIKit

// A file whose path has a space, a comma, a percent sign and a non-ASCII letter, and findings
// whose messages hold a colon, a comma and quotes: each reporter escapes them its own way.
final class OddPathView: UIView {
    let price = UILabel(), tag = UILabel()

    func build() {
        [price, tag].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
        let views = ["price": price, "tag": tag]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[price]-[tga]-|", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[price(50%)]", options: [], metrics: nil, views: views))
    }
}
