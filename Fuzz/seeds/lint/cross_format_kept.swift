import UIKit

/// Real conflicts the rule keeps through code around them: a property set up in another
/// method, an `#if DEBUG` block between the calls, an anchor constraint activated, a `default:`
/// after an optional chain, constraints removed before the new ones are added, a priority
/// lowered before the conflicting sets are made.
final class Banner: UIView {
    var logo: UIImageView!
    weak var delegate: UIView?

    func setUp() {
        logo = UIImageView()
        logo.translatesAutoresizingMaskIntoConstraints = false
    }

    func layOut(mode: Int) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(100)]", options: [], metrics: nil, views: ["logo": logo!]))
        #if DEBUG
        logo.accessibilityIdentifier = "logo"
        #endif
        logo.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(200)]", options: [], metrics: nil, views: ["logo": logo!]))
    }

    func layOutMode(_ mode: Int) {
        switch mode {
        case 0:
            _ = delegate?.description
        default:
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(40)]", options: [], metrics: nil, views: ["logo": logo!]))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(60)]", options: [], metrics: nil, views: ["logo": logo!]))
        }
    }

    func layOutPreferring() {
        let preferred = NSLayoutConstraint.constraints(withVisualFormat: "H:[logo(>=50)]", options: [], metrics: nil, views: ["logo": logo!])
        preferred.forEach { $0.priority = .defaultLow }
        NSLayoutConstraint.activate(preferred)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(44)]", options: [], metrics: nil, views: ["logo": logo!]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(88)]", options: [], metrics: nil, views: ["logo": logo!]))
    }

    override func updateConstraints() {
        removeConstraints(constraints)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[logo]", options: [], metrics: nil, views: ["logo": logo!]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[logo]", options: [], metrics: nil, views: ["logo": logo!]))
        super.updateConstraints()
    }
}
