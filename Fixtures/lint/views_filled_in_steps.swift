import UIKit

/// Views dictionaries built up in steps before the call: every key that reaches the call is
/// known, so only a name no path provides is an error.
final class FormRowCell: UITableViewCell {
    let input = UITextField()
    let caption = UILabel()

    func layOut(hint: UILabel?, icon: UIImageView) {
        input.translatesAutoresizingMaskIntoConstraints = false
        var views: [String: UIView] = ["input": input]
        if let hint = hint {
            hint.translatesAutoresizingMaskIntoConstraints = false
            views["hint"] = hint
            // `hint` was written on the way here: no finding.
            contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[hint]-[input]-|", options: [], metrics: nil, views: views))
        }
        views.updateValue(caption, forKey: "caption")
        views.merge(["icon": icon]) { $1 }
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[caption]-[icon]-[input]-|", options: [], metrics: nil, views: views))
        // `hint` is written only when there is one: a possible key, not an error.
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[hint]|", options: [], metrics: nil, views: views))
        // No path writes `inptu`: the runtime throws.
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[caption]-[inptu]-|", options: [], metrics: nil, views: views))
    }

    func layOutLoop(rows: [UIView]) {
        var views = [String: UIView]()
        for (index, row) in rows.enumerated() { views["row\(index)"] = row }
        views["caption"] = caption
        // Keys computed at run time: only a likely typo of a key seen here is worth a warning.
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[row0][row1][captoin]|", options: [], metrics: nil, views: views))
    }

    func layOutAlternatives(compact: Bool) {
        let views: [String: UIView]
        if compact {
            views = ["input": input]
        } else {
            views = ["input": input, "caption": caption]
            // Only the `else` assignment reaches this call.
            contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[caption][input]|", options: [], metrics: nil, views: views))
        }
    }

    func layOutRebuilt(extra: UIView) {
        var views: [String: UIView] = ["input": input]
        // Rebuilt from its own value: the read sees the keys before the merge, so all are known.
        views = views.merging(["caption": caption]) { $1 }
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[input][caption]|", options: [], metrics: nil, views: views))
        // A typo is still a key no path writes: the runtime throws.
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[input][captoin]|", options: [], metrics: nil, views: views))
    }

    func layOutWithMetrics(gap: CGFloat) {
        var metrics = [String: AnyObject]()
        // A line ending with an optional's `?` ends its statement: the key is there at the call.
        metrics["gap"] = gap as AnyObject?
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(gap)-[input]", options: [], metrics: metrics, views: ["input": input]))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[input]-(gpa)-|", options: [], metrics: metrics, views: ["input": input]))   // seeded
    }
}
