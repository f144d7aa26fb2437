import UIKit

extension UIView {
    // The tutorial helper with its views parameter named otherwise: the one variadic list of
    // views, keyed by place.
    func addContraints(formatString: String, view: UIView...) {
        var viewsDictionary = [String: UIView]()
        for (index, value) in view.enumerated() {
            viewsDictionary["v\(index)"] = value
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: formatString, options: [], metrics: nil, views: viewsDictionary))
    }

    // Two lists of views: which one the keys count is not read.
    func addSpaced(formatString: String, items: UIView..., spacers: [UIView]) {
        var viewsDictionary = [String: UIView]()
        for (index, value) in items.enumerated() {
            viewsDictionary["v\(index)"] = value
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: formatString, options: [], metrics: nil, views: viewsDictionary))
    }
}

final class WeatherRow: UIView {
    let city = UILabel(), temperature = UILabel(), icon = UIImageView()

    func layout() {
        addContraints(formatString: "H:|-[v0]-[v1]-[v2(32)]-|", view: city, temperature, icon)
        addContraints(formatString: "V:|-[v3]-|", view: city)
        addSpaced(formatString: "H:|[v0][v1]|", items: city, spacers: [icon])
    }
}
