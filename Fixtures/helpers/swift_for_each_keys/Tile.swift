import UIKit

final class Tile: UICollectionViewCell {
    let badge = UILabel()
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.stack(withVisualFormat: "H:|-[v0]-[v1]-[v2]-|", views: badge, title)
        contentView.row("V:|-[v0]-[v1]-|", views: badge, title)
        contentView.column("H:|[cell0][cel1]|", views: [badge, title])
        contentView.band("V:|[v0]-[v1]|", views: badge)
        contentView.tail("H:|[v1]|", views: badge, title)
        contentView.shifted("H:|[v1]-[v2]|", views: badge, title)
        contentView.mapped("H:|[v0]-[v9]|", views: badge, title)
    }

    required init?(coder: NSCoder) { fatalError() }
}
