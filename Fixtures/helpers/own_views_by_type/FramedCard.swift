import UIKit

final class FramedCard: Frame {
    let badge = UIView()

    override func attach(_ item: UIView, format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }

    override func latch(_ item: UIView, format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }

    override func
        dock(_ item: UIView, in container: UIView, format: String) {
        container.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }

    override func frameGlueItem(_ item: UIView, at other: UIView, format: String) {
        super.frameGlueItem(item, toView: other, format: format)
    }

    override func bind(_ item: UIView, format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": item]))
    }

    override class func frameClamp(_ item: UIView, in container: UIView, format: String) {
        container.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": item]))
    }

    override func frameWeldItem(_ item: UIView, format: String) throws {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }

    override func frameDock(_ item: UIView, format: String) async {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }

    override func frameSnap(_ item: UIView, format: String) async {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badeg": badge]))
    }

    override func fuse(_ item: UIView, format: String) throws {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }

    override var rowFormat: String {
        get { super.rowFormat }
        set { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: newValue, options: [], metrics: nil, views: ["item": badge, "badge": badge])) }
    }

    override func `frameTie`(_ item: UIView, format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }

    override func frameSpan(_ item: UIView, `in` container: UIView, format: String) {
        container.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }

    override func cardPinItem(_ item: UIView, format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["item": item, "badge": badge]))
    }
}
