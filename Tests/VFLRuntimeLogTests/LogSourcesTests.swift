@testable import VFLRuntimeLog
import VFLLayout
import XCTest

/// What `explain-log --source` offers for a report's constraint: never a number it does not
/// know, never a guide for a view, a SnapKit place even when its file is gone, and candidates of
/// the right shape alone said to be so.
final class LogSourcesTests: XCTestCase {
    let project = LogSources(files: [("App/MenuView.swift", Array("""
        let metrics = ["height": options.height]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[menu(height)]", options: [], metrics: metrics, views: ["menu": menuView]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[spacer(0)]", options: [], metrics: nil, views: ["spacer": spacerView]))
        titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
        titleLabel.topAnchor.constraint(equalTo: headerView.topAnchor, constant: 8).isActive = true
        """.utf8)), ("Pods/Lib/Spacer.swift", Array("""
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[spacer(0)]", options: [], metrics: nil, views: ["spacer": spacer]))
        """.utf8))])

    func candidates(_ description: String) -> [LogSources.Candidate] {
        project.candidates(for: RuntimeLog.parse(description: description)!)
    }

    func testAMetricWhoseValueIsNotShownMatchesNothing() {
        // `height` comes from options at run time: the format is not said to make a 0 height.
        let found = candidates("NSLayoutConstraint:0x1 MenuView:0xa.height == 0")
        XCTAssertEqual(found.map(\.path), ["App/MenuView.swift", "Pods/Lib/Spacer.swift"], "\(found)")
        XCTAssertTrue(found.allSatisfy { $0.reason.contains("spacer") && $0.reason.hasSuffix("(the same shape, but no view name fits)") }, "\(found)")
    }

    func testAGuideIsNeverAViewNorAViewAGuide() {
        let toGuide = candidates("NSLayoutConstraint:0x1 UILabel:0xa.top == UILayoutGuide:0xb'UIViewSafeAreaLayoutGuide'.top + 8")
        XCTAssertEqual(toGuide.map(\.line), [4], "\(toGuide)")
        let toView = candidates("NSLayoutConstraint:0x1 UILabel:0xa.top == HeaderView:0xb.top + 8")
        XCTAssertEqual(toView.map(\.line), [5], "\(toView)")
    }

    func testSnapKitsPlaceIsKeptWhenItsFileIsGone() {
        let found = candidates("SnapKit.LayoutConstraint:0x1@BannerView.swift#31 UIView:0xa.height == 64")
        XCTAssertEqual(found.map { "\($0.path):\($0.line)" }, ["BannerView.swift:31"])
        XCTAssertTrue(found[0].reason.contains("no file of that name"), found[0].reason)
    }

    func testAPlayersOwnControlsAreTheSystemsAndPublicPlayerViewsAreNot() {
        // AVKit lays out its transport controls itself: nothing in the project made this 0.
        let controls = RuntimeLog.parse(description: "NSLayoutConstraint:0x1 AVTransportControlsView:0xa.height == AVBackdropView:0xb.height")!
        XCTAssertTrue(controls.isSystemMade)
        XCTAssertTrue(project.candidates(for: controls).isEmpty)
        // An AVPlayerView (macOS) or AVRoutePickerView is placed by the app, like any view.
        let routePicker = RuntimeLog.parse(description: "NSLayoutConstraint:0x1 AVRoutePickerView:0xa.height == 0")!
        XCTAssertFalse(routePicker.isSystemMade)
        XCTAssertFalse(RuntimeLog.parse(description: "NSLayoutConstraint:0x1 AVPlayerView:0xa.width == AVButton:0xb.width")!.isSystemMade)
        // A class that merely starts with "AV" is the app's.
        XCTAssertFalse(RuntimeLog.parse(description: "NSLayoutConstraint:0x1 AVatarView:0xa.height == 0")!.isSystemMade)
    }
}
