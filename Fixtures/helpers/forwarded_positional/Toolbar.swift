import UIKit

final class Toolbar: UIView {
    let back = UIView(), share = UIView(), title = UIView()

    func build() {
        pinEach(format: "V:|-[v0]-|", to: back, share)
        pinEach(format: "H:|-[v0]-[v1]-|", to: back, share)
        pinPair(format: "H:|-[v0]-[v1]-|", back, share)
        pinPair(format: "H:|-[v0]-[v2]-|", back, share)
        pinAll(format: "H:|[v0][v1][v2]|", in: [back, title, share])
        pinAll(format: "H:|[v0][v3]|", in: [back, share])
        pinOptional(format: "H:|[v0]-[v1]|", back, nil)
        pinList(format: "H:|[v0]-[v1]-[v2]|", back, title, share)
        // Called directly, each reaches the helper its argument fits.
        pin(format: "H:|[v0][v1]|", views: [back, share])
        pin(format: "H:|[v0]-[v1]|", views: back, share)
        pin(format: "V:|[v0]|", views: title)
        pin(format: "V:|[v0]-[v1]|", views: back)
        let row = [back, share]
        pin(format: "H:|[v0]-[v1]|", views: row)
        let strip: Strip = [back, share]
        pin(format: "H:|[v0]-[v1]|", views: strip)
        pinStrip(format: "H:|[v0]-[v1]|", strip: [back, share])
    }

    /// Trap: what `items` holds is not written here, so its keys are not known.
    func place(items: [UIView]) {
        pin(format: "H:|[v0]-[v1]|", views: items)
    }
}
