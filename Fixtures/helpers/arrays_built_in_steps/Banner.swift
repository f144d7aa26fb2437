import UIKit

extension UIView {
    func install(_ formats: [String], views: [String: Any]) {
        for format in formats {
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        }
    }

    func layoutBanner(title: UILabel, close: UIButton, compact: Bool) {
        var formats = ["H:|-[title]-[close]-|"]
        if compact {
            formats += ["V:|[title(==32)]|"]
        } else {
            formats.append("V:|[title(==64)]|")
        }
        formats.append(contentsOf: ["V:|[colse]"])
        formats.insert("H:[close(==44)]", at: 0)
        install(formats, views: ["title": title, "close": close])
    }

    // Emptied and filled again: the call holds what is added after.
    func layoutRefilled(title: UILabel) {
        var formats = ["H:|[title]|"]
        formats.removeAll(keepingCapacity: true)
        formats.append("V:|[titl]|")
        install(formats, views: ["title": title])
    }

    // Made empty, given an array in each branch, added to under a condition: every element may
    // reach the call.
    func layoutToolbar(title: UILabel, close: UIButton, alternate: Bool) {
        var formats = [String]()
        if alternate {
            formats = ["H:|[title]|", "V:|[title][close]|"]
            if #available(iOS 11, *) {
            } else {
                formats.append(contentsOf: ["H:|[clsoe]|"])
            }
        } else {
            formats = ["H:|[close]|"]
            formats.append(contentsOf: ["V:|[close][ttile]|"])
        }
        install(formats, views: ["title": title, "close": close])
    }

    // Trap: another `formats` in an inner scope is its own array; the outer one is not changed.
    func layoutShadowed(title: UILabel) {
        var formats = [String]()
        formats.append("H:|[title]|")
        do {
            var formats = ["V:|[nothing]|"]
            formats.removeAll()
        }
        install(formats, views: ["title": title])
        install(["V:|[titel]|"], views: ["title": title])
    }
}
