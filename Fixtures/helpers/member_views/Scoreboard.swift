import UIKit

final class Scoreboard: UIView {
    let score = UILabel()
    let team = UILabel()
    var parts: [String: UIView] = [:]

    // Reads the board's own `parts`: each call on `self` is checked with what the calling
    // method last assigned to it.
    func pin(_ format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: parts))
    }

    func build() {
        addSubview(score)
        addSubview(team)
        parts = ["score": score, "team": team]
        pin("H:|-[team]-[scroe]-|")
        self.pin("V:|-[score]-|")
        parts["extra"] = team
        // `parts` changed in place after it was assigned: not checked (it holds 'extra' now).
        pin("H:[extra]-|")
    }

    func rebuild(other: Scoreboard) {
        parts = ["score": score]
        // Another board's `parts`: not checked.
        other.pin("H:|-[team]-|")
        reset()
        // `reset` may assign `parts`: not checked.
        pin("H:|-[team]-|")
    }

    func reset() { parts = [:] }
}
