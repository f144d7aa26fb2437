import UIKit

// interpolated_format: the inset is printed into the format at run time.
final class Row: UIView {
    // An array of formats walked by the call: each interpolated element is warned about where it is.
    func size(button: UIButton, width: Int, height: Int) {
        button.translatesAutoresizingMaskIntoConstraints = false
        ["H:[button(\(width))]",
         "V:[button(\(height))]"].forEach {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: nil, views: ["button": button]))
        }
    }

    func build(title: UILabel, inset: CGFloat) {
        title.translatesAutoresizingMaskIntoConstraints = false
        let views = ["title": title]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(inset)-[title]|", options: [], metrics: nil, views: views))
        // A view's size too.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title(\(inset * 2))]", options: [], metrics: nil, views: views))
        // Not a finding: the value goes in metrics.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-inset-[title]|", options: [], metrics: ["inset": inset], views: views))
    }

    // Nor a view's name or the orientation interpolated: no number goes into the format.
    func build(row: UIView, name: String, axis: String) {
        row.translatesAutoresizingMaskIntoConstraints = false
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[\(name)]|", options: [], metrics: nil, views: [name: row]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "\(axis):|[row]|", options: [], metrics: nil, views: ["row": row]))
    }

    // Nor a piece of format, with its own views and spaces, put in before a view.
    func build(label: UILabel, value: UILabel, showsLabel: Bool) {
        let lead = showsLabel ? "[label]-8-" : ""
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(lead)[value]-|", options: [], metrics: nil, views: ["label": label, "value": value]))
    }
}
