import UIKit

// Traps: a property that code other than a plain assignment may set.
final class ObservedBoard: UIView {
    let a = UIView(), extra = UIView()
    var parts: [String: UIView] = [:] {
        didSet { parts["extra"] = extra }
    }

    func build() {
        parts = ["a": a]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][extra]|", options: [], metrics: nil, views: parts))
    }
}

final class BatchBoard: UIView {
    let a = UIView(), b = UIView()
    var parts: [String: UIView] = [:]

    func batch(_ body: () -> Void) {
        parts["b"] = b
        body()
    }

    func build() {
        parts = ["a": a]
        batch { }   // a method of the view, called with a trailing closure
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: [], metrics: nil, views: parts))
    }
}

final class Decorator {
    func decorate(_ view: DecoratedBadge) { view.parts["extra"] = view.extra }
}

final class DecoratedBadge: UIView {
    var parts = [String: UIView]()
    let icon = UIImageView(), extra = UILabel()

    init(decorator: Decorator) {
        super.init(frame: .zero)
        parts["icon"] = icon
        decorator.decorate(self)   // sets `parts` through a reference
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon][extra]|", options: [], metrics: nil, views: parts))
    }

    required init?(coder: NSCoder) { fatalError() }
}

// The superclass is the project's: its initializer may call a method that sets the property.
class BaseBadge: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }
    required init?(coder: NSCoder) { fatalError() }
    func setUp() {}
}

final class HookedBadge: BaseBadge {
    var parts = [String: UIView]()
    let icon = UIImageView(), extra = UILabel()

    init() {
        super.init(frame: .zero)
        parts["icon"] = icon
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon][extra]|", options: [], metrics: nil, views: parts))
    }

    required init?(coder: NSCoder) { fatalError() }

    override func setUp() { parts["extra"] = extra }
}

// A type's own property keeps what earlier instances wrote.
final class SharedBadge: UIView {
    static var shared = [String: UIView]()
    let icon = UIImageView()

    init() {
        super.init(frame: .zero)
        if SharedBadge.shared.isEmpty {
            SharedBadge.shared["icon"] = icon
            return
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]|", options: [], metrics: nil, views: SharedBadge.shared))
    }

    required init?(coder: NSCoder) { fatalError() }
}

// A method of the view called with `try` and a trailing closure, and a property whose observer
// sets the dictionary: both run between the assignment and the read.
final class ThrowingBoard: UIView {
    let a = UIView(), b = UIView()
    var parts: [String: UIView] = [:]
    var showsB = false { didSet { parts["b"] = b } }

    func batch(_ body: () throws -> Void) rethrows {
        parts["b"] = b
        try body()
    }

    func build() throws {
        parts = ["a": a]
        try batch { }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: [], metrics: nil, views: parts))
    }

    func show() {
        parts = ["a": a]
        showsB = true
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: [], metrics: nil, views: parts))
    }
}

// `self` handed on under a label that only ends like an action's target.
final class Decorator2 {
    func decorate(target badge: TargetBadge) { badge.parts["extra"] = badge.extra }
}

final class TargetBadge: UIView {
    var parts = [String: UIView]()
    let icon = UIImageView(), extra = UILabel()

    init(decorator: Decorator2) {
        super.init(frame: .zero)
        parts["icon"] = icon
        decorator.decorate(target: self)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon][extra]|", options: [], metrics: nil, views: parts))
    }

    required init?(coder: NSCoder) { fatalError() }
}

// A project's own superclass with a UIKit-like name.
class UIRoundedBadgeBase: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }
    required init?(coder: NSCoder) { fatalError() }
    func setUp() {}
}

final class RoundedBadge: UIRoundedBadgeBase {
    var parts = [String: UIView]()
    let icon = UIImageView(), extra = UILabel()

    init() {
        super.init(frame: .zero)
        parts["icon"] = icon
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon][extra]|", options: [], metrics: nil, views: parts))
    }

    required init?(coder: NSCoder) { fatalError() }

    override func setUp() { parts["extra"] = extra }
}

// A `defer` block runs when the method or initializer ends, after the later writes.
final class DeferredStrip: UIView {
    var named: [String: UIView] = [:]
    var parts = [String: UIView]()
    let icon = UIImageView(), extra = UILabel()

    init() {
        super.init(frame: .zero)
        parts["icon"] = icon
        defer { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon][extra]|", options: [], metrics: nil, views: parts)) }
        parts["extra"] = extra
    }

    required init?(coder: NSCoder) { fatalError() }

    func build() {
        named = ["icon": icon]
        defer { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[icon][extra]|", options: [], metrics: nil, views: named)) }
        named = ["icon": icon, "extra": extra]
    }
}
