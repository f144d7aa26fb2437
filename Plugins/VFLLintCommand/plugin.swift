import Foundation
import PackagePlugin

/// `swift package vfl-lint [vfl-lint options]`: lints the package's sources (the package
/// directory, honouring its .vfl.json and .gitignore), as the installed tool would.
@main
struct VFLLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "vfl-lint")
        let paths = arguments.contains { !$0.hasPrefix("-") } ? [] : [context.package.directory.string]
        let process = try Process.run(URL(fileURLWithPath: tool.path.string), arguments: arguments + paths)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("vfl-lint exited with status \(process.terminationStatus)")
        }
    }
}
