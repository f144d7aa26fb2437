import UIKit

// A finding: one declaration of `badge` in this file is an optional (the other type's), so a
// nil may be what is boxed; and `glyph` is only ever made by a function that may fail.
final class BadgeRow: UIView {
    let badge = UILabel()
    var glyph = makeGlyph()

    func build() {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[badge]-[glyph]-|", options: [], metrics: nil,
                                                      views: ["badge": badge as Any, "glyph": glyph as AnyObject]))
    }
}

final class BadgeCache {
    var badge: UILabel?
}

func makeGlyph() -> UIImageView? { nil }

// A parameter's type is at hand: `spinner` is a finding. Names this file does not declare (the
// framework's guide, a superclass's property) are quiet: their types are not seen.
final class GuideController: UIViewController {
    func build(spinner: UIActivityIndicatorView?) {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[top][box][spinner]", options: [], metrics: nil,
                                                           views: ["top": self.topLayoutGuide as AnyObject, "box": box,
                                                                   "spinner": spinner as Any]))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[inheritedHeader]|", options: [], metrics: nil,
                                                           views: ["inheritedHeader": inheritedHeader as Any]))
    }
}

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


