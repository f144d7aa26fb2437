import Foundation
import VFLJSON
import VFLLint
import VFLSemantics
import VFLSyntax

/// ConstraintJSON writes `vfl lower --json` records (the machine interface in the README, `vfl lower`).
public enum ConstraintJSON {
    /// Writes `{"format", "diagnostics", "constraints"}` for one analysed format.
    public static func write(_ analysis: FormatAnalysis, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("format", String(decoding: analysis.syntax.source, as: UTF8.self))
        writer.beginArray("diagnostics")
        for diagnostic in analysis.diagnostics { SyntaxJSON.write(diagnostic, to: &writer) }
        writer.endArray()
        writer.beginArray("constraints")
        for constraint in analysis.constraints { write(constraint, to: &writer) }
        writer.endArray()
        writer.endObject()
    }

    /// Writes one constraint `C`.
    public static func write(_ constraint: LayoutConstraint, to writer: inout JSONWriter) {
        writer.beginObject()
        writeFields(constraint, to: &writer)
        writer.endObject()
    }

    /// Writes the fields of `C` into the current object.
    public static func writeFields(_ constraint: LayoutConstraint, to writer: inout JSONWriter) {
        anchor("first", constraint.first, to: &writer)
        writer.field("relation", constraint.relation.description)
        if let second = constraint.second { anchor("second", second, to: &writer) } else { writer.null("second") }
        writer.field("multiplier", constraint.multiplier)
        writer.field("constant", constraint.constant)
        writer.field("priority", constraint.priority)
        writer.field("standardSpacing", constraint.isStandardSpacing)
        writer.field("start", constraint.range.lowerBound)
        writer.field("end", constraint.range.upperBound)
        writer.field("origin", constraint.origin.rawValue)
        writer.field("metric", constraint.constantMetric)
    }

    static func anchor(_ key: String, _ anchor: LayoutAnchor, to writer: inout JSONWriter) {
        writer.beginObject(key)
        writer.field("item", anchor.item.name)
        writer.field("attribute", anchor.attribute.description)
        writer.endObject()
    }
}
