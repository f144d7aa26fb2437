import VFLSemantics
import VFLSyntax

/// EdgeInsets are four distances from a rectangle's edges, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same distance on every edge.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
}

/// ViewSpec is what a layout file declares about one view.
public struct ViewSpec: Hashable, Sendable {
    /// The intrinsic content size (width, height), either may be nil (no intrinsic size on that axis).
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// Content hugging priority per axis (default 250).
    public var hugging: (horizontal: Double, vertical: Double) = (250, 250)
    /// Compression resistance priority per axis (default 750).
    public var compression: (horizontal: Double, vertical: Double) = (750, 750)
    /// The baseline's distance from the top; nil means the bottom edge (a plain view's baseline).
    public var baseline: Double?
    /// `in NAME`: the superview; nil is the root view (the container).
    public var superview: String?
    /// Where `in NAME` names the superview, for diagnostics.
    public var superviewRange: ByteRange?
    /// `margins`: the view's own directional layout margins (top leading bottom trailing); nil is 8 on every edge.
    public var margins: EdgeInsets?
    /// `preservesSuperviewLayoutMargins true`.
    public var preservesSuperviewLayoutMargins = false
    /// `insetsLayoutMarginsFromSafeArea false` turns off adding the safe area to the margins.
    public var insetsLayoutMarginsFromSafeArea = true
    /// `frame X,Y,W,H` in the superview: the view keeps `translatesAutoresizingMaskIntoConstraints = true`.
    public var frame: Frame?
    /// `autoresizing …`: the autoresizing mask of a view with a frame.
    public var autoresizing: AutoresizingMask = []
    /// Where the view is declared (its name in the `view` line), for diagnostics.
    public var declaration: ByteRange?

    public init() {}

    public static func == (a: ViewSpec, b: ViewSpec) -> Bool {
        a.intrinsicWidth == b.intrinsicWidth && a.intrinsicHeight == b.intrinsicHeight
            && a.hugging == b.hugging && a.compression == b.compression && a.baseline == b.baseline
            && a.superview == b.superview && a.margins == b.margins && a.frame == b.frame && a.autoresizing == b.autoresizing
            && a.preservesSuperviewLayoutMargins == b.preservesSuperviewLayoutMargins
            && a.insetsLayoutMarginsFromSafeArea == b.insetsLayoutMarginsFromSafeArea
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(intrinsicWidth)
        hasher.combine(intrinsicHeight)
        hasher.combine(baseline)
    }
}

/// LayoutFormat is one format line of a layout file.
public struct LayoutFormat: Sendable {
    /// The format's bytes.
    public var text: [UInt8]
    /// Where the format starts in the file.
    public var offset: Int
    /// The 1-based line.
    public var line: Int
    /// The options written after it.
    public var options: FormatOptions
    /// Its syntax tree and syntax diagnostics: a layout's format is parsed once, when it is read.
    public let parsed: ParseResult

    init(text: [UInt8], offset: Int, line: Int, options: FormatOptions, parser: inout Parser) {
        self.text = text
        self.offset = offset
        self.line = line
        self.options = options
        parsed = parser.parse(bytes: text)
    }

    /// The format as a string.
    public var string: String { String(decoding: text, as: UTF8.self) }
}

/// LayoutFile is a parsed `.vfl` layout file (grammar: `Grammar/LayoutFile.ebnf`): a container
/// size, platform, margins, metrics, views with intrinsic sizes, and formats with options.
public struct LayoutFile: Sendable {
    /// The file's bytes; every range in `diagnostics` is a byte range of it.
    public var source: [UInt8]
    /// `size WxH`, or nil.
    public var size: (width: Double, height: Double)?
    /// `platform ios|macos` (default ios).
    public var platform: Platform = .ios
    /// `margins N` or `margins top leading bottom trailing`: the root view's own margins (default
    /// 8; a view controller's root view: 0 top and bottom, the system minimum leading and trailing).
    public var margins = EdgeInsets(all: 8)
    /// Whether `margins` was written (a controller's root view otherwise takes its profile).
    public var marginsDeclared = false
    /// `root view|controller`: whether the root is a plain view or a view controller's view.
    public var root: RootKind = .view
    /// `sizeclass compact|regular`: the horizontal size class (default compact).
    public var sizeClass: SizeClass = .compact
    /// `direction ltr|rtl`: the layout direction of the whole layout.
    public var direction: LayoutDirection = .leftToRight
    /// `safearea top left bottom right`: the root's safe-area insets (status bar, notch, home indicator).
    public var safeArea = SafeAreaInsets.zero
    /// `additionalsafearea top left bottom right`: the view controller's `additionalSafeAreaInsets`.
    public var additionalSafeArea = SafeAreaInsets.zero
    /// `designed WxH`: the root's size when the frames of autoresizing views were written (default: `size`).
    public var designed: (width: Double, height: Double)?
    /// `device NAME`: the preset that set the size, safe area and size class, if any.
    public var device: DevicePreset?
    /// `guide NAME in VIEW` and `guide NAME topLayoutGuide|bottomLayoutGuide`.
    public var guides: [String: GuideSpec] = [:]
    /// Constraints written in Apple's description syntax, in file order.
    public var equations: [LayoutEquation] = []
    /// `metrics name=value …`.
    public var metrics: [String: Double] = [:]
    /// `views a b c`: the keys of the views dictionary; nil when not declared (the names the
    /// formats write in view position).
    public var views: Set<String>? = nil
    /// `view name …` declarations.
    public var viewSpecs: [String: ViewSpec] = [:]
    /// The formats, in file order.
    public var formats: [LayoutFormat] = []
    /// Mistakes in the file's own lines (not in the formats).
    public var diagnostics: [Diagnostic] = []

    /// The names the formats write in view position (`[name…`), in all formats together: a
    /// layout shares one views dictionary.
    public var viewsInFormats: Set<String> = []

    /// The environment a format of this file is checked and lowered in: the declared views, or
    /// else every view any format of the file names.
    public func environment(for format: LayoutFormat) -> FormatEnvironment {
        FormatEnvironment(views: views ?? viewsInFormats, metrics: metrics, options: format.options, platform: platform)
    }

    /// Parses a layout file; never fails (mistakes become diagnostics).
    public static func parse(_ text: String) -> LayoutFile { parse(bytes: Array(text.utf8)) }

    /// Parses a layout file given as bytes.
    public static func parse(bytes: [UInt8]) -> LayoutFile {
        var file = LayoutFile(source: bytes)
        for line in LayoutLines.split(bytes) {
            file.parseLine(line)
        }
        for format in file.formats {
            let syntax = format.parsed.syntax
            for view in syntax.views where !view.name.isEmpty { file.viewsInFormats.insert(syntax.text(view.name)) }
        }
        return file
    }

    init(source: [UInt8]) { self.source = source }

    /// A layout built in code rather than read from a file: add formats with `add(_:options:)`
    /// and views with intrinsic sizes through `viewSpecs`.
    public init(size: (width: Double, height: Double)? = nil, platform: Platform = .ios, margins: EdgeInsets = EdgeInsets(all: 8),
                metrics: [String: Double] = [:], views: Set<String>? = nil) {
        self.source = []
        self.size = size
        self.platform = platform
        self.margins = margins
        self.metrics = metrics
        self.views = views
    }

    /// Adds a format (one line of `source`, so diagnostics point into it) with its options.
    public mutating func add(_ format: String, options: FormatOptions = []) {
        let text = Array(format.utf8)
        let offset = source.count
        source += text + [UInt8(ascii: "\n")]
        var parser = Parser()
        let format = LayoutFormat(text: text, offset: offset, line: formats.count + 1, options: options, parser: &parser)
        formats.append(format)
        let syntax = format.parsed.syntax
        for view in syntax.views where !view.name.isEmpty { viewsInFormats.insert(syntax.text(view.name)) }
    }

    /// A word of a line: its byte range in the file.
    struct Word {
        var start: Int
        var end: Int

        init(_ range: ByteRange) {
            start = range.lowerBound
            end = range.upperBound
        }
    }

    func text(_ word: Word) -> String { String(decoding: source[word.start..<word.end], as: UTF8.self) }

    private mutating func parseLine(_ line: LayoutLine) {
        guard let first = line.words.first else { return }
        if let format = line.format {
            parseFormat(Word(format), line.options.map(Word.init), line: line.number)
            return
        }
        if let equation = line.equation {
            parseEquation(equation, line: line.number)
            return
        }
        let keyword = Word(first)
        let arguments = line.words.dropFirst().map(Word.init)
        switch text(keyword) {
        case "size": parseSize(keyword, arguments)
        case "platform": parsePlatform(keyword, arguments)
        case "margins": parseMargins(keyword, arguments)
        case "metrics": parseMetrics(keyword, arguments)
        case "views": parseViews(keyword, arguments)
        case "direction": parseDirection(keyword, arguments)
        case "safearea", "additionalsafearea": parseSafeArea(keyword, arguments)
        case "designed": parseDesigned(keyword, arguments)
        case "root": parseRoot(keyword, arguments)
        case "sizeclass": parseSizeClass(keyword, arguments)
        case "device": parseDevice(keyword, arguments)
        case "guide": parseGuide(keyword, arguments)
        default: parseView(keyword, arguments)
        }
    }

    mutating func problem(_ range: Word, _ message: String, notes: [DiagnosticNote] = []) {
        diagnostics.append(Diagnostic(.layoutFileSyntax, ByteRange(range.start, range.end), message, notes: notes))
    }

    mutating func problem(after word: Word, _ message: String) {
        diagnostics.append(Diagnostic(.layoutFileSyntax, ByteRange(at: word.end), message))
    }

    /// A finite number written as a plain decimal (`12`, `0.5`, `-3`).
    static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `WxH` as two numbers (plain decimals).
    public static func pair(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = number(parts[0]), let b = number(parts[1]) else { return nil }
        return (a, b)
    }

    private mutating func parseSize(_ keyword: Word, _ arguments: [Word]) {
        guard arguments.count == 1, let (w, h) = LayoutFile.pair(text(arguments[0])), w >= 0, h >= 0 else {
            if let extra = arguments.first { problem(extra, "'size' takes one WIDTHxHEIGHT, like 'size 375x667'") }
            else { problem(after: keyword, "'size' needs WIDTHxHEIGHT, like 'size 375x667'") }
            return
        }
        size = (w, h)
    }

    private mutating func parsePlatform(_ keyword: Word, _ arguments: [Word]) {
        guard arguments.count == 1, let platform = Platform(rawValue: text(arguments[0])) else {
            if let extra = arguments.first { problem(extra, "'platform' is 'ios' or 'macos'") }
            else { problem(after: keyword, "'platform' needs 'ios' or 'macos'") }
            return
        }
        self.platform = platform
    }

    private mutating func parseMargins(_ keyword: Word, _ arguments: [Word]) {
        let values = arguments.map { LayoutFile.number(Substring(text($0))) }
        if values.count == 1, let all = values[0] {
            margins = EdgeInsets(all: all)
            marginsDeclared = true
        } else if values.count == 4, let top = values[0], let leading = values[1], let bottom = values[2], let trailing = values[3] {
            margins = EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
            marginsDeclared = true
        } else if let first = arguments.first {
            problem(first, "'margins' takes one number, or four: top leading bottom trailing")
        } else {
            problem(after: keyword, "'margins' needs one number, or four: top leading bottom trailing")
        }
    }

    private mutating func parseMetrics(_ keyword: Word, _ arguments: [Word]) {
        if arguments.isEmpty { problem(after: keyword, "'metrics' needs name=value pairs, like 'metrics pad=12'") }
        for word in arguments {
            let entry = text(word)
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, LayoutFile.isName(parts[0]), let value = LayoutFile.number(parts[1]) else {
                problem(word, "a metric is written name=number, like 'pad=12', not '\(entry)'")
                continue
            }
            metrics[String(parts[0])] = value
        }
    }

    private mutating func parseViews(_ keyword: Word, _ arguments: [Word]) {
        var names = views ?? []
        for word in arguments {
            let name = text(word)
            guard LayoutFile.isName(Substring(name)) else {
                problem(word, "'\(name)' is not a view name (letters, digits and '_', not starting with a digit)")
                continue
            }
            names.insert(name)
        }
        views = names
    }

    private mutating func parseView(_ keyword: Word, _ arguments: [Word]) {
        guard let nameWord = arguments.first, LayoutFile.isName(Substring(text(nameWord))) else {
            if let word = arguments.first { problem(word, "'view' is followed by a view name") }
            else { problem(after: keyword, "'view' needs a view name") }
            return
        }
        var spec = viewSpecs[text(nameWord)] ?? ViewSpec()
        var index = 1
        while index < arguments.count {
            let attribute = arguments[index]
            let name = text(attribute)
            guard ViewSpec.attributes.contains(name) else {
                problem(attribute, "unknown view attribute '\(name)'; use " + ViewSpec.attributeSummary)
                index += 1
                continue
            }
            guard index + 1 < arguments.count else {
                problem(after: attribute, "'\(name)' needs a value")
                break
            }
            let valueWord = arguments[index + 1]
            let value = text(valueWord)
            index += 2
            switch name {
            case "intrinsic":
                // `-` leaves an axis without intrinsic size: `intrinsic 120x-`.
                let parts = value.split(separator: "x", omittingEmptySubsequences: false)
                let w = parts.count == 2 ? (parts[0] == "-" ? .some(nil) : LayoutFile.number(parts[0]).map { Optional($0) }) : nil
                let h = parts.count == 2 ? (parts[1] == "-" ? .some(nil) : LayoutFile.number(parts[1]).map { Optional($0) }) : nil
                guard let width = w, let height = h else {
                    problem(valueWord, "an intrinsic size is WIDTHxHEIGHT, like 120x20 ('-' for an axis without one)")
                    continue
                }
                spec.intrinsicWidth = width
                spec.intrinsicHeight = height
            case "hugging", "compression":
                let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { LayoutFile.number($0) }
                guard (parts.count == 1 || parts.count == 2), let h = parts[0], let v = parts.last!,
                      h > 0, h <= 1000, v > 0, v <= 1000 else {
                    problem(valueWord, "a \(name) priority is a number in (0, 1000], or two as HORIZONTAL,VERTICAL")
                    continue
                }
                if name == "hugging" { spec.hugging = (h, v) } else { spec.compression = (h, v) }
            case "in":
                guard LayoutFile.isName(Substring(value)) else {
                    problem(valueWord, "'in' is followed by the superview's name (or 'root')")
                    continue
                }
                spec.superview = value == "root" ? nil : value
                spec.superviewRange = ByteRange(valueWord.start, valueWord.end)
            case "margins":
                guard let insets = LayoutFile.insets(value) else {
                    problem(valueWord, "a view's margins are one number, or four as TOP,LEADING,BOTTOM,TRAILING, like 8,20,8,20")
                    continue
                }
                spec.margins = EdgeInsets(top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3])
            case "frame":
                let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { LayoutFile.number($0) }
                guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w >= 0, h >= 0 else {
                    problem(valueWord, "a frame is X,Y,WIDTH,HEIGHT in the superview, like 20,20,42,22")
                    continue
                }
                spec.frame = Frame(x: x, y: y, width: w, height: h)
            case "autoresizing":
                guard let mask = AutoresizingMask(parsing: value) else {
                    problem(valueWord, "an autoresizing mask is 'none' or names joined by ',': " + AutoresizingMask.names.map(\.name).joined(separator: ", "))
                    continue
                }
                spec.autoresizing = mask
            case "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea":
                guard value == "true" || value == "false" else {
                    problem(valueWord, "'\(name)' is true or false")
                    continue
                }
                if name == "preservesSuperviewLayoutMargins" { spec.preservesSuperviewLayoutMargins = value == "true" }
                else { spec.insetsLayoutMarginsFromSafeArea = value == "true" }
            default:
                guard let b = LayoutFile.number(Substring(value)) else {
                    problem(valueWord, "a baseline is a number of points from the view's top")
                    continue
                }
                spec.baseline = b
            }
        }
        if spec.declaration == nil { spec.declaration = ByteRange(nameWord.start, nameWord.end) }
        if text(nameWord) == "root" {
            problem(nameWord, "'root' is the container's name; give the view another name")
            return
        }
        if spec.frame == nil, !spec.autoresizing.isEmpty {
            problem(nameWord, "'\(text(nameWord))' has an autoresizing mask but no frame; add 'frame X,Y,WIDTH,HEIGHT'")
        }
        viewSpecs[text(nameWord)] = spec
    }

    private mutating func parseFormat(_ format: Word, _ rest: [Word], line: Int) {
        var options: FormatOptions = []
        for word in rest {
            let name = text(word)
            if let option = FormatOptions(name: name) {
                options.formUnion(option)
                continue
            }
            let near = FormatOptions.names.first { $0.name.lowercased() == name.lowercased() || Self.similar($0.name, name) }
            diagnostics.append(Diagnostic(.unknownOption, ByteRange(word.start, word.end),
                "'\(name)' is not a format option" + (near.map { "; did you mean '\($0.name)'?" } ?? ""),
                notes: [DiagnosticNote("options are Apple's names without prefix, like alignAllCenterY or directionRightToLeft")]))
        }
        var parser = Parser()
        formats.append(LayoutFormat(text: Array(source[format.start..<format.end]), offset: format.start,
                                    line: line, options: options, parser: &parser))
    }

    /// Whether two option names differ in at most two letters at the same places (`Centre`/`Center`).
    static func similar(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).filter { $0 != $1 }.count <= 2
    }

    static func isName(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z") else {
            return false
        }
        return text.utf8.allSatisfy { $0 == UInt8(ascii: "_") || ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
