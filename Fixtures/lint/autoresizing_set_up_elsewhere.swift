import UIKit

@propertyWrapper
struct UsesAutoLayout<T: UIView> {
    var wrappedValue: T {
        didSet { wrappedValue.translatesAutoresizingMaskIntoConstraints = false }
    }
    init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
        wrappedValue.translatesAutoresizingMaskIntoConstraints = false
    }
}

/// Views opted out where this file cannot follow: by a property wrapper, by a function passed
/// to `forEach`, or to a value decided at run time. No finding; `caption` is still reported.
final class CaptionView: UIView {
    @UsesAutoLayout var title = UILabel()
    let badge = UILabel()
    let detail = UILabel()
    let caption = UILabel()
    var usesAutoLayout = true

    static func prepare(_ view: UIView) { view.translatesAutoresizingMaskIntoConstraints = false }

    func install() {
        [badge].forEach(Self.prepare)
        detail.translatesAutoresizingMaskIntoConstraints = usesAutoLayout
        [title, badge, detail, caption].forEach(addSubview)
        let views = ["title": title, "badge": badge, "detail": detail, "caption": caption]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-[badge]-[detail]-|", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title]-[caption]-|", options: [], metrics: nil, views: views))
    }
}
