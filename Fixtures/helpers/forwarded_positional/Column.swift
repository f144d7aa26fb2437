import UIKit

extension UIView {
    /// A Swift 2 helper keying an array by place: its calls leave out the first label.
    func column(format: String, views: [UIView]) {
        var named = [String: UIView]()
        for i in 0..<views.count { named["v\(i)"] = views[i] }
        addConstraints(NSLayoutConstraint.constraintsWithVisualFormat(format, options: NSLayoutFormatOptions(), metrics: nil, views: named))
    }
}

final class Column: UIView {
    let top = UIView(), bottom = UIView()

    func build() {
        // A format held in a variable, passed the Swift 2 way.
        let stacked = "V:|[v0][v1]|"
        column(stacked, views: [top, bottom])
        let misspelt = "V:|[v0][v2]|"
        column(misspelt, views: [top, bottom])
        // Built at run time: listed as not checked.
        var joined = "V:|"
        for k in 0..<2 { joined += "[v\(k)]" }
        column(joined, views: [top, bottom])
    }
}
