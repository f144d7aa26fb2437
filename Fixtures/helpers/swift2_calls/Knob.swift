import UIKit

final class Knob: UIView {
    let dial = UIView()
    let scale = UIView()

    func build() {
        let views = ["dial": dial, "scale": scale]
        addConstraints(NSLayoutConstraint.pinned("H:|-0-[dail(20)]", views: views))
        addConstraints(NSLayoutConstraint.pinned("V:|-0-[dial(20)]-[scale]|", views: views))
        stack(["H:|[scale]|", "V:[scael]|"], views: views, into: self)
        // The formats held in a local first, then passed without the label.
        let rules = ["H:|[dial]-[scael]|", "V:|[dial]|"]
        stack(rules, views: views, into: self)
        let rule = "V:[dial]-[scael]"
        addConstraints(NSLayoutConstraint.pinned(rule, views: views))
        // Trap: a local that holds no format is not taken for one (the SDK has methods of
        // these names).
        let title = "Dial"
        addConstraints(NSLayoutConstraint.pinned(title, views: views))
        // Swift 3 and later call them with their labels.
        addConstraints(NSLayoutConstraint.pinned(format: "H:[scale]-|", views: views))
        stack(formats: ["H:|[dial]"], views: views, into: self)
        // Traps: a label written out is kept; the unlabelled twin of `place` is another function.
        hang("H:|[nothing]|", views: views, into: self)
        place("[knob] turned", views: views, into: self)
        place("H:|[knob]|", views: views, into: self)
    }
}
