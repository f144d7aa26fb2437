import VFLSolver
import Foundation
import VFLSemantics
import VFLSyntax
import _SolverWorkloads
import _VFLCorpus

/// `vfl-bench bigfile [--mb N]`: one generated Swift file of N MB (default 64, the default
/// `max_file_size_mb`) that is nothing but format calls in one function, the worst case for
/// memory; `cat`, `vfl-fmt --check` and `vfl-lint` run on it with their time and peak memory
/// (the child's maximum resident set) beside the file's size.
func benchBigFile(_ arguments: ArraySlice<String>) throws {
    var rest = Array(arguments)
    var megabytes = 64
    if let index = rest.firstIndex(of: "--mb"), index + 1 < rest.count {
        megabytes = max(1, Int(rest[index + 1]) ?? megabytes)
        rest.removeSubrange(index...index + 1)
    }
    let options = try Options(rest[...])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vfl-bench-bigfile-\(megabytes)-\(options.seed)").path
    let path = directory + "/Big.swift"
    if !FileManager.default.fileExists(atPath: path) {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var generator = FormatGenerator(seed: options.seed)
        // Written a megabyte at a time, so this process stays small (a child's peak memory
        // counts the parent's pages until it executes).
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        var text = "final class Big: UIView {\n    func setUp(views: [String: Any]) {\n"
        var index = 0, written = 0
        while written + text.utf8.count < megabytes << 20 {
            let format = generator.format(views: index % 10 < 6 ? 1...3 : 3...8)
            text += "        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"\(format)\", options: [], metrics: nil, views: views)) // \(index)\n"
            index += 1
            if text.utf8.count > 1 << 20 { handle.write(Data(text.utf8)); written += text.utf8.count; text = "" }
        }
        text += "    }\n}\n"
        handle.write(Data(text.utf8))
        try handle.close()
        try Data("{\"max_file_size_mb\": \(megabytes + 1)}\n".utf8).write(to: URL(fileURLWithPath: directory + "/.vfl.json"))
    }
    let bytes = ((try FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
    let tools = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let runs: [(String, String, [String])] = [
        ("cat", "/bin/cat", [path]),
        ("vfl-fmt --check", tools.appendingPathComponent("vfl-fmt").path, ["--check", path]),
        ("vfl-lint", tools.appendingPathComponent("vfl-lint").path, ["--quiet", "--exit-zero", "--config", directory + "/.vfl.json", path]),
    ]
    var catSeconds = 0.0
    for (name, launch, args) in runs {
        var times: [Double] = [], peaks: [Int] = []
        for _ in 0..<max(1, min(options.runs, 3)) {
            let (time, peak, _) = try measureChild(launch, args)
            times.append(time)
            peaks.append(peak)
        }
        let time = median(times), peak = peaks.max() ?? 0
        if name == "cat" { catSeconds = time }
        emit([("bench", json("big_file")), ("tool", json(name)), ("bytes", String(bytes)), ("unit", json("s")),
              ("median", json(time)), ("ratio_to_cat", json(time / max(catSeconds, 1e-9))),
              ("peak_rss_mb", json(Double(peak) / 1024)), ("rss_to_file", json(Double(peak) * 1024 / Double(max(bytes, 1))))], to: options.out)
    }
}
