import UIKit

/// Keeps the views and metrics it is made with: each format it is given is checked with them.
struct Layouter {
    private(set) var constraints: [NSLayoutConstraint] = []
    let views: [String: Any]
    let metrics: [String: Any]

    init(views: [String: Any], metrics: [String: Any]) {
        self.views = views
        self.metrics = metrics
    }

    mutating func add(_ format: String) {
        constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views)
    }
}

/// Keeps its views under another name, given without a label.
final class Grid {
    let items: [String: UIView]

    init(_ views: [String: UIView]) {
        items = views
    }

    func row(_ format: String) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: self.items)
    }
}

/// Trap: a second initializer gives the views another value.
struct Stack {
    let views: [String: Any]

    init(views: [String: Any]) {
        self.views = views
    }

    init() {
        self.views = [:]
    }

    func stack(_ format: String) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }
}

/// Trap: views a method may change.
final class Board {
    var views: [String: Any]

    init(views: [String: Any]) {
        self.views = views
    }

    func place(_ format: String) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }
}
