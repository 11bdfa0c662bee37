import Foundation

/// What the deck's player reads (embedded in `index.html` as JSON): the stage, and per slide
/// its segment, its pause still, its title and notes.
struct DeckManifest: Encodable {
    struct Entry: Encodable {
        var number: Int
        var title: String?
        var notes: String?
        var loop: Bool
        /// The slide's video segment: a file name beside `index.html`, or a `data:` URI.
        var video: String
        /// The slide's pause frame as a PNG: a file name, or a `data:` URI.
        var still: String
        /// The scene frames the slide plays, `[first, last]`.
        var frames: [Int]
    }

    var title: String
    var width: Int
    var height: Int
    var fps: Double
    var background: String
    var slides: [Entry]

    /// The JSON, safe inside a `<script>` element: every `<` is escaped, so no text can close it.
    var scriptText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
}
