import UIKit

/// Trap: `@objcMembers` lets key-value coding set any of its properties by a string, a private
/// one too (`setValue(_:forKey: "parts")`): the keys written here may not be all.
@objcMembers final class KeyedPanel: UIView {
    private var parts: [String: UIView] = [:]
    let note = UILabel()

    func build() {
        note.translatesAutoresizingMaskIntoConstraints = false
        parts["note"] = note
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[nots]|", options: [], metrics: nil, views: parts))
    }
}
