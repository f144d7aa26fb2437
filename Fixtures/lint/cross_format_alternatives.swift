import UIKit

/// Constraint sets that are never active together, or views that only share a name: no
/// conflict. (Each of these was reported as one before.) The last function keeps a true one.
final class Toolbar: UIView {
    let logo = UIImageView()
    var smallButtons: [UIButton] = []
    var bigButtons: [UIButton] = []
    var pending: [NSLayoutConstraint] = []

    // Each lazy closure makes its own label.
    lazy var nameRow: UIView = {
        let row = UIView()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(label)
        row.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label(100)]", options: [], metrics: nil, views: ["label": label]))
        return row
    }()
    lazy var bioRow: UIView = {
        let row = UIView()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(label)
        row.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label(200)]", options: [], metrics: nil, views: ["label": label]))
        return row
    }()

    // Constraints dropped with `_ =` are never active, after the same statement as they may be.
    func measureOnly() {
        logo.setNeedsLayout()
        _ = NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(20)]", options: [], metrics: nil, views: ["logo": logo])
        logo.setNeedsLayout()
        _ = NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(10)]", options: [], metrics: nil, views: ["logo": logo])
    }

    // Two loops, two different `button`s.
    func buildButtons() {
        for button in smallButtons {
            button.translatesAutoresizingMaskIntoConstraints = false
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[button(44)]", options: [], metrics: nil, views: ["button": button]))
        }
        for button in bigButtons {
            button.translatesAutoresizingMaskIntoConstraints = false
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[button(88)]", options: [], metrics: nil, views: ["button": button]))
        }
    }

    // Made together, activated in alternative branches.
    func applySize(compact: Bool, mode: Int) {
        logo.translatesAutoresizingMaskIntoConstraints = false
        let views = ["logo": logo]
        let small = NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(100)]", options: [], metrics: nil, views: views)
        let big = NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(200)]", options: [], metrics: nil, views: views)
        if compact { NSLayoutConstraint.activate(small) } else { NSLayoutConstraint.activate(big) }
        // An `else if` chain without a final `else`: at most one branch runs.
        if mode == 0 {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(40)]", options: [], metrics: nil, views: views))
        } else if mode == 1 {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(80)]", options: [], metrics: nil, views: views))
        }
        #if targetEnvironment(macCatalyst)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[logo]", options: [], metrics: nil, views: views))
        #else
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[logo]", options: [], metrics: nil, views: views))
        #endif
    }

    // A priority lowered after the constraints are made: the preferred height gives way.
    func applyPreferredHeight() {
        let views = ["logo": logo]
        let preferred = NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(80)]", options: [], metrics: nil, views: views)
        preferred.forEach { $0.priority = .defaultHigh }
        NSLayoutConstraint.activate(preferred)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(<=40)]", options: [], metrics: nil, views: views))
    }

    // Priorities lowered by code written before the sets but run after them (a closure, a
    // `defer`): the widths give way to each other.
    func applyFlexibleWidths() {
        var flexible: [NSLayoutConstraint] = []
        let relax = { flexible.forEach { $0.priority = .defaultLow } }
        defer { NSLayoutConstraint.activate(flexible) }
        flexible += NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(120)]", options: [], metrics: nil, views: ["logo": logo])
        flexible += NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(160)]", options: [], metrics: nil, views: ["logo": logo])
        relax()
    }

    // One set deactivated before the other is activated.
    func expand(collapsed: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(collapsed)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(80)]", options: [], metrics: nil, views: ["logo": logo]))
    }

    // A closure in a case body has its own parameters.
    func applyMode(_ mode: Int, icon: UIView) {
        let views = ["logo": logo]
        switch mode {
        case 0:
            let apply: ([String: UIView]) -> Void = { views in
                self.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]-[logo]|", options: [], metrics: nil, views: views))
            }
            apply(["logo": logo, "icon": icon])
        default:
            _ = views
        }
    }

    // A collector that happens to be named 'activated' is kept for later, not activated here.
    func prepare() {
        var activated: [NSLayoutConstraint] = []
        activated += NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(60)]", options: [], metrics: nil, views: ["logo": logo])
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(70)]", options: [], metrics: nil, views: ["logo": logo]))
        pending = activated
    }

    // Both sets are active: Auto Layout breaks one.
    func applyBoth() {
        let views = ["logo": logo]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(100)]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(120)]", options: [], metrics: nil, views: views))
    }
}
