import UIKit

/// Real-looking Swift: every way a format reaches the API, and things that must not change.
final class ProfileCell: UITableViewCell {
    let title = UILabel(), badge = UILabel(), icon = UIImageView()

    func setUp() {
        let views = ["title": title, "badge": badge, "icon": icon]
        // A comment that mentions a format: "H:|-(8)-[title]|" stays as written.
        /* So does a block comment: constraints(withVisualFormat: "H:|-(8)-[title]|") */
        let unrelated = "H:|-(8)-[x]|"
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[title]-(==8)-[badge(>=24@1000)]-|",
                                                                   options: [.alignAllCenterY], metrics: ["pad": 12],
                                                                   views: views))
        let vertical = "V:|-(pad)-[title]-0-|"
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: vertical,
            options: [],
            metrics: ["pad": 8],
            views: views))
        NSLayoutConstraint.activate(["H:|[title]|", "V:|-(0)-[badge]|"].flatMap {
            NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: nil, views: views)
        })
        let formats = ["H:|-(16)-[icon]", "V:|-(16)-[icon(==40)]"]
        let iconConstraints = formats.map { format in
            NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        }
        for format in ["V:[title]-(8)-[badge]", "V:[badge(==20.0)]"] {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        }
        let raw = NSLayoutConstraint.constraints(withVisualFormat: #"H:|-(8)-[badge]|"#, options: [], metrics: nil, views: views)
        let inset = 8
        let dynamic = NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(inset)-[title]|", options: [], metrics: nil, views: views)
        let concatenated = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-" + "[badge]|", options: [], metrics: nil, views: views)
        let broken = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[title", options: [], metrics: nil, views: views)
        // vfl-fmt:ignore
        let kept = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(8)-[title]|", options: [], metrics: nil, views: views)
        let spaced = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]- [badge]-|", options: [], metrics: nil, views: views)
        _ = (unrelated, iconConstraints, raw, dynamic, concatenated, broken, kept, spaced)
    }
}
