import Foundation
import VFLJSON
import VFLLint
import VFLSemantics
import VFLSyntax

/// EnvironmentArguments parses the options of `vfl parse`, `lower`, `explain` and `convert`:
/// `--views a,b`, `--metrics m=8,n=2.5`, `--options alignAllTop,…`, `--platform ios|macos`, and
/// through `CommandArguments` the shared `--json` and `--color` and the formats.
struct EnvironmentArguments {
    var environment = FormatEnvironment()
    var json = false
    var color = "auto"
    var operands: [String] = []
    /// Options a command adds (`--to`, `--superview`): name → value.
    var extra: [String: String] = [:]

    /// Parses `arguments`; `extraOptions` are the command's own options that take a value.
    /// Returns an error message for a usage mistake.
    /// Without `environment`, only `--json`, `--color` and `extraOptions` are accepted (`vfl parse`).
    mutating func parse(_ arguments: [String], command: String, environment acceptsEnvironment: Bool = true,
                        extraOptions: Set<String> = []) -> String? {
        var parsed = CommandArguments(arguments, tool: "vfl \(command)", common: [.json, .color])
        defer { (json, color, operands) = (parsed.json, parsed.color, parsed.operands) }
        while let name = parsed.nextOption() {
            let known: Set<String> = acceptsEnvironment ? ["--views", "--metrics", "--options", "--platform"] : []
            guard known.contains(name) || extraOptions.contains(name) else {
                parsed.rejectOption(" (formats that start with '-' go after '--')")
                break
            }
            guard let text = parsed.value("a value") else { break }
            switch name {
            case "--views":
                environment.views = Set(list(text))
            case "--metrics":
                for entry in list(text) {
                    let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2, let number = Double(parts[1]), number.isFinite, !parts[0].isEmpty else {
                        return "vfl \(command): --metrics takes name=number pairs separated by commas, not '\(entry)'"
                    }
                    environment.metrics[parts[0]] = number
                }
            case "--options":
                for entry in list(text) {
                    guard let option = FormatOptions(name: entry) else {
                        return "vfl \(command): unknown option name '\(entry)'; known: "
                            + FormatOptions.names.map(\.name).joined(separator: ", ")
                    }
                    environment.options.formUnion(option)
                }
            case "--platform":
                guard let platform = Platform(rawValue: text) else {
                    return "vfl \(command): --platform takes ios or macos, not '\(text)'"
                }
                environment.platform = platform
            default:
                extra[name] = text
            }
        }
        return parsed.problem
    }

    private func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
