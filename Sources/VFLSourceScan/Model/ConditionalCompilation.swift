import VFLSyntax

/// What the `#if` directives of a file say, read in one pass (token indices of the `#`).
/// (A class: it is asked for at every call, and one reference is cheaper to hand out than
/// seven arrays.)
final class ConditionalDirectives {
    /// `#else`, `#elseif`, `#elif` and `#endif`, in order, and for each position in that list
    /// how many of those before it start another branch (all but `#endif`).
    var branchEnds: [Int] = []
    var alternativesBefore: [Int] = [0]
    /// Every directive, in order, and the region after it: one number for each branch of an
    /// `#if` that has another branch (0 outside them), so code in two regions is never built
    /// together, and code on both sides of an `#if DEBUG … #endif` is in one.
    var regionStarts: [Int] = []
    var regions: [Int] = []
    /// How many `#if`s are open after each of `regionStarts` (0: code every build has).
    var depths: [Int] = []
    /// Code never built: a branch whose condition is `0` or `false` (`#if 0`, `#elif 0`, `#if
    /// false`), or that follows one whose condition is `1` or `true` (`#if 1 … #else`), up to
    /// the next directive of its `#if`: where each such range starts and ends, in order.
    var deadStarts: [Int] = []
    var deadEnds: [Int] = []
}


extension SourceScanner {
    /// The `#if` branches token `index` is in, of those `#if`s that have another branch
    /// (`#else`, `#elif`): calls in different branches of one are never built together. Calls
    /// outside such an `#if`, or on both sides of an `#if DEBUG … #endif`, share 0.
    func conditionalRegion(of index: Int) -> Int {
        let directives = conditionalDirectives()
        let k = Self.firstIndex(in: directives.regionStarts, after: index) - 1
        return k >= 0 ? directives.regions[k] : 0
    }

    /// Whether token `index` is inside an `#if` (of any branches): some builds may not have it.
    func isConditional(_ index: Int) -> Bool {
        let directives = conditionalDirectives()
        let k = Self.firstIndex(in: directives.regionStarts, after: index) - 1
        return k >= 0 && directives.depths[k] > 0
    }

    /// Whether token `index` is in code that is never built: `#if 0` (C, Objective-C) or
    /// `#if false` (Swift) up to its `#else`, `#elif` or `#endif`, likewise `#elif 0`, and what
    /// follows `#if 1` (`#if true`) up to its `#endif`.
    func isCompiledOut(_ index: Int) -> Bool {
        let directives = conditionalDirectives()
        let k = Self.firstIndex(in: directives.deadStarts, after: index) - 1
        return k >= 0 && index < directives.deadEnds[k]
    }

    /// The file's `#if`, `#ifdef`, `#ifndef`, `#else`, `#elseif`, `#elif` and `#endif`, read once.
    func conditionalDirectives() -> ConditionalDirectives {
        if let known = cache.directives { return known }
        // A branch's condition: `#if`/`#elif` (`#elseif`) with one that is literally false or true,
        // or decided when the file is built; `#else` is true. `#endif` has none.
        enum Condition { case never, always, decidedWhenBuilt }
        var list: [(index: Int, condition: Condition?, opens: Bool)] = []
        for i in 0..<max(tokens.count - 1, 0) where isPunct(i, UInt8(ascii: "#")) {
            let opens = isIdentifier(i + 1, "if") || isIdentifier(i + 1, "ifdef") || isIdentifier(i + 1, "ifndef")
            if opens || isIdentifier(i + 1, "elif") || isIdentifier(i + 1, "elseif") {
                list.append((i, literalCondition(of: i + 1).map { $0 ? .always : .never } ?? .decidedWhenBuilt, opens))
            } else if isIdentifier(i + 1, "else") {
                list.append((i, .always, false))
            } else if isIdentifier(i + 1, "endif") {
                list.append((i, nil, false))
            }
        }
        let result = ConditionalDirectives()
        // Which `#if`s have another branch.
        var alternatives = Set<Int>()
        var stack: [Int] = []
        for d in list {
            if d.opens { stack.append(d.index) }
            else if d.condition != nil { if let top = stack.last { alternatives.insert(top) } }
            else { _ = stack.popLast() }
        }
        // Open `#if`s: where each began, where its current branch began, whether that branch is
        // never built, whether an earlier branch always is (then no later one is), the region of
        // the branch (after `#endif`, the region around it is the enclosing `#if`'s again).
        var open: [(start: Int, branchStart: Int, dead: Bool, taken: Bool, region: Int)] = []
        var regionCount = 0
        for d in list {
            if d.opens {
                var region = open.last?.region ?? 0
                if alternatives.contains(d.index) { regionCount += 1; region = regionCount }
                open.append((d.index, d.index, d.condition == .never, d.condition == .always, region))
            } else {
                result.branchEnds.append(d.index)
                result.alternativesBefore.append(result.alternativesBefore[result.alternativesBefore.count - 1] + (d.condition == nil ? 0 : 1))
                if let top = open.last {
                    if top.dead {
                        result.deadStarts.append(top.branchStart)
                        result.deadEnds.append(d.index)
                    }
                    if let condition = d.condition {
                        regionCount += 1
                        open[open.count - 1] = (top.start, d.index, top.taken || condition == .never, top.taken || condition == .always,
                                                regionCount)
                    } else {
                        open.removeLast()
                    }
                }
            }
            result.regionStarts.append(d.index)
            result.regions.append(open.last?.region ?? 0)
            result.depths.append(open.count)
        }
        // An inner `#if 0` ends before the dead branch around it: ranges in order, merged.
        var merged: [(start: Int, end: Int)] = []
        for range in zip(result.deadStarts, result.deadEnds).sorted(by: { $0.0 < $1.0 }) {
            if let last = merged.last, range.0 <= last.end { merged[merged.count - 1].end = max(last.end, range.1) }
            else { merged.append((range.0, range.1)) }
        }
        result.deadStarts = merged.map(\.start)
        result.deadEnds = merged.map(\.end)
        cache.directives = result
        return result
    }

    /// The condition of the directive whose keyword is at `keyword`, when it is one literal: `0`
    /// and `false` (never built), `1` and, in Swift, `true` (always built). Nil for anything
    /// else (`#ifdef`, `DEBUG`, `os(iOS)`, and `true` in C, where it is a macro or 0).
    func literalCondition(of keyword: Int) -> Bool? {
        guard isIdentifier(keyword, "if") || isIdentifier(keyword, "elif") || isIdentifier(keyword, "elseif"),
              keyword + 1 < tokens.count, newline(between: keyword + 1, and: keyword + 2, continued: true) else { return nil }
        let value = keyword + 1
        if tokens[value].kind == .number && tokens[value].end - tokens[value].start == 1 {
            let digit = bytes[Int(tokens[value].start)]
            return digit == UInt8(ascii: "0") ? false : digit == UInt8(ascii: "1") ? true : nil
        }
        if isIdentifier(value, "false") { return false }
        if isIdentifier(value, "true") && language == .swift { return true }
        return nil
    }
}
