import UIKit

/// A branch that leaves the function (`return`, `fatalError`, a function of the file returning
/// `Never`): a change made in it never reaches a call after the `if`, and a change in the one
/// branch that stays is on every path to the call.
final class ScoreRow: UIView {
    let name = UILabel()
    let score = UILabel()

    func stop() -> Never { fatalError("unreachable") }

    func layOut(ready: Bool, compact: Bool, rows: [Int]) throws {
        name.translatesAutoresizingMaskIntoConstraints = false
        score.translatesAutoresizingMaskIntoConstraints = false
        let views = ["name": name, "score": score]

        // The `else` returns: the call only ever gets the value assigned in the `if`.
        var row = "H:|-[nmae]"
        if ready { row = "H:|-[name]-[scroe]-|" } else { return }   // seeded: the runtime throws for `scroe`
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: row, options: [], metrics: nil, views: views))

        // Each other branch leaves: the same.
        var column = "V:|[nmae]"
        if compact { column = "V:|[name]|" } else if ready { return } else { stop() }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: column, options: [], metrics: nil, views: views))

        // Assigned in a block that then leaves: never at the call.
        var header = "H:|[name]|"
        guard ready else { header = "H:|[nmae]|"; fatalError("not ready") }
        if !compact {
            if rows.isEmpty { header = "H:|[scroe]|" }
            return
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: header, options: [], metrics: nil, views: views))

        // Nothing catches the `throw`: the same.
        var footer = "H:|[name]|"
        if rows.isEmpty { footer = "H:|[nmae]|"; throw CocoaError(.featureUnsupported) }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: footer, options: [], metrics: nil, views: views))

        // Read in a closure made after the block: the closure never sees the value either.
        var later = "H:|[name]|"
        if !ready { later = "H:|[nmae]|"; return }
        let install = { self.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: later, options: [], metrics: nil, views: views)) }
        install()

        // A key written in a block that returns is not there at the call.
        var partial = ["name": name]
        if !ready { partial["score"] = score; return }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[name]-[score]|", options: [], metrics: nil, views: partial))   // seeded: the runtime throws for `score`

        // A dictionary replaced in the branch that stays.
        var replaced = ["name": name]
        if compact { replaced = ["score": score] } else { return }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[name]|", options: [], metrics: nil, views: replaced))   // seeded: the runtime throws for `name`
    }

    // Traps: a path runs on to the call, so the value stays possible.
    func layOutTraps(ready: Bool, compact: Bool, rows: [Int]) throws {
        name.translatesAutoresizingMaskIntoConstraints = false
        score.translatesAutoresizingMaskIntoConstraints = false
        let views = ["name": name, "score": score]

        // A throw before the `return` is caught, and the call runs with `nmae`.
        var caught = "H:|[name]|"
        do {
            if ready { caught = "H:|[nmae]|"; try check(); return }
        } catch {}
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: caught, options: [], metrics: nil, views: views))   // seeded

        // The closure runs again: the value its last run left reaches the call.
        var again = "H:|[scroe]|"
        rows.forEach { _ in
            if ready { again = "H:|[name]|"; return }
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: again, options: [], metrics: nil, views: views))   // seeded
        }

        // A `break` leaves the loop, not the function.
        var broken = "H:|[nmae]|"
        for _ in rows {
            if ready { broken = "H:|[name]|" } else { if compact { break }; return }
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: broken, options: [], metrics: nil, views: views))   // seeded

        // `abort` here is this type's method, which returns.
        var aborted = "H:|[name]|"
        if ready { aborted = "H:|[scroe]|"; abort() }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: aborted, options: [], metrics: nil, views: views))   // seeded

        // One branch runs on without a change.
        var kept = "H:|[nmae]|"
        if ready { kept = "H:|[name]|" } else if compact { print("compact") } else { return }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: kept, options: [], metrics: nil, views: views))   // seeded
    }

    // More traps: what looks like leaving is not, in some build or some call.
    var pending: (() -> Void)? = nil

    func layOutMoreTraps(ready: Bool, rows: [Int]) {
        name.translatesAutoresizingMaskIntoConstraints = false
        score.translatesAutoresizingMaskIntoConstraints = false
        let views = ["name": name, "score": score]

        // The `return` is in one build only.
        var built = "H:|[name]|"
        if ready {
            built = "H:|[nmae]|"
            #if STRICT
            return
            #endif
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: built, options: [], metrics: nil, views: views))   // seeded

        // `stop` here is a local closure, not the function that never returns.
        let stop = { print("stopped") }
        var stopped = "H:|[name]|"
        if ready { stopped = "H:|[scroe]|"; stop() }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: stopped, options: [], metrics: nil, views: views))   // seeded

        // A second trailing closure's `return` leaves the closure only.
        var trailing = ["name": name]
        both { print("first") } then: { trailing["score"] = self.score; return }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[name]-[score]|", options: [], metrics: nil, views: trailing))

        // The call runs later, in a closure, after the function has returned through the write.
        var later = ["name": name]
        for row in rows {
            if row > 0 { later["score"] = score; return }
            pending = { self.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[name]-[score]|", options: [], metrics: nil, views: later)) }
        }
    }

    func check() throws {}
    func abort() {}
    func both(_ first: () -> Void, then second: () -> Void) { first(); second() }
}
