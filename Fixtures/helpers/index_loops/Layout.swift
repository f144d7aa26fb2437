import UIKit

extension UIView {
    /// Takes optional views, unwraps them all with a cast (stopping at a nil one) and walks the
    /// formats by index.
    func add(views: [String: UIView?], withConstraints constraints: [String]) {
        guard let views = views as? [String: UIView] else { return }
        for index in 0..<constraints.count {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: constraints[index], options: [], metrics: nil, views: views))
        }
    }

    /// One view under the key `v`, through the helper above.
    func add(view: UIView?, withConstraints constraints: [String]) {
        add(views: ["v": view], withConstraints: constraints)
    }

    func pinLabels(_ formats: [String], views: [String: UIView]) {
        if let views = views as? [String: UILabel] {
            for i in formats.indices {
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: formats[i], options: [], metrics: nil, views: views))
            }
        }
    }

    // A trap: the first element is a title, not a format; the loop starts after it.
    func titled(_ rows: [String], views: [String: UIView]) {
        for i in 1..<rows.count {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: rows[i], options: [], metrics: nil, views: views))
        }
    }

    // Traps: a body that skips the first element, and one that stops after the first.
    func afterHeader(_ rows: [String], views: [String: UIView]) {
        for i in 0..<rows.count {
            if i == 0 { continue }
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: rows[i], options: [], metrics: nil, views: views))
        }
    }

    func firstOnly(_ formats: [String], views: [String: UIView]) {
        for format in formats {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
            break
        }
    }

    // A trap: the index walks another array.
    func paired(_ formats: [String], labels: [String], views: [String: UIView]) {
        for i in 0..<labels.count {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: formats[i], options: [], metrics: nil, views: views))
        }
    }
}
