import UIKit

final class PlayerCard: UIView {
    let avatar = UIImageView(), name = UILabel()

    func build() {
        [avatar, name].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
        let views = ["avatar": avatar, "name": name]
        NSLayoutConstraint.activate(NSLayoutConstraint.rows_constraints(withFormats: ["H:|-[avatar(40)]-[nmae]-|", "V:|-[avatar(40)]-|"], views: views))   // seeded: the runtime throws
        layoutRow("V:|-[naem]-|", views: views)   // seeded: the runtime throws
        // Trap: Swift defines a method of the imported name itself (below), which does
        // something else with its string: a Swift call reaches that one, not the helper.
        pin(withFormat: "[not a format]", views: views)
        Ledger.stackRows(["[not a format]"], views: views)
    }
}

extension UIView {
    func pin(withFormat format: String, views: [String: UIView]) {
        accessibilityLabel = format
    }
}
