import UIKit

// An extension of the cell in another file: its calls reach the cell's helper.
extension MatchCell {
    func addBadge() {
        addConstraintsWithFormat("H:[v2]-[v4]-|")
    }
}
