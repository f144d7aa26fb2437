import UIKit

extension UIView {
    // A Swift helper writing its own dictionary from its parameter.
    func stretch(_ child: UIView, _ format: String) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["child": child]))
    }
}

final class Ribbon: UIView {
    func layOut(title: UILabel) {
        stretch(title, "H:|-[child]-|")
        stretch(title, "V:|[chidl]|")
    }
}
