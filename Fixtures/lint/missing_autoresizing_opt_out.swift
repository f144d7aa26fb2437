import UIKit

// missing_autoresizing_opt_out: a view made here keeps its autoresizing mask.
final class Card: UIView {
    func build() {
        let title = UILabel()
        addSubview(title)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: ["title": title]))
    }

    // Not a finding: the mask is turned off.
    func buildOptedOut() {
        let badge = UILabel()
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[badge]-|", options: [], metrics: nil, views: ["badge": badge]))
    }
}

// Not a finding either: a property made at the class's top level and opted out in a method
// (the property's line above the method is not the method's parameter list).
final class Banner: UIView {
    let headline = UILabel()

    func build() {
        headline.translatesAutoresizingMaskIntoConstraints = false
        addSubview(headline)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[headline]-|", options: [], metrics: nil, views: ["headline": headline]))
    }
}

// Nor a property opted out in a computed property's body.
final class Caption: UIView {
    let caption = UILabel()

    var placed: UIView {
        caption.translatesAutoresizingMaskIntoConstraints = false
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[caption]-|", options: [], metrics: nil, views: ["caption": caption]))
        return self
    }
}
