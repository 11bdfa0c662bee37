import Animation
import Foundation
import Scene

/// What the page's timeline panel draws, computed from the scene model: one row per layer (in
/// tree order, named by id or by its path as `reel layout` names it), each animation as a span
/// with its keyframes and cycles, the scene's markers (slide cuts, chart periods, audio starts)
/// and a lane per audio track with its waveform.
struct SceneTimeline: Encodable, Sendable {
    var duration: Double
    var fps: Double
    var rows: [Row]
    var markers: [Marker]
    var audio: [AudioLane]

    /// An audio track where it sounds, with its loudness over that time.
    struct AudioLane: Encodable, Sendable, Equatable {
        /// The sound file's name.
        var file: String
        /// When it starts and stops sounding, in scene seconds.
        var begin: Double
        var end: Double
        /// The largest amplitude (0 to 1) of each equal slice of `begin ..< end`.
        var peaks: [Double]
        /// Why the file could not be decoded, or `nil`.
        var problem: String?
    }

    struct Row: Encodable, Sendable {
        /// The layer's place in the tree, as `LayoutNode.path` spells it.
        var path: String
        var id: String?
        /// The id, else the layer's last path component with its kind.
        var name: String
        var kind: String
        var depth: Int
        /// Whether the layer has sublayers (the page folds them).
        var hasChildren: Bool
        var spans: [Span]
    }

    /// One animation's run on the timeline, in scene seconds.
    struct Span: Encodable, Sendable {
        /// The animated key path, or `group`.
        var label: String
        var begin: Double
        /// Where it stops running: the scene's duration when it runs on past it.
        var end: Double
        /// The start of every cycle after the first (a repeat, or an autoreverse's way back).
        var cycles: [Double]
        var autoreverses: Bool
        var fillsForwards: Bool
        /// The keyframes' times in the first cycle (from and to for a basic or spring animation).
        var keyframes: [Double]
        /// How deep in animation groups it sits (0 for a layer's own animation).
        var nesting: Int
    }

    struct Marker: Encodable, Sendable {
        /// `slide`, `period` or `audio`.
        var kind: String
        var time: Double
        var label: String
    }

    /// Cycle ticks drawn per span at most: an animation repeating forever would list millions.
    static let cycleLimit = 500

    /// The timeline of `scene`, with the audio lanes of `waveforms` (none without it).
    init(scene: Scene, waveforms: WaveformCache? = nil) {
        duration = scene.duration
        fps = scene.fps
        rows = []
        markers = []
        audio = waveforms?.lanes(of: scene) ?? []
        for (index, layer) in scene.layers.enumerated() {
            addRows(layer, path: "layers[\(index)]", depth: 0)
        }
        for (index, slide) in scene.slides.enumerated() {
            markers.append(Marker(kind: "slide", time: slide.start, label: slide.title ?? "slide \(index + 1)"))
        }
        var seen = Set<String>()
        for period in Self.periods(in: scene.layers) where seen.insert("\(period.time)|\(period.name)").inserted {
            markers.append(Marker(kind: "period", time: period.time, label: period.name))
        }
        for track in scene.audio {
            markers.append(Marker(kind: "audio", time: track.at, label: (track.file as NSString).lastPathComponent))
        }
    }

    private mutating func addRows(_ layer: Layer, path: String, depth: Int) {
        let kind = layer.content.kind?.rawValue ?? "layer"
        let last = path.split(separator: ".").last.map(String.init) ?? path
        var spans: [Span] = []
        for animation in layer.animations { Self.addSpans(animation, offset: 0, limit: duration, nesting: 0, to: &spans) }
        rows.append(Row(
            path: path, id: layer.id, name: layer.id ?? "\(kind) \(last)", kind: kind, depth: depth,
            hasChildren: !layer.sublayers.isEmpty, spans: spans))
        for (index, sublayer) in layer.sublayers.enumerated() {
            addRows(sublayer, path: "\(path).sublayers[\(index)]", depth: depth + 1)
        }
    }

    /// Adds the span of `animation` beginning `offset` seconds into the scene (its group's
    /// begin), cut at `limit`, then its children's when it is a group.
    private static func addSpans(
        _ animation: Animation<PropertyValue>, offset: Double, limit: Double, nesting: Int, to spans: inout [Span]
    ) {
        let timing = animation.timing
        let speed = timing.speed > 0 && timing.speed.isFinite ? timing.speed : 1
        let begin = offset + timing.beginTime
        let end = min(offset + timing.endTime, limit)
        let cycle = timing.duration / speed
        var cycles: [Double] = []
        if cycle > 0, cycle.isFinite {
            // An autoreversing cycle's way back starts a new tick too: the page draws it mirrored.
            var t = begin + cycle
            while t < end - 1e-9, cycles.count < cycleLimit {
                cycles.append(t)
                t += cycle
            }
        }
        var keyframes: [Double] = []
        switch animation.storingKeyframes {
        case .keyframe(let keyframe):
            keyframes = keyframe.effectiveKeyTimes.map { begin + $0 * cycle }
        case .basic, .spring:
            keyframes = [begin, begin + cycle]
        case .group, .computed:
            break
        }
        spans.append(Span(
            label: animation.keyPath ?? "group", begin: begin, end: max(end, begin), cycles: cycles,
            autoreverses: timing.autoreverses, fillsForwards: timing.fillMode == .forwards || timing.fillMode == .both,
            keyframes: keyframes.filter { $0.isFinite }, nesting: nesting))
        if case .group(let group) = animation {
            for child in group.animations {
                addSpans(child, offset: begin, limit: min(end, limit), nesting: nesting + 1, to: &spans)
            }
        }
    }

    private static func periods(in layers: [Layer]) -> [ChartPeriod] {
        layers.flatMap { ($0.chart?.periods ?? []) + periods(in: $0.sublayers) }
    }

    /// The timeline as the page reads it.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
