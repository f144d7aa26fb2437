import Foundation
import VFLLint
import VFLSemantics
import VFLSourceScan
import VFLSyntax

/// ConfigurationLoader finds and reads `.vfl.json` files: the nearest one walking up from each
/// file (cached per directory), or the one given with `--config`.
struct ConfigurationLoader {
    private var explicit: (LintConfiguration, [Diagnostic])?
    /// The configuration of each directory (absolute, by name: `Paths`).
    private var cache: [String: LintConfiguration?] = [:]
    private let currentDirectory = FileManager.default.currentDirectoryPath
    /// Findings about each configuration file read (unknown rule ids), by path.
    private(set) var configFindings: [String: [Diagnostic]] = [:]
    /// A configuration file that could not be read or parsed, and why.
    struct Problem: CustomStringConvertible {
        /// The configuration file.
        var path: String
        /// What is wrong, starting with the path (and a line and column where one is known).
        var description: String
    }
    /// Configuration files that could not be read or parsed.
    private(set) var problems: [Problem] = []
    private var loaded: [String: LintConfiguration] = [:]
    /// The `.vfl.json` of each directory itself, once looked for (`own`).
    private var owned: [String: LintConfiguration??] = [:]
    /// Directories with no `.vfl.json` in them or any directory above: nothing excludes a file there.
    private var unconfigured = Set<String>()

    init(explicit: (LintConfiguration, [Diagnostic])?) {
        self.explicit = explicit
        if let (config, findings) = explicit, let path = config.path { configFindings[path] = findings }
    }

    /// Every configuration in use.
    var all: [LintConfiguration] { explicit.map { [$0.0] } ?? Array(loaded.values) }

    /// The configuration for `file`, or nil when its configuration file is broken.
    mutating func configuration(for file: String) -> LintConfiguration? {
        if let explicit { return explicit.0 }
        return configuration(inDirectory: Paths.parent(Paths.absolute(file, from: currentDirectory)))
    }

    /// Whether a configuration excludes `file`: the one given with `--config`, or any
    /// `.vfl.json` from the file's directory up. They are read from the outermost in, and one
    /// inside a directory an outer one excludes is never read (a library under `Pods/` that ships
    /// its own `.vfl.json` stays out when the project excludes `Pods/**`).
    mutating func excludes(_ file: String) -> Bool {
        exclusion(of: file) != nil
    }

    /// The configuration file that excludes `file` (as `excludes` decides), or nil.
    mutating func exclusion(of file: String) -> String? {
        if let explicit { return explicit.0.excludes(file) ? explicit.0.path ?? "--config" : nil }
        let fileDirectory = Paths.parent(Paths.absolute(file, from: currentDirectory))
        if unconfigured.contains(fileDirectory) { return nil }
        var directories: [String] = []
        var directory = fileDirectory
        while true {
            directories.append(directory)
            if directory == "/" { break }
            directory = Paths.parent(directory)
        }
        var configured = false
        for directory in directories.reversed() {
            let own = own(directory)
            if own != nil { configured = true }
            if case .some(.some(let config)) = own, config.excludes(file) { return config.path ?? directory + "/.vfl.json" }
        }
        if !configured { unconfigured.insert(fileDirectory) }
        return nil
    }

    /// The note a tool gives when a file named on its command line is excluded.
    mutating func exclusionNote(for file: String) -> String? {
        exclusion(of: file).map { path in
            // Said from the current directory when it is below it, as the user names files.
            let shown = path.hasPrefix(currentDirectory + "/") ? String(path.dropFirst(currentDirectory.count + 1)) : path
            return "\(Terminal.shown(file)): excluded by \(Terminal.shown(shown)); skipped"
        }
    }

    private mutating func configuration(inDirectory directory: String) -> LintConfiguration? {
        if let cached = cache[directory] { return cached }
        let result: LintConfiguration?
        switch own(directory) {
        case .some(let config): result = config
        case nil: result = directory == "/" ? LintConfiguration() : configuration(inDirectory: Paths.parent(directory))
        }
        cache[directory] = .some(result)
        return result
    }

    /// The `.vfl.json` of `directory` itself: none (nil), one that cannot be read (`.some(nil)`,
    /// its problem recorded), or its configuration.
    private mutating func own(_ directory: String) -> LintConfiguration?? {
        if let known = owned[directory] { return known }
        let candidate = directory == "/" ? "/.vfl.json" : directory + "/.vfl.json"
        var result: LintConfiguration??
        if !FileManager.default.fileExists(atPath: candidate) && AtomicFile.isLink(candidate) {
            // A link that leads nowhere is a configuration that cannot be read, not none at all.
            problems.append(Problem(path: candidate, description: "\(Terminal.shown(candidate)): cannot read the configuration (\(Paths.whyUnreadable(candidate) ?? "a broken symbolic link"))"))
            result = .some(nil)
        } else if FileManager.default.fileExists(atPath: candidate) {
            switch ConfigurationLoader.load(candidate) {
            case .success(let (config, findings)):
                result = .some(config)
                loaded[candidate] = config
                configFindings[candidate] = findings
            case .failure(let error):
                problems.append(Problem(path: candidate, description: error.message))
                result = .some(nil)
            }
        } else {
            result = nil
        }
        owned[directory] = .some(result)
        return result
    }

    /// The largest `.vfl.json` read.
    static let largestConfiguration = 1 << 20

    /// Reads one `.vfl.json`. Unknown keys and rule ids become findings; malformed JSON or wrong
    /// types are errors (exit 2).
    static func load(_ path: String) -> Result<(LintConfiguration, [Diagnostic]), LintTool.LintError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure("\(Terminal.shown(path)): cannot read the configuration (\(Paths.whyUnreadable(path) ?? String(cString: strerror(errno)).lowercased()))")
        }
        // A pipe or device could block the run forever or never end.
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure("\(Terminal.shown(path)): cannot read the configuration (not a regular file)") }
        // A configuration is a few lines: a huge one is a mistake, never read into memory.
        guard info.st_size <= Int64(largestConfiguration) else {
            return .failure("\(Terminal.shown(path)): cannot read the configuration (larger than \(largestConfiguration >> 20) MB)")
        }
        let data: Data
        switch FileBytes.read(path: path, limit: largestConfiguration) {
        case .success(let bytes): data = Data(bytes)
        case .failure(.tooLarge): return .failure("\(Terminal.shown(path)): cannot read the configuration (larger than \(largestConfiguration >> 20) MB)")
        case .failure(.system), .failure(.replaced): return .failure("\(Terminal.shown(path)): cannot read the configuration (\(Paths.whyUnreadable(path) ?? "unreadable"))")
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            // Foundation says "around character N" (Linux) or "around line L, column C" (Apple): give line:column.
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
            let digits = detail.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            var place = ""
            if detail.contains("line"), digits.count >= 2 {
                place = ":\(digits[0]):\(digits[1])"
            } else if let offset = digits.first {
                let location = LineTable([UInt8](data)).location(of: min(offset, data.count))
                place = ":\(location.line):\(location.column)"
            }
            return .failure("\(Terminal.shown(path))\(place): not valid JSON\(detail.isEmpty ? "" : " (\(detail.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))))")")
        }
        guard let object = parsed as? [String: Any] else {
            return .failure("\(Terminal.shown(path)):1:1: the configuration must be a JSON object ({…})")
        }
        var config = LintConfiguration()
        config.path = path
        var findings: [Diagnostic] = []
        let bytes = [UInt8](data)
        func place(_ text: String) -> ByteRange {
            let needle = Array("\"\(text)\"".utf8)
            guard needle.count <= bytes.count else { return ByteRange(at: 0) }
            for i in 0...(bytes.count - needle.count) where bytes[i..<i + needle.count].elementsEqual(needle) {
                return ByteRange(i + 1, i + needle.count - 1)
            }
            return ByteRange(at: 0)
        }
        func strings(_ key: String) -> [String]? {
            guard let value = object[key] else { return [] }
            return value as? [String]
        }
        let known: Set<String> = ["disabled_rules", "opt_in_rules", "only_rules", "severity", "included", "excluded", "platform", "functions", "max_file_size_mb"]
        for key in object.keys.sorted() where !known.contains(key) {
            findings.append(Diagnostic(.unknownRule, place(key), "'\(key)' is not a .vfl.json setting; known: \(known.sorted().joined(separator: ", "))"))
        }
        guard let disabled = strings("disabled_rules"), let optIn = strings("opt_in_rules"), let only = strings("only_rules"),
              let included = strings("included"), let excluded = strings("excluded") else {
            return .failure("\(Terminal.shown(path)): rule lists and globs must be arrays of strings")
        }
        config.disabledRules = disabled
        config.optInRules = optIn
        config.onlyRules = only
        config.included = included
        config.excluded = excluded
        if let severity = object["severity"] {
            guard let map = severity as? [String: String] else { return .failure("\(Terminal.shown(path)): 'severity' maps rule ids to \"error\", \"warning\" or \"note\"") }
            for (rule, level) in map {
                guard let value = Severity(rawValue: level) else { return .failure("\(Terminal.shown(path)): severity '\(level)' for \(rule) is not error, warning or note") }
                config.severity[rule] = value
            }
        }
        if let platform = object["platform"] {
            guard let name = platform as? String, let value = Platform(rawValue: name) else { return .failure("\(Terminal.shown(path)): 'platform' is \"ios\" or \"macos\"") }
            config.platform = value
        }
        if let size = object["max_file_size_mb"] {
            guard let megabytes = size as? Int, megabytes > 0, megabytes <= SourceScan.largestFile >> 20 else {
                return .failure("\(Terminal.shown(path)): 'max_file_size_mb' is a whole number of megabytes, from 1 to \(SourceScan.largestFile >> 20)")
            }
            config.maxFileBytes = megabytes << 20
        }
        if let functions = object["functions"] {
            guard let list = functions as? [[String: Any]] else { return .failure("\(Terminal.shown(path)): 'functions' is an array of objects") }
            for entry in list {
                // A pattern without the place of the view names no key a call makes; one whose
                // keys are no view names (`{index}` alone makes `0`, `1`…) names none a format can.
                if let keys = entry["positional_keys"], !Self.isKeyPattern(keys as? String) {
                    return .failure("\(Terminal.shown(path)): 'positional_keys' is a key pattern with '{index}' once where each view's place goes, making view names (a letter or '_' first, then letters, digits and '_': \"v{index}\" for v0, v1, …)")
                }
                guard let name = entry["name"] as? String, let argument = entry["format_argument"] as? String,
                      let function = FormatFunction(signature: name, formatArgument: argument, positionalKeys: entry["positional_keys"] as? String,
                                                    viewsArgument: entry["views_argument"] as? String) else {
                    return .failure("\(Terminal.shown(path)): each function needs \"name\" and \"format_argument\"")
                }
                config.functions.append(function)
            }
        }
        for id in config.unknownRuleIDs { findings.append(UnknownRule.finding(id, at: place(id))) }
        return .success((config, findings))
    }

    /// Whether `pattern` holds `{index}` once and makes view names with it: a letter or `_`
    /// first, then letters, digits and `_` (`v{index}`, `cell_{index}_view`).
    static func isKeyPattern(_ pattern: String?) -> Bool {
        guard let parts = pattern?.components(separatedBy: "{index}"), parts.count == 2,
              let first = parts[0].utf8.first, Lexer.isNameStart(first) else { return false }
        return (parts[0] + parts[1]).utf8.allSatisfy(Lexer.isNameContinuation)
    }
}

extension LintConfiguration {
    /// Whether `file` is excluded by the configuration's `excluded` globs or not matched by its
    /// `included` globs (both relative to the configuration file's directory).
    func excludes(_ file: String) -> Bool {
        if excluded.isEmpty && included.isEmpty { return false }
        let base = path.map { ($0 as NSString).deletingLastPathComponent } ?? FileManager.default.currentDirectoryPath
        let absolute = Paths.absolute(file)
        var relative = absolute
        if absolute.hasPrefix(base + "/") { relative = String(absolute.dropFirst(base.count + 1)) }
        if excluded.contains(where: { Glob.matches($0, relative) }) { return true }
        if !included.isEmpty && !included.contains(where: { Glob.matches($0, relative) }) { return true }
        return false
    }
}

/// Glob matches paths against `*`, `?`, `[…]` and `**` patterns as `.gitignore` does: a
/// pattern without a slash (but a trailing one) matches a name at any depth, one with a slash is
/// relative to its base, `X/` matches directories only, `**` any number of directories (at the
/// end, at least one name: `X/**` is what is in X).
enum Glob {
    /// Whether `pattern` matches `path` itself (a `.gitignore` line tested on one path: a walk
    /// tests each directory on its way).
    static func matchesExactly(_ pattern: String, _ path: String, isDirectory: Bool) -> Bool {
        var pattern = Substring(pattern)
        if pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) }
        let directoryOnly = pattern.hasSuffix("/")
        while pattern.hasSuffix("/") { pattern = pattern.dropLast() }
        if directoryOnly && !isDirectory || pattern.isEmpty { return false }
        let anchored = pattern.hasPrefix("/")
        if anchored { pattern = pattern.dropFirst() }
        let names = path.split(separator: "/")
        if !anchored && !pattern.contains("/") {
            return names.last.map { fnmatch(String(pattern), String($0), 0) == 0 } ?? false
        }
        return matches(pattern.split(separator: "/")[...], names[...])
    }

    /// Whether `pattern` matches `path` or a directory it is in (`excluded` and `included`
    /// globs, tested on each file).
    static func matches(_ pattern: String, _ path: String) -> Bool {
        if matchesExactly(pattern, path, isDirectory: false) { return true }
        var end = path.startIndex
        while let slash = path[end...].firstIndex(of: "/") {
            if slash > path.startIndex && matchesExactly(pattern, String(path[..<slash]), isDirectory: true) { return true }
            end = path.index(after: slash)
        }
        return false
    }

    private static func matches(_ parts: ArraySlice<Substring>, _ names: ArraySlice<Substring>) -> Bool {
        guard let part = parts.first else { return names.isEmpty }
        if part == "**" {
            if parts.count == 1 { return !names.isEmpty }
            return (0...names.count).contains { matches(parts.dropFirst(), names.dropFirst($0)) }
        }
        guard let name = names.first else { return false }
        return fnmatch(String(part), String(name), 0) == 0 && matches(parts.dropFirst(), names.dropFirst())
    }
}
