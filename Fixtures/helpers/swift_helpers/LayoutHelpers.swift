import UIKit

extension UIView {
    /// Installs every format of the array.
    func install(formats: [String], metrics: [String: Any]? = nil, views: [String: Any]) {
        formats.forEach { format in
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views))
        }
    }

    /// The same through a `for` loop, options passed on.
    func constrain(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], views: [String: UIView]) {
        for format in formats {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: views))
        }
    }

    /// One format, through the array helper.
    func pin(_ format: String, views: [String: Any]) {
        install(formats: [format], views: views)
    }
}

/// Every format mapped to its constraints.
func constraints(for formats: [String], views: [String: Any]) -> [NSLayoutConstraint] {
    formats.flatMap { NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: nil, views: views) }
}

extension UIView {
    /// Formats as a variadic list.
    func addAll(views: [String: Any], formats: String...) {
        for format in formats {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        }
    }

    /// Views one by one, keyed by their places, under two labels; the dictionary declared with
    /// its type written twice.
    func addConstraints(format: String, views: UIView...) {
        var dictionary = [String: UIView]()
        for (index, view) in views.enumerated() { dictionary["v\(index)"] = view }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: dictionary))
    }

    func addConstraints(stringFormat: String, views: UIView...) {
        var dictionary: [String: UIView] = [String: UIView]()
        for (index, view) in views.enumerated() { dictionary["v\(index)"] = view }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: stringFormat, options: [], metrics: nil, views: dictionary))
    }
}
