import Foundation
import PackagePlugin

/// `swift package vfl-fmt-check [--diff]`: reports the formats of the package's sources that
/// are not in canonical form, writing nothing, so it asks for no permission (a plugin's
/// permissions are declared ahead of any run, which is why the rewriting `vfl-fmt` is another).
@main
struct VFLFmtCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "vfl-fmt")
        let mode = arguments.contains("--diff") || arguments.contains("--check") ? [] : ["--check"]
        let paths = arguments.contains { !$0.hasPrefix("-") } ? [] : [context.package.directory.string]
        let process = try Process.run(URL(fileURLWithPath: tool.path.string), arguments: mode + arguments + paths)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("vfl-fmt exited with status \(process.terminationStatus)")
        }
    }
}
