import Animation
import Scene

/// What `reel validate` reports about a scene that decoded: its size and timing, how much is in
/// it, and the animations that end after the last frame (their ends are never shown).
public struct SceneSummary: Sendable, Equatable {
    /// An animation that is still running at the scene's last frame.
    public struct LateAnimation: Sendable, Equatable {
        /// The layer's id, or its place in the tree (`layers[2].sublayers[0]`).
        public var layer: String
        /// The animated key path.
        public var keyPath: String
        /// When it ends, in scene seconds; `.infinity` for endless repetition.
        public var endTime: Double
    }

    /// A data story (a race) whose last periods come after the scene's end: its animations
    /// are summed up by the periods they would show.
    public struct CutPeriods: Sendable, Equatable {
        /// The scene layer holding the chart: its id, or its place in the tree.
        public var layer: String
        /// The chart's name ("bar race").
        public var chart: String
        /// The periods shown after the end, in order.
        public var periods: [String]
        /// How many periods the story has.
        public var periodCount: Int
        /// When its last period is shown: the duration that shows them all.
        public var lastPeriodTime: Double

        /// The periods for a message: all of them when few, else the first and the last.
        public var periodsDescription: String {
            let quoted = periods.map { "'\($0.echoed)'" }
            guard quoted.count > 4 else { return quoted.joined(separator: ", ") }
            return "\(quoted[0]) to \(quoted[quoted.count - 1])"
        }
    }

    /// The canvas width in pixels.
    public var width: Int
    /// The canvas height in pixels.
    public var height: Int
    /// Frames per second.
    public var fps: Double
    /// The scene's length in seconds.
    public var duration: Double
    /// The frames a render writes.
    public var frameCount: Int
    /// Every layer, sublayers and masks included.
    public var layerCount: Int
    /// Every animation, group children included.
    public var animationCount: Int
    /// Animations still running at the last frame (their ends are never shown), except those
    /// of data stories, which `cutPeriods` sums up.
    public var lateAnimations: [LateAnimation]
    /// The time of the last frame a render writes: (frames − 1) / fps, one frame before the
    /// scene's duration.
    public var lastFrameTime: Double
    /// Data stories whose last periods come after the scene's end.
    public var cutPeriods: [CutPeriods]
    /// The cost estimate made before rendering: layers drawn over the whole video (frames ×
    /// layers), the bytes of one frame, and the bytes the scene's images decode to.
    public var layerDraws: Int
    /// The bytes of one frame.
    public var frameBytes: Int
    /// The bytes the scene's images decode to.
    public var imageBytes: Int
    /// The audio tracks and when each sounds.
    public var audioTracks: [AudioTrackSummary]

    /// The summary of `scene`; `audioProbe` gives the audio files' lengths, so that tracks
    /// playing to their file's end show when they stop.
    public init(scene: Scene, probingAudio audioProbe: (any AudioProbing)? = nil) {
        width = Int(scene.size.width)
        height = Int(scene.size.height)
        fps = scene.fps
        duration = scene.duration
        frameCount = scene.frameCount
        let lastFrameTime = scene.time(ofFrame: max(scene.frameCount - 1, 0))
        self.lastFrameTime = lastFrameTime
        var layers = 0, animations = 0
        var late: [LateAnimation] = []
        var cut: [CutPeriods] = []
        var images: Set<String> = []
        func visit(_ layer: Layer, path: String, owner: String, inCutStory: Bool) {
            layers += 1
            if case .image(let image) = layer.content { images.insert(image.path) }
            animations += layer.animations.count
            var inCut = inCutStory
            if let chart = layer.chart, let last = chart.periods.last, last.time > scene.duration + 1e-9 {
                // One line naming the periods, instead of the dozens of animations that show them.
                cut.append(CutPeriods(layer: owner, chart: chart.kind,
                    periods: chart.periods.filter { $0.time > scene.duration + 1e-9 }.map(\.name),
                    periodCount: chart.periods.count, lastPeriodTime: last.time))
                inCut = true
            }
            for animation in layer.animations where !inCut && animation.endTime > lastFrameTime + 1e-9 {
                late.append(LateAnimation(layer: layer.id ?? path, keyPath: animation.keyPathDescription, endTime: animation.endTime))
            }
            if let mask = layer.mask { visit(mask, path: path + ".mask", owner: layer.id ?? path, inCutStory: inCut) }
            for (index, sublayer) in layer.sublayers.enumerated() {
                visit(sublayer, path: "\(path).sublayers[\(index)]", owner: layer.id ?? path, inCutStory: inCut)
            }
        }
        for (index, layer) in scene.layers.enumerated() { visit(layer, path: "layers[\(index)]", owner: "layers[\(index)]", inCutStory: false) }
        layerCount = layers
        animationCount = animations
        lateAnimations = late
        cutPeriods = cut
        layerDraws = frameCount * layers
        frameBytes = width * height * 4
        imageBytes = images.reduce(0) { total, path in
            total + ((try? ImageHeader.read(path)).map { $0.width * $0.height * 4 } ?? 0)
        }
        audioTracks = scene.audio.map { track in
            let fileDuration = try? audioProbe?.probe(track.file).duration
            return AudioTrackSummary(track: track, sceneDuration: scene.duration, fileDuration: fileDuration ?? nil)
        }
    }

    /// The summary as `reel validate` prints it.
    public var text: String {
        var lines = [
            "size: \(width)×\(height)",
            "fps: \(fps.plainText)",
            "duration: \(duration.plainText) s",
            "frames: \(frameCount)",
            "layers: \(layerCount)",
            "animations: \(animationCount)",
            "cost: \(layerDraws) layer draws (\(frameCount) frame\(frameCount == 1 ? "" : "s") × \(layerCount) layer\(layerCount == 1 ? "" : "s")), \(Self.megabytes(frameBytes)) a frame"
                + (imageBytes > 0 ? ", \(Self.megabytes(imageBytes)) of decoded images" : ""),
        ]
        for story in cutPeriods {
            let count = story.periods.count
            lines.append("\(story.chart) \(story.layer): \(count) of its \(story.periodCount) periods come after the scene's end "
                + "(\(duration.plainText) s) and are never shown: \(story.periodsDescription); "
                + "a duration of \(story.lastPeriodTime.roundedForDisplay) s shows them all")
        }
        if lateAnimations.isEmpty {
            lines.append("every \(cutPeriods.isEmpty ? "" : "other ")animation ends by the last frame (\(lastFrameTime.roundedForDisplay) s)")
        } else {
            lines.append("ends after the last frame (\(lastFrameTime.roundedForDisplay) s), never shown in full:")
            for late in lateAnimations {
                let end = late.endTime == .infinity ? "repeats for ever" : "ends at \(late.endTime.roundedForDisplay) s"
                lines.append("  \(late.layer) \(late.keyPath): \(end)")
            }
        }
        if audioTracks.isEmpty {
            lines.append("audio: none")
        } else {
            lines.append("audio: \(audioTracks.count) track\(audioTracks.count == 1 ? "" : "s"), mixed to 48 kHz stereo")
            lines += audioTracks.map { "  " + $0.text }
        }
        return lines.joined(separator: "\n")
    }
}

extension SceneSummary {
    /// The warning `reel validate` gives for animations ending after the last frame, with its
    /// fix; `nil` when every animation ends by then. Repeating for ever is a choice, not a mistake.
    public var lateWarning: (message: String, fix: String)? {
        let finite = lateAnimations.filter { $0.endTime.isFinite }
        guard let latest = finite.map(\.endTime).max() else { return nil }
        let named = finite.prefix(3).map { "\($0.layer) \($0.keyPath) (ends at \($0.endTime.roundedForDisplay) s)" }.joined(separator: ", ")
            + (finite.count > 3 ? " and \(finite.count - 3) more" : "")
        let one = finite.count == 1
        // The duration whose last frame falls at the latest end: one frame past it.
        let needed = ((latest + 1 / fps) * 1000).rounded(.up) / 1000
        return ("\(finite.count) animation\(one ? " ends" : "s end") after the last frame, at \(lastFrameTime.roundedForDisplay) s "
                + "(\(frameCount) frame\(frameCount == 1 ? "" : "s") at \(fps.plainText) fps), so \(one ? "its end is" : "their ends are") never shown: \(named)",
            "make the scene's duration at least \(needed.plainText) s, or end \(one ? "it" : "them") by \(lastFrameTime.roundedForDisplay) s")
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes < 1 << 20 ? "\(max(1, bytes >> 10)) KB" : "\(((Double(bytes) / 1_048_576) * 10).rounded() / 10) MB"
    }
}

extension Double {
    /// Rounded to milliseconds for messages.
    var roundedForDisplay: String { ((self * 1000).rounded() / 1000).plainText }
}
