import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory vfl-fmt`: rewrites the formats of the
/// package's sources in place, as the installed tool would. Checking without writing is
/// `swift package vfl-fmt-check`, which needs no permission.
@main
struct VFLFmtCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "vfl-fmt")
        let mode = arguments.contains("--check") || arguments.contains("--diff") ? [] : ["--in-place"]
        let paths = arguments.contains { !$0.hasPrefix("-") } ? [] : [context.package.directory.string]
        let process = try Process.run(URL(fileURLWithPath: tool.path.string), arguments: mode + arguments + paths)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("vfl-fmt exited with status \(process.terminationStatus)")
        }
    }
}
