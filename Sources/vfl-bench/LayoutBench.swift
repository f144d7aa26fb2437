import VFLSolver
import Foundation
import VFLSemantics
import VFLSyntax
import _SolverWorkloads
import _VFLCorpus

/// `vfl-bench layout [--runs R] [--full]`: `vfl solve` on generated layouts of growing size, run
/// as a user runs it (a child process: wall time and peak memory). `chain` is a fully determined
/// row of views (sizes and spacing required: solved in the constraints' order); `chain_free`
/// gives the views intrinsic widths (hugging and compression resistance: the solver's work);
/// `cards` nests a title and a badge in each of many cards. The goals of issue 18 are fields of
/// the 10,000-view chain's row.
func benchLayout(_ arguments: ArraySlice<String>) throws {
    var rest = Array(arguments)
    let full = rest.contains("--full")
    rest.removeAll { $0 == "--full" }
    let options = try Options(rest[...])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-layout").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let vfl = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vfl").path
    func chain(_ n: Int, free: Bool) -> String {
        var text = "size \(60 * n + 100)x100\n"
        if free { for i in 0..<n { text += "view v\(i) intrinsic \(40 + i % 20)x20\n" } }
        text += "H:|-" + (0..<n).map { free ? "[v\($0)]" : ($0 == n - 1 ? "[v\($0)]" : "[v\($0)(50)]") }.joined(separator: "-") + "-|\n"
        for i in 0..<n { text += "V:|-[v\(i)]-|\n" }
        return text
    }
    func cards(_ n: Int) -> String {
        var text = "size 375x\(120 * n + 100)\nsafearea 20 0 34 0\n"
        for i in 0..<n { text += "view t\(i) in c\(i)\nview b\(i) in c\(i)\n" }
        for i in 0..<n {
            text += "H:|-[c\(i)]-|\nV:" + (i == 0 ? "|-" : "[c\(i - 1)]-") + "[c\(i)(100)]\n"
            text += "H:|-[t\(i)]-[b\(i)(24)]-|\nV:|-[t\(i)]-|\nV:|-[b\(i)(24)]\n"
        }
        return text
    }
    var cases: [(String, Int, String)] = [("chain", 1_000, chain(1_000, free: false)), ("chain", 10_000, chain(10_000, free: false)),
                                          ("chain_free", 250, chain(250, free: true)), ("chain_free", 1_000, chain(1_000, free: true)),
                                          ("cards", 100, cards(100)), ("cards", 1_000, cards(1_000))]
    if full {
        cases += [("chain", 100_000, chain(100_000, free: false)), ("chain_free", 2_000, chain(2_000, free: true))]
    }
    for (name, n, text) in cases {
        let path = directory + "/\(name)-\(n).vfl"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var times: [Double] = [], peaks: [Int] = []
        for _ in 0..<max(1, min(options.runs, 3)) {
            let (time, peak, _) = try measureChild(vfl, ["solve", path])
            times.append(time)
            peaks.append(peak)
        }
        var fields: [(String, String)] = [("bench", json("layout")), ("workload", json(name)), ("n", String(n)), ("unit", json("s")),
                                          ("median", json(median(times))), ("peak_rss_mb", json(Double(peaks.max() ?? 0) / 1024))]
        if name == "chain" && n == 10_000 {
            fields += [("goal_s", json(1.5)), ("goal_rss_mb", json(300.0)),
                       ("meets_goal", median(times) < 1.5 && Double(peaks.max() ?? 0) / 1024 < 300 ? "true" : "false")]
        }
        emit(fields, to: options.out)
    }
}
