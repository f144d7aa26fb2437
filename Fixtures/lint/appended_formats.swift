import UIKit

// A format built in steps, literal text appended to a variable in straight-line code: the call
// gets the pieces in order, one format, as if they were joined with `+`.
final class ScoreRow: UIView {
    let rank = UILabel(), player = UILabel(), score = UILabel()

    func build(showsRank: Bool) {
        [rank, player, score].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views = ["rank": rank, "player": player, "score": score]

        var row = "H:|-[rank(24)]"
        row += "-[player]"
        row.append("-[scroe]-|")   // seeded: the runtime throws
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: row, options: [], metrics: nil, views: views))

        var column = "V:|-[player]"
        column = column + "-8-[score]-|"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: column, options: [], metrics: nil, views: views))
        column += "[nothing]"   // after the call: never part of it

        var logged = "V:|-[rank]"
        logged += "-[scroe]-|"   // seeded: the runtime throws
        print("layout:", logged)   // read, not changed
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: logged, options: [], metrics: nil, views: views))

        // Appended in one branch: two formats, with and without it, each checked (the runtime
        // throws when `showsRank` is true).
        var optional = "H:|"
        if showsRank { optional += "[rnk]-" }
        optional += "[player]|"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: optional, options: [], metrics: nil, views: views))

        // Appended in both branches: one format per branch (the runtime throws when `showsRank`
        // is false).
        var either = "H:|-"
        if showsRank { either += "[rank]" } else { either += "[plyer]" }   // seeded
        either += "-|"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: either, options: [], metrics: nil, views: views))

        // A branch that returns: the other's append is on every path, its own on none.
        var ending = "H:|-[rank]-"
        if showsRank { ending += "[scroe]|" } else { return }   // seeded: the runtime throws
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: ending, options: [], metrics: nil, views: views))

        var leaving = "H:|-[rank]"
        if !showsRank { leaving += "-[scroe]"; return }   // never at the call
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: leaving, options: [], metrics: nil, views: views))

        // Traps: the text depends on the run, so nothing is said.
        // Appended under two conditions, which may be one.
        var twice = "H:|"
        if showsRank { twice += "[rank]" }
        if !showsRank { twice += "[plyer]" }
        twice += "|"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: twice, options: [], metrics: nil, views: views))

        var repeated = "H:|"
        for _ in 0..<2 { repeated += "[plyer]" }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: repeated, options: [], metrics: nil, views: views))

        var deferred = "V:|[rank]|"
        let install = { self.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: deferred, options: [], metrics: nil, views: views)) }
        deferred += "[scor]"
        install()

        var named = "H:|"
        named += "[\(showsRank ? "rank" : "player")]|"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: named, options: [], metrics: nil, views: views))

        var perPlatform = "H:|-[rank]-"
        #if os(iOS)
        perPlatform += "[player]-|"
        #else
        perPlatform += "[score]-|"
        #endif
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: perPlatform, options: [], metrics: nil, views: views))

        var filled = "H:|-"
        fill(&filled)
        filled += "-|"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: filled, options: [], metrics: nil, views: views))

        var chosen = "V:|-[rank]"
        showsRank ? chosen.append("-[player]|") : chosen.append("-[score]|")
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: chosen, options: [], metrics: nil, views: views))

        var later = "H:|-[rank]-"
        func install() { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: later, options: [], metrics: nil, views: views)) }
        later += "|"
        install()
    }

    func fill(_ format: inout String) { format += "[player]" }
}
