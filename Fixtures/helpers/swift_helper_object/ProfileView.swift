import UIKit

final class ProfileView: UIView {
    let title = UILabel()
    let icon = UIImageView()
    let avatar = UIImageView()
    let badge = UILabel()
    let content = UIView()

    func setUp() {
        let layout = LayoutBuilder(views: ["title": title, "icon": icon, "avatar": avatar], metrics: ["pad": 8])
        NSLayoutConstraint.activate(layout.constraints("H:|-pad-[title]-[icno]-|"))
        layout.activate(["V:|[title]|", "V:|-pad-[avatr]|"])
        NSLayoutConstraint.activate(LayoutBuilder(views: ["badge": badge]).constraints("H:|[badeg]|", options: .alignAllCenterY))

        // The builder made for one view keeps its own: not read.
        let single = LayoutBuilder(content: content)
        NSLayoutConstraint.activate(single.constraints("H:|[contnet]|"))

        Pinner(["title": title]).pin("V:|[tilte]|")

        let grid = Grid(views: ["icon": icon, "badge": badge])
        NSLayoutConstraint.activate(grid.rows(["H:|[icon][bdage]|"]))
        NSLayoutConstraint.activate(Grid(views: ["icon": icon], metrics: ["gap": 4]).rows(["H:|-gpa-[icon]|"]))

        var batch = Batch(views: ["title": title, "badge": badge])
        batch.push("H:|[title]-[bagde]|")
        batch.push("V:|[title]|")
        NSLayoutConstraint.activate(batch.constraints)

        let sheet = Sheet(views: ["title": title, "badge": badge], metrics: ["pad": 8])
        NSLayoutConstraint.activate(sheet.lay("H:|-pad-[titel]-[badge]|"))
        NSLayoutConstraint.activate(sheet.lay("H:|[icon]-pda-|", views: ["icon": icon]))
        NSLayoutConstraint.activate(sheet.lay("V:|-pad-[title]|", views: ["icon": icon], metrics: ["gap": 4]))
    }

    func traps() {
        // Reassigned before its use: which builder the call reaches is not read.
        var layout = LayoutBuilder(views: ["title": title])
        layout = LayoutBuilder(views: ["icon": icon])
        NSLayoutConstraint.activate(layout.constraints("H:|[title]|"))

        // Its views may have changed since it was made.
        let open = OpenBuilder(views: ["title": title])
        open.views["icon"] = icon
        NSLayoutConstraint.activate(open.make("H:|[icon]|"))

        // A member written through the variable before the call.
        var changed = Batch(views: ["title": title])
        changed.views["icon"] = icon
        changed.push("H:|[icon]|")

        // Formats kept, never handed on.
        FormatLog(views: ["title": title]).note("H:|[nothing]|")

        // A local of the same name as the builder, shadowing it in a closure.
        let builder = LayoutBuilder(views: ["title": title])
        let apply = { (builder: LayoutBuilder) in NSLayoutConstraint.activate(builder.constraints("H:|[avatar]|")) }
        apply(LayoutBuilder(views: ["avatar": avatar]))
        NSLayoutConstraint.activate(builder.constraints("V:|[title]|"))
    }
}

extension ProfileView {
    func collect() {
        var collector = Collector(views: ["title": title, "icon": icon], metrics: ["pad": 8])
        collector.add("H:|-pad-[tilte]-[icon]|")
        collector.add(NSLayoutConstraint(item: title, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10))
        collector.add("V:|[icno]|", views: ["icon": icon])
        NSLayoutConstraint.activate(collector.constraints)

        var ledger = Ledger(views: ["title": title])
        ledger.record("H:|[ttile]|")

        let sheet = Sheet(views: ["title": title, "badge": badge])
        NSLayoutConstraint.activate(sheet.layAll(["H:|[badge]|", "V:|[bdge]|"], spacing: ["gap": 2]))
        NSLayoutConstraint.activate(sheet.lay("H:|[title]|", views: nil))
        var empty = Collector(views: nil)
        empty.add("H:|[anything]|")
        NSLayoutConstraint.activate(Pinner(["title": title], adding: icon).pin("H:|[title][extra]|"))
        var swap = Swappable(views: ["title": title])
        swap.including(icon, as: "icon")
        NSLayoutConstraint.activate(swap.build("H:|[title]-[icon]|"))
    }
}
