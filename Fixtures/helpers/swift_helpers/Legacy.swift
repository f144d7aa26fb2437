import UIKit

// Swift 1: `#views` is a parameter labelled as it is named.
class LegacyLayout {
    class func constraints(#views: [NSObject: AnyObject], formats: String...) -> [AnyObject] {
        var all: [AnyObject] = []
        for format in formats {
            all += NSLayoutConstraint.constraintsWithVisualFormat(format, options: nil, metrics: nil, views: views)
        }
        return all
    }
}

class LegacyRow: UIView {
    let label = UILabel()

    func setUp() {
        label.setTranslatesAutoresizingMaskIntoConstraints(false)
        addConstraints(LegacyLayout.constraints(views: ["label": label], formats: "H:|[lable]|", "V:|[label]|"))
    }
}
