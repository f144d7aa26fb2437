#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

/// The same lint for a target of an Xcode project (Build Phases › Run Build Tool Plug-ins):
/// Xcode offers this conformance only on macOS, so it is compiled there alone.
extension VFLLintBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        Self.commands(target: target.displayName, sources: target.inputFiles.map(\.path),
                      workDirectory: context.pluginWorkDirectory, tool: try context.tool(named: "vfl-lint").path)
    }
}
#endif
