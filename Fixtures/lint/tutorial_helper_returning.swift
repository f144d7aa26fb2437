import UIKit

/// The tutorial helper in the form that gives the constraints back instead of adding them (so
/// the caller can keep one to animate): the format call is its return value, made whenever the
/// helper is called. Its calls are checked as the API receives them: `v0`, `v1`, … the views in
/// order, no metrics.
extension UIView {
    func constraintsWithFormat(_ format: String, views: UIView...) -> [NSLayoutConstraint] {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            viewsDictionary["v\(index)"] = view
        }
        return NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary)
    }

    /// A trap: it may leave before the call (no views, no constraints), so a call of it is not
    /// one the API is sure to receive; its calls stay unknown.
    func constraintsIfAnyWithFormat(_ format: String, views: UIView...) -> [NSLayoutConstraint] {
        guard !views.isEmpty else { return [] }
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            viewsDictionary["v\(index)"] = view
        }
        return NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary)
    }
}

final class BannerView: UIView {
    let icon = UIImageView()
    let message = UILabel()
    var heightConstraint: [NSLayoutConstraint] = []

    func setUp() {
        addConstraints(constraintsWithFormat("H:|-[v0(24)]-8-[v1]-|", views: icon, message))
        heightConstraint = constraintsWithFormat("V:|[v0(44)]|", views: message)
        // Seeded: one view given, a second named; the runtime throws.
        addConstraints(constraintsWithFormat("V:|-[v0]-[v1]", views: icon))
        // Through the trap: not reported, whatever it names.
        addConstraints(constraintsIfAnyWithFormat("V:|-[v0]-[v1]", views: icon))
    }
}
