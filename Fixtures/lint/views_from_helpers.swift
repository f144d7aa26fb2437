import UIKit

/// Dictionaries from constants and helpers of the same file are known; a parameter or a
/// property written elsewhere is not.
final class ToolbarView: UIView {
    static let spacing = ["gap": 8]
    let back = UIButton(type: .system)
    let share = UIButton(type: .system)
    var extraViews: [String: UIView] = [:]

    private var buttons: [String: UIView] { ["back": back, "share": share] }

    private func labelled(_ label: UILabel) -> [String: UIView] {
        var views: [String: UIView] = ["label": label]
        views["share"] = share
        return views
    }

    func install(label: UILabel, given: [String: UIView]) {
        [back, share, label].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[back]-gap-[share]-|", options: [], metrics: Self.spacing, views: buttons))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label]-[share]-|", options: [], metrics: nil, views: labelled(label)))
        // A typo in a format whose dictionary comes from a helper is still an error.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[shaer]-|", options: [], metrics: nil, views: buttons))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[back]-gpa-|", options: [], metrics: Self.spacing, views: buttons))
        // A parameter, and a property other files may write (read alone, outside a work tree): unknown.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[anything]-|", options: [], metrics: nil, views: given))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[whatever]-|", options: [], metrics: nil, views: extraViews))
    }
}
