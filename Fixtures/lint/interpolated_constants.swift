import UIKit

// A format that interpolates a number written out, or a constant holding one (a `let` of the
// function or the type), is one whole format: Swift prints the value one way only, so it is
// checked as written.
final class Banner: UIView {
    let bar = UIView(), title = UILabel()
    let inset: CGFloat = 8

    func layOut() {
        [bar, title].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let top = 64.0
        let width = 120
        let gap = -8
        let views: [String: Any] = ["bar": bar, "title": title]
        // Correct: '64.0', '8.0' (a CGFloat) and '120' (an Int) as Swift prints them.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-\(top)-[bar]-\(inset)-[title]", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[bar(\(width))]", options: [], metrics: nil, views: views))
        // Correct: a number written in the interpolation, and a property declared after the
        // method, named as `self.` too.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(20)-[title(\(self.height))]-\(bottom)-|", options: [], metrics: nil, views: views))
        // Seeded: a view name the whole format now shows, and a negative constant, which makes
        // '|--8-' (the runtime throws).
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(inset)-[titel]", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(gap)-[title]", options: [], metrics: nil, views: views))
        // Traps, built at run time (warned): a variable, a value Swift prints with an exponent,
        // and a constant of an optional type.
        var step = 4.0
        step += 1
        let huge = 1e16
        let maybe: Double? = 3
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(step)-[title]", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(huge)-[title]", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(maybe ?? 0)-[title]", options: [], metrics: nil, views: views))
    }

    let height = 44.0
    let bottom: CGFloat = 12
}
