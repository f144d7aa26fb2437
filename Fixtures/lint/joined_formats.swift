import UIKit

/// A format joined with `+` from a literal and a variable or constant holding literal text: the
/// call gets the pieces in order, one format for each value the variable may hold.
final class Pager: UIViewController {
    enum Direction { case horizontal, vertical }

    let scroll = UIScrollView()
    let first = UIView(), second = UIView()

    func layOut(direction: Direction, vertical: Bool) {
        [scroll, first, second].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views = ["scroll": scroll, "first": first, "second": second]

        // Set in each case of a `switch`: both formats are checked.
        var along: String!
        switch direction {
        case .horizontal: along = "H:"
        case .vertical: along = "V:"
        }
        scroll.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: along + "|[first(==scroll)][secnod(==scroll)]|", metrics: nil, views: views))   // seeded: the runtime throws

        // A constant chosen by a condition, then the same text after it.
        let across = vertical ? "H:" : "V:"
        scroll.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: across + "|[first(==scroll)]|", metrics: nil, views: views))
        scroll.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: across + "|[frist(==scroll)]|", metrics: nil, views: views))   // seeded: the runtime throws

        // Traps: the text depends on the run, so nothing is said.
        // Two parts chosen by one condition: "H:|" with "V:|[second]|" never meet.
        let head = vertical ? "H:|" : ""
        let tail = vertical ? "[first]|" : "V:|[second]|"
        scroll.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: head + tail, metrics: nil, views: views))
        // A part computed at run time.
        scroll.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: along + "|-" + String(8) + "-[first]|", metrics: nil, views: views))
        // A part passed in.
        place(suffix: "[second]|", views: views)
    }

    func place(suffix: String, views: [String: UIView]) {
        scroll.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|" + suffix, metrics: nil, views: views))
    }
}
