import UIKit

/// Seeded mistakes, one per rule; the expected findings are next to this file.
final class ProfileHeaderView: UIView {
    private let avatar = UIImageView()
    private let name = UILabel()
    private let detail = UILabel()
    private var badge: UILabel?

    func setUp(inset: CGFloat) {
        [avatar, name, detail].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views: [String: Any] = ["avatar": avatar, "name": name, "detail": detail, "badge": badge as Any]
        let metrics = ["pad": 12, "side": 48]
        // unknown view (detial), unknown metric (padd)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[avatar(side)]-padd-[detial]-|",
                                                                   options: [], metrics: metrics, views: views))
        // alignment along the format's own axis; a priority out of range; a space in the format
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[name]-[detail]", options: [.alignAllLeading],
                                                      metrics: metrics, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[name(20@1001)]", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[name]- [detail]", options: [], metrics: nil, views: views))
        // not canonical, and built at run time
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(pad)-[avatar(==side@1000)]", options: [], metrics: metrics, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(inset)-[name]", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: String(format: "V:[detail]-%f-|", inset), options: [], metrics: nil, views: views))
        // two formats of one function that cannot both hold
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[detail(20)]|", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[detail(10)]|", options: [], metrics: nil, views: views))
    }

    func suppressed() {
        let views = ["name": name, "extra": detail]
        // vfl-lint:disable:next unknown_view
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[nmae]|", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[nmae]|", options: [], metrics: nil, views: views)) // vfl-lint:disable:this unknown_view
        // vfl-lint:disable:next unknown_veiw
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[name]|", options: [], metrics: nil, views: views))
    }
}
