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
