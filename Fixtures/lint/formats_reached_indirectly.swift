import UIKit

/// Formats that are not written in the call: constants, arrays walked by loops, both branches
/// of a conditional, multi-line literals and concatenations. A typo is reported in each.
final class CardView: UIView {
    static let pinned = "H:|[title]|"
    private static let rows = ["V:|[title]", "V:[footer]|"]
    let title = UILabel(), footer = UILabel(), body = UIView(), icon = UIImageView()

    func install(compact: Bool) {
        [title, footer, body, icon].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views = ["title": title, "footer": footer, "body": body, "icon": icon]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: Self.pinned, options: [], metrics: nil, views: views))
        for format in Self.rows {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        }
        let sides = ["H:|-[footer]", "H:[fotoer]-|"]
        for side in sides { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: side, options: [], metrics: nil, views: views)) }
        ["V:[body(>=44)]", "V:[bdoy]-|"].forEach {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: nil, views: views))
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: compact ? "H:[icon(24)]" : "H:[icno(32)]", options: [], metrics: nil, views: views))
        // Swift drops the indentation and the line breaks after and before the delimiters: valid.
        let tall = """
            V:[icon(==body)]
            """
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: tall, options: [], metrics: nil, views: views))
        let wide = """
        H:|-[body]-\
        (8)-|
        """
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: wide, options: [], metrics: nil, views: views))
        let typo = """
        V:[tilte]-[body]
        """
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: typo, options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[title]" + "-[ikon]", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: String(format: "V:[footer]-[foot]"), options: [], metrics: nil, views: views))
    }

    func install(format: String) {
        // A parameter: its value is the caller's.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["body": body]))
    }
}
