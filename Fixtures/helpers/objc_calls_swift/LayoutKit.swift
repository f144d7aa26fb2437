import AppKit

@objc public final class LayoutKit: NSObject {
    // Objective-C calls it `+layoutIn:visualFormats:metricsInfo:viewsInfo:` ("in" is a
    // preposition: no "With").
    @objc static public func layout(in view: NSView, visualFormats: [String], metricsInfo: [String: NSNumber]?, viewsInfo: [String: NSView]) {
        for format in visualFormats {
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metricsInfo, views: viewsInfo))
        }
    }

    // `-pinWithFormat:views:`.
    @objc public func pin(format: String, views: [String: NSView]) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }

    // Named by its attribute: `+stack:views:`.
    @objc(stack:views:) public class func stackFormat(_ format: String, views: [String: NSView]) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
    }

    // Trap: not marked @objc, so Objective-C cannot call it; a method of that selector is
    // another one's.
    public func fill(format: String, views: [String: NSView]) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
    }
}
