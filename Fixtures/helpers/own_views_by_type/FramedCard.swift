import UIKit

final class FramedCard: Frame {
    let badge = UIView()

    override func attach(_ item: UIView, format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }

    override func cardPinItem(_ item: UIView, format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }
}
