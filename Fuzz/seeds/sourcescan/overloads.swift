import UIKit

// Two tutorial helpers of one name and format label, told apart by how they take their views:
// one by one (`views:`), or as one array under another label (`arrayOf:`).
extension UIView {
    func pinRow(withFormat format: String, views: UIView...) {
        var dictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            dictionary["v\(index)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: dictionary))
    }

    func pinRow(withFormat format: String, arrayOf views: [UIView]) {
        var dictionary = [String: UIView]()
        for index in 0..<views.count {
            dictionary["v\(index)"] = views[index]
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: dictionary))
    }
}

final class ScoreStrip: UIView {
    let label = UILabel(), value = UILabel()

    func build() {
        pinRow(withFormat: "H:|-[v0]-[v1]-|", views: label, value)
        pinRow(withFormat: "V:|-[v0]-[v1]-|", arrayOf: [label])   // seeded: one view given, two named
        pinRow(withFormat: "H:|[v0]|", arrayOf: [label, value])
    }
}
