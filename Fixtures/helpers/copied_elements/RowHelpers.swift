import UIKit

// The Swift form: each element copied into a constant before the call.
extension UIView {
    func installRows(_ formats: [String], views: [String: UIView]) {
        for entry in formats {
            let format = entry
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        }
    }
}

final class ScoreFooter: UIView {
    let total = UILabel(), detail = UILabel()

    func build() {
        [total, detail].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
        installRows(["H:|-[total]-[detial]-|", "V:|-[total]-|"], views: ["total": total, "detail": detail])   // seeded: the runtime throws
    }
}
