import UIKit

extension UIView {
    func addFormats(_ formats: [String], views: [String: UIView]) {
        formats.forEach { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: nil, views: views)) }
    }
}

final class RankHeader: UIView {
    let border = UIView(), people = UIView(), heart = UIView()

    // A constant given its array in each case of a switch: 'heaart' is in neither dictionary.
    func build(ranked: Bool) {
        let formats: [String]
        switch ranked {
        case true: formats = ["|[border]|", "|-[people]", traitCollection.horizontalSizeClass == .compact ? "V:|-6-[peple]" : "V:|-12-[people]"]
        case false: formats = ["|[border]|", "|-[people]-4-[heart(==12)]", "V:|-[heaart]"]
        }
        addFormats(formats, views: ranked ? ["border": border, "people": people] : ["border": border, "people": people, "heart": heart])
    }

    // A variable of the same name declared inside is another one: its array is not this call's.
    func shadowed(wide: Bool) {
        var formats: [String]
        if wide { formats = ["|[border]|"] } else { formats = ["|[peopel]|"] }
        do {
            var formats: [String]
            formats = ["|[nobody]|"]
            print(formats)
        }
        addFormats(formats, views: ["border": border, "people": people])
    }
}
