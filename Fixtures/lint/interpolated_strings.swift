import UIKit

// An interpolation that prints text (an edge, a bracketed view, a view's name) is a way to build
// a format, not a number metrics could give: a constant string is folded into the format, which
// is then checked whole, and a `String` variable is never reported as a number.
final class Sidebar: UIView {
    let list = UIView(), footer = UIView(), guide = UIView()
    func key(_ index: Int) -> String { return "row\(index)" }

    func layOut(belowGuide: Bool) {
        [list, footer, guide].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views: [String: Any] = ["list": list, "footer": footer, "guide": guide, "row2": footer]
        let top = belowGuide ? "[guide]" : "|"
        let bottom = "|"
        // Correct, checked whole: "V:[guide]-8-[list]-8-|" and "V:|-8-[list]-8-|".
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:\(top)-8-[list]-8-\(bottom)", options: [], metrics: nil, views: views))
        // Correct: an alignment the one-view choice ("H:|-[list]-|") does not use, the other does.
        let lead = belowGuide ? "[footer]-" : ""
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(lead)[list]-|", options: .alignAllCenterY, metrics: nil, views: views))
        // A view's name inside a predicate: built at run time (the name is not seen), no warning.
        let other: String = key(2)
        let same = key(2)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[list(==\(other))]", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[footer(==\(same))]", options: [], metrics: nil, views: views))
        // Seeded: the folded edge shows a view the dictionary lacks.
        let edge = belowGuide ? "[gide]" : "|"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:\(edge)-[footer]", options: [], metrics: nil, views: views))
        // Traps, warned: a number variable, and a value of a type not seen, where a number goes.
        var gap = 8
        gap += 2
        let width = footer.bounds.width
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(gap)-[list]", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[list(\(width))]", options: [], metrics: nil, views: views))
    }
}

// Traps, each a name that may hold another value where it is read: not folded, so built at run
// time, and never reported as a view the dictionary lacks.
let banner = "[gide]"

final class Ribbon: UIView {
    let strip = UIView(), guide = UIView()
    let edge = "[gide]"
    var side = "|"
    static let side = "[gide]"

    func layOut(pair: (String, Int), other: String, wide: Bool) {
        strip.translatesAutoresizingMaskIntoConstraints = false
        let views: [String: Any] = ["strip": strip, "guide": guide]
        // A tuple pattern binds `edge` again; a capture list does too.
        let (edge, _) = pair
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:\(edge)-[strip]", options: [], metrics: nil, views: views))
        let place = { [edge = other] in
            self.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:\(edge)-[strip]", options: [], metrics: nil, views: views))
        }
        place()
        // An instance method reads the instance `side`, not the static one.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:\(side)-[strip]", options: [], metrics: nil, views: views))
        // A file's constant inside a type: a member of its superclass may come first.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:\(banner)-[strip]", options: [], metrics: nil, views: views))
        // Warned: an alignment that no choice uses (each has one view).
        let gap = wide ? "16" : "8"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(gap)-[strip]-|", options: .alignAllTop, metrics: nil, views: views))
    }
}
