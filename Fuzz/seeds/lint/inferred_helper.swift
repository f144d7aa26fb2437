import UIKit
extension UIView {
    func addConstraintsWithFormat(format: String, views: UIView...) {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            let key = "v\(index)"
            view.translatesAutoresizingMaskIntoConstraints = false
            viewsDictionary[key] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: NSLayoutFormatOptions(), metrics: nil, views: viewsDictionary))
    }
    func addConstraints(with format: String, views: UIView...) {
        var viewsDictionary: [String: UIView] = [:]
        for view in views.enumerated() {
            viewsDictionary["v\(view.offset)"] = view.element
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary))
    }
}
final class Cell: UIView {
    let icon = UIImageView(), title = UILabel()
    func setUp() {
        addConstraintsWithFormat(format: "H:|-[v0(24)]-[v1]-|", views: icon, title)
        addConstraintsWithFormat(format: "V:|[v0]-[v2]|", views: icon, title)
        addConstraints(with: "H:|-pad-[v0]|", views: title)
    }
}
