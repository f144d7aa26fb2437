import UIKit

extension UIView {
    static func forAutoLayout() -> Self {
        let view = Self()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }
}

/// Views whose autoresizing flag this file cannot see are left alone: made by a factory, in a
/// lazy closure, opted out by a helper or a stack view, from a nib, or passed in. Only a view
/// created here with a plain initializer and never opted out is reported.
final class ProfileView: UIView {
    @IBOutlet weak var header: UILabel!
    lazy var avatar: UIImageView = {
        let view = UIImageView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    let name = UILabel.forAutoLayout()
    let bio = UILabel()
    let stack = UIStackView()
    let chip = UILabel()
    let status = UILabel()

    func prepare(_ view: UIView) { view.translatesAutoresizingMaskIntoConstraints = false }

    func install(footer: UIView) {
        [avatar, name, bio, chip, status].forEach(addSubview)
        prepare(bio)
        stack.addArrangedSubview(chip)
        let views: [String: UIView] = ["header": header, "avatar": avatar, "name": name, "bio": bio, "chip": chip, "footer": footer, "status": status]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[header]-[avatar]-[name]-[bio]-[chip]-[footer]-|", options: [], metrics: nil, views: views))
        // `status` is created above with UILabel() and nothing opts it out: its autoresizing constraints conflict.
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[status]-|", options: [], metrics: nil, views: views))
    }
}
