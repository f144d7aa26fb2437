import UIKit

// unknown_rule: the suppression names a rule that does not exist, so it silences nothing.
final class Badge: UIView {
    let count = UILabel()

    func build() {
        count.translatesAutoresizingMaskIntoConstraints = false
        // vfl-lint:disable:next unknown_veiw
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[cuont]-|", options: [], metrics: nil, views: ["count": count]))
    }

    // Not a finding: the rule id is spelt right (and silences the finding below it).
    func buildSilenced() {
        // vfl-lint:disable:next unknown_view
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[cuont]-|", options: [], metrics: nil, views: ["count": count]))
    }
}
