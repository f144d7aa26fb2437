import UIKit

extension UIView {
    // A label that is a keyword elsewhere (`for`, `in`, `default`) is still a label here.
    func addVisualConstraint(_ format: String, for views: [String: Any]) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
    }
}

final class PriceRow: UIView {
    let price = UILabel()

    func layoutPrice() {
        price.translatesAutoresizingMaskIntoConstraints = false
        addSubview(price)
        addVisualConstraint("H:|-[price]-|", for: ["price": price])
        addVisualConstraint("V:|-[prcie]-|", for: ["price": price])
    }
}
