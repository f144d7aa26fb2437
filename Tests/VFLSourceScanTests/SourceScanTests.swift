import _VFLTestSupport
import VFLSourceScan
import VFLSyntax
import XCTest

/// What the scanner finds in Swift and Objective-C text: formats, their exact ranges, and the
/// views, metrics and options of the call around them.
final class SourceScanTests: XCTestCase {
    func scan(_ text: String, _ language: SourceLanguage = .swift, functions: [FormatFunction] = []) -> [EmbeddedFormat] {
        SourceScan.scan(Array(text.utf8), language: language, functions: functions).formats
    }

    func string(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    func slice(_ text: String, _ range: ByteRange) -> String {
        String(decoding: Array(text.utf8)[range.lowerBound..<range.upperBound], as: UTF8.self)
    }

    func testSwiftCallWithDictionariesAndOptions() {
        let source = """
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-pad-[b]-|",
                                           options: [.alignAllTop, NSLayoutConstraint.FormatOptions.alignAllBottom],
                                           metrics: ["pad": 12, "w": width],
                                           views: ["a": a, "b": b as Any])
            """
        let formats = scan(source)
        XCTAssertEqual(formats.count, 1)
        let format = formats[0]
        XCTAssertEqual(string(format.text), "H:|-[a]-pad-[b]-|")
        XCTAssertTrue(format.isRewritable)
        XCTAssertEqual(format.options?.names, ["alignAllTop", "alignAllBottom"])
        XCTAssertEqual(format.metrics?.entries.map(\.key), ["pad", "w"])
        XCTAssertEqual(format.metrics?.entries.map(\.number), [12, nil])
        XCTAssertEqual(format.views?.entries.map(\.key), ["a", "b"])
        XCTAssertEqual(format.views?.entries.map(\.valueText), ["a", "b as Any"])
        // The format's bytes map back to the file: `pad` is at these bytes of the source.
        XCTAssertEqual(slice(source, format.sourceRange(of: ByteRange(8, 11))), "pad")
        // An empty option set made by its initializer is no option, not an unknown one.
        for empty in ["NSLayoutFormatOptions()", "NSLayoutConstraint.FormatOptions()", ".init()", "[.init(), .alignAllTop]", "NSLayoutFormatOptions(rawValue: 0)", "nil"] {
            let call = scan("NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: \(empty), metrics: nil, views: [\"a\": a])")[0]
            XCTAssertEqual(call.options?.names, empty.contains("alignAllTop") ? ["alignAllTop"] : [], empty)
            XCTAssertFalse(call.optionsAreUnknown, empty)
        }
        XCTAssertTrue(scan("NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: makeOptions(), metrics: nil, views: [\"a\": a])")[0].optionsAreUnknown)
        // Options held in a constant are read from it; a variable changed later is unknown.
        let constant = "let opts: NSLayoutConstraint.FormatOptions = [.alignAllTop, .alignAllBottom]\nNSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: opts, metrics: nil, views: [\"a\": a])"
        XCTAssertEqual(scan(constant)[0].options?.names, ["alignAllTop", "alignAllBottom"])
        let changed = "func f() {\nvar opts: NSLayoutConstraint.FormatOptions = []\nif wide { opts = .alignAllTop }\nNSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: opts, metrics: nil, views: [\"a\": a])\n}"
        XCTAssertTrue(scan(changed)[0].optionsAreUnknown)
        let objc = "- (void)f {\nNSLayoutFormatOptions opts = NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom;\n[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[a]|\" options:opts metrics:nil views:@{@\"a\": a}];\n}"
        XCTAssertEqual(scan(objc, .objc)[0].options?.names, ["alignAllTop", "alignAllBottom"])
        // A format in parentheses: each branch of a conditional in them is read.
        let parenthesised = scan("NSLayoutConstraint.constraints(withVisualFormat: (wide ? \"H:|[a]|\" : \"H:|[zz]|\"), options: [], metrics: nil, views: [\"a\": a])")
        XCTAssertEqual(parenthesised.map { string($0.text) }, ["H:|[a]|", "H:|[zz]|"])
    }

    func testObjectiveCMessageWithBindingsAndOptionMask() {
        let source = """
            [NSLayoutConstraint constraintsWithVisualFormat:@"V:|-(top)-[icon(==40)]"
                                                    options:NSLayoutFormatAlignAllLeading | NSLayoutFormatDirectionLeadingToTrailing
                                                    metrics:@{@"top": @20, @"gap": @(8)}
                                                      views:NSDictionaryOfVariableBindings(icon, self.arrow)];
            """
        let format = scan(source, .objc)[0]
        XCTAssertEqual(string(format.text), "V:|-(top)-[icon(==40)]")
        XCTAssertEqual(format.options?.names, ["alignAllLeading", "directionLeadingToTrailing"])
        XCTAssertEqual(format.metrics?.entries.map(\.number), [20, 8])
        XCTAssertEqual(format.views?.entries.map(\.key), ["icon", "self.arrow"])
        XCTAssertTrue(format.views?.isVariableBindings == true)
    }

    func testFormatsInVariablesArraysAndLoops() {
        let swift = """
            let vertical = "V:|[a]|"
            c += NSLayoutConstraint.constraints(withVisualFormat: vertical, options: [], metrics: nil, views: views)
            NSLayoutConstraint.activate(["H:|[a]|", "H:|[b]|"].flatMap {
                NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: nil, views: views)
            })
            let formats = ["V:[a][b]"]
            formats.forEach { f in _ = NSLayoutConstraint.constraints(withVisualFormat: f, options: [], metrics: nil, views: views) }
            for format in ["V:[c]", "V:[d]"] { _ = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views) }
            """
        XCTAssertEqual(scan(swift).map { string($0.text) }, ["V:|[a]|", "H:|[a]|", "H:|[b]|", "V:[a][b]", "V:[c]", "V:[d]"])
        let objc = """
            NSString *format = @"H:|[a]|";
            [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views];
            for (NSString *f in @[@"V:|[a]", @"V:[a]|"]) { [NSLayoutConstraint constraintsWithVisualFormat:f options:0 metrics:nil views:views]; }
            """
        XCTAssertEqual(scan(objc, .objc).map { string($0.text) }, ["H:|[a]|", "V:|[a]", "V:[a]|"])
    }

    func testConcatenationRawStringsAndEscapes() {
        let formats = scan("""
            f(NSLayoutConstraint.constraints(withVisualFormat: "H:|-" + "[a]-|", options: [], metrics: nil, views: v))
            f(NSLayoutConstraint.constraints(withVisualFormat: #"H:|[a]|"#, options: [], metrics: nil, views: v))
            f(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]\\t|", options: [], metrics: nil, views: v))
            """)
        XCTAssertEqual(formats.map { string($0.text) }, ["H:|-[a]-|", "H:|[a]|", "H:|[a]\t|"])
        XCTAssertEqual(formats.map(\.isRewritable), [false, true, false])
        XCTAssertEqual(formats[0].literals.count, 2)
        let objc = scan(#"[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-" @"[a]-|" options:0 metrics:nil views:v];"#, .objc)
        XCTAssertEqual(string(objc[0].text), "H:|-[a]-|")
        // A range across the two literals maps to the bytes covering both.
        XCTAssertEqual(objc[0].sourceRange(of: ByteRange(3, 5)), ByteRange(53, 59))
    }

    func testDynamicFormatsAreReportedNotGuessed() {
        let formats = scan("""
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-\\(inset)-[a]|", options: [], metrics: nil, views: v)
            NSLayoutConstraint.constraints(withVisualFormat: String(format: "H:|-%f-[a]|", inset), options: [], metrics: nil, views: v)
            NSLayoutConstraint.constraints(withVisualFormat: makeFormat(), options: [], metrics: nil, views: v)
            func f(_ format: String) { _ = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: v) }
            NSLayoutConstraint.constraints(withVisualFormat: Formats.row, options: [], metrics: nil, views: v)
            """)
        XCTAssertEqual(formats.count, 5)
        XCTAssertTrue(formats.allSatisfy { $0.isDynamic && !$0.isRewritable })
        XCTAssertEqual(formats.map { $0.dynamicReason?.contains("interpolation") }, [true, false, false, false, false])
        XCTAssertTrue(formats[1].dynamicReason!.contains("String(format:)"))
        XCTAssertEqual(formats[2].dynamicReason, "the format is computed at run time")
        // Another file's constant is not read, and the reason says so.
        XCTAssertEqual(formats[4].dynamicReason, "the format is 'Formats.row', which is not declared in this file")
        XCTAssertTrue(formats[0].viewsAreUnknown, "views is a variable from elsewhere")
    }

    func testCommentsAndUnrelatedStringsAreNotFormats() {
        let formats = scan("""
            // NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: v)
            /* NSLayoutConstraint.constraints(withVisualFormat: "H:|[b]|", /* nested */ options: [], metrics: nil, views: v) */
            let s = "constraints(withVisualFormat: \\"H:|[c]|\\")"
            let t = \"\"\"
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[d]|", options: [], metrics: nil, views: v)
                \"\"\"
            """)
        XCTAssertTrue(formats.isEmpty, "\(formats.map { string($0.text) })")
        XCTAssertTrue(scan("char c = '\"'; // [NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[a]|\" options:0 metrics:nil views:v]", .objc).isEmpty)
    }

    func testRegisteredHelperWithPositionalViews() {
        let helper = FormatFunction(signature: "addConstraints(format:views:)", formatArgument: "format", positionalKeys: "v{index}")!
        let formats = scan(#"view.addConstraints(format: "H:|[v0]-[v1]|", views: title, badge)"#, functions: [helper])
        XCTAssertEqual(string(formats.first?.text), "H:|[v0]-[v1]|")
        XCTAssertEqual(formats.first?.views?.entries.map(\.key), ["v0", "v1"])
        XCTAssertEqual(formats.first?.views?.entries.map(\.valueText), ["title", "badge"])
        // Views under another label (`views_argument`): a dictionary, or views one by one.
        let dictionaryHelper = FormatFunction(signature: "addConstraints(withFormat:andViews:)", formatArgument: "withFormat", positionalKeys: nil, viewsArgument: "andViews")!
        let dictionary = scan(#"addConstraints(withFormat: "H:|[a]-[b]|", andViews: ["a": a, "b": b])"#, functions: [dictionaryHelper])
        XCTAssertEqual(dictionary.first?.views?.entries.map(\.key), ["a", "b"])
        XCTAssertFalse(dictionary.first?.viewsAreUnknown ?? true)
        let objcHelper = FormatFunction(name: "addConstraintsWithFormat", formatLabel: "addConstraintsWithFormat", positionalKeys: "v{index}", viewsLabel: "withViews")
        let objc = scan(#"[self addConstraintsWithFormat:@"H:|[v0]-[v1]|" withViews:title, badge];"#, .objc, functions: [objcHelper])
        XCTAssertEqual(objc.first?.views?.entries.map(\.valueText), ["title", "badge"])
    }

    func testBrokenSourceNeverCrashes() {
        for text in ["constraints(withVisualFormat:", "withVisualFormat: \"H:|[a]", "[x constraintsWithVisualFormat:@\"[a]\"",
                     "\"\\(", "#\"abc", "/* unterminated", "let x = [\"a\": ", "}}}{{{)))(((",
                     // A dictionary copy or objects-and-keys outside any bracket (crashed: found by the fuzz target).
                     "let views = dictionary: [\"a\": a]\nlet c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: [], metrics: nil, views: views)",
                     "NSDictionary *views = dictionaryWithObjectsAndKeys: a, @\"a\", nil;\nvoid f() { [NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[a]|\" options:0 metrics:nil views:views]; }",
                     "NSDictionary *views = dictionaryWithDictionary: d;\nvoid f() { [NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[a]|\" options:0 metrics:nil views:views]; }",
                     // A block assigned to the file's first name, its parameter the format (crashed: found by the fuzz target).
                     "x = ^(NSString *format){[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:v];};",
                     // A helper's body left open at the end of the file, ending in `self.` or `[self`
                     // (crashed: found by a review).
                     "class A: UIView {\n func pin(_ format: String) {\n addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: [\"a\": self]))\n self.",
                     "@implementation A\n- (void)pin:(NSString *)format {\n [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:@{@\"a\": self}]];\n [self"] {
            _ = scan(text)
            _ = scan(text, .objc)
        }
    }
}

/// `StringLiteral.layout(in:)`, the text of a literal as its value is laid out, against the
/// lexer's own decoding of the same literals, and on what the compiler rejects.
final class LiteralLayoutTests: XCTestCase {
    func literal(_ body: String) -> (StringLiteral, [UInt8])? {
        let source = "NSLayoutConstraint.constraints(withVisualFormat: \(body), options: [], metrics: nil, views: v)\n"
        let bytes = Array(source.utf8)
        guard let literal = SourceScan.scan(bytes, language: .swift).formats.first?.literals.first else { return nil }
        return (literal, bytes)
    }

    func testMultiLineLiteralsAreLaidOutAsTheLexerDecodesThem() throws {
        var random = TestRandom(seed: 0xA5_1CE5)
        let pieces = ["H:|", "-8-", "[a]", "[b(>=2)]", "|", " ", "\\\\"]
        var compared = 0
        for _ in 0..<2000 {
            let indent = String(repeating: " ", count: random.next(7))
            var lines: [String] = []
            for _ in 0..<1 + random.next(4) {
                var line = (0..<random.next(4)).map { _ in pieces[random.next(pieces.count)] }.joined()
                if random.next(2) == 0 { line += "\\" }          // joins the next line (after `\\`, an odd run)
                lines.append(line.isEmpty && random.next(2) == 0 ? "" : indent + line)
            }
            let ending = "\n"
            let body = "\"\"\"" + ending + lines.joined(separator: ending) + ending + indent + "\"\"\""
            guard let (literal, bytes) = literal(body), let value = literal.value else { continue }
            let lastLine = lines.last ?? ""
            if lastLine.reversed().prefix(while: { $0 == "\\" }).count % 2 == 1 {
                XCTAssertNil(literal.layout(in: bytes), "a `\\` ending the last line is rejected by the compiler")
                continue
            }
            let laid = try XCTUnwrap(literal.layout(in: bytes), body)
            // Escapes are left as written: compare where the value has none.
            guard !laid.text.contains(UInt8(ascii: "\\")), !laid.text.contains(0x0D) else { continue }
            XCTAssertEqual(String(decoding: laid.text, as: UTF8.self), String(decoding: value, as: UTF8.self), body.debugDescription)
            XCTAssertEqual(Array(laid.offsets.dropLast()), Array(literal.offsets.dropLast()), body)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 100)
    }

    func testInterpolationsStayAndWhatTheCompilerRejectsIsNil() throws {
        let (joined, bytes) = try XCTUnwrap(literal("\"\"\"\n    H:|-\\(x)-\\\n    [a]|\n    \"\"\""))
        let laid = try XCTUnwrap(joined.layout(in: bytes))
        XCTAssertEqual(String(decoding: laid.text, as: UTF8.self), "H:|-\\(x)-[a]|")
        let a = try XCTUnwrap(laid.text.firstIndex(of: UInt8(ascii: "a")))
        XCTAssertEqual(bytes[Int(laid.offsets[a])], UInt8(ascii: "a"))
        // A line indented less than the closing delimiter, text after the opening one, a raw literal.
        for body in ["\"\"\"\n    H:|\n  [a]|\n    \"\"\"", "\"\"\" H:|\n    \"\"\"", "#\"\"\"\n    H:|[a]|\n    \"\"\"#"] {
            let (literal, bytes) = try XCTUnwrap(literal(body), body)
            XCTAssertNil(literal.layout(in: bytes), body)
        }
        // A one-line literal is its content.
        let (line, lineBytes) = try XCTUnwrap(literal("\"H:|-\\(x)-[a]|\""))
        XCTAssertEqual(String(decoding: try XCTUnwrap(line.layout(in: lineBytes)).text, as: UTF8.self), "H:|-\\(x)-[a]|")
    }
}
