import UIKit

// A helper that keys its views by place, named with the API's label (`withVisualFormat:`), whose
// loop rebinds its offset as the key (`let key = "v\(key)"`): each call's views are v0, v1, ….
extension UIView {
    @discardableResult
    func addConstraints(withVisualFormat format: String, views: UIView...) -> [NSLayoutConstraint] {
        var keyed = [String: UIView]()
        for (key, view) in views.enumerated() {
            let key = "v\(key)";
            keyed[key] = view
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: keyed)
        addConstraints(made)
        return made
    }

    // Trap: the key is not the offset (`v1`, `v2`, …): not read as keyed by place.
    func stack(withFormat format: String, views: UIView...) {
        var keyed = [String: UIView]()
        for (key, view) in views.enumerated() {
            let key = "v\(key + 1)"
            keyed[key] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: keyed))
    }
}

final class ChatCell: UIView {
    let avatar = UIImageView(), bubble = UIView()

    func build() {
        // Seeded: a third view of two.
        addConstraints(withVisualFormat: "H:|-[v0(40)]-[v1]-[v2]-|", views: avatar, bubble)
        addConstraints(withVisualFormat: "V:|-[v0]", views: avatar)
        stack(withFormat: "H:|[v0][v2]|", views: avatar, bubble)
        // Apple's method (it passes `metrics:`), with a dictionary.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[bubble]|", options: [], metrics: nil, views: ["bubble": bubble]))
    }
}
