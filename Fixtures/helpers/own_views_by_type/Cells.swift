import UIKit

// Each cell has a helper of the same name that takes only the format and makes its own views
// dictionary: a call in one cell is checked with that cell's keys.
class MatchCell: UICollectionViewCell {
    let separator = UIView(), photo = UIImageView(), name = UILabel()

    func setUp() {
        addConstraintsWithFormat("H:|[v0]|")
        addConstraintsWithFormat("H:|-[v1(44)]-[v2]-|")
        addConstraintsWithFormat("V:|-[v1]-[v3]")
        self.addConstraintsWithFormat("V:[v0(1)]|")
    }

    func addConstraintsWithFormat(_ format: String) {
        let views: [String: UIView] = ["v0": separator, "v1": photo, "v2": name]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
    }
}

class IssueCell: UICollectionViewCell {
    let container = UIView(), title = UILabel(), detail = UILabel(), border = UIView()

    func setUp(other: MatchCell) {
        addConstraintsWithFormat("H:|-[v0]-|")
        addConstraintsWithFormat("V:|-[v1]-[v2]-[v4]|")
        // Another cell's helper, with that cell's keys: not read.
        other.addConstraintsWithFormat("H:|[v3]|")
    }

    func addConstraintsWithFormat(_ format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil,
                                                      views: ["v0": container, "v1": title, "v2": detail, "v3": border]))
    }
}

// A subclass overrides a helper with other keys: a call in the superclass may reach either, so
// no definition of that name is read.
class PanelView: UIView {
    let header = UILabel()

    func build() {
        place("H:|[body]|")
    }

    func place(_ format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["header": header]))
    }
}

class FooterPanelView: PanelView {
    let body = UILabel()

    override func place(_ format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["header": header, "body": body]))
    }
}

// A key made at run time: the helper's keys are not known.
class GridCell: UICollectionViewCell {
    let cells = [UILabel(), UILabel()]

    func setUp() {
        pinCells("H:|[cell0][cell1]|")
    }

    func pinCells(_ format: String) {
        var views: [String: UIView] = [:]
        for (i, cell) in cells.enumerated() { views["cell\(i)"] = cell }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
    }
}
