/// ArgumentCursor walks command-line arguments: `--name value` and `--name=value` alike.
struct ArgumentCursor {
    private let arguments: [String]
    private var index = 0
    /// The value written after `=` in the current argument, if any.
    private var inlineValue: String?

    init(_ arguments: [String]) { self.arguments = arguments }

    /// The next argument as (name, whole argument), splitting `--name=value`; nil at the end.
    mutating func next() -> (name: String, argument: String)? {
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        inlineValue = nil
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            inlineValue = String(argument[argument.index(after: equals)...])
            return (String(argument[..<equals]), argument)
        }
        return (argument, argument)
    }

    /// Whether the current argument's value after `=` has not been read (`--in-place=no` of an
    /// option that takes none).
    var hasUnreadValue: Bool { inlineValue != nil }

    /// The value of the current option: after `=`, or the following argument.
    mutating func value() -> String? {
        if let inlineValue {
            self.inlineValue = nil
            return inlineValue
        }
        guard index < arguments.count else { return nil }
        index += 1
        return arguments[index - 1]
    }
}
