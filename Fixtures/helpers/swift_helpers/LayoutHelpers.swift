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
