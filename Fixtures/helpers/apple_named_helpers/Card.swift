import UIKit

/// A card with a method of its own named like UIView's `addConstraints(_:)`, which takes
/// formats and lays them out with the card's views.
final class Card: UIView {
    let title = UILabel()
    let badge = UILabel()

    func addConstraints(_ formats: [String]) {
        let views = ["title": title, "badge": badge]
        for format in formats {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        }
    }

    func setUp() {
        for view in [title, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        // The card's own method: checked with its views.
        addConstraints(["H:|-[tilte]-[badge]-|", "V:|-[title]-|"])
        // UIView's, given constraints: neither a format checked nor one missed.
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[badge]-|", options: [], metrics: nil, views: ["badge": badge])
        addConstraints(made)
        let width = badge.widthAnchor.constraint(equalToConstant: 24)
        let typed: [NSLayoutConstraint] = []
        addConstraints([width])
        addConstraints(typed)
        addConstraints([title.heightAnchor.constraint(equalToConstant: 20)])
        addConstraints(made + typed + [width])
    }

    /// Not checked: the card's method given formats made at run time, here or by a method of
    /// the project's on `NSLayoutConstraint` (not one of Apple's makers).
    func restyle(_ names: [String]) {
        let formats = names.map { "H:|-[\($0)]-|" }
        addConstraints(formats)
        addConstraints(NSLayoutConstraint.rows(names))
        // Trap: a sum with formats in it.
        addConstraints(formats + ["V:|-[badge]-|"])
    }
}

extension NSLayoutConstraint {
    static func rows(_ names: [String]) -> [String] {
        names.map { "H:|-[\($0)]-|" }
    }
}
