import Foundation
import VFLJSON
import VFLLint

extension JSONWriter {
    /// The JSON text of a reply built from the values the language server works with: its own
    /// dictionaries, arrays, strings, `Int`s, `Double`s and `Bool`s, and what Foundation's JSON
    /// reader gave it back from the client (an `NSNumber`, `true` and `false` as `NSNumber`s
    /// of their own class, `NSNull`), and optionals of these (nil is null). Object keys are
    /// sorted, so a reply is the same text from run to run. Nil when a value has no JSON form
    /// (a number that is not finite, or another type), as `JSONSerialization` refuses those too.
    ///
    /// The server wrote replies with `JSONSerialization` before: about half of its time on a
    /// busy session went to bridging every dictionary to `NSDictionary` and sorting keys with a
    /// locale-aware compare.
    static func text(of value: Any) -> String? {
        var text = ""
        return append(value, to: &text) ? text : nil
    }

    /// The class Foundation gives `true` and `false`, which are `NSNumber`s too: the only way
    /// to tell the client's `true` from its `1`.
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    private static func append(_ value: Any, to text: inout String) -> Bool {
        // Swift's own values first, by their exact type: bridging would turn a Bool into an
        // NSNumber and an NSNumber 1 into `true`.
        switch value {
        case let string as String:
            appendString(string, to: &text)
        case let object as [String: Any]:
            text += "{"
            var first = true
            for (key, element) in object.sorted(by: { $0.key < $1.key }) {
                if !first { text += "," }
                first = false
                appendString(key, to: &text)
                text += ":"
                guard append(element, to: &text) else { return false }
            }
            text += "}"
        case let array as [Any]:
            text += "["
            for (index, element) in array.enumerated() {
                if index > 0 { text += "," }
                guard append(element, to: &text) else { return false }
            }
            text += "]"
        case is NSNull:
            text += "null"
        default:
            let type = type(of: value)
            if type == Bool.self, let bool = value as? Bool {
                text += bool ? "true" : "false"
            } else if type == Int.self, let int = value as? Int {
                text += String(int)
            } else if type == Double.self, let double = value as? Double {
                guard double.isFinite else { return false }
                text += number(double)
            } else if let number = value as? NSNumber {
                if ObjectIdentifier(Swift.type(of: number)) == booleanClass {
                    text += number.boolValue ? "true" : "false"
                } else {
                    guard number.doubleValue.isFinite else { return false }
                    text += number.stringValue   // "1", "1.5", "1e+300": JSON numbers all
                }
            } else {
                // An optional put in a dictionary as it was: its value, or null.
                let mirror = Mirror(reflecting: value)
                guard mirror.displayStyle == .optional else { return false }
                guard let wrapped = mirror.children.first?.value else { text += "null"; return true }
                return append(wrapped, to: &text)
            }
        }
        return true
    }
}
