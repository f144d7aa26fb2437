import UIKit

final class ListCell: UITableViewCell {
    let title = UILabel()
    let badge = UILabel()
    var table: UITableView?

    func setUp() {
        // Optional values: the helper stops at a nil one, so nothing crashes (no warning).
        contentView.add(views: ["title": title, "badge": badge as? UIView], withConstraints: ["H:|-[titel]-[badge]-|", "V:|[badge]|"])
        contentView.add(view: table as? UIView, withConstraints: ["H:|[v]|", "V:|[w]|"])
        contentView.pinLabels(["H:|[title]|", "V:|[tilte]|"], views: ["title": title])
        contentView.titled(["Header", "H:|[titl]|"], views: ["title": title])
        contentView.paired(["H:|[ttle]|"], labels: ["one"], views: ["title": title])
        contentView.afterHeader(["H:|[header]|", "H:|[title]|"], views: ["title": title])
        contentView.firstOnly(["H:|[title]|", "H:|[unused]|"], views: ["title": title])
    }
}
