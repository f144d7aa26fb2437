import Foundation
import VFLLayout
import VFLSemantics
import VFLSyntax

/// LayoutSVG draws solved frames: the container, each view as a labelled rectangle, ambiguous
/// views dashed in orange.
enum LayoutSVG {
    static func render(_ result: LayoutResult) -> String {
        let width = max(result.container.width, 1), height = max(result.container.height, 1)
        var minX = 0.0, minY = 0.0, maxX = width, maxY = height
        for (_, frame) in result.frames {
            minX = min(minX, frame.x); minY = min(minY, frame.y)
            maxX = max(maxX, frame.x + frame.width); maxY = max(maxY, frame.y + frame.height)
        }
        let margin = 10.0
        let viewBox = [minX - margin, minY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin].map(LayoutNumber.text)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox.joined(separator: " "))\" "
        svg += "width=\"\(viewBox[2])\" height=\"\(viewBox[3])\" font-family=\"-apple-system, Helvetica, sans-serif\" font-size=\"11\">\n"
        svg += "  <rect x=\"0\" y=\"0\" width=\"\(LayoutNumber.text(width))\" height=\"\(LayoutNumber.text(height))\" fill=\"#f6f6f6\" stroke=\"#888\"/>\n"
        let palette = ["#4e79a7", "#59a14f", "#9c755f", "#b07aa1", "#76b7b2", "#edc948", "#e15759", "#ff9da7"]
        for (index, (name, frame)) in result.frames.enumerated() {
            let ambiguous = result.ambiguities.contains { $0.view == name }
            let color = ambiguous ? "#f28e2b" : palette[index % palette.count]
            let dash = ambiguous ? " stroke-dasharray=\"4 3\"" : ""
            svg += "  <g>\n"
            svg += "    <title>\(escape(name)) \(LayoutNumber.text(frame.x)),\(LayoutNumber.text(frame.y)) \(LayoutNumber.text(frame.width))×\(LayoutNumber.text(frame.height))\(ambiguous ? " (ambiguous)" : "")</title>\n"
            svg += "    <rect x=\"\(LayoutNumber.text(frame.x))\" y=\"\(LayoutNumber.text(frame.y))\" width=\"\(LayoutNumber.text(max(frame.width, 0)))\" height=\"\(LayoutNumber.text(max(frame.height, 0)))\" fill=\"\(color)\" fill-opacity=\"0.25\" stroke=\"\(color)\"\(dash)/>\n"
            svg += "    <text x=\"\(LayoutNumber.text(frame.x + 3))\" y=\"\(LayoutNumber.text(frame.y + 12))\" fill=\"#222\">\(escape(name))</text>\n"
            svg += "  </g>\n"
        }
        return svg + "</svg>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
