import UIKit

final class Badge: UIView {
    let icon = UIImageView(), count = UILabel()

    func layout() {
        [icon, count].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
        addAll(views: ["icon": icon, "count": count], formats: "H:|[icon]-[count]|", "V:|[icno]|")
        addConstraints(format: "V:|[v0]-[v1]|", views: icon)
        addConstraints(stringFormat: "H:[v0(24)]", views: count)
    }
}
