import UIKit
final class P: UIViewController {
    private var views = [String: UIView]()
    var metrics: [String: CGFloat] = [:]
    override func viewDidLoad() {
        views["a"] = a; self.views["b"] = b; metrics["m"] = 8
        (views, x) = make(); views += [:]; views[k, default: a] = b; swap(&views, &other)
        place("H:|-m-[a]-[b]|")
    }
    func place(_ format: String) { view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: self.views)) }
}
