import UIKit

// A closure kept in a local constant that hands its format and its views parameter to Auto
// Layout: each call is checked with the views it passes.
final class ComposeController: UIViewController {
    let field = UITextField(), send = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        let place = { (format: String, views: [String: UIView]) in
            self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        }
        [field, send].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        // Seeded: a name the call's dictionary lacks.
        place("H:|-[field]-[snd]-|", ["field": field, "send": send])
        place("V:|-[send]", ["send": send])

        // Trap: a closure that adds a view of its own to its parameter's.
        let framed = { (format: String, views: [String: UIView]) in
            var all = views
            all["frame"] = self.view
            self.view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: all))
        }
        framed("H:|[frame]-[field]|", ["field": field])
    }
}
