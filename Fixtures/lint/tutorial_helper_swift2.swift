import UIKit

/// The tutorial helper as Swift 2 wrote it: `enumerate()`, the API's old spelling with the
/// format first, and calls that leave out the first label (Swift 1 and 2 did for methods).
/// They are checked as the helper makes them.
extension UIView {
    func pinWithFormatString(format: String, views: UIView...) {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerate() {
            let key = "v\(index)"
            view.translatesAutoresizingMaskIntoConstraints = false
            viewsDictionary[key] = view
        }
        addConstraints(NSLayoutConstraint.constraintsWithVisualFormat(format, options: NSLayoutFormatOptions(), metrics: nil, views: viewsDictionary))
    }

}

class MessageCell: UICollectionViewCell {
    let profileImageView = UIImageView()
    let nameLabel = UILabel()

    func setupViews() {
        pinWithFormatString("H:|-12-[v0(68)]-[v1]|", views: profileImageView, nameLabel)
        pinWithFormatString("V:[v0(68)]", views: profileImageView)
        // One view given, a second named: Apple throws.
        pinWithFormatString("V:|[v0][v1]|", views: nameLabel)
        // An interpolated number: the names in the literal text are still checked.
        let top = frame.height / 2
        pinWithFormatString("V:|-\(top)-[v0(40)]-8-[v2]", views: profileImageView, nameLabel)
        // UIKit's own `addConstraints(_:)`, given no format: no call of the helper.
        addConstraints([NSLayoutConstraint(item: nameLabel, attribute: .Width, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 40)])
    }
}
