import UIKit

final class ProfileView: UIView {
    let avatar = UIImageView()
    let name = UILabel()
    let footer = UIView()

    func install() {
        let views = ["avatar": avatar, "name": name, "footer": footer]
        views.values.forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: LayoutFormats.header, options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: LayoutFormats.stacked, options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: footerFormat, options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: Constants.Layout.card, options: [], metrics: nil, views: views))
        // The Objective-C constant, seen through the bridging header.
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: kBannerFormat, options: [], metrics: nil, views: views))
        // Traps: a constant of no file here, one declared twice, one shadowed by a local.
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: Missing.format, options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: sharedFormat, options: [], metrics: nil, views: views))
        let footerFormat = "V:[footer]|"
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: footerFormat, options: [], metrics: nil, views: views))
    }
}
