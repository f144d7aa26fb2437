import UIKit

/// The helper tutorials teach, in the form many projects write it: the format unlabelled and
/// first, options passed on. Its calls are checked as it makes them: `v0`, `v1`, … are the
/// views in order, no metrics, the call's options.
extension UIView {
    func addConstraintsWithFormat(_ format: String, options: NSLayoutConstraint.FormatOptions = [], views: UIView...) {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            viewsDictionary["v\(index)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: viewsDictionary))
    }
}

final class MessageCell: UICollectionViewCell {
    let avatar = UIImageView()
    let name = UILabel()
    let time = UILabel()

    func setUp() {
        [avatar, name, time].forEach(contentView.addSubview)
        contentView.addConstraintsWithFormat("H:|-12-[v0(48)]-8-[v1]-[v2]-12-|", options: .alignAllCenterY, views: avatar, name, time)
        contentView.addConstraintsWithFormat("V:|-8-[v0(48)]", views: avatar)
        // Two views given, a third named: Apple throws.
        contentView.addConstraintsWithFormat("V:[v1]-4-[v3]", views: avatar, name)
        // Leading edges aligned in a horizontal format: Apple throws.
        contentView.addConstraintsWithFormat("H:[v0]-[v1]", options: .alignAllLeading, views: name, time)
        // No metrics are passed: a metric name is a mistake.
        contentView.addConstraintsWithFormat("V:[v0]-gap-|", views: time)
        // Options held in a constant are read from it.
        let centred: NSLayoutConstraint.FormatOptions = [.alignAllCenterX]
        contentView.addConstraintsWithFormat("H:[v0]-[v1]", options: centred, views: name, time)
    }
}

/// The key declared with its type (`let key: String = "v\(index)"`) is the same key.
extension UIView {
    func withLayout(format: String, views: UIView...) {
        var dictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            let key: String = "v\(index)"
            view.translatesAutoresizingMaskIntoConstraints = false
            dictionary[key] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: NSLayoutConstraint.FormatOptions(), metrics: nil, views: dictionary))
    }
}

final class TabCell: UICollectionViewCell {
    let icon = UIImageView()

    func build() {
        contentView.addSubview(icon)
        contentView.withLayout(format: "H:|[v0]|", views: icon)
        // One view given, a second named: Apple throws.
        contentView.withLayout(format: "V:|[v0][v1]|", views: icon)
    }
}

/// Empty metrics written as a literal (`metrics: [:]`) are no metrics, as `nil` is.
extension UIView {
    func placeRow(format: String, views: UIView...) {
        var keyed = [String: UIView]()
        for (index, view) in views.enumerated() {
            keyed["v\(index)"] = view
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: [:], views: keyed))
    }

    /// Trap: metrics of its own, which a format may name: not the tutorial's shape, so its
    /// calls are not read (a name could be one of these metrics).
    func placeSpaced(format: String, views: UIView...) {
        var keyed = [String: UIView]()
        for (index, view) in views.enumerated() {
            keyed["v\(index)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: ["gap": 8], views: keyed))
    }
}

final class BadgeCell: UICollectionViewCell {
    let badge = UILabel()
    let count = UILabel()

    func build() {
        contentView.placeRow(format: "H:|-[v0]-[v1]-|", views: badge, count)
        // Two views given, a third named: Apple throws.
        contentView.placeRow(format: "V:|[v0][v2]|", views: badge, count)
        // Not read: the helper's own metrics may hold 'gap'.
        contentView.placeSpaced(format: "H:|[v0]-gap-[v1]|", views: badge, count)
    }
}

/// Options and metrics taken and left unused: the helper passes none whatever a call gives.
extension UIView {
    func lay(format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: NSNumber]? = nil, views: UIView...) {
        var keyed = [String: UIView]()
        for (index, view) in views.enumerated() {
            keyed["v\(index)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: [:], views: keyed))
    }

    /// Trap: the options parameter is used (to choose), not passed: not the tutorial's shape.
    func layMaybe(format: String, options: NSLayoutConstraint.FormatOptions = [], views: UIView...) {
        var keyed = [String: UIView]()
        for (index, view) in views.enumerated() {
            keyed["v\(index)"] = view
        }
        guard !options.isEmpty else { return }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: keyed))
    }
}

final class PriceCell: UICollectionViewCell {
    let price = UILabel()
    let unit = UILabel()

    func build() {
        contentView.lay(format: "H:|-[v0]-[v1]-|", views: price, unit)
        // One view given, a second named: Apple throws.
        contentView.lay(format: "V:|[v1]|", views: price)
        // The options given are dropped: no alignment is made, so nothing to say of it.
        contentView.lay(format: "H:[v0]-[v1]", options: .alignAllLeading, views: price, unit)
        // The metrics given are dropped too: Apple finds no 'gap' and throws.
        contentView.lay(format: "V:[v0]-gap-|", metrics: ["gap": 8], views: price)
        // Not read: which options reach Auto Layout depends on the helper's own code.
        contentView.layMaybe(format: "V:|[v3]|", options: .alignAllLeft, views: price)
    }
}
