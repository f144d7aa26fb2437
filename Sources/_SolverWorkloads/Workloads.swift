import VFLSolver

/// The solver's benchmark workloads (chain, grid, resize, conflict), built as their specification
/// says: the same constraints in the same add order. Shared by `vfl-bench solver` and the tests.
public enum Workloads {
    /// VFL standard spacing.
    public static let gap = 8.0
    /// Preferred size.
    public static let preferred = 50.0
    /// Minimum size.
    public static let minimum = 20.0
    /// Extra room the weak view absorbs.
    public static let slack = 150.0

    /// The container width for a chain of `n` views.
    public static func containerWidth(_ n: Int) -> Double {
        gap * Double(n + 1) + preferred * Double(n - 1) + slack
    }

    /// Priorities standing for kiwi's strengths.
    public static let strong = 750.0, medium = 500.0, weak = 250.0

    /// A chain `H:|-[v1]-…-[vN]-|`: its variables and constraints in add order.
    public struct Chain {
        public var width: Variable
        public var x: [Variable]
        public var w: [Variable]
        /// `C0`, `W == W0(N)` (absent for the resize workload).
        public var container: Constraint?
        public var leadingPin: Constraint
        /// Per view: `w >= 20`, `w == 50` (medium or weak), and the link to the next view.
        public var minimums: [Constraint]
        public var preferences: [Constraint]
        public var links: [Constraint]
        public var trailingPin: Constraint

        /// The constraints in `build` order (C0 first when present, trailing pin last).
        public var buildOrder: [Constraint] {
            var list: [Constraint] = container.map { [$0] } ?? []
            list.append(leadingPin)
            for i in 0..<x.count {
                list.append(minimums[i])
                list.append(preferences[i])
                if i < links.count { list.append(links[i]) }
            }
            list.append(trailingPin)
            return list
        }

        /// The same constraints with the trailing pin right after `C0`.
        public var pinFirstOrder: [Constraint] {
            var list = buildOrder
            list.removeLast()
            list.insert(trailingPin, at: container == nil ? 0 : 1)
            return list
        }

        /// The largest deviation from the closed-form solution, with container width `w0` and
        /// the weak view taking `extra` beyond 150.
        public func maxError(_ solver: Solver, containerWidth w0: Double, extra: Double = 0) -> Double {
            var error = abs(solver.value(of: width) - w0)
            let n = x.count
            for i in 0..<n {
                error = max(error, abs(solver.value(of: x[i]) - (8 + 58 * Double(i))))
                let expected = i < n - 1 ? 50 : 150 + extra
                error = max(error, abs(solver.value(of: w[i]) - expected))
            }
            return error
        }
    }

    /// Makes the variables and constraints of a chain of `n` views in `solver`.
    public static func chain(_ n: Int, in solver: inout Solver, withContainer: Bool = true) -> Chain {
        let width = solver.makeVariable("W")
        var x: [Variable] = [], w: [Variable] = []
        for i in 1...n {
            x.append(solver.makeVariable("x\(i)"))
            w.append(solver.makeVariable("w\(i)"))
        }
        var minimums: [Constraint] = [], preferences: [Constraint] = [], links: [Constraint] = []
        for i in 0..<n {
            minimums.append(w[i] >= minimum)
            preferences.append((w[i] == preferred) ~ (i < n - 1 ? medium : weak))
            if i < n - 1 { links.append(x[i + 1] == x[i] + w[i] + gap) }
        }
        return Chain(width: width, x: x, w: w,
                     container: withContainer ? (width == containerWidth(n)) : nil,
                     leadingPin: x[0] == gap, minimums: minimums, preferences: preferences, links: links,
                     trailingPin: x[n - 1] + w[n - 1] + gap == width)
    }

    /// A k×k grid of views pinned to their neighbours (WORKLOADS §2, §2b with `aligned`).
    public struct Grid {
        public var width: Variable, height: Variable
        public var x: [Variable], y: [Variable], w: [Variable], h: [Variable]
        public var constraints: [Constraint]
        public var k: Int

        /// The largest deviation from the closed-form solution.
        public func maxError(_ solver: Solver) -> Double {
            var error = max(abs(solver.value(of: width) - containerWidth(k)), abs(solver.value(of: height) - containerWidth(k)))
            for r in 0..<k {
                for c in 0..<k {
                    let v = r * k + c
                    error = max(error, abs(solver.value(of: x[v]) - (8 + 58 * Double(c))))
                    error = max(error, abs(solver.value(of: y[v]) - (8 + 58 * Double(r))))
                    error = max(error, abs(solver.value(of: w[v]) - (c == k - 1 ? 150 : 50)))
                    error = max(error, abs(solver.value(of: h[v]) - (r == k - 1 ? 150 : 50)))
                }
            }
            return error
        }
    }

    /// Makes a k×k grid in `solver`, constraints in add order.
    public static func grid(_ k: Int, in solver: inout Solver, aligned: Bool = false) -> Grid {
        let width = solver.makeVariable("W"), height = solver.makeVariable("H")
        var x: [Variable] = [], y: [Variable] = [], w: [Variable] = [], h: [Variable] = []
        for v in 0..<(k * k) {
            x.append(solver.makeVariable("x\(v)"))
            y.append(solver.makeVariable("y\(v)"))
            w.append(solver.makeVariable("w\(v)"))
            h.append(solver.makeVariable("h\(v)"))
        }
        var list: [Constraint] = [width == containerWidth(k), height == containerWidth(k)]
        for r in 0..<k {
            for c in 0..<k {
                let v = r * k + c
                list.append(w[v] >= minimum)
                list.append(h[v] >= minimum)
                list.append((w[v] == preferred) ~ (c < k - 1 ? medium : weak))
                list.append((h[v] == preferred) ~ (r < k - 1 ? medium : weak))
                list.append(c == 0 ? (x[v] == gap) : (x[v] == x[v - 1] + w[v - 1] + gap))
                list.append(r == 0 ? (y[v] == gap) : (y[v] == y[v - k] + h[v - k] + gap))
                if c == k - 1 { list.append(x[v] + w[v] + gap == width) }
                if r == k - 1 { list.append(y[v] + h[v] + gap == height) }
                if aligned && r > 0 { list.append((x[v] == Expression(x[v - k])) ~ strong) }
            }
        }
        return Grid(width: width, height: height, x: x, y: y, w: w, h: h, constraints: list, k: k)
    }
}
