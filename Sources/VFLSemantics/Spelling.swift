/// Spelling answers whether a name is a likely typo of another: "did you mean" for view and
/// metric names, rule ids and options.
public enum Spelling {
    /// One insertion, deletion, substitution, or swap of two adjacent letters (`captoin`).
    public static func isOneEditApart(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        if abs(x.count - y.count) > 1 { return false }
        if x.count == y.count, let first = x.indices.first(where: { x[$0] != y[$0] }), first + 1 < x.count,
           x[first] == y[first + 1], x[first + 1] == y[first], x[(first + 2)...] == y[(first + 2)...] {
            return true
        }
        var i = 0, j = 0, edits = 0
        while i < x.count && j < y.count {
            if x[i] == y[j] { i += 1; j += 1; continue }
            edits += 1
            if edits > 1 { return false }
            if x.count > y.count { i += 1 } else if y.count > x.count { j += 1 } else { i += 1; j += 1 }
        }
        edits += (x.count - i) + (y.count - j)
        return edits == 1
    }
}
