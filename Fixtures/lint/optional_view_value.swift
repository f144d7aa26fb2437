import UIKit

// optional_view_value: a nil icon boxed as Any crashes inside Auto Layout.
final class Cell: UIView {
    var icon: UIImageView?
    var header: UIView?
    var compact = false
    let wide = UIView(), narrow = UIView()

    func build() {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]|", options: [], metrics: nil, views: ["icon": icon as Any]))
    }

    // Through an optional chain: `title` may be nil.
    func buildChained() {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[title]|", options: [], metrics: nil, views: ["title": header?.subviews[0] as Any]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[title]|", options: [], metrics: nil, views: ["title": header?.subviews.first!]))
    }

    // Not a finding: unwrapped first; a conditional and a default give a view.
    func buildUnwrapped() {
        guard let icon = icon else { return }
        icon.translatesAutoresizingMaskIntoConstraints = false
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]|", options: [], metrics: nil, views: ["icon": icon]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[body]|", options: [], metrics: nil, views: ["body": compact ? narrow : wide]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[body]|", options: [], metrics: nil, views: ["body": header ?? wide]))
    }
}

// Not a finding: views every declaration of this file gives a type that is no optional, boxed
// `as Any` out of habit; boxing hides nothing there.
final class StepperRow: UIView {
    private var caption: UILabel
    let stepper = UIStepper()

    init(caption: UILabel) {
        self.caption = caption
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError() }

    func build() {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[caption]-[stepper]-|", options: [], metrics: nil,
                                                      views: ["caption": caption as Any, "stepper": self.stepper as Any]))
    }
}
