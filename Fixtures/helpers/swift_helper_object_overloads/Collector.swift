import UIKit

/// Collects constraints for a screen, with the views it was made with unless a call gives others.
struct Collector {
    private(set) var constraints: [NSLayoutConstraint] = []
    let views: [String: Any]?
    let metrics: [String: Any]?

    init(views: [String: Any]? = nil, metrics: [String: Any]? = nil) {
        // The dictionary is a value: the static method gets a copy, and what is stored is the
        // caller's.
        Collector.prepare(views: views)
        self.views = views
        self.metrics = metrics
    }

    static func prepare(views: [String: Any]?) {
        views?.values.forEach { ($0 as? UIView)?.translatesAutoresizingMaskIntoConstraints = false }
    }

    mutating func add(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                      views: [String: Any]? = nil) {
        guard let views = views ?? self.views else { return }
        constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                      metrics: metrics ?? self.metrics, views: views)
    }

    mutating func add(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
    }

    func activate() {
        NSLayoutConstraint.activate(constraints)
    }
}

/// The same shape as a class: a call sent to one of its objects may reach a superclass's method.
class Gatherer {
    private(set) var constraints: [NSLayoutConstraint] = []
    let views: [String: Any]

    init(views: [String: Any]) {
        self.views = views
    }

    func add(_ format: String, views: [String: Any]? = nil) {
        constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views ?? self.views)
    }

    func add(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
    }
}

/// Trap: a struct whose name another type declares too (`NowPlayingView.Stacker`): inside that
/// view, `Stacker(…)` makes the other one, so what this one stores is not read anywhere.
struct Stacker {
    let views: [String: Any]

    init(views: [String: Any]) {
        self.views = views
    }

    func stack(_ format: String) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }
}

/// Trap: an initializer storing a new dictionary of the parameter's name (a tuple pattern).
struct Tagger {
    let views: [String: Any]

    init(views: [String: Any]) {
        let (views, _) = Tagger.tagged(views)
        self.views = views
    }

    static func tagged(_ views: [String: Any]) -> ([String: Any], Int) {
        (views.merging(["tag": UIView()]) { first, _ in first }, views.count)
    }

    func tag(_ format: String) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }
}
