import UIKit

final class FormatLog {
    private var seen: [String] = []
    /// Keeps a format and never lays anything out: not a helper.
    func remember(_ format: String) { seen.append(format) }
}

final class ProfileHeader: UIView {
    let avatar = UIImageView()
    let name = UILabel()
    let log = FormatLog()
    var extraViews: [String: UIView] = [:]   // filled by a subclass

    /// Its views come from a property set elsewhere: names are not checked at its calls.
    func apply(_ format: String) {
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: extraViews))
    }

    func layout() {
        [avatar, name].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let views: [String: UIView] = ["avatar": avatar, "name": name]
        install(formats: ["H:|-[avatar(44)]-[name]-|", "V:|-[avatr]-|"], views: views)
        install(formats: ["V:|-m-[name]"], metrics: ["m": 8], views: views)
        constrain(["V:|-[name]-|", "H:[name(>=nmae)]"], options: [], views: views)
        pin("H:[avatar]-(>=8)-|", views: views)
        NSLayoutConstraint.activate(constraints(for: ["V:[avatar(44)]", "V:[nmae]-|"], views: views))
        apply("H:|-[anything]-|")
        log.remember("H:|-[notAView]-|")
        let make = { (format: String) in
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        }
        make("H:|[avatar]")
        make("V:[avatar]-[naem]")
        do {
            // Shadows the outer dictionary: 'avatar' is not among these views.
            let views = ["name": name]
            pin("V:[avatar]", views: views)
        }
    }
}
