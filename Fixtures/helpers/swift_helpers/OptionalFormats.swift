import UIKit

/// Formats given as an optional array, iterated with `formats?.forEach`: each element is a
/// format of the call, checked with the call's views.
extension UIView {
    func pinOptional(_ views: [String: UIView], formats: [String]?) {
        formats?.forEach {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: nil, views: views))
        }
    }

    /// Trap: the first element is left out (`dropFirst()`), so not every element is a format
    /// of the call: its calls are not read (`[subtitle]`, no key, in the first is no mistake).
    func pinAllButFirst(_ views: [String: UIView], formats: [String]?) {
        formats?.dropFirst().forEach {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: nil, views: views))
        }
    }
}

final class BannerView: UIView {
    let title = UILabel()
    let close = UIButton()

    func build() {
        pinOptional(["title": title, "close": close], formats: ["H:|-[title]-[close]-|", "V:|[title]|"])
        // Seeded: 'clsoe' is no key.
        pinOptional(["title": title, "close": close], formats: ["V:|[clsoe]|"])
        pinAllButFirst(["title": title], formats: ["H:|[subtitle]|", "V:|[title]|"])
    }
}
