/// SourceTreeGenerator writes realistic Swift and Objective-C files full of visual formats,
/// for benchmarks of `vfl-fmt` and `vfl-lint` over a large tree.
public struct SourceTreeGenerator {
    public var formats: FormatGenerator
    /// Decides whether a generated format may appear (a benchmark passes "the checker finds
    /// nothing", so the tree is correct code); nil accepts every format.
    public var accept: ((String) -> Bool)?

    public init(seed: UInt64) {
        formats = FormatGenerator(seed: seed)
    }

    /// A format over `names` that `accept` takes (after a few tries, the last one drawn).
    mutating func acceptedFormat(views: ClosedRange<Int>, names: [String]) -> String {
        let saved = formats.viewNames
        formats.viewNames = names
        defer { formats.viewNames = saved }
        var format = formats.format(views: views)
        var tries = 0
        while let accept, !accept(format), tries < 50 {
            format = formats.format(views: views)
            tries += 1
        }
        return format
    }

    /// One Swift file of about `bytes` bytes: a view class with set-up methods that call the
    /// VFL API in the usual ways (three calls each), surrounded by ordinary code, comments and
    /// strings. `plainMethodsPerSection` ordinary methods follow each set-up method: 0 gives a
    /// file that is nothing but format calls (a call every ~450 bytes), 4 one call per ~1.5 KB.
    /// Without `formats`, the set-up methods make the same constraints with anchors: a file
    /// like most of a real project's, which calls no VFL at all.
    public mutating func swiftFile(index: Int, bytes: Int = 25_000, plainMethodsPerSection: Int = 4, formats withFormats: Bool = true) -> String {
        // Every name the generator may write in a format is a property, a key of the views
        // dictionary and opted out of autoresizing: the tree is correct code, as most code is.
        let names = formats.viewNames + (0..<8).map { "view\($0)" }
        let properties = names.map { "    private let \($0) = UIView()" }.joined(separator: "\n")
        let viewsLiteral = "[" + names.map { "\"\($0)\": \($0)" }.joined(separator: ", ") + "]"
        let optOut = "[" + names.joined(separator: ", ") + "].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }"
        var out = "//\n//  GeneratedView\(index).swift\n//  Generated for benchmarks: realistic Auto Layout code with visual formats.\n//\n\n"
        out += "import UIKit\n\nfinal class GeneratedView\(index): UIView {\n" + properties + "\n"
        var method = 0
        while out.utf8.count < bytes {
            method += 1
            // Three formats over disjoint views, as one method places each view once per axis.
            let all = FormatGenerator(seed: 0).viewNames
            let pools = [Array(all[0..<7]), Array(all[7..<14]), Array(all[14...])]
            let a = acceptedFormat(views: 1...4, names: pools[method % 3])
            let b = acceptedFormat(views: 2...5, names: pools[(method + 1) % 3])
            let c = acceptedFormat(views: 1...3, names: pools[(method + 2) % 3])
            if !withFormats {
                let first = pools[method % 3][0], second = pools[(method + 1) % 3][0]
                out += """

                        /// Lays out section \(method) with anchors.
                        func layoutSection\(method)() {
                            \(optOut)
                            NSLayoutConstraint.activate([
                                \(first).leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor, constant: \(method % 20)),
                                \(first).trailingAnchor.constraint(lessThanOrEqualTo: \(second).leadingAnchor, constant: -8),
                                \(second).topAnchor.constraint(equalTo: \(first).bottomAnchor, constant: 12),
                                \(second).widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
                            ])
                            title.accessibilityHint = NSLocalizedString("section.\(method).title", comment: "A title: [title]-(8)-[x]")
                            if button.isHidden && title.alpha > \(method % 5) { setNeedsLayout() }
                        }

                    """
            } else {
            out += """

                    /// Lays out section \(method): "\(a)" is the main row.
                    func layoutSection\(method)() {
                        let views: [String: Any] = \(viewsLiteral)
                        let metrics = ["pad": 12, "margin": 16, "spacing": 8, "inset": 4, "avatarSize": 48, "rowHeight": 44, "gap": 6, "p": 750]
                        \(optOut)
                        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "\(a)",
                                                                                   options: [], metrics: metrics, views: views))
                        let vertical = "\(b)"
                        addConstraints(NSLayoutConstraint.constraints(
                            withVisualFormat: vertical,
                            options: [],
                            metrics: metrics,
                            views: views))
                        NSLayoutConstraint.activate(["\(c)"].flatMap {
                            NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: metrics, views: views)
                        })
                        title.accessibilityHint = NSLocalizedString("section.\(method).title", comment: "A title, not a format: [title]-(8)-[x]")
                        if button.isHidden && title.alpha > \(method % 5) { setNeedsLayout() }
                    }

                """
            }
            for plain in 0..<plainMethodsPerSection {
                out += """

                        /// Updates the content of part \(plain) of section \(method) from the model.
                        func update\(method)_\(plain)(with model: [String: Any], animated: Bool) {
                            guard let name = model["name"] as? String, !name.isEmpty else {
                                title.isHidden = true // nothing to show: "[empty]"
                                return
                            }
                            let count = (model["count"] as? Int) ?? \(plain)
                            title.accessibilityLabel = name
                            subtitle.accessibilityValue = String(format: NSLocalizedString("%d items", comment: ""), count)
                            badge.isHidden = count == 0
                            UIView.animate(withDuration: animated ? 0.25 : 0) {
                                self.icon.alpha = count > \(method) ? 1 : 0.5
                                self.layoutIfNeeded()
                            }
                        }

                    """
            }
        }
        return out + "}\n"
    }
}
