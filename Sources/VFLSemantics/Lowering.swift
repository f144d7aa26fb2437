import VFLSyntax

/// Lowering turns a checked format into the constraints Apple's runtime creates, in its order
/// (spec §2–§4):
///
/// 1. for each view in textual order, the connection that ends at it (one constraint per
///    predicate, in written order; the leading superview's connection ends at the first view),
///    then the view's size predicates in written order;
/// 2. the connection to the trailing superview;
/// 3. for every connection between two views, every alignment bit in ascending order.
///
/// A connection is always `upper.lowEdge REL lower.highEdge + c`: the gap is what the relation
/// bounds. Under `directionRightToLeft` the first view is the rightmost, so the roles swap.
struct Lowering {
    let syntax: FormatSyntax
    let environment: FormatEnvironment
    let values: [ResolvedPredicate]
    private var result: [LayoutConstraint] = []

    init(syntax: FormatSyntax, environment: FormatEnvironment, values: [ResolvedPredicate]) {
        self.syntax = syntax
        self.environment = environment
        self.values = values
    }

    private var isVertical: Bool { syntax.axis == .vertical }
    /// Direction options apply to horizontal formats only.
    private var isRightToLeft: Bool { !isVertical && environment.options.isRightToLeft }
    private var lowEdge: LayoutAttribute {
        isVertical ? .top : environment.options.usesAbsoluteDirection ? .left : .leading
    }
    private var highEdge: LayoutAttribute {
        isVertical ? .bottom : environment.options.usesAbsoluteDirection ? .right : .trailing
    }
    private var sizeAttribute: LayoutAttribute { isVertical ? .height : .width }
    private var baselineSpacing: Bool { isVertical && environment.options.contains(.spacingBaselineToBaseline) }

    mutating func lower() -> [LayoutConstraint] {
        result = []
        let names = syntax.views.map { syntax.text($0.name) }
        for (index, view) in syntax.views.enumerated() {
            let item = LayoutItem.view(names[index])
            if index == 0 {
                if let edge = syntax.leadingSuperview {
                    connect(.superview, item, edge.connection, bar: edge.bar)
                }
            } else if index - 1 < syntax.connections.count {
                connect(.view(names[index - 1]), item, syntax.connections[index - 1], bar: nil)
            }
            for predicateIndex in view.predicateIndices {
                size(item, predicateIndex)
            }
        }
        if let edge = syntax.trailingSuperview, let last = names.last {
            connect(.view(last), .superview, edge.connection, bar: edge.bar)
        }
        align(names)
        return result
    }

    /// The constraints of a connection from `before` to `after` (textual order).
    private mutating func connect(_ before: LayoutItem, _ after: LayoutItem, _ connection: ConnectionSyntax, bar: ByteRange?) {
        let (lower, upper) = isRightToLeft ? (after, before) : (before, after)
        let betweenViews = lower != .superview && upper != .superview
        var upperAttribute = upper == .superview ? highEdge : lowEdge
        var lowerAttribute = lower == .superview ? lowEdge : highEdge
        if baselineSpacing && betweenViews {
            upperAttribute = .firstBaseline
            lowerAttribute = .lastBaseline
        }
        switch connection.kind {
        case .flush:
            let at = connection.range.lowerBound
            let range = ByteRange(max(at - 1, 0), min(at + 1, syntax.source.count))
            result.append(LayoutConstraint(first: LayoutAnchor(upper, upperAttribute), relation: .equal,
                                           second: LayoutAnchor(lower, lowerAttribute), constant: 0,
                                           range: range, origin: .connection))
        case .standard:
            let range = bar.map { connection.range.union($0) } ?? connection.range
            if betweenViews {
                result.append(LayoutConstraint(first: LayoutAnchor(upper, upperAttribute), relation: .equal,
                                               second: LayoutAnchor(lower, lowerAttribute), constant: Platform.siblingSpacing,
                                               isStandardSpacing: true, range: range, origin: .connection))
            } else if environment.platform == .ios {
                // iOS 8+: pin to the superview's layout margin, constant 0.
                if upper == .superview { upperAttribute = upperAttribute.margin } else { lowerAttribute = lowerAttribute.margin }
                result.append(LayoutConstraint(first: LayoutAnchor(upper, upperAttribute), relation: .equal,
                                               second: LayoutAnchor(lower, lowerAttribute), constant: 0,
                                               range: range, origin: .connection))
            } else {
                result.append(LayoutConstraint(first: LayoutAnchor(upper, upperAttribute), relation: .equal,
                                               second: LayoutAnchor(lower, lowerAttribute), constant: Platform.superviewSpacing,
                                               isStandardSpacing: true, range: range, origin: .connection))
            }
        case .predicates:
            for index in connection.predicateIndices {
                let predicate = syntax.predicates[index]
                let value = values[index]
                guard case .number(let constant, let metric, let exact) = value.object else { continue }
                result.append(LayoutConstraint(first: LayoutAnchor(upper, upperAttribute), relation: predicate.relation,
                                               second: LayoutAnchor(lower, lowerAttribute), constant: constant,
                                               priority: value.priority, constantMetric: metric,
                                               isExact: exact && value.priorityExact, range: predicate.range, origin: .connection))
            }
        }
    }

    /// The constraint of a view's size predicate.
    private mutating func size(_ item: LayoutItem, _ index: Int) {
        let predicate = syntax.predicates[index]
        let value = values[index]
        let first = LayoutAnchor(item, sizeAttribute)
        switch value.object {
        case .number(let constant, let metric, let exact):
            result.append(LayoutConstraint(first: first, relation: predicate.relation, second: nil, constant: constant,
                                           priority: value.priority, constantMetric: metric,
                                           isExact: exact && value.priorityExact, range: predicate.range, origin: .size))
        case .view(let other):
            result.append(LayoutConstraint(first: first, relation: predicate.relation,
                                           second: LayoutAnchor(.view(other), sizeAttribute), constant: 0,
                                           priority: value.priority, isExact: value.priorityExact,
                                           range: predicate.range, origin: .size))
        case .invalid:
            break
        }
    }

    /// The alignment constraints: per view-to-view connection, per alignment bit in ascending order.
    private mutating func align(_ names: [String]) {
        let bits = FormatOptions.alignments.filter { environment.options.contains($0.option) }
        guard !bits.isEmpty, names.count > 1 else { return }
        for index in 0..<(names.count - 1) {
            let earlier = LayoutItem.view(names[index]), later = LayoutItem.view(names[index + 1])
            let range = syntax.views[index].range.union(syntax.views[index + 1].range)
            let (first, second) = isRightToLeft ? (later, earlier) : (earlier, later)
            for (_, attribute) in bits {
                result.append(LayoutConstraint(first: LayoutAnchor(first, attribute), relation: .equal,
                                               second: LayoutAnchor(second, attribute), constant: 0,
                                               range: range, origin: .alignment))
            }
        }
    }
}
