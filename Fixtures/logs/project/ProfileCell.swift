import UIKit

/// The cell of `project_conflict.log`: 12 + 72 + 12 points of avatar in a cell the table view
/// first makes 44 high.
final class ProfileCell: UITableViewCell {
    let avatarView = AvatarView()
    let nameLabel = UILabel()

    func setUp() {
        let views = ["avatar": avatarView, "name": nameLabel]
        [avatarView, nameLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[avatar(72)]-12-[name]-16-|", options: [.alignAllCenterY], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-12-[avatar(72)]-12-|", options: [], metrics: nil, views: views))
    }
}
