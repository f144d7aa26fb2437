import UIKit

// noncanonical_format is opt-in (noncanonical_format.config.json enables it): vfl-fmt --check
// owns style. Each format below works, but is not written the way vfl-fmt writes it.
final class SpacingView: UIView {
    let title = UILabel()
    let badge = UILabel()

    func install() {
        [title, badge].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
        let views = ["title": title, "badge": badge]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[title]-(==8)-[badge(>=24@1000)]-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-0@999-[title]", options: [], metrics: nil, views: views))
    }
}
