import Foundation
import VFLLint

/// The rule pages installed with the tools (`Scripts/install.sh` puts them in
/// `PREFIX/share/doc/vfl/rules`, beside `PREFIX/bin`), so that `vfl-lint rules RULE` and an
/// editor's link from a finding open them without a network.
enum InstalledRulePages {
    /// Where the pages are installed relative to the directory of the running tool.
    static let relativePath = "../share/doc/vfl/rules"

    /// The directory of installed pages beside the running tool (through the symlinks that put
    /// it on `PATH`), or nil when the tool runs from a build folder or the pages are not there.
    static let directory: String? = {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let directory = executable.deletingLastPathComponent().appendingPathComponent(relativePath).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return directory
    }()

    /// The installed page of `rule`, when there is one.
    static func page(_ rule: String) -> String? {
        guard let directory else { return nil }
        let path = directory + "/" + rule + ".md"
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }
}
