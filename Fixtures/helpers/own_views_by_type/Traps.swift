import UIKit

// A protocol's default helper and a conforming type's own: a call in the extension reaches the
// type's when the view is one.
protocol Pinning: UIView {
    var icon: UIView { get }
    func pin(_ format: String)
}

extension Pinning {
    func pin(_ format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["icon": icon]))
    }

    func setUp() { pin("H:|[icon][title]|") }
}

final class TitleRow: UIView, Pinning {
    let icon = UIView(), title = UILabel()

    func pin(_ format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["icon": icon, "title": title]))
    }
}

// A nested type's helper, called from an extension of the nested type.
class Outer: UIView {
    let a = UIView()

    func stack(_ format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": a]))
    }

    class Inner: UIView {
        let b = UIView()

        func stack(_ format: String) {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["b": b]))
        }
    }
}

extension Outer.Inner {
    func setUp() { stack("H:|[b]|") }
}
