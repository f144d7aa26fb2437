import AppKit

extension NSView {
    // Formats given with their options, as tuples: each tuple's string is a format.
    @discardableResult
    func makeConstraints(metrics: [String: NSNumber]?, views: [String: Any],
                         formatsAndOptions: [(format: String, options: NSLayoutConstraint.FormatOptions)]) -> [NSLayoutConstraint] {
        var constraints = [NSLayoutConstraint]()
        for (format, options) in formatsAndOptions {
            constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

final class ScoreBoard: NSView {
    let score = NSTextField(labelWithString: "0")
    let level = NSTextField(labelWithString: "1")

    func layoutBoard() {
        makeConstraints(metrics: ["pad": 8], views: ["score": score, "level": level], formatsAndOptions: [
            ("H:|-pad-[score]-[level]-pad-|", .alignAllCenterY),
            ("V:|-pad-[scroe]", []),
            (format: "V:[level]-(pad)-|", options: []),
        ])
    }
}
