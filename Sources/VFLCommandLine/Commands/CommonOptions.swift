/// CommonOptions reads the options every tool takes alike, so each says the same thing about
/// them: `--color WHEN`.
enum CommonOptions {
    /// The values `--color` takes: `auto` (a terminal, unless `NO_COLOR` is set), `always`, `never`.
    static let colorChoices = ["auto", "always", "never"]

    /// `--color`'s value when it is one of `colorChoices`, else nil (report `colorUsage`).
    static func color(_ value: String?) -> String? {
        value.flatMap { colorChoices.contains($0) ? $0 : nil }
    }

    /// What a tool says of a `--color` without a value it takes.
    static func colorUsage(_ tool: String) -> String { "\(tool): --color takes auto, always or never" }
}
