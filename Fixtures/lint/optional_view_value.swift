import UIKit

// optional_view_value: a nil icon boxed as Any crashes inside Auto Layout.
final class Cell: UIView {
    var icon: UIImageView?

    func build() {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]|", options: [], metrics: nil, views: ["icon": icon as Any]))
    }

    // Not a finding: unwrapped first.
    func buildUnwrapped() {
        guard let icon = icon else { return }
        icon.translatesAutoresizingMaskIntoConstraints = false
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]|", options: [], metrics: nil, views: ["icon": icon]))
    }
}
