/// Variable is a handle to one unknown of a solver. It is cheap to copy; the solver owns the value.
///
/// Variables are made by `Solver.makeVariable(_:)` and belong to that solver.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver.
    public let id: Int
    /// A name for messages and dumps.
    public let name: String
    /// The solver that made it: a variable is only ever used by that solver (and its copies).
    let owner: UInt64

    init(id: Int, name: String, owner: UInt64) {
        self.id = id
        self.name = name
        self.owner = owner
    }

    public static func == (a: Variable, b: Variable) -> Bool { a.id == b.id && a.owner == b.owner }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { name }
}

/// Term is a coefficient times a variable.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates a term.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// Expression is a linear expression `Σ cᵢ·vᵢ + constant`.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The terms, in the order written (a variable may appear more than once).
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates an expression.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)], constant: 0)
    }

    /// `x + 2·w - 8`: each term with its sign, the constant last, numbers as short as they go.
    public var description: String {
        var text = ""
        func add(_ magnitude: Double, negative: Bool, _ name: String?) {
            let number = Self.number(magnitude)
            let part = name.map { magnitude == 1 ? $0 : "\(number)·\($0)" } ?? number
            text += text.isEmpty ? (negative ? "-" : "") + part : (negative ? " - " : " + ") + part
        }
        for term in terms { add(abs(term.coefficient), negative: term.coefficient < 0, term.variable.name) }
        if constant != 0 || text.isEmpty { add(abs(constant), negative: constant < 0, nil) }
        return text
    }

    /// The sum of the terms with `positive` coefficients (the others' negated) and the constant
    /// when it has that sign: one side of `left REL right` for `self REL 0`.
    func side(positive: Bool) -> Expression {
        let chosen = terms.filter { ($0.coefficient > 0) == positive }.map { Term($0.variable, positive ? $0.coefficient : -$0.coefficient) }
        let c = (constant > 0) == positive ? (positive ? constant : -constant) : 0
        return Expression(chosen, constant: c)
    }

    /// `320`, `0.5`, `-8`: an integral value without `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

/// RelationalOperator is how an expression compares with zero in a constraint (kiwi's name;
/// VFLSyntax's `Relation` is the relation a format writes).
public enum RelationalOperator: Int, Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual = -1
    /// `expression == 0`.
    case equal = 0
    /// `expression >= 0`.
    case greaterThanOrEqual = 1

    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// Priority names Auto Layout's standard priorities. Priorities are numbers in (0, 1000];
/// 1000 is required. Every distinct value is its own level, satisfied strictly before lower ones.
public enum Priority {
    /// A constraint that must hold.
    public static let required: Double = 1000
    /// `UILayoutPriority.defaultHigh`.
    public static let defaultHigh: Double = 750
    /// `UILayoutPriority.defaultLow`.
    public static let defaultLow: Double = 250
    /// `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSizeLevel: Double = 50
}

// MARK: Building expressions and constraints with operators

public func + (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b)]) }
public func + (a: Variable, b: Double) -> Expression { Expression([Term(a)], constant: b) }
public func - (a: Variable, b: Double) -> Expression { Expression([Term(a)], constant: -b) }
public func - (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b, -1)]) }
public func + (a: Variable, b: Expression) -> Expression { Expression([Term(a)], constant: 0) + b }
public func - (a: Variable, b: Expression) -> Expression { Expression([Term(a)], constant: 0) - b }
public func + (a: Expression, b: Variable) -> Expression { Expression(a.terms + [Term(b)], constant: a.constant) }
public func - (a: Expression, b: Variable) -> Expression { Expression(a.terms + [Term(b, -1)], constant: a.constant) }
public func + (a: Expression, b: Double) -> Expression { Expression(a.terms, constant: a.constant + b) }
public func - (a: Expression, b: Double) -> Expression { Expression(a.terms, constant: a.constant - b) }
public func + (a: Expression, b: Expression) -> Expression { Expression(a.terms + b.terms, constant: a.constant + b.constant) }
public func - (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms.map { Term($0.variable, -$0.coefficient) }, constant: a.constant - b.constant)
}
public func * (a: Double, b: Variable) -> Expression { Expression([Term(b, a)]) }
public func * (a: Expression, b: Double) -> Expression {
    Expression(a.terms.map { Term($0.variable, $0.coefficient * b) }, constant: a.constant * b)
}

/// `lhs == rhs`, required unless a priority is given with `Constraint(_:priority:)`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs) - rhs, .equal) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs) - rhs, .equal) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs) - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs) - rhs, .greaterThanOrEqual) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs) - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs) - rhs, .lessThanOrEqual) }

infix operator ~: AdditionPrecedence

/// `constraint ~ 750` gives a constraint a priority (the `@750` of VFL).
public func ~ (constraint: Constraint, priority: Double) -> Constraint {
    Constraint(constraint.expression, constraint.relation, priority: priority, weight: constraint.weight)
}
