import LottieImport
import Scene

extension LayerKind {
    /// `type: lottie`: a Lottie animation's layers as this layer's sublayers, playing from
    /// `startTime` at `speed`, once or looping, all of it or a segment (frames or a marker).
    static let lottie = LayerKind(
        name: "lottie", summary: "A Lottie animation (.json or .lottie) as the sublayers of this layer; its size becomes the bounds, a `frame` scales it to fit.",
        keys: [
            .key("file", \.lottie.file, example: "logo-sting.json", "The Lottie file (Bodymovin .json or dotLottie .lottie), relative to this scene."),
            .key("startTime", \.lottie.startTime, range: -86_400...86_400, form: .time, example: "1s", "When the animation's first frame shows; before, it holds that frame."),
            .key("speed", \.lottie.speed, range: 0.001...1000, example: "2", "Playback speed: 2 plays twice as fast."),
            .key("loop", \.lottie.loop, example: "true", "Whether the animation (or its segment) repeats; otherwise it holds its last frame."),
            .key("segment", \.lottie.segment, example: "[0, 60]", "The frames that play, [first, last) in the animation's frames."),
            .key("marker", \.lottie.marker, example: "intro", "A marker of the animation naming the frames that play, instead of `segment`."),
        ]
    ) { draft, reader, keys in
        guard let fileReader = keys["file"], !draft.lottie.file.isEmpty else {
            reader.report("a lottie layer needs a 'file'", fix: "add `file: animation.json` (a Lottie file next to the scene)")
            return false
        }
        let settings = draft.lottie
        var segment = LottieSegment.whole
        if !settings.marker.isEmpty { segment = .marker(settings.marker) }
        if !settings.segment.isEmpty {
            guard settings.segment.count == 2, settings.segment[1] > settings.segment[0] else {
                (keys["segment"] ?? reader).report("'segment' needs two frames, the first before the last", fix: "write `segment: [0, 60]`")
                return false
            }
            segment = .frames(settings.segment[0], settings.segment[1])
        }
        let path = reader.context.resolve(settings.file)
        reader.context.inputFiles.add(path)
        let placement = LottiePlacement(startTime: settings.startTime, speed: settings.speed, loop: settings.loop, segment: segment)
        let imported: (layer: Layer, size: Size, import: LottieImport)
        do throws(LottieImportError) {
            imported = try LottieImporter.layer(contentsOf: path, placement: placement)
        } catch {
            fileReader.report("\(error.file): \(error.message) (at \(error.jsonPath))", fix: error.fix)
            return false
        }
        imported.import.inputFiles.forEach(reader.context.inputFiles.add)
        imported.import.notices.forEach { reader.context.inputFiles.note("\(settings.file): \($0)") }
        let size = imported.size
        if let frame = draft.frame, frame.width > 0, frame.height > 0, size.width > 0, size.height > 0 {
            // A frame scales the animation to fit inside it, centred, keeping its proportions.
            let scale = min(frame.width / size.width, frame.height / size.height)
            var holder = imported.layer
            holder.position = Point(x: frame.width / 2, y: frame.height / 2)
            holder.transform = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
            draft.layer.sublayers = [holder]
        } else {
            draft.layer.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            if keys["position"] == nil {
                let anchor = draft.layer.anchorPoint
                draft.layer.position = Point(x: anchor.x * size.width, y: anchor.y * size.height)
            }
            var content = imported.layer
            content.position = Point(x: size.width / 2, y: size.height / 2)
            draft.layer.sublayers = [content]
        }
        return true
    }
}
