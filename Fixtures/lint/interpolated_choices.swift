import UIKit

// A format whose interpolations only choose between string literals is one of a few whole
// formats, each checked: the view name before an interpolation too.
final class Header: UIView {
    let logo = UIImageView(), name = UILabel(), badge = UILabel()

    func layOut(wide: Bool, tall: Bool, model: [String: String]?) {
        [logo, name, badge].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views: [String: Any] = ["logo": logo, "name": name, "badge": badge]
        // Seeded: a view name after the choice, reported once; a metric in one choice only,
        // which throws whenever that choice is taken.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[logo\(wide ? "(==120)" : "")]-[nmae]|", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[logo\(tall ? "(==hieght)" : "")]|", options: [], metrics: nil, views: views))
        // Correct: a piece of format with its own view, or none.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[name]\(wide ? "-[badge]" : "")|", options: [], metrics: nil, views: views))
        // Traps, built at run time (only the names their text shows are checked): a value that
        // is not a literal (`??` is no choice), and a choice of something besides two literals.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[name]\(model?["gap"] ?? "")[badeg]|", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[badge]\(wide ? "-" + "[name]" : "")|", options: [], metrics: nil, views: views))
    }
}
