import Foundation
import VFLLayout
import VFLSemantics
import VFLSyntax

// The core modules use no Foundation; app code has NSRange, CGRect and CGSize. These are the
// conversions, in one module that app code imports beside the core (`import VFLFoundation`).

extension ByteRange {
    /// The range as an `NSRange` into `text` (UTF-16 code units, as `UITextView`,
    /// `NSAttributedString` and `NSString` count).
    public func nsRange(in text: String) -> NSRange {
        let (location, length) = utf16Range(in: text)
        return NSRange(location: location, length: length)
    }
}

extension Frame {
    /// The frame as a `CGRect`.
    public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// A frame from a `CGRect`.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension LayoutFile {
    /// A layout built in code with its container size as a `CGSize` (a view's `bounds.size`).
    public init(size: CGSize, platform: Platform = .ios, margins: EdgeInsets = EdgeInsets(all: 8),
                metrics: [String: Double] = [:], views: Set<String>? = nil) {
        self.init(size: (Double(size.width), Double(size.height)), platform: platform, margins: margins, metrics: metrics, views: views)
    }
}

extension LayoutResult {
    /// The solved frames by view name, as `CGRect`s.
    public var rects: [String: CGRect] {
        Dictionary(frames.map { ($0.name, $0.frame.cgRect) }, uniquingKeysWith: { first, _ in first })
    }
}
