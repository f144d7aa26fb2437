import Dispatch
import Foundation
import VFLLint
import VFLSourceScan

/// ProjectHelpers reads, across the Swift, Objective-C and Objective-C++ files of a project, the
/// project's own helpers: functions that take a format and views one by one
/// (`SourceScan.inferredHelpers`), and functions, methods and C functions that hand a format or
/// an array of formats to Auto Layout, directly or through other helpers in any file
/// (`SourceScan.helperDefinitions`). A call in one file of a helper defined in another is then
/// checked (and formatted) as the scanner reads a call in the helper's own file. The project is
/// the run's files and the other source files git tracks in the work trees around them
/// (`sources`): a hook given the staged files reads their calls as a run over the whole
/// repository does, and a helper's name given to another function in a file it was not given
/// still makes the calls unknown.
enum ProjectHelpers {
    /// The files whose helpers a run reads, each with the largest size read: the run's own
    /// (`run`), then the project's others (`others(around:)`).
    static func sources(_ run: [(path: String, largestFile: Int)], loader: ConfigurationLoader,
                        largest: (LintConfiguration) -> Int) -> [(path: String, largestFile: Int)] {
        run + others(around: run.map(\.path), loader: loader, largest: largest)
    }

    /// Every source file git tracks in the work trees around the source files among `run` that
    /// its configuration does not exclude, less `run` itself, each with the largest size read
    /// (`largest` gives its limit). Outside a work tree, or with an index this cannot read, none.
    static func others(around run: [String], loader: ConfigurationLoader,
                       largest: (LintConfiguration) -> Int) -> [(path: String, largestFile: Int)] {
        // A copy: a configuration read only here is not one the run uses or reports.
        var loader = loader
        let currentDirectory = FileManager.default.currentDirectoryPath
        var realDirectories: [String: String?] = [:]
        var indexes: [String: GitIndex] = [:]
        var seen = Set<String>()   // by real path
        for path in run where SourceLanguage(path: path) != nil {
            let absolute = Paths.absolute(path, from: currentDirectory)
            let directory = Paths.parent(absolute)
            if realDirectories[directory] == nil {
                let real = FileWalker.realDirectory(directory)
                realDirectories[directory] = .some(real)
                if let real, let index = GitIndex.around(real) { indexes[index.top] = index }
            }
            guard let real = realDirectories[directory] ?? nil else { continue }
            seen.insert((real == "/" ? "" : real) + "/" + Paths.name(absolute))
        }
        return indexes.keys.sorted().flatMap { tracked(in: indexes[$0]!, loader: &loader, largest: largest) }.filter { !seen.contains($0.path) }
    }

    /// Every source file `index` tracks that its configuration does not exclude, by real path,
    /// each with the largest size read (`largest` gives its limit).
    static func tracked(in index: GitIndex, loader: inout ConfigurationLoader,
                        largest: (LintConfiguration) -> Int) -> [(path: String, largestFile: Int)] {
        var files: [(path: String, largestFile: Int)] = []
        var seen = Set<String>()   // a path in conflict is in the index once per side
        for relative in index.paths where SourceLanguage(path: relative) != nil {
            let path = (index.top == "/" ? "" : index.top) + "/" + relative
            guard seen.insert(path).inserted, !loader.excludes(path), let config = loader.configuration(for: path) else { continue }
            files.append((path, largest(config)))
        }
        return files
    }

    /// The helpers the Swift files among `files`, and the Swift text `buffer` (standard input),
    /// define (a file larger than its limit is not read). Two definitions of one name and label
    /// that name their views differently cancel out (which one a call reaches cannot be told).
    static func infer(_ files: [(path: String, largestFile: Int)], buffer: (bytes: [UInt8], language: SourceLanguage)? = nil,
                      known: [String: DefinedHelpers] = [:]) -> [FormatFunction] {
        var known = known
        return infer(files, buffer: buffer, reading: &known)
    }

    /// `infer`, adding to `known` what each file of `files` not in it yet defines (read here).
    static func infer(_ files: [(path: String, largestFile: Int)], buffer: (bytes: [UInt8], language: SourceLanguage)? = nil,
                      reading known: inout [String: DefinedHelpers]) -> [FormatFunction] {
        // Both kinds of helper a file defines are read from one lexing of it.
        let unread = files.filter { known[$0.path] == nil && SourceLanguage(path: $0.path) != nil }
        let languages = unread.map { SourceLanguage(path: $0.path)! }
        let defined = read(unread.map { ($0.path, $0.largestFile, [UInt8]?.none) }) { index, bytes in
            SourceScan.definedHelpers(bytes, language: languages[index])
        }
        for (file, helpers) in zip(unread, defined) { if let helpers { known[file.path] = helpers } }
        let positional = positionalHelpers(files, buffer: buffer?.language == .swift ? buffer?.bytes : nil, known: known)
        // A function read by its views one by one is read so, never by its signature.
        let signatures = signatureHelpers(files, buffer: buffer, positional: positional, known: known)
        return positional + signatures
    }

    /// The formats the files of `known` keep as constants (`FormatConstant`), each name declared
    /// once or alike in its project, with its file's name and line for notes: for each file,
    /// the constants of the git work tree it is in (of the files outside any, for those), as a
    /// run may cover two projects that declare a name each their own way.
    /// `files`: the other files the constants will be asked for, their work trees found with the
    /// known files' (one look per directory) rather than one by one.
    static func formatConstants(_ known: [String: DefinedHelpers], files: [String] = []) -> ProjectConstants {
        let trees = workTrees(Array(known.keys) + files)
        var all: [String: [FormatConstant]] = [:]
        for path in known.keys.sorted() {
            for var constant in known[path]!.formatConstants where isSeenByOtherFiles(constant, of: path) {
                constant.place = "\(Paths.name(path)):\(constant.line)"
                all[trees[path] ?? "", default: []].append(constant)
            }
        }
        return ProjectConstants(treeOfFile: trees, tables: all.mapValues(FormatConstant.unambiguous))
    }

    /// The format constants of a run's projects (`formatConstants(_:)`), by git work tree.
    struct ProjectConstants {
        /// The work tree of each file read ("" outside any).
        var treeOfFile: [String: String]
        var tables: [String: [String: FormatConstant]]

        /// The constants the file at `path` is read with: those of its work tree (found for a
        /// file that was not read, such as an editor's buffer).
        func constants(for path: String) -> [String: FormatConstant] {
            guard !tables.isEmpty else { return [:] }
            return tables[treeOfFile[path] ?? workTrees([path])[path] ?? ""] ?? [:]
        }
    }

    /// Whether the constant `constant` of the file at `path` is one other files name: a macro or
    /// a `static` constant of a `.m` or `.mm` is that file's own.
    static func isSeenByOtherFiles(_ constant: FormatConstant, of path: String) -> Bool {
        !constant.isHeaderOnly || path.lowercased().hasSuffix(".h")
    }

    /// The git work tree each of `paths` is in (the nearest directory above it holding `.git`),
    /// or "" for a path outside any.
    static func workTrees(_ paths: [String]) -> [String: String] {
        let currentDirectory = FileManager.default.currentDirectoryPath
        var byDirectory: [String: String] = [:]
        var result: [String: String] = [:]
        for path in paths {
            let directory = Paths.parent(Paths.absolute(path, from: currentDirectory))
            if byDirectory[directory] == nil {
                byDirectory[directory] = Paths.workTreeTop(of: FileWalker.realDirectory(directory) ?? directory) ?? ""
            }
            result[path] = byDirectory[directory]
        }
        return result
    }

    /// A constant's literal that no call of its own file is given, but a call of another file
    /// is, was checked there: it is no longer counted among the formats not checked.
    static func countConstantsChecked(_ results: inout [LintedFile?]) {
        var used = Set<String>()
        for result in results { if let result { used.formUnion(result.coverage.usedConstants) } }
        guard !used.isEmpty else { return }
        for index in results.indices {
            guard var file = results[index], let constants = file.definedHelpers?.formatConstants else { continue }
            var changed = false
            for constant in constants where constant.isUnreached && used.contains(constant.name) && isSeenByOtherFiles(constant, of: file.path) {
                // (Its places are kept for `--statistics` only; its count always.)
                var callee = ""
                if let k = file.coverage.unreachedPlaces.firstIndex(where: { $0.line == constant.line && $0.column == constant.column }) {
                    callee = file.coverage.unreachedPlaces.remove(at: k).callee ?? ""
                }
                guard let count = file.coverage.unreachedByCallee[callee], count > 0 else { continue }
                file.coverage.unreachedByCallee[callee] = count > 1 ? count - 1 : nil
                changed = true
            }
            if changed { results[index] = file }
        }
    }

    /// Whether a file linted with only its own helpers (`defined`, what its lint read; nil when
    /// it was not read as text) reads differently with the project's (`helpers`, those not
    /// configured): it names a helper it does not define as the project reads it, or defines
    /// one the project finds ambiguous or drops. A byte search of the file.
    static func changesReading(path: String, helpers: [FormatFunction], defined: DefinedHelpers?) -> Bool {
        guard let defined else { return false }
        let ownPositional = FormatFunction.unambiguous(defined.positional)
        // What the file read as its own and the project does not read the same.
        if !Set(ownPositional).isSubset(of: helpers) { return true }
        let ownSignatures = HelperSignature.unambiguous(sharedWithOtherFiles(defined.signatures, path: path), definitionCounts: [:]).filter { !$0.isAmbiguous }
        let helperSignatures = Set(helpers.compactMap(\.signature)), own = Set(ownSignatures), positional = Set(ownPositional)
        if ownSignatures.contains(where: { !helperSignatures.contains($0) }) { return true }
        let others = helpers.filter { helper in
            if let signature = helper.signature { return !own.contains(signature) }
            return !positional.contains(helper)
        }
        guard !others.isEmpty, let bytes = try? FileBytes.read(path: path).get() else { return false }
        return SourceScan.mentions(any: others.map { Array(($0.signature.map { $0.style == .objc ? $0.labels.first ?? "" : $0.name } ?? $0.name).utf8) }
                                       .filter { !$0.isEmpty } + (others.contains { $0.signature?.labels.first == "" } ? [Array(":".utf8)] : []), in: bytes)
    }

    /// For each of `candidates` (a file of the run and its internal Swift dictionary properties
    /// read only as hints, `DefinedHelpers.unsealedProperties`), those no other Swift file of its
    /// git work tree (tracked, untracked or ignored, whatever the configuration excludes) nor of
    /// `sources` names in a way that may reach them (`SourceScan.propertiesNamed`). Outside a
    /// work tree, none: a file the run was not given may write them. (Sources a build takes
    /// from outside the work tree, through a symbolic link or a path in the project file, are
    /// not seen: the work tree is taken to be the project.)
    static func sealedProperties(_ candidates: [(path: String, names: [String], types: [String])],
                                 sources: [(path: String, largestFile: Int)]) -> [String: Set<String>] {
        let currentDirectory = FileManager.default.currentDirectoryPath
        // A file by its real directory and name, so one reached by two paths is one (each
        // directory resolved once).
        var realDirectories: [String: String] = [:]
        func identity(_ path: String) -> String {
            let absolute = Paths.absolute(path, from: currentDirectory), parent = Paths.parent(absolute)
            if realDirectories[parent] == nil { realDirectories[parent] = FileWalker.realDirectory(parent) ?? parent }
            return realDirectories[parent]! + "/" + Paths.name(absolute)
        }
        var tops = Set<String>()
        let inTree = candidates.filter { candidate in
            guard let top = FileWalker.realDirectory(Paths.parent(Paths.absolute(candidate.path, from: currentDirectory))).flatMap({ GitIndex.around($0)?.top })
            else { return false }
            tops.insert(top)
            return true
        }
        guard !inTree.isEmpty else { return [:] }
        var files: [String: String] = [:]   // identity: path
        for source in sources where SourceLanguage(path: source.path) == .swift { files[identity(source.path)] = source.path }
        for top in tops.sorted() {
            var problems: [String] = []
            // Ignored files too: a build may compile generated sources git ignores.
            guard case .success(let found) = FileWalker.collect(top, honourIgnores: false, problems: &problems), problems.isEmpty else { return [:] }
            for path in found where SourceLanguage(path: path) == .swift { files[identity(path)] = path }
        }
        let identities = files.keys.sorted()
        let names = Array(Set(inTree.flatMap { $0.names })).sorted(), types = Array(Set(inTree.flatMap { $0.types })).sorted()
        let sources = identities.map { (files[$0]!, SourceScan.largestFile, [UInt8]?.none) }
        // A byte search first; the files that hold a name otherwise than after a `.` are lexed,
        // unless more than `lexedFilesLimit` do (a name that common stays hints: bounded work).
        let searched = read(sources) { _, bytes -> (reached: Set<String>, bare: [String], extended: Set<String>) in
            let named = SourceScan.propertiesNamedByBytes(names, in: bytes, language: .swift)
            return (named.reached, named.bare, SourceScan.typesBuiltOn(types, in: bytes, language: .swift))
        }
        let lexable = Set(names.filter { name in searched.filter { $0?.bare.contains(name) == true }.count <= lexedFilesLimit })
        let lexed = read(sources, skip: searched.map { $0.map { !$0.bare.contains(where: lexable.contains) } ?? true }) { index, bytes in
            SourceScan.propertiesNamed(searched[index]!.bare.filter(lexable.contains), in: bytes, language: .swift)
        }
        let reached = zip(searched, lexed).map { searched, lexed -> Set<String>? in
            guard let searched else { return nil }
            let bare = Set(searched.bare)
            return searched.reached.union(bare.subtracting(lexable)).union(lexed ?? bare)
        }
        var sealed: [String: Set<String>] = [:]
        for candidate in inTree {
            let own = identity(candidate.path)
            var open = Set(candidate.names)
            // A file that cannot be read may name them; one building on the candidate's type (an
            // extension adding a protocol, a subclass, an alias) reaches them all.
            for (index, (file, names)) in zip(identities, reached).enumerated() where file != own {
                let extends = searched[index].map { !$0.extended.isDisjoint(with: candidate.types) } ?? true
                open.subtract(extends ? Set(candidate.names) : names ?? Set(candidate.names))
            }
            if !open.isEmpty { sealed[candidate.path] = open }
        }
        return sealed
    }

    /// The most files `sealedProperties` lexes for one name.
    static let lexedFilesLimit = 1_000

    /// The most rounds `signatureHelpers` reads: a chain of helpers across files is found one
    /// link a round.
    static let helperRounds = 6

    /// The helpers the files among `files` (and the text `buffer`, standard input) define that
    /// hand a format or each of an array of formats to Auto Layout, one link of a chain across
    /// files a round: first in the files that call the API, then in those that name a helper the
    /// last round found. A signature the project also gives a function that is no such helper is
    /// kept, marked ambiguous, so no file reads it as its own.
    static func signatureHelpers(_ files: [(path: String, largestFile: Int)], buffer: (bytes: [UInt8], language: SourceLanguage)?,
                                 positional positionalHelpers: [FormatFunction] = [], known defined: [String: DefinedHelpers] = [:]) -> [FormatFunction] {
        let positional = Set(positionalHelpers.map(\.name))
        var sources = files.filter { SourceLanguage(path: $0.path) != nil }.map { ($0.path, $0.largestFile, [UInt8]?.none) }
        if let buffer { sources.append(("", Int.max, buffer.bytes)) }
        let languages = sources.map { $0.2 != nil ? buffer!.language : SourceLanguage(path: $0.0)! }
        let paths = sources.map(\.0)
        var perFile = [[HelperSignature]](repeating: [], count: sources.count)
        // The first round's reading of the files a lint has read already.
        let readBefore = sources.map { source in defined[source.0].map { sharedWithOtherFiles($0.signatures, path: source.0) } }
        for (index, signatures) in readBefore.enumerated() { perFile[index] = signatures ?? [] }
        var markers: [[UInt8]] = []
        // A helper may pass its format on to one that takes its views one by one, in any file:
        // those are known from the first round, and the files that name one are read again in
        // the second, knowing the whole project's.
        var known: [FormatFunction] = positionalHelpers
        for round in 0..<helperRounds {
            let knownNow = known, markersNow = markers
            let first = round == 0
            let found = read(sources, skip: first ? readBefore.map { $0 != nil } : nil) { index, bytes -> [HelperSignature]? in
                guard first ? SourceScan.mayPassFormatOn(bytes) : SourceScan.mentions(any: markersNow, in: bytes) else { return nil }
                return sharedWithOtherFiles(SourceScan.helperDefinitions(bytes, language: languages[index], known: knownNow), path: paths[index])
            }
            var new: [HelperSignature] = [], newSet = Set<HelperSignature>()
            // How many times each definition is in `perFile`, kept as files are read again.
            var inFiles: [HelperSignature: Int] = [:]
            for definition in perFile.joined() { inFiles[definition, default: 0] += 1 }
            for (index, definitions) in found.enumerated() {
                guard let definitions else { continue }
                if first && readBefore[index] != nil { continue }
                for definition in definitions where inFiles[definition, default: 0] == 0 && newSet.insert(definition).inserted { new.append(definition) }
                for definition in perFile[index] { inFiles[definition]! -= 1 }
                for definition in definitions { inFiles[definition, default: 0] += 1 }
                perFile[index] = definitions
            }
            if first { for signatures in readBefore.compactMap({ $0 }) { for s in signatures where newSet.insert(s).inserted { new.append(s) } } }
            guard !new.isEmpty || first && !positional.isEmpty else { break }
            known = positionalHelpers + HelperSignature.unambiguous(perFile.joined().filter { $0.style != .swift || !positional.contains($0.name) },
                                                                    definitionCounts: [:]).map(\.function)
            markers = new.map { Array(($0.style == .objc ? $0.labels.first ?? "" : $0.name).utf8) }.filter { !$0.isEmpty }
            if first { markers += positional.sorted().map { Array($0.utf8) } }
        }
        let swiftAndOthers = perFile.joined().filter { $0.style != .swift || !positional.contains($0.name) }
        // A Swift method marked `@objc` is called from Objective-C by its selector too.
        let definitions = swiftAndOthers + swiftAndOthers.compactMap(\.objcVariant)
        guard !definitions.isEmpty else { return [] }
        // An Objective-C method is called from Swift by the name Swift imports it as (not a
        // Swift method's `@objc` selector, which Swift calls by its own name). A method of the
        // other kind (instance or class) with the selector, in any class, is imported alike.
        let imported = swiftAndOthers.compactMap(\.swiftVariant)
        let twins = swiftAndOthers.filter { $0.swiftVariant != nil }.map { original -> HelperSignature in
            var twin = original
            twin.isClassMethod.toggle()
            return twin
        }
        // The Swift names the project gives Objective-C methods by hand, and so the names a Swift
        // subclass may override an Objective-C helper by (`swiftOverrideCandidates`).
        var swiftNames: [SwiftName] = []
        let selectors = Set(swiftAndOthers.filter { $0.style == .objc && !$0.isMacro }.map(\.labels))
        if !selectors.isEmpty {
            for named in read(sources, { index, bytes -> [SwiftName]? in
                languages[index] == .objc ? SourceScan.swiftNames(bytes, language: .objc, selectors: selectors) : nil
            }) { swiftNames += named ?? [] }
        }
        let named = Dictionary(grouping: swiftNames, by: \.selector)
        let candidates = Dictionary(swiftAndOthers.map { ($0.key, $0.swiftOverrideCandidates(named: named[$0.labels] ?? [])) }, uniquingKeysWith: { a, _ in a })
        // Swift 1 and 2 call a Swift helper without its first label (`swift2Variant`).
        let legacy = swiftAndOthers.compactMap(\.swift2Variant)
        // A call leaving out parameters with a default reaches another function declared with
        // just the labels it writes, where there is one (`callsReachingOthers`).
        let defaultedVariants = definitions.flatMap(\.defaultedVariants)
        let counted = definitions + imported + twins + candidates.values.joined() + legacy + defaultedVariants
        let names = Array(Set((counted).map { Array(($0.style == .objc ? $0.labels.first ?? "" : $0.name).utf8) }))
        // The Swift overrides whose name may be an Objective-C instance helper's, each once, by
        // their name lower-cased.
        let overrideNames = Set(swiftAndOthers.flatMap(\.importedNamesLowercased))
        var counts: [String: Int] = [:]
        var methods: [[UInt8]: Set<SwiftOverride>] = [:]
        for file in read(sources, { index, bytes in
            SourceScan.helperDefinitionsAndOverrides(bytes, language: languages[index], of: counted, names: names, overrideNames: overrideNames)
        }) {
            guard let file else { continue }
            counts.merge(file.counts, uniquingKeysWith: +)
            for method in file.overrides { methods[Array(method.name.lowercased().utf8), default: []].insert(method) }
        }
        let overrides = methods.mapValues { $0.map(ImportedNames.Method.init) }
        // An Objective-C method a Swift subclass overrides under its imported name (or a name it
        // may be imported by): a message may reach the override instead, which passes on other
        // views: not read.
        let overridden = Set(definitions.filter { $0.style == .swift && $0.isOverride }.map(\.key))
        // Without a name given by hand, any override whose name the import may give it counts.
        let helpers = HelperSignature.unambiguous(definitions, definitionCounts: counts).map { helper -> HelperSignature in
            guard helper.style == .objc, let variant = helper.swiftVariant,
                  ([variant] + (candidates[helper.key] ?? [])).contains(where: { overridden.contains($0.key) || (counts[$0.key + HelperSignature.overrideSuffix] ?? 0) > 0 })
                    || !helper.isNamedByHand(in: named[helper.labels] ?? [])
                    && ImportedNames(helper, declarations: (named[helper.labels] ?? []).filter { $0.name.isEmpty }).map({ matcher in
                        matcher.names.contains { (overrides[$0] ?? []).contains(where: matcher.match) }
                    }) == true
            else { return helper }
            var unread = helper
            unread.isAmbiguous = true
            return unread
        }
        // Not when the original is ambiguous, nor when Swift defines a function of that name
        // and labels itself (which a Swift call would reach).
        let readable = Set(helpers.filter { !$0.isAmbiguous }.map(\.key))
        let keys = Set(helpers.map(\.key))
        let importedHelpers = swiftAndOthers.filter { original in
            var twin = original
            twin.isClassMethod.toggle()
            return readable.contains(original.key) && (counts[twin.key] ?? 0) == 0 && !keys.contains(twin.key)
        }.compactMap(\.swiftVariant).filter { (counts[$0.key] ?? 0) == 0 && !keys.contains($0.key) }
        let legacyHelpers = swiftAndOthers.filter { readable.contains($0.key) }.compactMap(\.swift2Variant)
            .filter { (counts[$0.key] ?? 0) == 0 && !keys.contains($0.key) }
        let all = helpers + HelperSignature.unambiguous(importedHelpers + legacyHelpers, definitionCounts: [:])
        // (With the Swift names Objective-C methods are given by hand: `NS_SWIFT_NAME(lay(_:views:))`.)
        let allKeys = Set(all.map(\.key)).union(swiftNames.compactMap(\.swiftKey))
        return all.map { helper -> FormatFunction in
            var helper = helper.checkingStoringType(counts)
            (helper.callsReachingOthers, helper.callsReachingOthersUnlessLiteral) = callsReachingOthers(helper, allKeys: allKeys) { counts[$0] ?? 0 }
            // A method of a struct sent to a value its initializer made reaches only the
            // functions written in no other type's body, when each declaration of the name is
            // such a struct (copies of it in two modules), none another type.
            if let type = helper.storingType, case let copies = counts[helper.key + HelperSignature.memberSuffix(type)] ?? 0,
               copies > 0, counts[HelperSignature.typeDeclarationsSuffix(type)] == copies {
                (helper.callsOnOwnValueReachingOthers, helper.callsOnOwnValueReachingOthersUnlessLiteral) = callsReachingOthers(helper, allKeys: allKeys) { key in
                    (counts[key] ?? 0) - (counts[key + HelperSignature.memberSuffix(nil)] ?? 0) + (counts[key + HelperSignature.memberSuffix(type)] ?? 0)
                }
            } else {
                helper.callsOnOwnValueReachingOthers = helper.callsReachingOthers
                helper.callsOnOwnValueReachingOthersUnlessLiteral = helper.callsReachingOthersUnlessLiteral
            }
            return helper.function
        }
    }

    /// The labels of the calls of `helper` leaving out parameters with a default that reach
    /// another function of the project (`HelperSignature.callsReachingOthers`), and those that
    /// do so unless their format is a literal, from the project's definitions as `count` gives
    /// them (a key of `definitionCounts` to how many).
    private static func callsReachingOthers(_ helper: HelperSignature, allKeys: Set<String>,
                                            count: (String) -> Int) -> (reaching: [[String]], unlessLiteral: [[String]]) {
        // Another function takes the call: declared with its labels, or with more, defaulted
        // (each definition of the helper itself counts once among the latter).
        let reaching = helper.defaultedVariants.filter { variant in
            count(variant.key) > 0 || allKeys.contains(variant.key)
                || count(variant.key + HelperSignature.reachedByDefaultsSuffix) > count(helper.key)
        }
        // Those only functions reach that take no string where the call writes its format:
        // a literal format is the helper's (`add(_ constraint: NSLayoutConstraint)` beside it).
        func takesLiteralsOnly(_ variant: HelperSignature) -> Bool {
            let others = count(variant.key)
            return variant.format >= 0 && others > 0 && !allKeys.contains(variant.key)
                && count(variant.key + HelperSignature.reachedByDefaultsSuffix) <= count(helper.key)
                && count(variant.key + HelperSignature.noStringSuffix(variant.format)) == others
        }
        return (reaching.filter { !takesLiteralsOnly($0) }.map(\.labels), reaching.filter(takesLiteralsOnly).map(\.labels))
    }

    /// The helpers among `definitions`, which the file at `path` defines, that other files can
    /// call: a macro only when a header defines it (any file may include one, often through a
    /// prefix header); one a `.m` or `.mm` file defines is its own.
    static func sharedWithOtherFiles(_ definitions: [HelperSignature], path: String) -> [HelperSignature] {
        path.lowercased().hasSuffix(".h") ? definitions : definitions.filter { !$0.isMacro }
    }

    /// `transform` of the index and bytes of each source (a path, or bytes held), read in
    /// parallel; nil for a file that cannot be read or is larger than its limit, or is skipped.
    private static func read<T>(_ sources: [(String, Int, [UInt8]?)], skip: [Bool]? = nil,
                                _ transform: @escaping @Sendable (Int, [UInt8]) -> T?) -> [T?] {
        var results = [T?](repeating: nil, count: sources.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: sources.count) { index in
                if skip?[index] == true { return }
                let (path, largest, held) = sources[index]
                if let held { base[index] = transform(index, held); return }
                // (A file over the limit is refused before it is read.)
                guard let bytes = try? FileBytes.read(path: path, limit: largest).get() else { return }
                base[index] = transform(index, bytes)
            }
        }
        return results
    }

    /// The Swift helpers that take a format and views one by one (`SourceScan.inferredHelpers`).
    static func positionalHelpers(_ files: [(path: String, largestFile: Int)], buffer: [UInt8]?,
                                  known: [String: DefinedHelpers] = [:]) -> [FormatFunction] {
        let swift = files.filter { SourceLanguage(path: $0.path) == .swift }
        // A file a lint has read is not lexed again.
        var definitions = swift.compactMap { known[$0.path]?.positional }.flatMap { $0 }
        definitions += read(swift.filter { known[$0.path] == nil }) { SourceScan.inferredHelperDefinitions($0, language: .swift) }.joined()
        if let buffer { definitions += SourceScan.inferredHelperDefinitions(buffer, language: .swift) }
        // A helper's name given to another function in any file of the run (`func NAME`, of any
        // shape) makes its calls ambiguous: counted in the bytes of every Swift file.
        let helpers = definitions.filter { $0.positionalKeys != nil }
        let names = Array(Set(helpers.map(\.name)))
        guard !names.isEmpty else { return [] }
        var written = read(swift) { bytes in names.map { SourceScan.definitionCount(of: $0, in: bytes) } }
        if let buffer { written.append(names.map { SourceScan.definitionCount(of: $0, in: buffer) }) }
        for (n, name) in names.enumerated() {
            let total = written.reduce(0) { $0 + ($1.isEmpty ? 0 : $1[n]) }
            for helper in helpers where helper.name == name && total > helpers.filter({ $0.name == name }).count {
                definitions.append(FormatFunction(name: helper.name, formatLabel: helper.formatLabel))
            }
        }
        return FormatFunction.unambiguous(definitions)
    }

    /// `transform` of the bytes of each file, read in parallel; empty for a file that cannot be
    /// read or is larger than its limit (a file of the run is then reported by the run, which
    /// reads it for itself; another file of the project is not the run's to report).
    private static func read<T>(_ files: [(path: String, largestFile: Int)], _ transform: @escaping @Sendable ([UInt8]) -> [T]) -> [[T]] {
        read(files.map { ($0.path, $0.largestFile, [UInt8]?.none) }) { _, bytes in transform(bytes) }.map { $0 ?? [] }
    }

    /// The functions standard input named `name` (`--stdin-filename`, `--assume-filename`) is
    /// read with: as the file of that name in a run, its helpers read from the buffer and the
    /// project's other files (not the file's copy on disk: the buffer is its newer text).
    static func functions(forBuffer bytes: [UInt8], named name: String, _ configured: [FormatFunction],
                          loader: ConfigurationLoader, largest: (LintConfiguration) -> Int) -> [FormatFunction] {
        reading(forBuffer: bytes, named: name, configured, loader: loader, largest: largest).functions
    }

    /// `functions(forBuffer:…)`, the formats the project's other files keep as constants
    /// (`formatConstants`) and its labelled functions (`labelledFunctions`), as a run reads the
    /// file of that name.
    static func reading(forBuffer bytes: [UInt8], named name: String, _ configured: [FormatFunction], loader: ConfigurationLoader,
                        largest: (LintConfiguration) -> Int)
        -> (functions: [FormatFunction], constants: [String: FormatConstant], labelled: [LabelledFunction]) {
        guard let language = SourceLanguage(path: name) else { return (configured, [:], []) }
        let project = others(around: [name], loader: loader, largest: largest)
        var known: [String: DefinedHelpers] = [:]
        let helpers = infer(project, buffer: (bytes, language), reading: &known)
        let constants = formatConstants(known).constants(for: name)
        return (functions(for: name, configured, helpers: helpers), constants, labelledFunctions(known))
    }

    /// The `constraints(withVisualFormat:…)` the files of `known` declare
    /// (`DefinedHelpers.labelledFunctions`): a Swift call reaching one is not Apple's method.
    static func labelledFunctions(_ known: [String: DefinedHelpers]) -> [LabelledFunction] {
        var seen = Set<LabelledFunction>()
        return known.keys.sorted().flatMap { known[$0]!.labelledFunctions }.filter { seen.insert($0).inserted }
    }

    /// The dictionary properties of standard input named `name` that no other file of the
    /// project names (`sealedProperties`), as a run reads the file of that name.
    static func sealedProperties(forBuffer bytes: [UInt8], language: SourceLanguage, named name: String, functions: [FormatFunction],
                                 loader: ConfigurationLoader, largest: (LintConfiguration) -> Int) -> Set<String> {
        guard let defined = SourceScan.scan(bytes, language: language, functions: functions, facts: []).definedHelpers, !defined.unsealedProperties.isEmpty else { return [] }
        return sealedProperties([(name, defined.unsealedProperties, defined.unsealedTypes)], sources: others(around: [name], loader: loader, largest: largest))[name] ?? []
    }

    /// The language server's reading of the project's helpers: an open document's are those its
    /// file is read with by vfl-lint, kept for each work tree (every document in it shares them).
    /// The list of files is read again when git's index has changed (looked at on every lookup:
    /// a `stat`), the files when one of them has changed on disk, which a lookup looks at when a
    /// second has passed since the last look (a `stat` a file: 25 ms for 10,000 files here, too
    /// much for every keystroke). The scanner reads the helpers of the document's own text.
    final class Cache {
        private struct Project {
            var indexStamp: FileStamp?   // of the index the files were listed from
            var files: [(path: String, largestFile: Int)]
            var tracked: Set<String>
            var stamps: [FileStamp?] = []
            var checked: UInt64 = 0   // when the stamps were last compared (ns of uptime)
            var helpers: [FormatFunction] = []
            var constants: [String: FormatConstant] = [:]
            var labelled: [LabelledFunction] = []
        }
        /// By the real path of the work tree's top.
        private var projects: [String: Project] = [:]
        static let interval: UInt64 = 1_000_000_000

        /// Makes the next lookup of each project compare its files' stamps, however recent the
        /// last look (a file of it was saved: its helpers and constants may have changed).
        func lookAgain() {
            for top in projects.keys where projects[top]!.checked != 0 { projects[top]!.checked = 1 }
        }

        /// The functions the document at `path` is read with (`functions(for:_:helpers:)`), the
        /// formats the files of its project keep as constants (`formatConstants`), and its
        /// labelled functions (`labelledFunctions`).
        func reading(for path: String, _ configured: [FormatFunction], loader: ConfigurationLoader,
                     largest: (LintConfiguration) -> Int) -> (functions: [FormatFunction], constants: [String: FormatConstant], labelled: [LabelledFunction]) {
            guard SourceLanguage(path: path) != nil else { return (configured, [:], []) }
            let absolute = Paths.absolute(path, from: FileManager.default.currentDirectoryPath)
            // Outside a work tree a file is read with its own helpers, which the scanner reads.
            guard let directory = FileWalker.realDirectory(Paths.parent(absolute)), let index = GitIndex.around(directory) else {
                return (configured, [:], [])
            }
            var project: Project
            if let known = projects[index.top], known.indexStamp == index.stamp {
                project = known
            } else {
                var loader = loader   // a copy, as in `others(around:)`
                let files = tracked(in: index, loader: &loader, largest: largest)
                project = Project(indexStamp: index.stamp, files: files, tracked: Set(files.map(\.path)))
            }
            let now = DispatchTime.now().uptimeNanoseconds
            if project.checked == 0 || now - project.checked >= Self.interval {
                let stamps = project.files.map { FileStamp.of($0.path) }
                if project.checked == 0 || stamps != project.stamps {
                    var known: [String: DefinedHelpers] = [:]
                    project.helpers = infer(project.files, reading: &known)
                    project.constants = formatConstants(known).constants(for: absolute)
                    project.labelled = labelledFunctions(known)
                    project.stamps = stamps
                }
                project.checked = now
            }
            projects[index.top] = project
            var helpers = project.helpers
            let document = (directory == "/" ? "" : directory) + "/" + Paths.name(absolute)
            if !helpers.isEmpty && !project.tracked.contains(document) {
                // A document git does not track (or `excluded`) is not among the files: a
                // function of a helper's name it defines on disk makes that helper's calls
                // unknown, as a run naming the file reads it.
                let bytes = FileManager.default.contents(atPath: document).map { [UInt8]($0) } ?? []
                helpers.removeAll { $0.signature == nil && SourceScan.definitionCount(of: $0.name, in: bytes) > 0 }
            }
            return (ProjectHelpers.functions(for: path, configured, helpers: helpers), project.constants, project.labelled)
        }
    }

    /// `functions(for:_:helpers:)` of the files of a run: the files of one kind (Swift or not)
    /// with the same configured functions share one list, so a project with many helpers holds
    /// a list per kind and configuration, not one per file.
    struct FunctionLists {
        let helpers: [FormatFunction]
        private var lists: [Key: [FormatFunction]] = [:]

        private struct Key: Hashable {
            var isSwift: Bool
            var configured: [FormatFunction]
        }

        init(helpers: [FormatFunction]) { self.helpers = helpers }

        mutating func functions(for path: String, _ configured: [FormatFunction]) -> [FormatFunction] {
            guard let language = SourceLanguage(path: path) else { return configured }
            let key = Key(isSwift: language == .swift, configured: configured)
            if let known = lists[key] { return known }
            let list = ProjectHelpers.functions(for: path, configured, helpers: helpers)
            lists[key] = list
            return list
        }
    }

    /// The functions a file is read with: the configuration's, then the project's helpers of its
    /// language it does not register itself (a registered one wins).
    static func functions(for path: String, _ configured: [FormatFunction], helpers: [FormatFunction]) -> [FormatFunction] {
        guard let language = SourceLanguage(path: path) else { return configured }
        return configured + helpers.filter { helper in
            let style = helper.signature?.style ?? .swift
            return (language == .swift) == (style == .swift) && !configured.contains { $0.isCalled(as: helper) }
        }
    }
}
