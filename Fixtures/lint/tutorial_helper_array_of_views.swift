import UIKit

/// The tutorial helper with its views taken as one array (`views: [UIView]`) rather than one by
/// one: a call that writes the array out is checked as the helper makes it (`v0`, `v1`, … in
/// the array's order, no metrics); one that passes an array made elsewhere is not checked.
extension UIView {
    func pinWith(format: String, views: [UIView]) {
        var named = [String: UIView]()
        for (index, view) in views.enumerated() {
            let key = "v\(index)"
            view.translatesAutoresizingMaskIntoConstraints = false
            named[key] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
    }
}

final class RouteCell: UITableViewCell {
    let origin = UILabel()
    let arrow = UIImageView()
    let destination = UILabel()

    func build() {
        [origin, arrow, destination].forEach(contentView.addSubview)
        contentView.pinWith(format: "H:|-16-[v0]-8-[v1(12)]-8-[v2]-16-|", views: [origin, arrow, destination])
        contentView.pinWith(format: "V:|-[v0]-|", views: [origin])
        // Two views in the array, a third named: Apple throws.
        contentView.pinWith(format: "V:|-[v2]-|", views: [origin, arrow])
        // No metrics are passed: a metric name is a mistake.
        contentView.pinWith(format: "V:|-pad-[v0]", views: [destination])
        // An array made elsewhere: its views are not seen, so nothing is reported.
        let row = [origin, destination]
        contentView.pinWith(format: "H:|[v0][v7]|", views: row)
    }
}
