import UIKit

final class Row: UIView {
    let name = UILabel()
    let price = UILabel()

    func build() {
        for view in [name, price] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        pin(withVisualFormat: "H:|-[v0]-[v1]-|", views: name, price)
        pin(withVisualFormat: "V:|-[v0]-[v2]-|", views: name, price)
        let views = ["name": name, "price": price]
        lay("V:|-[naem]-|", views: views)
        lay("V:|-pad-[price]-|", views: views)
        layEmpty("H:[price]-pad-|", views: views)
        lay("V:|-pad-[name]-|", views: views, metrics: ["pad": 4])
        layPadded("V:|-pad-[price]", views: views)
        layMerged("V:[price]-pad-|", views: views)
        place("H:|-pad-[name]", views: views)
        tile("H:|-pad-[nmae]|", views: views)
        Queue().spread("H:|-pad-[price]", views: views)
        band("H:|-[nmae]|", views: views)
        put("H:|-[prcie]-|", views: views)
        put("H:|-[price]-|")
        putOrOwn("H:|-[me]-[name]-|", views: views)
    }
}
