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
