import UIKit

extension UIView {
    /// Takes optional options and passes what it makes of them: each call's options are
    /// unknown, its views are still `v0`, `v1`… in order.
    func pinViews(pattern: String, options: NSLayoutConstraint.FormatOptions?, views: UIView...) {
        var keyed: [String: UIView] = [:]
        for (index, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            keyed["v\(index)"] = view
        }
        var chosen = NSLayoutConstraint.FormatOptions()
        if options != nil {
            chosen = options ?? NSLayoutConstraint.FormatOptions()
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: pattern, options: chosen, metrics: nil, views: keyed))
    }
}

final class ComputedOptionsCard: UIView {
    let title = UILabel()
    let badge = UILabel()

    func build() {
        pinViews(pattern: "H:|-[v0]-[v1]-|", options: .alignAllCenterY, views: title, badge)
        pinViews(pattern: "V:|-[v0]-[v2]-|", options: nil, views: title, badge)
    }
}
