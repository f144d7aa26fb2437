import VFLLint
import VFLSourceScan
import VFLSyntax

/// LintSummary is what a `vfl-lint` run says of itself on standard error, beside the report
/// on standard output: the summary line (what was found, what was checked and what was not,
/// and what kept files from being checked) and the `--statistics` listing.
enum LintSummary {
    /// The summary line, after what `--fix` did when it ran. A run that checked nothing is never
    /// just "no findings", and a run that could not read everything says so beside what it found
    /// in the rest. `problems` counts what kept files from being checked (said above it),
    /// `unwritten` the files whose fixes could not be written.
    static func lines(_ linted: [LintedFile], coverage: LintCoverage, filesRead: Int, problems: Int, unwritten: Int,
                      fix: Bool, statistics: Bool) -> [String] {
        let more = coverage.seen > coverage.checked && !statistics ? " (--statistics lists them)" : ""
        var checked = (coverage.checkedPhrase.map { "; " + $0 } ?? "") + more
        if problems > 0 { checked += "; \(count(problems, "problem")) above kept files from being checked" }
        if unwritten > 0 { checked += "; fixes could not be written to \(count(unwritten, "file"))" }
        var errors = 0, warnings = 0, fixable = 0
        for file in linted {
            for index in file.findings.indices {
                let severity = file.findings[index].severity
                if severity == .error { errors += 1 } else if severity == .warning { warnings += 1 }
                if !file.findings[index].fixes.isEmpty && RuleCatalog.safeFixRules.contains(file.findings[index].id.rule) { fixable += 1 }
            }
        }
        var lines: [String] = []
        if fix {
            // What `--fix` did, before what remains.
            let fixed = linted.reduce(0) { $0 + $1.fixed }
            let files = linted.filter { $0.fixed > 0 }.count
            lines.append(fixed == 0 ? "vfl-lint: nothing to fix"
                : "vfl-lint: fixed \(count(fixed, "finding")) in \(count(files, "file"))" + (errors + warnings > 0 ? "; these remain:" : ""))
        }
        if errors + warnings == 0 {
            lines.append("vfl-lint: no findings in \(count(filesRead, "file"))" + checked)
        } else {
            lines.append("Found \(count(errors, "error")) and \(count(warnings, "warning")) in \(count(filesRead, "file"))"
                + (fixable > 0 ? " (\(fixable) fixable with --fix)" : "") + checked)
        }
        return lines
    }

    /// `--statistics`: the findings by rule, most first, then what was checked and where each
    /// format that was not (or whose views were not seen whole) is passed, and the functions of
    /// `registered` (those `.vfl.json` names) that no call matched.
    static func statistics(_ linted: [LintedFile], coverage: LintCoverage, registered: [FormatFunction] = []) -> String {
        var counts: [String: Int] = [:]
        for file in linted { for index in file.findings.indices { counts[file.findings[index].id.rule, default: 0] += 1 } }
        var text = counts.isEmpty ? "no findings\n" : ""
        for (rule, count) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            text += "\(String(count).leftPad(6))  \(rule)\n"
        }
        text += "\(linted.count) files; " + coverage.summary
        for file in linted {
            for place in file.coverage.unreachedPlaces {
                text += "  \(Terminal.shown(file.path)):\(place.line):\(place.column): " + (place.callee.map { "passed to '\($0)'" } ?? "not passed to a call") + "\n"
            }
        }
        if coverage.dynamicFormats > 0 {
            text += coverage.dynamicFormats == 1 ? "1 format built at run time, not checked, where it is passed:\n"
                : "\(coverage.dynamicFormats) formats built at run time, not checked, where each is passed:\n"
            for file in linted {
                for place in file.coverage.dynamicPlaces {
                    text += "  \(Terminal.shown(file.path)):\(place.line):\(place.column): \(place.reason)"
                        + (place.namesChecked ? " (the view names in its literal text checked)" : "") + "\n"
                }
            }
        }
        if coverage.viewsUnknown + coverage.viewsAtLeast > 0 {
            text += "checked formats whose views dictionary is not seen whole (view names not checked, or only as hints), where each is passed:\n"
            for file in linted {
                for place in file.coverage.viewsUnseenPlaces {
                    text += "  \(Terminal.shown(file.path)):\(place.line):\(place.column): "
                        + (place.reason.map { "not visible: " + $0 } ?? "known in part: keys may be added where vfl-lint cannot see (--explain-site says where)") + "\n"
                }
            }
        }
        let uncalled = coverage.uncalled(registered)
        if !uncalled.isEmpty {
            text += "registered under \"functions\" in .vfl.json, but called nowhere in the files checked "
                + "(a name or \"format_argument\" spelt otherwise than the calls checks none of them):\n"
            for function in uncalled { text += "  '\(function.name)', format argument '\(function.formatLabel)'\n" }
        }
        return text
    }

    /// "1 file", "2 files".
    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
