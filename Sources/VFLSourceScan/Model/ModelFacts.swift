/// ModelFacts are the facts of a call that only some lint rules read. The model works out only
/// those it is asked for (`SourceScan.scan`'s `facts`), so a rule that is off costs nothing:
/// the linter asks for what its active rules declare (`FileRule.reads`); other tools ask for all.
public struct ModelFacts: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Which view each views entry a format names holds (`DictionaryEntry.identity`).
    public static let viewIdentities = ModelFacts(rawValue: 1 << 0)
    /// Whether an entry's value is an optional boxed as `Any` (`DictionaryEntry.boxedName`).
    public static let boxedNames = ModelFacts(rawValue: 1 << 1)
    /// Which formats' constraints are active together (`EmbeddedFormat.conflictGroup`).
    public static let activationGroups = ModelFacts(rawValue: 1 << 2)
    /// Whether a call's constraints are only inspected, never installed
    /// (`EmbeddedFormat.isNeverInstalled`).
    public static let installation = ModelFacts(rawValue: 1 << 3)

    public static let all: ModelFacts = [.viewIdentities, .boxedNames, .activationGroups, .installation]
}
