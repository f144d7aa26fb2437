"""`vfl lsp` driven by a real LSP client (pytest-lsp, on pygls): initialize, open, change,
diagnostics (with a helper defined in another file of the repository), code actions, formatting, hover,
a malformed message, shutdown and exit.

Run by Scripts/check-lsp.sh (which CI runs): VFL is the path of the `vfl` binary.
"""
import os
import pathlib
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

VFL = os.environ.get("VFL", "vfl")

SOURCE = """import UIKit
// 😀 a wide character: positions are counted in UTF-16 here
final class Card: UIView {
    func build(title: UILabel, badge: UILabel) {
        let views = ["title": title, "badge": badge]
        /* 😀 */ NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-[bagde]-|", options: [], metrics: nil, views: views))
        let v = NSLayoutConstraint.constraints(withVisualFormat: "V:|-(8)-[title]", options: [], metrics: nil, views: views)
    }
}
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[VFL, "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path_factory):
    root = tmp_path_factory.mktemp("project")
    (root / ".vfl.json").write_text('{"opt_in_rules": ["noncanonical_format"]}\n')
    lsp_client.root = root
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=root.as_uri()))
    yield
    await lsp_client.shutdown_session()


def column(line: str, marker: str) -> int:
    """The UTF-16 column of `marker` in `line`."""
    return len(line[: line.index(marker)].encode("utf-16-le")) // 2


async def open_card(client: LanguageClient) -> str:
    uri = (client.root / "Card.swift").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=SOURCE)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri


async def test_diagnostics_point_inside_the_literal(client: LanguageClient):
    uri = await open_card(client)
    diagnostics = client.diagnostics[uri]
    by_code = {d.code: d for d in diagnostics}
    assert set(by_code) == {"unknown_view", "noncanonical_format"}, diagnostics
    typo = by_code["unknown_view"]
    line = SOURCE.splitlines()[5]
    assert typo.range.start == types.Position(line=5, character=column(line, "bagde"))
    assert typo.range.end == types.Position(line=5, character=column(line, "bagde") + 5)
    assert typo.severity == types.DiagnosticSeverity.Error
    assert typo.code_description.href.endswith("/Documentation/rules/unknown_view.md")
    # The configuration of the document's folder applies (noncanonical_format is opt-in).
    assert by_code["noncanonical_format"].severity == types.DiagnosticSeverity.Warning


async def test_an_incremental_change_relints(client: LanguageClient):
    uri = await open_card(client)
    line = SOURCE.splitlines()[5]
    start = column(line, "bagde")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=5, character=start), end=types.Position(line=5, character=start + 5)),
            text="badge")]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert [d.code for d in client.diagnostics[uri]] == ["noncanonical_format"]


def apply(text: str, edits) -> str:
    """Applies LSP text edits (UTF-16 positions) to `text`."""
    lines = text.split("\n")
    def offset(position) -> int:
        before = sum(len(l) + 1 for l in lines[: position.line])
        line = lines[position.line]
        units, i = 0, 0
        while i < len(line) and units < position.character:
            units += 2 if ord(line[i]) > 0xFFFF else 1
            i += 1
        return before + i
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


async def test_the_quick_fix_for_a_misspelt_name_applies(client: LanguageClient):
    uri = await open_card(client)
    typo = next(d for d in client.diagnostics[uri] if d.code == "unknown_view")
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=typo.range,
        context=types.CodeActionContext(diagnostics=[typo])))
    rename = next(a for a in actions if a.title == "Rename to 'badge'")
    assert not rename.is_preferred  # it changes which view is meant: offered, never applied by --fix
    fixed = apply(SOURCE, rename.edit.changes[uri])
    assert '"H:|-[title]-[badge]-|"' in fixed
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert [d.code for d in client.diagnostics[uri]] == ["noncanonical_format"]


async def test_code_actions_formatting_and_hover(client: LanguageClient):
    uri = await open_card(client)
    warning = next(d for d in client.diagnostics[uri] if d.code == "noncanonical_format")
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=warning.range,
        context=types.CodeActionContext(diagnostics=[warning])))
    titles = [a.title for a in actions]
    assert "Rewrite as 'V:|-8-[title]'" in titles, titles
    assert "Disable noncanonical_format for this line" in titles, titles
    preferred = next(a for a in actions if a.title.startswith("Rewrite"))
    assert preferred.is_preferred and preferred.kind == types.CodeActionKind.QuickFix
    assert preferred.edit.changes[uri][0].new_text == "V:|-8-[title]"

    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri), options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert [e.new_text for e in edits] == ["V:|-8-[title]"]
    # Only the literal changes.
    formatted = apply(SOURCE, edits)
    changed = [(a, b) for a, b in zip(SOURCE.split("\n"), formatted.split("\n")) if a != b]
    assert changed == [(SOURCE.split("\n")[6], SOURCE.split("\n")[6].replace("V:|-(8)-[title]", "V:|-8-[title]"))]

    line = SOURCE.splitlines()[6]
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=6, character=column(line, "[title]") + 2)))
    assert "title.top == superview.top + 8" in hover.contents.value, hover.contents.value


async def test_a_changed_configuration_is_read_again(client: LanguageClient):
    uri = await open_card(client)
    assert "noncanonical_format" in [d.code for d in client.diagnostics[uri]]
    config = client.root / ".vfl.json"
    config.write_text('{"disabled_rules": ["unknown_view"]}\n')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []  # noncanonical_format off again, unknown_view disabled


async def test_memory_stays_flat_over_ten_thousand_edits(client: LanguageClient):
    uri = await open_card(client)
    pid = client._server.pid
    def rss_kb() -> int:
        for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0
    async def type_characters(first_version: int, count: int) -> int:
        for i in range(count):
            insert = i % 2 == 0
            client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=first_version + i),
                content_changes=[types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=0, character=6), end=types.Position(line=0, character=6 if insert else 7)),
                    text="x" if insert else "")]))
        # A request after the edits: answered once every edit before it was handled.
        await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=0)))
        return first_version + count
    version = await type_characters(2, 2000)
    warm = rss_kb()
    await type_characters(version, 10_000)
    grown = rss_kb() - warm
    assert grown < 8 * 1024, f"RSS grew by {grown} KB over 10,000 edits"


def test_a_malformed_message_gets_an_error_and_the_server_keeps_serving():
    """Raw bytes over the binary's pipes: bad JSON, then a bad header, then a request."""
    def frame(body: bytes) -> bytes:
        return b"Content-Length: %d\r\n\r\n" % len(body) + body
    stream = (frame(b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}')
              + frame(b"{not json") + b"X-Nothing: 1\r\n\r\n"
              + frame(b'{"jsonrpc":"2.0","id":2,"method":"no/such"}')
              + frame(b'{"jsonrpc":"2.0","id":3,"method":"shutdown"}')
              + frame(b'{"jsonrpc":"2.0","method":"exit"}'))
    done = subprocess.run([VFL, "lsp"], input=stream, capture_output=True, timeout=30)
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode()
    assert out.count('"code":-32700') == 2, out
    assert '"code":-32601' in out and '"id":3' in out, out


HELPER = """import UIKit
extension UIView {
    func addConstraintsWithFormat(format: String, views: UIView...) {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() { viewsDictionary["v\\(index)"] = view }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary))
    }
}
"""

CELL = """import UIKit
final class FeedCell: UICollectionViewCell {
    func setUp() {
        addConstraintsWithFormat(format: "V:|-8-[v0(44)]-[v2]|", views: avatar, name)
    }
}
"""


async def test_a_helper_defined_in_another_file_of_the_repository(client: LanguageClient):
    root = client.root
    (root / "Extensions").mkdir()
    (root / "Extensions" / "UIView+Layout.swift").write_text(HELPER)
    cell = root / "FeedCell.swift"
    cell.write_text(CELL)
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    subprocess.run(["git", "add", "."], cwd=root, check=True)
    uri = cell.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=CELL)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    typos = [d for d in client.diagnostics[uri] if d.code == "unknown_view"]
    assert len(typos) == 1 and "'v2' is not a key" in typos[0].message, client.diagnostics[uri]
    assert typos[0].range.start == types.Position(line=3, character=CELL.splitlines()[3].index("v2"))


if __name__ == "__main__":
    sys.exit(pytest.main([str(pathlib.Path(__file__))]))
