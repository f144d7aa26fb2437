import UIKit

/// Correct code: vfl-lint must report nothing here.
final class CorrectCell: UITableViewCell {
    private let title = UILabel()
    private let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [title, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let views = ["title": title, "badge": badge]
        let metrics = ["pad": 12.0, "badgeWidth": 24.0]
        // A comment that mentions "H:|-(8)-[title]|" is not a format.
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[title]-pad-[badge(>=badgeWidth)]-|",
            options: [.alignAllCenterY], metrics: metrics, views: views))
        NSLayoutConstraint.activate(["V:|-[title]-|", "V:[badge(badgeWidth@750)]"].flatMap {
            NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: metrics, views: views)
        })
        let unrelated = "H:|-(8)-[nothing]|"
        print(unrelated)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
