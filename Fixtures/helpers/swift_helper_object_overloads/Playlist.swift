import Foundation

/// A song a string literal can make (`"Intro"`).
struct Song: ExpressibleByStringLiteral {
    var title: String

    init(stringLiteral value: String) {
        title = value
    }
}

/// Another type with a method `add(_:)`: a literal given to it is a song.
final class Playlist {
    private(set) var songs: [Song] = []

    func add(_ song: Song) {
        songs.append(song)
    }
}
