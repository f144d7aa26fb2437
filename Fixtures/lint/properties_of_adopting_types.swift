import UIKit

// Types whose declaration has a comma (protocols after the superclass, generic parameters, a
// `where` clause) hold properties like any other type: a dictionary property filled in another
// method (through `self.`) is not visible at the call, so nothing is reported about its keys.

final class PriceRow: UITableViewCell, UITextFieldDelegate {
    var sizes: [String: Any]!
    var parts: [String: UIView] = [:]
    let price = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        price.translatesAutoresizingMaskIntoConstraints = false
        self.sizes = ["priceWidth": 80]
        self.parts["price"] = price
    }

    required init?(coder: NSCoder) { fatalError() }

    func install() {
        contentView.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[price(priceWidth)]-|", options: [], metrics: sizes, views: parts))
    }
}

final class Carousel<Item, Cell: UIView>: UIView where Item: Hashable, Cell: UIControl {
    var views: [String: Any]!
    let page = UIView()

    func prepare() {
        page.translatesAutoresizingMaskIntoConstraints = false
        self.views = ["page": page]
    }

    func install() {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[page]|", options: [], metrics: nil, views: views))
    }
}

// A generic function's locals are still followed: the typo here is reported.
func pin<Content: UIView, Badge: UIView>(_ content: Content, _ badge: Badge, in host: UIView) {
    content.translatesAutoresizingMaskIntoConstraints = false
    badge.translatesAutoresizingMaskIntoConstraints = false
    let views = ["content": content, "badge": badge]
    host.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[content]-[bagde]|", options: [], metrics: nil, views: views))
}
