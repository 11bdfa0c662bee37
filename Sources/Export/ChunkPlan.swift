import CFFmpeg
import Foundation

/// One part of a render split into `count` parts: which frames it holds and the plan it belongs
/// to. Written into each part's container as its `comment` tag, so `reel concat` can check that
/// the parts come from one scene, one set of settings and one split, join them in order, and
/// mix the scene's audio over the whole plan when the render has sound.
public struct ChunkPlan: Sendable, Equatable {
    /// The tag's first word: a comment that does not start with it is not a Reel part.
    public static let marker = "reel-part/1"

    /// An identifier of the scene's content (its files and the changes made to it).
    public var scene: String
    /// An identifier of the scene's files alone, which a join checks against the scene it is
    /// given to mix the audio from; empty when unknown.
    public var source: String
    /// An identifier of the settings that shape the encoded stream.
    public var settings: String
    /// This part's number, from 1.
    public var part: Int
    /// How many parts the render was split into.
    public var count: Int
    /// The frames of the whole render (the scene, or its `--range`).
    public var whole: Range<Int>
    /// The frame rate the parts were rendered at (the scene's, or `--fps`): frame n is at n / fps
    /// and starts audio sample `round(n × 48000 / fps)`.
    public var fps: Double
    /// The quality the join encodes the audio at when the whole render has sound (the scene has
    /// tracks, they were not left out and the format carries sound); `nil` for a silent render.
    /// Parts themselves carry no audio: the join mixes and encodes it once over the whole plan.
    public var sound: ExportQuality?

    /// A plan for part `part` of `count` over the frames `whole`.
    public init(
        scene: String, source: String = "", settings: String, part: Int, count: Int, whole: Range<Int>, fps: Double, sound: ExportQuality? = nil
    ) {
        self.scene = scene
        self.source = source
        self.settings = settings
        self.part = part
        self.count = count
        self.whole = whole
        self.fps = fps
        self.sound = sound
    }

    /// The frame rate as the exact fraction the encoder uses (29.97 → 30000/1001).
    public var frameRate: (numerator: Int, denominator: Int) {
        let rational = av_d2q(fps, 1_000_000)
        return (Int(rational.num), Int(rational.den))
    }

    /// The frames of part `part` of `count` over `whole`: equal frame counts, the last part
    /// shorter; an error when there are more parts than the frames can fill.
    public static func frames(part: Int, of count: Int, within whole: Range<Int>) throws(ExportError) -> Range<Int> {
        guard count >= 1, (1...count).contains(part) else {
            throw ExportError.invalidOption(name: "chunk", reason: "give K/N with 1 ≤ K ≤ N, got \(part)/\(count)")
        }
        let size = (whole.count + count - 1) / count
        let usable = (whole.count + size - 1) / size
        guard usable == count else {
            throw ExportError.invalidOption(
                name: "chunk",
                reason: "\(whole.count) frames split into parts of \(size) fill only \(usable) parts, not \(count); use --chunk K/\(usable) or fewer parts")
        }
        let start = whole.lowerBound + (part - 1) * size
        return start..<min(start + size, whole.upperBound)
    }

    /// This part's frames.
    public var frames: Range<Int> {
        // `init(tag:)` and the CLI only make plans whose parts are all non-empty.
        (try? Self.frames(part: part, of: count, within: whole)) ?? whole.lowerBound..<whole.lowerBound
    }

    /// The tag written into the part's container. The frame rate is written as Swift prints a
    /// `Double`, which reads back to the same value.
    public var tag: String {
        "\(Self.marker) scene=\(scene) source=\(source) settings=\(settings) part=\(part)/\(count) frames=\(whole.lowerBound)..<\(whole.upperBound) fps=\(fps) sound=\(sound?.rawValue ?? "none")"
    }

    /// The plan a part's tag describes; `nil` for any other comment.
    public init?(tag: String) {
        let words = tag.split(separator: " ")
        guard words.first.map(String.init) == Self.marker else { return nil }
        var fields: [String: String] = [:]
        for word in words.dropFirst() {
            guard let equals = word.firstIndex(of: "=") else { return nil }
            fields[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
        func pair(_ text: String?, _ separator: String) -> (Int, Int)? {
            guard let parts = text?.components(separatedBy: separator), parts.count == 2,
                  let first = Int(parts[0]), let second = Int(parts[1]) else { return nil }
            return (first, second)
        }
        guard let scene = fields["scene"], let source = fields["source"], let settings = fields["settings"],
              let (part, count) = pair(fields["part"], "/"), let (start, end) = pair(fields["frames"], "..<"),
              let fps = fields["fps"].flatMap(Double.init), fps.isFinite, fps > 0,
              let soundName = fields["sound"], start >= 0, start < end else { return nil }
        let sound = ExportQuality(rawValue: soundName)
        guard sound != nil || soundName == "none" else { return nil }
        self.init(scene: scene, source: source, settings: settings, part: part, count: count, whole: start..<end, fps: fps, sound: sound)
        guard (try? Self.frames(part: part, of: count, within: whole)) != nil else { return nil }
    }

    /// Whether `other` is a part of the same render (scene, settings, split and sound).
    public func isSibling(of other: ChunkPlan) -> Bool {
        var same = other
        same.part = part
        return same == self
    }
}
