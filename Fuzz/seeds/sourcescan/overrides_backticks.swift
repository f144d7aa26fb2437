import UIKit

final class Card: Frame {
    let badge = UIView()
    override func `pin`(_ item: UIView, `in` container: UIView) {}
    override func a(_ v: UIView, b f: String) async throws {}
    override func a() async {}
    @objc override var a: String { get { "" } set { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: newValue, options: [], metrics: nil, views: ["a": badge])) } }
    override class var `default`: Card { Card() }
    func `self`() { let `let` = 1; _ = `let` }
    var broken = `unterminated
}
