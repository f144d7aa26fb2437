import Foundation
import PackagePlugin

/// A build tool plugin: a target that uses it gets vfl-lint's findings on its Swift and
/// Objective-C sources as build errors, warnings and their notes (the xcode reporter is what
/// SwiftPM and Xcode read). It runs before the target compiles, whenever one of the sources
/// changes. A package's targets use it as `BuildToolPlugin`; an Xcode project's targets as
/// `XcodeBuildToolPlugin` (`XcodeBuildTool.swift`).
@main
struct VFLLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return Self.commands(target: target.name, sources: target.sourceFiles.map(\.path),
                             workDirectory: context.pluginWorkDirectory, tool: try context.tool(named: "vfl-lint").path)
    }

    /// The extensions of the files vfl-lint reads in a build (`.vfl` files are not compiled).
    static let extensions: Set<String> = ["swift", "m", "mm", "h"]

    /// One command that lints the target's sources among `sources`, none when it has none. Its
    /// output is a stamp file written only when the lint passes, so the build runs it again
    /// until the findings are mended.
    static func commands(target: String, sources: [Path], workDirectory: Path, tool: Path) -> [Command] {
        let sources = sources.filter { extensions.contains($0.extension ?? "") }
        guard !sources.isEmpty else { return [] }
        let stamp = workDirectory.appending("\(target).vfl-lint.stamp")
        return [.buildCommand(
            displayName: "vfl-lint \(target)",
            executable: tool,
            arguments: ["--stamp", stamp.string] + sources.map(\.string),
            inputFiles: sources,
            outputFiles: [stamp])]
    }
}
