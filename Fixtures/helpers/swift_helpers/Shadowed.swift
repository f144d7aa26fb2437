import UIKit

extension UIView {
    /// The loop's element takes the list's own name: in the loop, `item` is one view.
    func lay(format: String, item: UIView...) {
        var named = [String: UIView]()
        for (place, item) in item.enumerated() {
            item.translatesAutoresizingMaskIntoConstraints = false
            named["i\(place)"] = item
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }
}

final class Stripe: UIView {
    let mark = UIView(), text = UIView()

    func build() {
        lay(format: "H:|[i0]-[i1]|", item: mark, text)
        lay(format: "V:|[i0]|", item: mark)
        lay(format: "V:|[i0]-[i1]|", item: text)
    }
}
