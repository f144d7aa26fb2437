import UIKit

// Formats built at run time whose view names are still written in the literal: the names are
// checked, whatever the numbers or names substituted.
final class PriceRow: UIView {
    let title = UILabel(), price = UILabel()

    func build(inset: CGFloat, gap: Int, axis: String, key: String) {
        [title, price].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
        let views = ["title": title, "price": price]
        // A spacing interpolated: 'prise' is a typo whatever the inset.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(inset)-[title]-[prise]-|", options: [], metrics: nil, views: views))
        // Numbers through String(format:): 'titel' is a typo.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: String(format: "V:|-%.1f-[titel]-(%d@750)-|", inset, gap), options: [], metrics: nil, views: views))
        // A view's name substituted: the other name is still checked.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[\(key)]-[pric]|", options: [], metrics: nil, views: views))
        // An orientation substituted: the format's shape is not known, but a name written
        // between brackets is a view wherever it falls, and 'nothing' is not one.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "\(axis):|[nothing]|", options: [], metrics: nil, views: views))
        // A piece substituted and a name completed at run time: only whole names are read, and
        // 'title' is one of the views.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|\(key)[title]-[price\(gap)]|", options: [], metrics: nil, views: views))
        // Correct: no finding from the names.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-\(inset)-[price]", options: [], metrics: nil, views: views))
    }

    // Multi-line literals: the lines a `\` joins are one format, read without their indentation.
    func stack(inset: CGFloat, key: String) {
        let views = ["title": title, "price": price]
        // 'titl' is a typo on the second line, reported where it is written.
        let joined = """
                     H:|-(==\(inset))-\
                     [titl(<=100)]-\
                     (>=\(inset))-|
                     """
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: joined, options: [], metrics: nil, views: views))
        // Correct, with a blank line and a piece substituted: no finding from the names.
        let pieces = """
            V:|\(key)\

            [price]-|
            """
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: pieces, options: [], metrics: nil, views: views))
        // A line break left in the value (no `\`): the format is not what the lines show, and
        // 'pryce' is left alone.
        let broken = """
                     H:|-\(inset)-[title]
                     [pryce]|
                     """
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: broken, options: [], metrics: nil, views: views))
    }
}
