import UIKit

// Apple's method always takes `metrics:`. A call without it is a method of the project's with
// the API's name, and like a registered helper (methods_named_like_the_api.config.json) it may
// supply metrics of its own: a metric name in its format is unknown, never an error. A name
// missing from the metrics Apple's method is passed is still one. It may add views of its own
// too: unless its body is read, the views it is passed give hints, never errors.
extension NSLayoutConstraint {
    static func constraints(withVisualFormat format: String, views: [String: Any]) -> [NSLayoutConstraint] {
        constraints(withVisualFormat: format, options: [], metrics: ["inset": 12], views: views)
    }
}

final class BannerView: UIView {
    let message = UILabel()
    let close = UIButton(type: .system)

    func pin(format: String, views: [String: UIView]) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: ["inset": 12], views: views))
    }

    func install() {
        [message, close].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views = ["message": message, "close": close]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-inset-[message]-[close]-inset-|", views: views))
        pin(format: "V:|-inset-[message]-inset-|", views: views)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-inest-[close]", options: [], metrics: ["inset": 12], views: views))
        // The views such a method is passed are still checked: its body hands them on as they are.
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[mesage]-inset-|", views: views))
    }
}

// A method of the project's that adds a view of its own to those it is given, read once (as
// itself, not again as Apple's method), and one whose body is elsewhere (a package's: its
// strings are not checked, as it may complete or rewrite them).
extension UIView {
    func addConstraints(withVisualFormat format: String, views: [String: Any]) {
        var all = views
        all["host"] = self
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: all))
    }
}

final class Tile: UIView {
    let dot = UIView()

    func build(with layout: LayoutKit) {
        addConstraints(withVisualFormat: "H:[host]-(<=1)-[dot]", views: ["dot": dot])
        addConstraints(layout.makeConstraints(withVisualFormat: "V:[host]-[dto]", views: ["dot": dot]))
    }
}

// A function of this file with the API's label that completes its format before handing it on
// (not a helper read as one): its call is its own, not Apple's method, so the unfinished
// format is no syntax error.
extension UIView {
    func pinned(withVisualFormat format: String, views: [String: Any]) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format + "|", options: [], metrics: nil, views: views))
    }
}

final class Badge: UIView {
    let dot = UIView()

    func build() {
        pinned(withVisualFormat: "H:|-[dot]-", views: ["dot": dot])
    }
}

// A type's initializer with the API's label, completing its format: never Apple's method.
struct Rule {
    let all: [NSLayoutConstraint]

    init(withVisualFormat format: String, views: [String: Any]) {
        all = NSLayoutConstraint.constraints(withVisualFormat: format + "|", options: [], metrics: nil, views: views)
    }
}

final class Pill: UIView {
    let dot = UIView()

    func build() {
        NSLayoutConstraint.activate(Rule(withVisualFormat: "H:|-[dot]-", views: ["dot": dot]).all)
    }
}
