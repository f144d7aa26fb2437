// libFuzzer entry point for the source scanner and the file formatter. Built by Scripts/fuzz.sh
// against VFLSyntax and VFLSourceScan.
//
// The input is read as Swift and as Objective-C. Checks: no crash; every range the scanner
// reports lies in the file and literal offsets increase; a Swift name given by hand has a label
// per selector piece; formatting changes only the contents of the literals it reports (every
// other byte identical, in order); formatting the output again changes nothing; and the one-pass
// survey of the bytes (sixteen at a time, reading near the end) gives the plain answers; a
// constant of another file a call names is placed on its name.

import VFLSourceScan
import VFLSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func sourceScanFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("invariant broken: \(message()) for input \(String(decoding: bytes, as: UTF8.self).debugDescription)") }
    }
    func inFile(_ r: ByteRange) -> Bool { r.lowerBound >= 0 && r.lowerBound <= r.upperBound && r.upperBound <= size }
    let helper = FormatFunction(name: "addConstraints", formatLabel: "format", positionalKeys: "v{index}")
    let survey = FileSurvey(bytes)
    func contains(_ marker: String) -> Bool {
        let m = Array(marker.utf8)
        return size >= m.count && (0...(size - m.count)).contains { bytes[$0..<$0 + m.count].elementsEqual(m) }
    }
    check(survey.kind == UTF8Validation.kind(bytes), "survey: kind")
    check(survey.mentionsAPI == contains("VisualFormat") && survey.mentionsSuppression == contains("vfl-lint:"), "survey: markers")
    check(survey.mayHoldFormatLiteral == ["H:|", "H:[", "V:|", "V:[", "\"|-", "\"|["].contains(where: contains), "survey: literal marks")
    for language in [SourceLanguage.swift, .objc] {
        let scan = SourceScan.scan(bytes, language: language, functions: [helper])
        for comment in scan.comments { check(inFile(comment), "comment range") }
        for format in scan.formats {
            check(inFile(format.callRange) && inFile(format.argumentRange), "call ranges")
            for literal in format.literals {
                check(inFile(literal.range) && inFile(literal.contentRange), "literal range")
                check(literal.offsets.isEmpty || literal.offsets.count == (literal.value?.count ?? -1) + 1, "offset count")
                var previous: Int32 = -1
                for offset in literal.offsets {
                    check(offset > previous && Int(offset) <= size, "offsets increase")
                    previous = offset
                }
            }
            if let text = format.text {
                check(inFile(format.sourceRange(of: ByteRange(0, text.count))), "mapped range")
            }
            for entry in (format.views?.entries ?? []) + (format.metrics?.entries ?? []) {
                check(inFile(entry.keyRange) && inFile(entry.valueRange), "dictionary ranges")
            }
        }
        // The properties a file may reach are among those asked about, and a sealed scan reads
        // the file as any other does.
        let asked = ["views", "a", "parts"]
        check(SourceScan.propertiesNamed(asked, in: bytes, language: language).isSubset(of: Set(asked)), "properties named")
        check(SourceScan.typesBuiltOn(["Badge", "A", "B"], in: bytes, language: language).isSubset(of: ["Badge", "A", "B"]), "types built on")
        let unsealed = scan.definedHelpers?.unsealedProperties ?? []
        check(language == .swift || unsealed.isEmpty, "unsealed properties are Swift's")
        check(SourceScan.scan(bytes, language: language, functions: [helper], sealedProperties: Set(unsealed)).formats.count == scan.formats.count,
              "a sealed scan finds the same formats")
        // Calls that reach the project's own `constraints` are not read as Apple's: a scan told
        // of more such functions reads no more.
        let own = LabelledFunction(name: "constraints", type: nil, labels: ["withVisualFormat", "views"])
        check((scan.definedHelpers?.labelledFunctions ?? []).allSatisfy { $0.name == "constraints" && $0.labels.first != nil }, "labelled functions")
        check(SourceScan.scan(bytes, language: language, functions: [helper], labelledFunctions: [own]).formats.count <= scan.formats.count,
              "a labelled function's calls are not Apple's")
        // Another file's constants named here stand where their names are written.
        for constant in SourceScan.formatConstants(bytes, language: language) {
            check(constant.offset >= 0 && constant.offset < size && !constant.name.isEmpty && constant.line >= 1 && constant.column >= 1, "format constant")
        }
        let table = Dictionary(uniqueKeysWithValues: ["a", "A.b", "kRow", "Formats.row"].map {
            ($0, FormatConstant(name: $0, value: Array("H:|[a]-[b]|".utf8), language: .objc, offset: 0, line: 1, column: 1))
        })
        _ = SourceScan.scan(bytes, language: language, functions: [helper], formatConstants: table) { format in
            guard format.constant != nil else { return }
            check(format.text == Array("H:|[a]-[b]|".utf8) && format.literals.count == 1 && inFile(format.literals[0].range), "a constant's format")
            check(inFile(format.sourceRange(of: ByteRange(2, 6))), "a constant's mapped range")
        }
        let selectors: Set<[String]> = [["pinItemView", "format"], ["a", "b"], ["a"]]
        let names = SourceScan.swiftNames(bytes, language: language, selectors: selectors)
        for named in names {
            check(language == .objc && !named.selector.isEmpty, "Swift names")
            check(named.name.isEmpty ? named.parameterTypes.count == named.selector.count
                  : named.selector.count == named.labels.count || named.selector.count == named.labels.count + 1 && named.selector.last == "error",
                  "a Swift name or types")
        }
        let overrides = SourceScan.helperDefinitionsAndOverrides(bytes, language: language, of: [], names: [], overrideNames: [Array("pin".utf8), Array("pinitem".utf8), Array("a".utf8), Array("seta".utf8)])?.overrides ?? []
        for method in overrides {
            check(language == .swift && !method.name.isEmpty, "overrides")
            check(objcHelpers.count == 3, "the harness's helpers read")
            for helper in objcHelpers { _ = helper.mayBeImported(as: method, declarations: names) }
        }
        let result = SourceFormatter.format(bytes, language: language, functions: [helper])
        var cursor = 0, out = 0
        for change in result.changes {
            check(inFile(change.range) && change.range.lowerBound >= cursor, "change ranges ordered")
            let kept = change.range.lowerBound - cursor
            check(Array(bytes[cursor..<change.range.lowerBound]) == Array(result.output[out..<out + kept]), "bytes outside changes kept")
            out += kept + change.new.count
            cursor = change.range.upperBound
        }
        check(Array(bytes[cursor...]) == Array(result.output[out...]), "tail kept")
        if result.changed {
            check(!SourceFormatter.format(result.output, language: language, functions: [helper]).changed, "not idempotent")
        }
    }
    return 0
}

/// Objective-C instance helpers whose Swift overrides are looked for (`mayBeImported`).
let objcHelpers = SourceScan.helperDefinitions(Array("""
    @implementation K
    - (void)pinItemView:(UIView *)v format:(NSString *)f { [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:f options:0 metrics:nil views:NSDictionaryOfVariableBindings(v)]]; }
    - (void)a:(UIView *)v b:(NSString *)f { [v addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:f options:0 metrics:nil views:@{@"v": v}]]; }
    - (void)aWithReply:(NSString *)f { [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:f options:0 metrics:nil views:@{}]]; }
    @end
    """.utf8), language: .objc, known: [])
