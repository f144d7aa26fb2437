/// CommandArguments reads every tool's command line the same way: options as `--name value` or
/// `--name=value`; `--` ends the options; `-` (standard input) and anything else not starting
/// with `-` is an operand (a path, a format); and the options tools share (`--color WHEN`,
/// `--json`) are read here, so each tool says the same thing about them. A tool reads its own
/// options from `nextOption()`:
///
///     var arguments = CommandArguments(list, tool: "vfl solve", common: [.json, .color])
///     while let option = arguments.nextOption() {
///         switch option {
///         case "--limits": limits = true
///         case "--svg": svgPath = arguments.value("an output path")
///         default: arguments.rejectOption()
///         }
///     }
///     if let problem = arguments.problem { output.error(problem); return 2 }
struct CommandArguments {
    /// The values `--color` takes: `auto` (a terminal, unless `NO_COLOR` is set), `always`, `never`.
    static let colorChoices = ["auto", "always", "never"]

    /// The shared options a tool takes.
    struct Common: OptionSet {
        let rawValue: Int
        static let color = Common(rawValue: 1)
        static let json = Common(rawValue: 2)
    }

    /// How messages start: `vfl-lint`, `vfl solve`.
    let tool: String
    let common: Common
    private var cursor: ArgumentCursor
    private var onlyOperands = false
    /// The option `nextOption()` returned last, as written.
    private(set) var current = ""
    /// The operands in order: paths, formats, `-`.
    private(set) var operands: [String] = []
    /// `--color`: auto (the default), always or never.
    private(set) var color = "auto"
    /// `--json`.
    private(set) var json = false
    /// The first usage mistake, as the tool says it; reading stops there.
    private(set) var problem: String?

    init(_ arguments: [String], tool: String, common: Common = []) {
        cursor = ArgumentCursor(arguments)
        self.tool = tool
        self.common = common
    }

    /// The name of the next option the tool reads itself (`--size` of `--size=10x20` too), past
    /// the operands and shared options before it; nil at the end or after a mistake.
    mutating func nextOption() -> String? {
        // An option that takes no value, written with one (`--in-place=no`, `--exit-zero=false`):
        // ignoring the value would do the opposite of what it says.
        if cursor.hasUnreadValue { fail("\(optionName) takes no value") }
        while problem == nil, let (name, argument) = cursor.next() {
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            switch name {
            case "--": onlyOperands = true
            case "--json" where common.contains(.json):
                json = true
                current = argument
                if cursor.hasUnreadValue { fail("\(optionName) takes no value") }
            case "--color" where common.contains(.color):
                guard let when = cursor.value(), Self.colorChoices.contains(when) else {
                    problem = "\(tool): --color takes auto, always or never"
                    return nil
                }
                color = when
            default:
                current = argument
                return name
            }
        }
        return nil
    }

    /// The value of the option just read (after `=`, or the next argument); without one, a
    /// mistake: "TOOL: OPTION needs WHAT".
    mutating func value(_ what: String) -> String? {
        if let value = cursor.value() { return value }
        fail("\(optionName) needs \(what)")
        return nil
    }

    /// The option just read is not one the tool takes; `more` follows the message (the usage).
    mutating func rejectOption(_ more: String = "") {
        fail("unknown option '\(current)'\(more)")
    }

    /// A usage mistake, said after the tool's name; only the first is kept.
    mutating func fail(_ message: String) {
        if problem == nil { problem = "\(tool): \(message)" }
    }

    /// The option just read without its `=value`.
    private var optionName: String {
        current.firstIndex(of: "=").map { String(current[..<$0]) } ?? current
    }
}
