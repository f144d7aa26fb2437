import UIKit

final class ProfileView: UIView {
    let avatar = UIView()
    let name = UILabel()

    func build() {
        var layout = Layouter(views: ["avatar": avatar, "name": name], metrics: ["pad": 8])
        layout.add("H:|-pad-[avatar]-[name]-pad-|")
        // Seeded: 'nmae' is no key, 'gap' no metric.
        layout.add("V:|-[nmae]-|")
        layout.add("V:|-gap-[avatar]")
        let grid = Grid(["avatar": avatar])
        // Seeded: 'avatr'.
        _ = grid.row("H:|[avatr]|")
        // Traps (not read): an object made again, one whose type sets its views two ways, one
        // whose views may change, one given by the caller.
        var other = Layouter(views: ["name": name], metrics: [:])
        other = Layouter(views: ["avatar": avatar], metrics: [:])
        other.add("H:|[avatar]|")
        let stack = Stack(views: ["name": name])
        _ = stack.stack("H:|[name]|")
        let board = Board(views: ["name": name])
        _ = board.place("H:|[name]|")
    }

    func later(_ layout: inout Layouter) {
        layout.add("H:|[anything]|")
    }
}
