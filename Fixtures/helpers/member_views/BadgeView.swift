import UIKit

// A dictionary property filled in the initializer, read there: its keys are those written
// before the use, as a local's would be.
final class BadgeView: UIView {
    var parts = [String: UIView]()
    var pinned = 0
    let icon = UIImageView(), count = UILabel(), late = UILabel()

    init(flag: Bool) {
        super.init(frame: .zero)
        parts["icon"] = icon
        parts["count"] = count
        for (_, view) in parts {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        pin("H:|-[icno]-[count]-|", views: parts)
        pin("V:|[count]|", views: parts)   // `pin` leaves the view's members alone
        if flag { parts["late"] = late }
        pin("H:[late]-|", views: parts)   // 'late' is there on some paths
        pinAndCount("V:|[icon]|", views: parts)
        // `pinAndCount` changes a member: what follows may see other keys.
        pin("H:[count]-|", views: parts)
    }

    required init?(coder: NSCoder) { fatalError() }

    func pin(_ format: String, views: [String: UIView]) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
    }

    func pinAndCount(_ format: String, views: [String: UIView]) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        pinned += 1
    }
}

// A method of the view runs before the use: it may add keys (it does).
final class CounterView: UIView {
    var parts = [String: UIView]()
    let digits = UILabel(), kept = UILabel()

    init() {
        super.init(frame: .zero)
        parts["digits"] = digits
        configure()
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[digits][kept]|", options: [], metrics: nil, views: parts))
    }

    required init?(coder: NSCoder) { fatalError() }

    func configure() { parts["kept"] = kept }
}

// Written outside the initializer too: a method the superclass's initializer calls may have
// written it, so the initializer's reads are not followed.
final class TallyView: UIView {
    var parts = [String: UIView]()
    let total = UILabel(), extra = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        parts["total"] = total
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[total][extra]|", options: [], metrics: nil, views: parts))
    }

    required init?(coder: NSCoder) { fatalError() }

    override func updateConstraints() {
        parts["extra"] = extra
        super.updateConstraints()
    }
}
