import UIKit

// Helpers written in Swift 2, whose calls leave out the first parameter's label when the
// parameter is written with one name.
extension NSLayoutConstraint {
    class func pinned(format: String, views: [String: AnyObject]) -> [NSLayoutConstraint] {
        return NSLayoutConstraint.constraintsWithVisualFormat(format, options: [], metrics: nil, views: views)
    }
}

func stack(formats: [String], views: [String: AnyObject], into host: UIView) {
    for format in formats {
        host.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat(format, options: [], metrics: nil, views: views))
    }
}

// Its label written out: Swift 2 keeps it at calls too.
func hang(with format: String, views: [String: AnyObject], into host: UIView) {
    host.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat(format, options: [], metrics: nil, views: views))
}

// A helper whose unlabelled twin is another function of the project: a call without the
// label reaches the twin, which does something else with its string.
func place(format: String, views: [String: AnyObject], into host: UIView) {
    host.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat(format, options: [], metrics: nil, views: views))
}

func place(_ caption: String, views: [String: AnyObject], into host: UIView) {
    host.accessibilityLabel = caption
}
