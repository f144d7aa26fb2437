import VFLSolver
import VFLLayout
import VFLSemantics
import VFLSyntax

/// LogExplanation says why the constraints of a conflict report cannot all hold: the minimal
/// set, what the rest of that set makes of the broken constraint's quantity (with the numbers),
/// the usual cause of the system constraints among them, and the layout without the broken one.
public struct LogExplanation: Sendable {
    /// The report explained.
    public var log: ConflictLog
    /// Whether the listed required constraints cannot hold together as modelled here (margins
    /// of 8, left to right): false means the report's conflict depends on something the log
    /// does not show (other constraints, real margins).
    public var unsatisfiable: Bool
    /// A minimal set of listed required constraints that cannot hold together (indices, in log
    /// order), the broken one among them when it is part of the conflict.
    public var minimal: [Int]
    /// False when the set was too large to narrow down (`Solver.Options.explanationLimit`):
    /// `minimal` then cannot hold together but may hold constraints that are not needed.
    public var isMinimal = true
    /// The explanation in plain words, several lines.
    public var text: String
    /// The items' frames once every constraint but the broken one holds (as far as the report
    /// determines them; a free quantity is 0), in order of first mention.
    public var frames: [(item: LogItem, x: Double, y: Double, width: Double, height: Double)] = []
    /// The constraint `frames` leave out: the broken one, or for a list alone, the one the
    /// explanation gives an account of.
    public var leftOut: Int? = nil
}

/// LogExplainer rebuilds a report's constraints as a system over the items' frames (x and
/// width, y and height per address) and solves it with the project's solver.
public enum LogExplainer {
    /// The margin a `…Margin` attribute is taken to be (UIKit's default).
    public static let margin = 8.0

    public static func explain(_ log: ConflictLog) -> LogExplanation {
        let constraints = log.constraints
        var model = Model()
        let required = constraints.indices.filter { constraints[$0].priority >= 1000 }
        // The broken constraint last, as the runtime met it: the set it conflicts with.
        var order = required.filter { $0 != log.broken }
        if let broken = log.broken, required.contains(broken) { order.append(broken) }
        var minimal: [Int] = []
        var isMinimal = true
        var solver = Solver()
        var added: [ObjectIdentifier: Int] = [:]
        // The engine never makes a size negative: every item's width and height are at least 0
        // (a chain of spaces longer than its container conflicts even when a label's height is
        // free). These implicit constraints are -1 here.
        for constraint in model.implicitSizes(constraints, in: &solver) {
            added[ObjectIdentifier(constraint)] = -1
            try? solver.add(constraint)
        }
        var usesImplicit = false
        for index in order {
            let constraint = model.constraint(constraints[index], in: &solver)
            added[ObjectIdentifier(constraint)] = index
            do {
                try solver.add(constraint)
            } catch SolverError.unsatisfiable(let conflict) {
                if minimal.isEmpty {
                    let members = [index] + conflict.conflicting.compactMap { added[ObjectIdentifier($0)] }
                    usesImplicit = members.contains(-1)
                    minimal = members.filter { $0 >= 0 }.sorted()
                    isMinimal = conflict.isMinimal
                    // Only the first conflict is explained: the later ones are not narrowed down.
                    solver.options.explainConflicts = false
                }
            } catch {
                continue
            }
        }
        var text = ""
        let unsatisfiable = !minimal.isEmpty
        if let broken = log.broken {
            text += "The runtime broke #\(broken + 1): \(constraints[broken].equation)\n"
            if log.brokenIsFromAnotherRun {
                text += "(The paste names it with other addresses than the list: the same constraint from another run, or on another view of the same kind. It is taken to be #\(broken + 1).)\n"
            }
        }
        // What was not read: a conflict among the rest still holds, but "no conflict" would not.
        var missing: [String] = []
        if !log.unreadable.isEmpty {
            missing.append("\(log.unreadable.count) description\(log.unreadable.count == 1 ? "" : "s") could not be read, at line\(log.unreadable.count == 1 ? "" : "s") "
                + log.unreadable.map { String($0.line) }.joined(separator: ", "))
        }
        if log.isCutOff { missing.append("the report is cut off before its list ends") }
        if log.brokenWasNotListed { missing.append("the list lacks the constraint the runtime broke, so part of it was left out of the paste") }
        if unsatisfiable {
            // Margins are not in the log: what follows from them is said to rest on the default.
            let marginsUsed = minimal.contains { constraints[$0].usesMargins }
            let assumptions = (usesImplicit ? ["the engine's rule that no width or height is negative"] : [])
                + (marginsUsed ? ["each margin taken as \(NumberFormatting.shortest(margin)), UIKit's default, as the log does not give margins"] : [])
            text += "These required constraints cannot all hold: " + minimal.map { "#\($0 + 1)" }.joined(separator: ", ")
                + (assumptions.isEmpty ? "" : " (with " + assumptions.joined(separator: ", and ") + ")") + ".\n"
            if !isMinimal {
                text += "(\(minimal.count) constraints, not minimised: too many to narrow down quickly, so some of them may not be needed.)\n"
            }
            let subject = log.broken.flatMap { minimal.contains($0) ? $0 : nil } ?? minimal.last!
            text += account(of: subject, among: minimal, in: constraints, implicit: usesImplicit)
            if !missing.isEmpty { text += "(Not everything was read: " + missing.joined(separator: ", and ") + ". The conflict above holds whatever is missing.)\n" }
        } else if constraints.isEmpty && log.isRedacted {
            text += "The system log hid this report's constraints as '<private>', so nothing can be said about it: run the app from Xcode (its console shows them), or let the log show private data.\n"
        } else if constraints.isEmpty {
            text += "No constraint of this report could be read" + (log.isCutOff ? " (it is cut off)" : log.unreadable.isEmpty ? " (it lists none)" : "") + ", so nothing can be said about it.\n"
        } else if !log.isComplete {
            text += "The constraints that were read can all hold, but " + missing.joined(separator: ", and ")
                + ": the conflict may be among what is missing, so no conclusion is drawn.\n"
        } else {
            let usesMargins = constraints.contains(where: \.usesMargins)
            text += "As written, the listed required constraints can all hold"
                + (usesMargins ? " (margins taken as \(NumberFormatting.shortest(margin)), left to right)" : "")
                + ": the conflict involves something the log does not show, such as "
                + (usesMargins ? "real margin or safe-area sizes.\n" : "constraints or sizes it does not list.\n")
        }
        if unsatisfiable, let broken = log.broken, !minimal.contains(broken) {
            text += "#\(broken + 1), the one the runtime broke, is not in this set: the set cannot hold even without it, as modelled here (the real sizes behind the log may differ).\n"
        }
        if isSystemOnly(constraints) {
            text += "Every view here is one of the system's own (private UIKit, AppKit or AVKit views, such as the keyboard's, a toolbar's or a video player's controls): the conflict is inside the framework, not in your constraints, and is usually harmless.\n"
        }
        for (index, superview, sibling) in log.assumedSuperviews where !unsatisfiable || minimal.contains(index) {
            text += "#\(index + 1) is an autoresizing constraint, measured in its view's superview, which the log does not name: taken to be \(superview.displayName), "
                + (sibling.map { "the superview of \($0.displayName), which it is constrained to.\n" } ?? "a container it is constrained to.\n")
        }
        for note in causes(of: unsatisfiable ? minimal : Array(constraints.indices), in: constraints) { text += note + "\n" }
        var frames: [(item: LogItem, x: Double, y: Double, width: Double, height: Double)] = []
        // The frames once the broken one is left out (a list alone: the one the account is of).
        let leftOut = log.broken ?? (unsatisfiable ? minimal.last : nil)
        if let leftOut {
            // The account already says what the others make of the broken one's quantity.
            let (line, solved) = without(leftOut, in: constraints, saying: log.broken != nil && !(unsatisfiable && minimal.contains(leftOut)))
            text += line
            frames = solved
        }
        var explanation = LogExplanation(log: log, unsatisfiable: unsatisfiable, minimal: minimal, text: text, frames: frames)
        explanation.leftOut = leftOut
        explanation.isMinimal = isMinimal
        return explanation
    }

    /// What the rest of the set makes of `subject`'s quantity, with the numbers.
    static func account(of subject: Int, among set: [Int], in constraints: [LogConstraint], implicit: Bool) -> String {
        let c = constraints[subject]
        let others = set.filter { $0 != subject }
        // The quantity the subject constrains: first - multiplier × second (its constant apart).
        let quantity = c.secondItem.map { second in
            "\(c.firstItem?.displayName ?? "?").\(c.firstAttribute) - " + (c.multiplier == 1 ? "" : "\(NumberFormatting.shortest(c.multiplier))×") + "\(second.displayName).\(c.secondAttribute)"
        } ?? "\(c.firstItem?.displayName ?? "?").\(c.firstAttribute)"
        guard let (low, high) = bounds(holding: others, in: constraints, of: { $0.expression(of: c, in: &$1) }) else { return "" }
        let bounded = (low > -far / 2, high < far / 2)
        let range: String
        switch bounded {
        case (true, true) where abs(high - low) < 1e-6: range = "exactly \(LayoutNumber.text(low))"
        case (true, true): range = "between \(LayoutNumber.text(low)) and \(LayoutNumber.text(high))"
        case (true, false): range = "at least \(LayoutNumber.text(low))"
        case (false, true): range = "at most \(LayoutNumber.text(high))"
        case (false, false): range = "anything"
        }
        let value = c.constantIsKnown ? NumberFormatting.shortest(c.constant) : "a value the log leaves out"
        let wanted = "\(c.relation == .equal ? "" : c.relation == .greaterThanOrEqual ? "at least " : "at most ")\(value)"
        return "#\(subject + 1) needs \(quantity) to be \(wanted), but "
            + (others.isEmpty ? (implicit ? "no width or height can be negative.\n" : "it contradicts itself.\n") : "the other\(others.count == 1 ? "" : "s") (" + others.map { "#\($0 + 1)" }.joined(separator: ", ") + ") make\(others.count == 1 ? "s" : "") it \(range).\n")
            + (implicit && !others.isEmpty ? negativeSize(with: set, subject: subject, in: constraints) : "")
    }

    /// When a set conflicts only because no size may be negative: the size it would make
    /// negative, as a size (`With #3, UILabel'Total' would be -16 wide.`), when every way the set
    /// can hold makes it so; "" otherwise, and for a set of more than `negativeSizeLimit` (four
    /// solves an item: a set too large to narrow down is not looked into).
    static func negativeSize(with set: [Int], subject: Int, in constraints: [LogConstraint]) -> String {
        guard set.count <= negativeSizeLimit else { return "" }
        var seen = Set<String>()
        var worst: (item: LogItem, size: String, low: Double, high: Double)? = nil
        for c in set.map({ constraints[$0] }) {
            for item in [c.firstItem, c.secondItem].compactMap({ $0 }) where seen.insert(item.address).inserted {
                for (size, isWidth) in [("wide", true), ("high", false)] {
                    guard let (low, high) = bounds(holding: set, in: constraints, implicitSizes: false, of: { model, solver in
                        let frame = model.frame(item, in: &solver)
                        return Expression(isWidth ? frame.width : frame.height)
                    }), high < -1e-6, high < (worst?.high ?? 0) else { continue }
                    worst = (item, size, low, high)
                }
            }
        }
        guard let worst else { return "" }
        let amount = abs(worst.high - worst.low) < 1e-6 ? LayoutNumber.text(worst.high) : "at most \(LayoutNumber.text(worst.high))"
        return "With #\(subject + 1), \(worst.item.displayName) would be \(amount) \(worst.size), and no size can be negative.\n"
    }


    /// What an ambiguity trace's entry means and what to do: which quantities are free (by
    /// axis, position apart from size), the constraint that would fix each, or, for a guide or
    /// view the system makes, where the fix is instead.
    public static func advice(forAmbiguous item: LogItem, attributes: [String]) -> String {
        if item.className == "_UILayoutGuide" {
            return "a view controller's top or bottom layout guide (iOS 7 to 10), which UIKit sizes and places itself; it cannot be constrained directly: look at that view controller's view, and at the views constrained to the guide."
        }
        if isSystemView(item.className) || isSystemGuide(item) {
            return "a \(item.className.includes("Guide") || item.className.includes("Spacer") ? "guide" : "view") the system makes and places from the view that owns it; it cannot be constrained directly: look at that view's constraints (its arranged views, or a host with missing constraints above it)."
        }
        guard !attributes.isEmpty else {
            return "this trace does not list which quantities are free (older systems do not): check that its horizontal and vertical position and size are each set by constraints or an intrinsic size."
        }
        var free: [String] = []
        let names = Set(attributes.map { $0.lowercased() })
        if !names.isDisjoint(with: ["minx", "maxx", "midx"]) { free.append("its horizontal position is free: add a leading, trailing or centerX constraint") }
        if names.contains("width") { free.append("its width is free: add a width constraint, pin both sides, or give it an intrinsic width") }
        if !names.isDisjoint(with: ["miny", "maxy", "midy"]) { free.append("its vertical position is free: add a top, bottom or centerY constraint") }
        if names.contains("height") { free.append("its height is free: add a height constraint, pin top and bottom, or give it an intrinsic height") }
        guard !free.isEmpty else { return "the constraints leave \(attributes.joined(separator: ", ")) free." }
        return free.joined(separator: "; ") + "."
    }

    /// A layout guide UIKit makes (`UIViewSafeAreaLayoutGuide`, `UIButtonBar.…`, `_UILayoutSpacer`).
    static func isSystemGuide(_ item: LogItem) -> Bool {
        guard item.className.hasSuffix("LayoutGuide") || item.className.includes("Spacer") else { return false }
        guard let label = item.label else { return item.className.hasPrefix("_") }
        return ["UIView", "UIButtonBar", "UINavigationBar", "UIToolbar", "UIStackView", "UIKeyboard", "UITab", "_UI"].contains { label.hasPrefix($0) }
    }

    /// Whether every item of the report is one of the system's own views.
    static func isSystemOnly(_ constraints: [LogConstraint]) -> Bool {
        let classes = constraints.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0?.className } }
        return !classes.isEmpty && classes.allSatisfy(isSystemView)
    }

    /// A private view of UIKit, AppKit or AVKit: an underscored class (`_UIToolbarContentView`,
    /// `_AVFocusContainerView`), one of the keyboard's, input accessories', bars' and AppKit
    /// window frames' views, or AVKit's player controls, which apps do not make. Public classes (`UIView`, `UILabel`, `AVPlayerView`) are not: an
    /// app makes those.
    public static func isSystemView(_ className: String) -> Bool {
        let name = className.split(separator: ".").last.map(String.init) ?? className
        if name.hasPrefix("_UI") || name.hasPrefix("_NS") || name.hasPrefix("_AV") { return true }
        // AVKit's player controls (`AVTransportControlsView`, `AVButton`): "AV" and a capital
        // (not `AVatarView`); its public views are an app's.
        if name.hasPrefix("AV"), let third = name.dropFirst(2).first, third.isUppercase {
            return !["AVRoutePickerView", "AVPlayerView", "AVCaptureView"].contains(name)
        }
        return ["UIKeyboard", "UIKB", "UIInputSet", "UIInputWindow", "UIRemoteKeyboard", "TUI", "SystemInputAssistant", "UIButtonBar",
                "CKMessageEntry", "UITextEffectsWindow", "UIPredictionView",
                // AppKit's window frame and toolbar views (`NSToolbarItemViewer`): no NSToolbar or
                // NSTitlebar class an app makes is a view.
                "NSToolbar", "NSTitlebar", "NSThemeFrame", "NSNextStepFrame"].contains { name.hasPrefix($0) }
    }

    /// How far `bounds` looks: a value beyond half of it is unbounded.
    static let far = 1e7

    /// The least and the greatest value `quantity` takes while the constraints at `holding` hold
    /// (each as far as it can, at its priority), with no size negative unless `implicitSizes` is
    /// off, or nil when the solver cannot say.
    static func bounds(holding: [Int], in constraints: [LogConstraint], implicitSizes: Bool = true,
                       of quantity: (inout Model, inout Solver) -> Expression) -> (low: Double, high: Double)? {
        func extreme(_ target: Double) -> Double? {
            var model = Model()
            var solver = Solver()
            if implicitSizes { for constraint in model.implicitSizes(constraints, in: &solver) { try? solver.add(constraint) } }
            for index in holding { try? solver.add(model.constraint(constraints[index], in: &solver)) }
            let expression = quantity(&model, &solver)
            guard (try? solver.add(Constraint(expression - target, .equal, priority: 1))) != nil else { return nil }
            return model.value(of: expression, in: solver)
        }
        guard let low = extreme(-far), let high = extreme(far) else { return nil }
        return (low, high)
    }

    /// The largest conflicting set `negativeSize` looks into.
    static let negativeSizeLimit = 32

    /// The usual cause of each system constraint among `indices`.
    static func causes(of indices: [Int], in constraints: [LogConstraint]) -> [String] {
        var notes: [String] = []
        var said = Set<String>()
        // Advice to change "your" constraints only when one of them is the app's.
        let hasOwn = indices.contains { !constraints[$0].isSystemMade }
        for index in indices {
            let c = constraints[index]
            let identifier = c.identifier ?? ""
            var note: String? = nil
            var key = identifier
            if identifier.includes("-Encapsulated-Layout-") {
                let className = c.firstItem?.className ?? ""
                // What the table or collection view sized: a section header or footer (its content
                // view too), a collection view's supplementary view, or a cell.
                let sized = className.includes("HeaderFooter") ? "section header or footer"
                    : className.includes("ReusableView") && !className.includes("Cell") ? "supplementary view (a header or footer)" : "cell"
                if className.includes("Cell") || className.includes("ContentView") || className.includes("ReusableView") {
                    note = "#\(index + 1) '\(identifier)' is the size the table or collection view gave \(c.firstItem?.displayName ?? "the \(sized)") (\(NumberFormatting.shortest(c.constant)) points); the \(sized)'s own constraints need another. Usually the \(sized) has not been sized yet, or its content cannot fit: lower one of your constraints in the chain to priority 999 so it yields while the \(sized) is measured."
                } else {
                    let containers = identifier.hasPrefix("NSView-")
                        ? "such as a table column, a split view's pane, a window's content view or a popover"
                        : "such as a navigation, tab or page view controller, a popover, a window, a table header or a title view"
                    note = "#\(index + 1) '\(identifier)' is the size \(c.firstItem?.displayName ?? "the view") was given from outside (\(NumberFormatting.shortest(c.constant)) points: the frame its container set, \(containers)); the view's own constraints need another."
                        + (c.constant == 0 ? " A size of 0 usually means the view was laid out before it was given its size." : "")
                        + " Let one of your constraints in the chain yield (priority 999), or size the content to what the container gives."
                }
            } else if c.className.hasSuffix("NSAutoresizingMaskLayoutConstraint") {
                key = "autoresizing"
                // The view the mask belongs to: not the superview a VFL-like description names `|`.
                let owner = [c.firstItem, c.secondItem].compactMap { $0 }.first { $0.address != c.superview?.address } ?? c.firstItem
                guard !isSystemView(owner?.className ?? "") else { continue }
                note = "#\(index + 1) comes from an autoresizing mask (\(c.autoresizingMask ?? "")): \(owner?.displayName ?? "a view") keeps translatesAutoresizingMaskIntoConstraints = true, so its frame became constraints. If you place that view with constraints, set it to false on it; if its container sizes it by its frame (a cell's content view, a scroll view's document view, a window's content view), leave it on and let one of your constraints inside it yield (priority 999)."
            } else if let owner = c.firstItem?.contentOwner {
                key = "content size"
                note = "#\(index + 1) is the content size UIKit works out for \(owner.displayName) (\(c.className)) from the scroll view's own sizing — for a table, its row heights (estimated ones until the real ones are known), insets, header and footer — not from a constraint of yours."
                    + (c.constant < 0 ? " A negative content size means that sizing came out below nothing, such as estimated row heights far from the real ones or insets larger than the content." : "")
            } else if identifier.hasPrefix("_UITemporaryLayout") {
                note = "#\(index + 1) '\(identifier)' is a size UIKit sets for a moment while it measures a view (a cell, a view not yet in a window)."
                    + (hasOwn ? " Your constraints need another size at that moment: lower one of the chain below 1000." : "")
            } else if identifier.hasPrefix("UISV-") {
                key = identifier
                let role: String
                switch identifier {
                case "UISV-hiding": role = "makes a hidden arranged view 0 high or wide"
                case let id where id.hasPrefix("UISV-spacing"): role = "is the stack's spacing between two arranged views"
                case let id where id.hasPrefix("UISV-canvas-connection"): role = "pins an end arranged view to the stack's edge"
                case let id where id.hasPrefix("UISV-alignment"): role = "lines the arranged views up across the stack (its alignment)"
                case let id where id.hasPrefix("UISV-fill"): role = "shares the stack's length among the arranged views (its distribution)"
                default: role = "is one the stack makes to arrange its views"
                }
                note = "#\(index + 1) '\(identifier)' belongs to a UIStackView: it \(role)."
                    + (hasOwn ? " A required size or position of your own on an arranged view fights it: give that constraint a priority below 1000." : "")
            } else if let item = [c.firstItem, c.secondItem].compactMap({ $0 }).first(where: { $0.label == "UIViewSafeAreaLayoutGuide" }) {
                key = "safe area"
                note = "#\(index + 1) involves \(item.displayName), the safe area: its size depends on the device and the bars shown, so a fixed size that fits one screen breaks on another."
            }
            if let note, said.insert(key).inserted { notes.append(note) }
        }
        return notes
    }

    /// The frames once the rest of the report holds (what the runtime does next) and, when
    /// `saying`, a line with the broken constraint's quantity then.
    static func without(_ broken: Int, in constraints: [LogConstraint], saying: Bool) -> (String, [(item: LogItem, x: Double, y: Double, width: Double, height: Double)]) {
        var model = Model()
        var solver = Solver()
        var items: [LogItem] = []
        var seen = Set<String>()
        for constraint in constraints {
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) where seen.insert(item.address).inserted {
                items.append(item)
                _ = model.frame(item, in: &solver)
            }
        }
        for constraint in model.implicitSizes(constraints, in: &solver) { try? solver.add(constraint) }
        for (index, constraint) in constraints.enumerated() where index != broken {
            try? solver.add(model.constraint(constraint, in: &solver))
        }
        solver.updateVariables()   // every value up to date once, then each read is constant-time
        let frames = items.map { item -> (item: LogItem, x: Double, y: Double, width: Double, height: Double) in
            let f = model.frame(item, in: &solver)
            return (item, solver.value(of: f.x), solver.value(of: f.y), solver.value(of: f.width), solver.value(of: f.height))
        }
        guard saying else { return ("", frames) }
        // Said only when the rest of the report fixes it: a free quantity's value is the solver's pick.
        let c = constraints[broken]
        let others = constraints.indices.filter { $0 != broken }
        guard let (low, high) = bounds(holding: others, in: constraints, of: { $0.expression(item: c.firstItem, c.firstAttribute, in: &$1) }),
              abs(high - low) < 1e-6 else { return ("", frames) }
        return ("Without #\(broken + 1), \(c.firstItem?.displayName ?? "?").\(c.firstAttribute) is \(LayoutNumber.text(low)).\n", frames)
    }

    /// Model keeps the solver variables of each item and builds constraints over them.
    /// Model gives each item (by address) the frame variables `Layout` uses (`FrameVariables`:
    /// x, y, width, height, attributes through `AttributeFunction`, margins of 8) and, since a
    /// log does not say where a label's text sits, a free baseline offset from its top.
    struct Model {
        var frames = FrameVariables()
        var baselines: [String: Variable] = [:]

        mutating func frame(_ item: LogItem, in solver: inout Solver) -> FrameVariables.ItemVariables {
            frames.of(.view(item.address), in: &solver)
        }

        /// An attribute of an item as an expression of its frame.
        mutating func expression(item: LogItem?, _ attribute: LayoutAttribute, in solver: inout Solver) -> Expression {
            guard let item else { return Expression() }
            if attribute == .firstBaseline || attribute == .lastBaseline {
                let top = frame(item, in: &solver).y
                let offset = baselines[item.address] ?? solver.makeVariable("\(item.displayName).baseline")
                baselines[item.address] = offset
                return top + offset
            }
            return frames.expression(LayoutAnchor(.view(item.address), attribute), margins: EdgeInsets(all: LogExplainer.margin),
                                     baseline: nil, in: &solver)
        }

        /// first - multiplier × second (the constant apart).
        mutating func expression(of c: LogConstraint, in solver: inout Solver) -> Expression {
            let first = expression(item: c.firstItem, c.firstAttribute, in: &solver)
            guard c.secondItem != nil else { return first }
            let second = expression(item: c.secondItem, c.secondAttribute, in: &solver)
            return first - Expression(second.terms.map { Term($0.variable, $0.coefficient * c.multiplier) }, constant: second.constant * c.multiplier)
        }

        /// `width >= 0` and `height >= 0` for every item the constraints name.
        mutating func implicitSizes(_ constraints: [LogConstraint], in solver: inout Solver) -> [Constraint] {
            var result: [Constraint] = []
            var seen = Set<String>()
            for c in constraints {
                for item in [c.firstItem, c.secondItem].compactMap({ $0 }) where seen.insert(item.address).inserted {
                    let f = frame(item, in: &solver)
                    result.append(Constraint(Expression(f.width), .greaterThanOrEqual))
                    result.append(Constraint(Expression(f.height), .greaterThanOrEqual))
                }
            }
            return result
        }

        mutating func constraint(_ c: LogConstraint, in solver: inout Solver) -> Constraint {
            let relation: RelationalOperator = c.relation == .equal ? .equal : c.relation == .greaterThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
            // A constant the log leaves out is unknown: any value.
            let constant = c.constantIsKnown ? Expression(constant: c.constant) : Expression(solver.makeVariable("\(c.address).constant"))
            return Constraint(expression(of: c, in: &solver) - constant, relation, priority: min(1000, max(1, c.priority)))
        }

        func value(of expression: Expression, in solver: Solver) -> Double? {
            var total = expression.constant
            for term in expression.terms { total += term.coefficient * solver.value(of: term.variable) }
            return total.isFinite ? total : nil
        }
    }
}
