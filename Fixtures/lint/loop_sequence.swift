import UIKit

// Inside `for (_, view) in views { … }` the dictionary `views` is still the local declared above
// (only `view` is the loop's own name), so the formats given it are checked: 'c' and 'd' are no keys.
final class Grid: UIView {
    func build() {
        let views = ["a": UILabel(), "b": UILabel()]
        for (_, view) in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        for _ in 0..<2 {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a][c]|", options: [], metrics: nil, views: views))
        }
        for (name, _) in views {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[b][d]|", options: [], metrics: nil, views: views))
            _ = name
        }
    }
}
