import UIKit

final class ProfileController: UIViewController {
    let title1 = UILabel()
    let avatar = UIImageView()
    let spacer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let views: [String: AnyObject] = ["title": title1, "avatar": avatar]
        _ = pin(views, formats: ["H:|-[avatar]-[title]-|", "V:[topGuide]-[avatar]-[bottomGuide]"])
        // Seeded: 'titel' is no key, and the helper adds none of that name.
        _ = pin(views, formats: ["V:[topGuide]-[titel]"])
        _ = pin(views, metrics: nil, formats: ["H:|[title]|", "V:[avatar]-[bottomGuide]"], install: false)
        // Seeded: 'guide' is no key either.
        _ = pin(views, metrics: nil, formats: ["V:[guide]-[avatar]"], install: true)
        pinMerged(views, extra: ["spacer": spacer], formats: ["H:|[spacer]|", "H:|[anything]|"])
        pinNamed(views, name: "spacer", formats: ["H:|[spacer]|"])
        pinWithout(["spacer": spacer], formats: ["H:|[spacer]|"])
        pinSpaced(views, formats: ["H:|[title]-[spacer]|"])
    }
}
