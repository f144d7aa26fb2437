/// Constraint is `expression relation 0` with a priority, identified by object identity.
///
/// The solver refers to constraints by identity (`===`): adding the same object twice is a
/// `duplicateConstraint` error, while two structurally equal objects are two constraints.
/// `isStructurallyEqual(to:)` compares content for callers that want to de-duplicate.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The expression compared with zero.
    public let expression: Expression
    /// How it compares.
    public let relation: RelationalOperator
    /// The priority, in (0, 1000]; 1000 is required.
    public let priority: Double
    /// Errors of constraints at the same priority add up weighted by this factor.
    public let weight: Double
    /// A label for explanations (for VFL: where in which format the constraint came from).
    public var label: String?

    /// Creates a constraint `expression relation 0`.
    public init(_ expression: Expression, _ relation: RelationalOperator, priority: Double = Priority.required,
                weight: Double = 1, label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.weight = weight
        self.label = label
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= Priority.required }

    public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether `other` has the same expression, relation, priority and weight.
    public func isStructurallyEqual(to other: Constraint) -> Bool {
        expression == other.expression && relation == other.relation && priority == other.priority
            && weight == other.weight
    }

    /// `x + w + 8 == W`, `w <= 10 @750`: the terms that add on the left, those that subtract on
    /// the right (as equations are written), or the constraint's label when it has one.
    public var description: String {
        let base = label ?? "\(expression.side(positive: true)) \(relation) \(expression.side(positive: false))"
        return isRequired ? base : "\(base) @\(Expression.number(priority))"
    }
}
