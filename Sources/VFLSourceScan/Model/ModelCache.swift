import VFLSyntax

/// Caches of the source model, shared by the copies of a scanner (it is a struct).
final class ModelCache {
    /// Function and method definitions by name: the token index of each body's `{`.
    var functions: [String: [Int]]? = nil
    /// Block kinds by the token index of the `{`, and whether each is a `switch` body.
    var kinds: [Int: BlockKind] = [:]
    var switches: Set<Int> = []
    /// The identifier tokens naming the API (`apiNameTokens()`), in order.
    var apiNames: [Int]? = nil
    /// The functions the file declares with the API's label (`labelledFunctionDeclarations()`).
    var labelledFunctions: [LabelledFunction]? = nil
    var overloadsAppleMethod: Bool? = nil
    /// `NSLayoutConstraint` and the names this file gives it or its subclasses.
    var layoutConstraintClasses: Set<String>? = nil
    /// The token indices of `activate`, `addConstraints` and `activateConstraints`, in order.
    var activations: [Int]? = nil
    /// Dictionary contents by declaration token, for declarations with no write after them.
    var settled: [Int: DictionaryKnowledge] = [:]
    /// Dictionary properties by declaration token, with every write of the file read
    /// (`filledAcrossFile`; nil inside: not readable).
    var filled: [Int: DictionaryKnowledge?] = [:]
    /// The initial value of each local dictionary variable (by declaration token).
    var initials: [Int: DictionaryKnowledge] = [:]
    /// The writes of each dictionary variable (by declaration token), in source order.
    var events: [Int: [DictionaryEvent]] = [:]
    /// What a local dictionary variable holds at a use reached through a write, with the depth
    /// it was worked out at (reused at that depth or deeper: it had at least the steps left that
    /// a deeper use has).
    var flows: [FlowKey: (depth: Int, value: DictionaryKnowledge)] = [:]
    /// How many times a variable's value at a use was worked out (for tests: the work is bounded).
    var flowsWorkedOut = 0
    /// The file's `#if` directives (`conditionalDirectives()`).
    var directives: ConditionalDirectives? = nil
    /// Swift bindings in a condition (by declaration token): where the value ends, the body.
    var conditionBindings: [Int: (valueEnd: Int, body: Int?)?] = [:]
    /// Where each name changes, by identity (`nameChanges()`).
    var nameChanges: [NameKey: [NameChangeSite]]? = nil
    /// The view each views entry holds (`viewIdentity`), by the entry's value.
    var viewIdentities: [ByteRange: String?] = [:]
    /// The entries of each views dictionary with the facts worked out so far (identities,
    /// boxed names), by the dictionary's place: the calls sharing a dictionary share one
    /// array, filled in place, instead of each copying it to fill its own keys.
    var viewEntries: [ByteRange: [DictionaryEntry]] = [:]
    /// `declaresNonOptionalView` by name.
    var nonOptionalViews: [String: Bool] = [:]
    /// Where the file's `continue`s, `return`s and other exits from a loop (`break`, `throw`,
    /// `goto`) are, in order (`loopExits()`).
    var loopExits: (continues: [Int32], returns: [Int32], stops: [Int32])? = nil
    /// Where the changes to constraints in each block (by its `{`, -1 for the file) last run
    /// (absent: none), made at the first question.
    var lastConstraintChange: [Int: Int]? = nil
    /// The tokens naming each block's parameters (`parameters(_:)`), by its `{`.
    var parameters: [Int: [Int]] = [:]
    /// Per block: the innermost of it and the blocks around it with parameters (-1: none).
    var withParameters: [Int: Int] = [:]
    /// Per name, per block: the innermost of the block and those around it with a parameter of
    /// that name (-1: none), for blocks nested deeper than `parameterOwner` walks.
    var parameterOwners: [[UInt8]: [Int: Int]] = [:]
    /// The innermost function or closure body around each block, itself included (-1: none).
    var enclosingFunctions: [Int: Int] = [:]
    /// The innermost closure or loop body around each block inside its function, itself
    /// included (-1: none).
    var iterations: [Int: Int] = [:]
    /// Per declaration, per block opened after it: the outermost of the block and those around
    /// it opened after the declaration that runs later than written (-1: none).
    var blocksRunningLater: [Int: [Int: Int]] = [:]
    /// The scope (`scope(of:)`) of each call token and of each `do` or bare block passed on the
    /// way out from one.
    var scopes: [Int: Int] = [:]
    /// Per block (by its `{`, -1 for the file): the `return`, `throw`, `break`, `continue` and
    /// `goto` at its own level, in order; and the functions (by their `{`) with a `goto` or a
    /// label (`exits()`).
    var exits: (byBlock: [Int: [Int]], jumping: Set<Int>)? = nil
    /// Per block: the statements at its own level that leave the function; and every `break`,
    /// `continue`, `goto` and `fallthrough`, in order (`leavingFacts()`).
    var leaving: (byBlock: [Int: [Int]], jumps: [Int32])? = nil
    /// The functions the file declares to return `Never`: some declaration, every one (`neverReturningFunctions()`).
    var neverReturning: (some: Set<[UInt8]>, only: Set<[UInt8]>)? = nil
    /// Whether a function (by its `{`, -1 for the file) activates a collected variable (by name)
    /// in the scope of a call (nil: the collector is emptied or replaced, never compared).
    var activatedSinks: [SinkKey: Bool?] = [:]
    /// The Objective-C `@implementation … @end` spans of the file, in order (`implementation(around:)`).
    var implementations: [(start: Int, end: Int)]? = nil
    /// Per member name (its identity): whether code other than plain assignments may set it
    /// (`memberHasAccessors`).
    var accessors: [NameKey: Bool] = [:]
    /// What `memberHasAccessors` looks names up in.
    var accessorFacts: AccessorFacts? = nil
    /// How far from a token on nothing changes `self` (`nothingChangesSelf`); emptied when the
    /// scanner's functions change (which helpers leave `self` alone).
    var selfScans: [SelfScanKey: SelfScan] = [:]
    /// How many tokens `nothingChangesSelf` judged (for tests: each about once a start).
    var selfTokensJudged = 0
    /// Per member name (its identity): where it is set (`memberSetElsewhere`).
    var memberWriters: [NameKey: MemberWriters] = [:]
    /// The file's lines (`formatConstant(at:)` places each constant).
    var lines: LineTable? = nil
    /// Every name's places in the file, in order (`isBoundAgain`, made at the first question).
    var namePlaces: [NameKey: [Int32]]? = nil
    /// The file's type aliases by name: the type each is an alias of, nil for a name declared
    /// twice or as something else than a type's plain name (`typeAliasTarget`).
    var typeAliases: [NameKey: String?]? = nil
}

/// Where a member is set: through a reference other than `self` (`panel.views = …`), and the
/// functions (by their `{`) that set it as a member of `self`.
struct MemberWriters {
    var throughOthers = false
    var functions = Set<Int>()
}

struct SinkKey: Hashable {
    var function: Int
    var scope: Int
    var name: [UInt8]
}

/// The file's setters, `@synthesize` renames and literal values, for `memberHasAccessors`.
struct AccessorFacts {
    var setters = Set<NameKey>()
    var synthesized = Set<NameKey>()
    /// The values of literals up to `longestLiteral` bytes (a longer name is compared with each).
    var literals = Set<NameKey>()
    static let longestLiteral = 256
}

struct SelfScanKey: Hashable {
    var from: Int
    var othersMayRun: Bool
    var superInit: Bool
}

/// From a token on, the tokens up to `clearUpTo` change nothing of `self`; `changedAt` is the
/// first that may, once found.
struct SelfScan {
    var clearUpTo: Int
    var changedAt: Int? = nil
}
