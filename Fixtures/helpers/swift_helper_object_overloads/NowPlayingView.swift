import UIKit

final class NowPlayingView: UIView {
    private let cover = UIImageView()
    private let title = UILabel()
    private let artist = UILabel()
    private let playlist = Playlist()

    /// This view's own stacker, which keeps notes.
    final class Stacker {
        private(set) var notes: [String] = []

        init(views: [String: Any]) {}

        func stack(_ note: String) -> [NSLayoutConstraint] {
            notes.append(note)
            return []
        }
    }

    func build() {
        var layout = Collector(views: ["cover": cover, "title": title, "artist": artist], metrics: ["gap": 8])
        layout.add("H:|-[cover(64)]-gap-[tilte]-|")
        layout.add("H:[cover]-gap-[artsit]-|")
        layout.add("V:|-[title]-[artist]", options: [.alignAllLeading])
        layout.add("V:|-[cover(64)]", views: ["cover": cover])
        layout.add(cover.heightAnchor.constraint(equalTo: cover.widthAnchor))
        layout.activate()

        // Traps: a song for the playlist (another type's `add(_:)`, which a literal reaches),
        // a collector given as a parameter, and a class whose superclass may have an `add(_:)`.
        playlist.add("H:|[ghost]|")
        var other = Collector(views: ["cover": cover])
        fill(&other)
        let gatherer = Gatherer(views: ["cover": cover])
        gatherer.add("H:|[ghost]|")
        NSLayoutConstraint.activate(Stacker(views: ["cover": cover]).stack("H:|[cover][ghost]|"))
        NSLayoutConstraint.activate(Tagger(views: ["cover": cover]).tag("H:|[cover][tag]|"))
    }

    private func fill(_ layout: inout Collector) {
        layout.add("V:[ghost]|")
    }
}
