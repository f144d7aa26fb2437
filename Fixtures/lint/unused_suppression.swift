import UIKit

// unused_suppression (opt-in): the comment silences a rule that does not fire here.
final class Badge: UIView {
    let count = UILabel()

    func build() {
        count.translatesAutoresizingMaskIntoConstraints = false
        // vfl-lint:disable:next unknown_view
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[count]-|", options: [], metrics: nil, views: ["count": count]))
    }

    // Not a finding: the comment silences the finding on the next line.
    func buildSilenced() {
        // vfl-lint:disable:next unknown_view
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[cuont]-|", options: [], metrics: nil, views: ["count": count]))
    }
}
