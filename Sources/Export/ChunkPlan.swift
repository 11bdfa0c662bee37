import CFFmpeg
import Foundation

/// One part of a render split into `count` parts: which frames it holds and the plan it belongs
/// to. Written into each part's container as its `comment` tag, so `reel concat` can check that
/// the parts come from one scene, one set of settings and one split, and join them in order.
public struct ChunkPlan: Sendable, Equatable {
    /// The tag's first word: a comment that does not start with it is not a Reel part.
    public static let marker = "reel-part/1"

    /// An identifier of the scene's content (its files and the changes made to it).
    public var scene: String
    /// An identifier of the settings that shape the encoded stream.
    public var settings: String
    /// This part's number, from 1.
    public var part: Int
    /// How many parts the render was split into.
    public var count: Int
    /// The frames of the whole render (the scene, or its `--range`).
    public var whole: Range<Int>
    /// The frame rate's numerator: frame n is at n × fpsDenominator / fpsNumerator seconds.
    public var fpsNumerator: Int
    /// The frame rate's denominator (1001 for 29.97 fps).
    public var fpsDenominator: Int

    /// A plan for part `part` of `count` over the frames `whole`.
    public init(scene: String, settings: String, part: Int, count: Int, whole: Range<Int>, fpsNumerator: Int, fpsDenominator: Int) {
        self.scene = scene
        self.settings = settings
        self.part = part
        self.count = count
        self.whole = whole
        self.fpsNumerator = fpsNumerator
        self.fpsDenominator = fpsDenominator
    }

    /// A frame rate as the exact fraction the encoder uses (29.97 → 30000/1001).
    public static func fraction(of fps: Double) -> (numerator: Int, denominator: Int) {
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

    /// The tag written into the part's container.
    public var tag: String {
        "\(Self.marker) scene=\(scene) settings=\(settings) part=\(part)/\(count) frames=\(whole.lowerBound)..<\(whole.upperBound) fps=\(fpsNumerator)/\(fpsDenominator)"
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
        guard let scene = fields["scene"], let settings = fields["settings"],
              let (part, count) = pair(fields["part"], "/"), let (start, end) = pair(fields["frames"], "..<"),
              let (numerator, denominator) = pair(fields["fps"], "/"),
              start >= 0, start < end, numerator > 0, denominator > 0 else { return nil }
        self.init(scene: scene, settings: settings, part: part, count: count, whole: start..<end, fpsNumerator: numerator, fpsDenominator: denominator)
        guard (try? Self.frames(part: part, of: count, within: whole)) != nil else { return nil }
    }

    /// Whether `other` is a part of the same render (scene, settings and split).
    public func isSibling(of other: ChunkPlan) -> Bool {
        scene == other.scene && settings == other.settings && count == other.count && whole == other.whole
            && fpsNumerator == other.fpsNumerator && fpsDenominator == other.fpsDenominator
    }
}
