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

    /// A chart whose frame reaches past the scene's edges: the part outside is never drawn.
    public struct ChartOutside: Sendable, Equatable {
        /// The scene layer holding the chart: its id, or its place in the tree.
        public var layer: String
        /// The chart's name ("bar chart").
        public var chart: String
        /// The chart's frame in scene coordinates.
        public var box: Rect
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
    /// Charts whose frames reach past the scene's edges.
    public var chartsOutside: [ChartOutside]
    /// Layers that paint only outside the scene (`layersOutside(of:)`).
    public var layersOutside: [LayerOutside]
    /// Charts whose bars are under a pixel wide.
    public var thinMarks: [ThinMarks]
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
        var outside: [ChartOutside] = []
        var images: Set<String> = []
        let canvas = Rect(origin: .zero, size: scene.size)
        // `toScene` maps the layer's superlayer's coordinates to the scene's.
        // `inChart`: inside a chart already checked (a replayed chart's rounds are charts too).
        func visit(_ layer: Layer, path: String, owner: String, inCutStory: Bool, inChart: Bool, toScene: AffineTransform) {
            layers += 1
            let layerToScene = layer.transformToSuperlayer.concatenating(toScene)
            if let chart = layer.chart, !inChart {
                let box = layer.bounds.applying(layerToScene)
                let tolerance = 0.5
                if box.minX < -tolerance || box.minY < -tolerance || box.maxX > canvas.maxX + tolerance || box.maxY > canvas.maxY + tolerance {
                    outside.append(ChartOutside(layer: owner, chart: chart.kind, box: box))
                }
            }
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
            let contents = layer.sublayerSpaceTransform.concatenating(layerToScene)
            if let mask = layer.mask { visit(mask, path: path + ".mask", owner: layer.id ?? path, inCutStory: inCut, inChart: inChart || layer.chart != nil, toScene: layerToScene) }
            for (index, sublayer) in layer.sublayers.enumerated() {
                visit(sublayer, path: "\(path).sublayers[\(index)]", owner: layer.id ?? path, inCutStory: inCut, inChart: inChart || layer.chart != nil, toScene: contents)
            }
        }
        for (index, layer) in scene.layers.enumerated() {
            visit(layer, path: "layers[\(index)]", owner: "layers[\(index)]", inCutStory: false, inChart: false, toScene: .identity)
        }
        layerCount = layers
        animationCount = animations
        lateAnimations = late
        cutPeriods = cut
        chartsOutside = outside
        layersOutside = Self.layersOutside(of: scene)
        thinMarks = Self.thinMarks(of: scene)
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

    /// Every warning `reel validate` gives, each with its fix: animations ending after the last
    /// frame, and the placement warnings (`placementWarnings`).
    public var warnings: [SceneWarning] {
        (lateWarning.map { [SceneWarning(message: $0.message, fix: $0.fix)] } ?? []) + placementWarnings
    }

    /// The warnings about what the frames will not show well, which `reel render` and `reel
    /// still` give too: charts reaching past the scene's edges, layers painting only outside
    /// it, bars under a pixel wide.
    public var placementWarnings: [SceneWarning] {
        chartWarnings + outsideWarnings + thinMarkWarnings
    }

    /// A warning per chart whose frame reaches past the scene's edges: by how much, on which
    /// sides, and a frame that follows the scene's size instead.
    public var chartWarnings: [SceneWarning] {
        chartsOutside.map { chart in
            let box = chart.box
            let sides = [("left", -box.minX), ("top", -box.minY), ("right", box.maxX - Double(width)), ("bottom", box.maxY - Double(height))]
                .filter { $0.1 > 0.5 }.map { "\($0.1.roundedForDisplay) past the \($0.0) edge" }.joined(separator: ", ")
            let frame = [box.minX, box.minY, box.width, box.height].map(\.roundedForDisplay).joined(separator: ", ")
            return SceneWarning(
                message: "the \(chart.chart) of \(chart.layer) has the frame [\(frame)], which reaches \(sides) of the \(width)×\(height) scene, so part of it is cut off",
                fix: "give it a frame inside the scene, such as [0, 0, \(width), \(height)], or in percentages of the scene so that it follows the scene's size, such as [5%, 5%, 90%, 90%]")
        }
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes < 1 << 20 ? "\(max(1, bytes >> 10)) KB" : "\(((Double(bytes) / 1_048_576) * 10).rounded() / 10) MB"
    }
}
