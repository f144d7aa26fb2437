import Foundation
import PackagePlugin

/// A build tool plugin: a target that uses it gets vfl-lint's findings on its Swift and
/// Objective-C sources as build errors and warnings (the xcode reporter is what SwiftPM and
/// Xcode read). It runs before the target compiles, whenever one of the sources changes.
@main
struct VFLLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles.map(\.path).filter { ["swift", "m", "mm", "h"].contains($0.extension ?? "") }
        guard !sources.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectory.appending("\(target.name).vfl-lint.stamp")
        return [.buildCommand(
            displayName: "vfl-lint \(target.name)",
            executable: try context.tool(named: "vfl-lint").path,
            arguments: ["--quiet", "--stamp", stamp.string] + sources.map(\.string),
            inputFiles: sources,
            outputFiles: [stamp])]
    }
}
