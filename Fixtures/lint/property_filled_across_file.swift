import UIKit

// A views dictionary kept in a property and filled by other methods: a Swift dictionary is a
// value, so the keys it may ever hold are those the file writes into it. A private property
// only this file can write is known whole; another is known in part (hints, never errors).
final class SettingsController: UIViewController {
    private let header = UIView(), footer = UIView()
    private var views = [String: UIView]()
    private var constraints = [NSLayoutConstraint]()

    override func viewDidLoad() {
        super.viewDidLoad()
        for item in [header, footer] {
            item.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(item)
        }
        views["header"] = header
        self.views["footer"] = footer
        layOut()
    }

    func layOut() {
        // Seeded: a name no write ever adds, through a helper and directly.
        installRow("V:|[header][fotter]|")
        installRow("H:|[header]|")
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[footer]-[hedaer]|", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
    }

    // The helper changes another property of `self`; `views` is still only what the file writes.
    func installRow(_ format: String) {
        constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: self.views)
    }

    func reset() {
        views.removeValue(forKey: "footer")
        let views = ["other": UIView()]   // a local of the name: not the property
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[other]|", options: [], metrics: nil, views: views))
    }
}

// Internal: another file may add keys, so a near miss is a hint.
final class ProfileController: UIViewController {
    let avatar = UIImageView(), name = UILabel()
    var views: [String: Any] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        views["avatar"] = avatar
        views["name"] = name
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[avatar]-[nmae]|", options: [], metrics: nil, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[avatar]-[caption]|", options: [], metrics: nil, views: views))
    }
}

// Traps: a write the model cannot read leaves the property unknown (each property its own
// name: an observer of a name anywhere in a file keeps every property of that name unread).
final class ComputedKeys: UIView {
    private var computedViews = [String: UIView]()
    func add(_ view: UIView, as name: String) { computedViews[name] = view }
    func layOut() { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badeg]|", options: [], metrics: nil, views: computedViews)) }
}

final class Merged: UIView {
    private var mergedViews = [String: UIView]()
    func add(_ more: [String: UIView]) { mergedViews.merge(more) { a, _ in a } }
    func layOut() { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badeg]|", options: [], metrics: nil, views: mergedViews)) }
}

final class ByReference: UIView {
    private var referencedViews = [String: UIView]()
    func fill() { Registry.register(into: &referencedViews) }
    func layOut() { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badeg]|", options: [], metrics: nil, views: referencedViews)) }
}

final class Observed: UIView {
    private var observedViews = [String: UIView]() { didSet { setNeedsUpdateConstraints() } }
    func layOut() { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badeg]|", options: [], metrics: nil, views: observedViews)) }
}

final class Defaulted: UIView {
    private var defaultedViews = [String: [UIView]]()
    func add(_ view: UIView, key: String) { defaultedViews[key, default: []].append(view) }
    func layOut() { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badeg]|", options: [], metrics: nil, views: defaultedViews.mapValues { $0[0] })) }
}

final class AssignedWhole: UIView {
    private var assignedViews = [String: UIView]()
    func load(from source: ViewSource) { assignedViews = source.views }
    func layOut() { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badeg]|", options: [], metrics: nil, views: assignedViews)) }
}

final class KeyValueCoded: NSObject {
    @objc private var codedViews = [String: UIView]()
    func layOut(in host: UIView) { host.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badeg]|", options: [], metrics: nil, views: codedViews)) }
}

// A subclass in the file adds a key to its superclass's property: one of the keys it may hold.
class BaseRow: UIView {
    fileprivate var rowViews = [String: UIView]()
    let icon = UIImageView()
    func setUp() {
        rowViews["icon"] = icon
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]-[detail]|", options: [], metrics: nil, views: rowViews))
    }
}

final class DetailRow: BaseRow {
    let detail = UILabel()
    override func setUp() {
        self.rowViews["detail"] = detail
        super.setUp()
    }
}

// Traps: a struct's memberwise initializer sets its property from any dictionary.
struct RowLayout {
    private var rowParts = [String: UIView]()
    mutating func add(_ icon: UIView) { rowParts["icon"] = icon }
    func apply(to host: UIView) {
        host.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]-[badeg]|", options: [], metrics: nil, views: rowParts))
    }
    static func make(_ parts: [String: UIView]) -> RowLayout { RowLayout(rowParts: parts) }
}

// Traps: writes through a reference or a key path, a reference type, and a parameter whose label
// (not its name) is the property's.
final class Referenced: UIView {
    private var refViews = [String: UIView]()
    private var pathViews = [String: UIView]()
    private var mutableViews: NSMutableDictionary = NSMutableDictionary()
    private var labelViews = [String: UIView]()
    func fill() {
        Registry.fill(&self.refViews)
        self[keyPath: \Referenced.pathViews]["badge"] = UIView()
        let alias = mutableViews
        alias["badge"] = UIView()
    }
    func configure(labelViews extra: [String: UIView]) { labelViews["badge"] = extra["badge"] }
    func layOut() {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badge]|", options: [], metrics: nil, views: refViews))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[badge]|", options: [], metrics: nil, views: pathViews))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[badge]|", options: [], metrics: nil, views: mutableViews as! [String: Any]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[badge]|", options: [], metrics: nil, views: labelViews))
    }
}
