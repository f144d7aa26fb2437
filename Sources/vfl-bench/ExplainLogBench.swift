import VFLSolver
import Foundation
import VFLSemantics
import VFLSyntax
import _SolverWorkloads
import _VFLCorpus

/// `vfl explain-log` on one conflict report of n constraint pairs (a chain of n views, each with
/// an autoresizing position whose superview the report does not name), n and 4n and with
/// `--full` 16n, side by side with `cat` reading the same file (the anchor). `growth` is the time
/// per constraint at this size over that at the first: about 1 when the reading and explaining
/// grow linearly (goal: below 2).
func benchExplainLog(_ arguments: ArraySlice<String>) throws {
    var rest = Array(arguments)
    let full = rest.contains("--full")
    rest.removeAll { $0 == "--full" }
    let options = try Options(rest[...])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-explain-log").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let vfl = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vfl").path
    func hex(_ value: Int) -> String { String(value, radix: 16) }
    func report(_ n: Int) -> String {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for i in 0..<n {
            text += "    \"<NSLayoutConstraint:0x\(hex(0x100000 + i)) UIView:0x\(hex(0x900000 + i)).leading == UIView:0x\(hex(0x900001 + i)).trailing + 8   (active)>\",\n"
            text += "    \"<NSAutoresizingMaskLayoutConstraint:0x\(hex(0x500000 + i)) h=--& v=--& UIView:0x\(hex(0x900000 + i)).minY == 4>\",\n"
        }
        text += ")\nWill attempt to recover by breaking constraint\n<NSLayoutConstraint:0x100000 UIView:0x900000.leading == UIView:0x900001.trailing + 8   (active)>\n"
        return text
    }
    /// A row of n views of width 100 pinned edge to edge in a 375-point container: every one of
    /// its 2n + 3 constraints is in the conflict, which is narrowed down (or, past the solver's
    /// limit, reported as not minimised).
    func conflictingRow(_ n: Int) -> String {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        text += "    \"<NSLayoutConstraint:0x200000 UIView:0x800000.width == 375   (active)>\",\n"
        text += "    \"<NSLayoutConstraint:0x200001 UIView:0x900000.leading == UIView:0x800000.leading   (active)>\",\n"
        for i in 0..<n {
            text += "    \"<NSLayoutConstraint:0x\(hex(0x1000000 + i)) UIView:0x\(hex(0x900000 + i)).width == 100   (active)>\",\n"
            text += "    \"<NSLayoutConstraint:0x\(hex(0x3000000 + i)) UIView:0x\(hex(0x900001 + i)).leading == UIView:0x\(hex(0x900000 + i)).trailing + 8   (active)>\",\n"
        }
        text += "    \"<NSLayoutConstraint:0x200002 UIView:0x\(hex(0x900000 + n)).trailing == UIView:0x800000.trailing   (active)>\"\n"
        text += ")\nWill attempt to recover by breaking constraint\n<NSLayoutConstraint:0x1000000 UIView:0x900000.width == 100   (active)>\n"
        return text
    }
    let base = 1_000
    for (workload, make) in [("chain_autoresizing", report), ("conflicting_row", conflictingRow)] {
    var perConstraintAtBase: Double? = nil
    for n in [base, 4 * base] + (full ? [16 * base] : []) {
        let path = directory + "/\(workload)-\(n).log"
        try Data(make(n).utf8).write(to: URL(fileURLWithPath: path))
        var times: [Double] = [], peaks: [Int] = [], cats: [Double] = []
        for _ in 0..<max(1, min(options.runs, 3)) {
            let (time, peak, _) = try measureChild(vfl, ["explain-log", path])
            times.append(time)
            peaks.append(peak)
            cats.append(try measureChild("/bin/cat", [path]).0)
        }
        let perConstraint = median(times) / Double(2 * n)
        let growth = perConstraint / (perConstraintAtBase ?? perConstraint)
        if perConstraintAtBase == nil { perConstraintAtBase = perConstraint }
        var fields: [(String, String)] = [("bench", json("explain-log")), ("workload", json(workload)), ("constraints", String(2 * n)),
                                          ("unit", json("s")), ("median", json(median(times))), ("cat_median", json(median(cats))),
                                          ("peak_rss_mb", json(Double(peaks.max() ?? 0) / 1024)), ("growth", json(growth))]
        if n > base { fields += [("goal_growth", json(2.0)), ("meets_goal", growth < 2 ? "true" : "false")] }
        emit(fields, to: options.out)
    }
    }
}
