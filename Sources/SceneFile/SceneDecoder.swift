import Animation
import Foundation
import Scene
import LottieImport
import Yams

/// Reads scene files (YAML, or JSON, which is YAML too) into a `Scene`, reporting every problem
/// with its file, line and column.
public enum SceneDecoder {
    /// Reads the scene file at `path`. Chart layer types lay out text with `measurer`; image
    /// layers' files are decoded with `imageChecker` (without one only their headers are read);
    /// audio tracks are opened with `audioProbe` (without one, only their files' existence is checked).
    public static func decode(
        contentsOf path: String, measuring measurer: (any TextMeasuring)? = nil, checkingImages imageChecker: (any ImageChecking)? = nil,
        probingAudio audioProbe: (any AudioProbing)? = nil
    ) throws(SceneFileError) -> Scene {
        try load(contentsOf: path, measuring: measurer, checkingImages: imageChecker, probingAudio: audioProbe).scene
    }

    /// Reads the scene file at `path`, with the list of every file it read (includes, data,
    /// images, sounds), which an output must never replace.
    ///
    /// With `canvas`, the file is laid out on that canvas instead of its own `size`: frames in
    /// percentages follow it, frames in points stay in points (`LoadedScene.followsCanvas`
    /// says whether the file has any in percentages).
    public static func load(
        contentsOf path: String, measuring measurer: (any TextMeasuring)? = nil, checkingImages imageChecker: (any ImageChecking)? = nil,
        probingAudio audioProbe: (any AudioProbing)? = nil, canvas: Size? = nil
    ) throws(SceneFileError) -> LoadedScene {
        let inputs = InputFileList()
        var follows = false
        let scene = try decode(contentsOf: path, measuring: measurer, imageChecker: imageChecker, audioProbe: audioProbe, inputs: inputs,
            canvas: canvas, followsCanvas: &follows)
        var loaded = LoadedScene(scene: scene, inputFiles: inputs.paths, notices: inputs.notices)
        loaded.followsCanvas = follows
        return loaded
    }

    /// Reads the scene file at `path` like `load(contentsOf:measuring:probingAudio:)`, listing the
    /// files it read or looked for also when it fails (a missing include is listed), for a watcher
    /// that decodes it again when one of them changes.
    public static func decodeTrackingFiles(
        contentsOf path: String, measuring measurer: (any TextMeasuring)? = nil, checkingImages imageChecker: (any ImageChecking)? = nil,
        probingAudio audioProbe: (any AudioProbing)? = nil
    ) -> SceneDecoding {
        let inputs = InputFileList()
        do throws(SceneFileError) {
            let scene = try decode(contentsOf: path, measuring: measurer, imageChecker: imageChecker, audioProbe: audioProbe, inputs: inputs)
            return SceneDecoding(result: .success(scene), files: inputs.paths)
        } catch {
            return SceneDecoding(result: .failure(error), files: inputs.paths)
        }
    }

    static func decode(
        contentsOf path: String, measuring measurer: (any TextMeasuring)?, imageChecker: (any ImageChecking)? = nil,
        audioProbe: (any AudioProbing)?, inputs: InputFileList, canvas: Size? = nil
    ) throws(SceneFileError) -> Scene {
        var follows = false
        return try decode(contentsOf: path, measuring: measurer, imageChecker: imageChecker, audioProbe: audioProbe, inputs: inputs,
            canvas: canvas, followsCanvas: &follows)
    }

    static func decode(
        contentsOf path: String, measuring measurer: (any TextMeasuring)?, imageChecker: (any ImageChecking)? = nil,
        audioProbe: (any AudioProbing)?, inputs: InputFileList, canvas: Size?, followsCanvas: inout Bool
    ) throws(SceneFileError) -> Scene {
        inputs.add(path)
        if LottieImporter.isLottie(path: path) { return try lottieScene(path, inputs: inputs) }
        if let size = InputFile.oversizedScene(path) {
            throw SceneFileError.unreadable(path: path, reason: "it is \(size) bytes, and scene files are at most \(InputLimits.sceneFileBytes) bytes (\(InputLimits.sceneFileBytes >> 20) MB)")
        }
        let text: String
        do throws(SceneText.Problem) {
            text = try SceneText.read(path)
        } catch {
            switch error {
            case .missing: throw SceneFileError.unreadable(path: path, reason: "no such file")
            case .unreadable(let reason): throw SceneFileError.unreadable(path: path, reason: reason)
            case .tooLarge(let limit):
                throw SceneFileError.unreadable(path: path, reason: "it holds more than \(limit) bytes, and scene files are at most \(limit) bytes (\(limit >> 20) MB)")
            case let .notText(line, column, message, fix):
                throw SceneFileError.invalid([Diagnostic(location: SourceLocation(file: path, line: line, column: column), keyPath: "", message: message, fix: fix)])
            }
        }
        let directory = (path as NSString).deletingLastPathComponent
        return try decode(yaml: text, file: path, directory: directory.isEmpty ? "." : directory,
            includeChain: [SceneIncluder.canonicalPath(path)], measurer: measurer, imageChecker: imageChecker, audioProbe: audioProbe,
            inputFiles: inputs, canvas: canvas, followsCanvas: &followsCanvas)
    }

    /// Reads a scene from YAML text; `file` names it in messages, and relative paths in it
    /// (data, includes) are resolved against `directory`.
    public static func decode(
        yaml: String, file: String, directory: String = ".", measuring measurer: (any TextMeasuring)? = nil,
        checkingImages imageChecker: (any ImageChecking)? = nil, probingAudio audioProbe: (any AudioProbing)? = nil
    ) throws(SceneFileError) -> Scene {
        try decode(yaml: yaml, file: file, directory: directory, includeChain: [SceneIncluder.canonicalPath(file)], measurer: measurer,
            imageChecker: imageChecker, audioProbe: audioProbe)
    }

    static func decode(
        yaml: String, file: String, directory: String, includeChain: [String], measurer: (any TextMeasuring)? = nil,
        imageChecker: (any ImageChecking)? = nil, audioProbe: (any AudioProbing)? = nil, inputFiles: InputFileList = InputFileList()
    ) throws(SceneFileError) -> Scene {
        var follows = false
        return try decode(yaml: yaml, file: file, directory: directory, includeChain: includeChain, measurer: measurer,
            imageChecker: imageChecker, audioProbe: audioProbe, inputFiles: inputFiles, canvas: nil, followsCanvas: &follows)
    }

    static func decode(
        yaml: String, file: String, directory: String, includeChain: [String], measurer: (any TextMeasuring)?,
        imageChecker: (any ImageChecking)?, audioProbe: (any AudioProbing)?, inputFiles: InputFileList, canvas: Size?, followsCanvas: inout Bool
    ) throws(SceneFileError) -> Scene {
        let log = DiagnosticLog()
        let context = DecodingContext(log: log, file: file, directory: directory, includeChain: includeChain, inputFiles: inputFiles)
        context.canvasOverride = canvas
        defer { followsCanvas = context.followsCanvas }
        context.textMeasurer = measurer
        context.imageChecker = imageChecker
        context.audioProbe = audioProbe
        guard let node = compose(yaml, context: context) else { throw SceneFileError.invalid(log.diagnostics) }
        let scene = decodeDocument(NodeReader(node: node, keyPath: "", context: context))
        guard log.isEmpty, let scene else { throw SceneFileError.invalid(log.diagnostics) }
        return scene
    }

    /// The YAML document's root node, or `nil` after reporting why there is none.
    static func compose(_ yaml: String, context: DecodingContext) -> Node? {
        do {
            // The basic resolver leaves every scalar a string: the reader parses its own numbers,
            // times and colours, and Yams' default one runs regular expressions over every key.
            guard let node = try Yams.compose(yaml: yaml, .basic) else {
                context.log.add(Diagnostic(
                    location: SourceLocation(file: context.file, line: 1, column: 1), keyPath: "",
                    message: "the scene file is empty", fix: "start with `size: [640, 360]`, `fps`, `duration` and `layers:`"))
                return nil
            }
            return node
        } catch {
            context.log.add(YAMLErrorTranslator.diagnostic(for: error, file: context.file, yaml: yaml))
            return nil
        }
    }

    /// A whole scene document: top-level keys, styles, layers, then the timeline.
    static func decodeDocument(_ reader: NodeReader) -> Scene? {
        let properties = SceneProperties.all
        guard let keys = reader.mapping(allowed: properties.map(\.name), what: "a scene (a mapping with size, duration and layers)") else {
            return nil
        }
        var draft = SceneDraft()
        var ok = !keys.hadUnknownKeys
        for key in keys.keys {
            ok = properties.definition(named: key)!.apply(keys[key]!, &draft) && ok
        }
        for (key, hint) in [("size", "size: [640, 360]"), ("duration", "duration: 2s")] where keys[key] == nil {
            reader.report("the required key '\(key)' is missing", fix: "add `\(hint)`")
            ok = false
        }
        if let canvas = reader.context.canvasOverride { draft.size = canvas }
        reader.context.canvas = draft.size
        if let themeReader = draft.theme {
            if let theme = ChartThemeDecoder.decode(themeReader) {
                reader.context.theme = theme
                if keys["background"] == nil { draft.background = theme.background }
            } else {
                ok = false
            }
        }
        if let defaults = draft.defaults { ok = StyleSheetDecoder.decodeDefaults(defaults) && ok }
        if let styles = draft.styles { ok = StyleSheetDecoder.decodeStyles(styles) && ok }
        var layers: [Layer] = []
        if let layersReader = draft.layers {
            if let decoded = LayerDecoder.decodeList(layersReader) { layers = decoded } else { ok = false }
        }
        if let timeline = draft.timeline { ok = TimelineDecoder.apply(timeline, to: &layers) && ok }
        var audio: [AudioTrack] = []
        if let audioReader = draft.audio {
            if let decoded = AudioTrackDecoder.decodeList(audioReader, sceneDuration: draft.duration) { audio = decoded } else { ok = false }
        }
        var slides: [Slide] = []
        if let slidesReader = draft.slides {
            if let decoded = SlideDecoder.decodeList(slidesReader, duration: draft.duration, fps: draft.fps) { slides = decoded } else { ok = false }
        }
        guard ok, let size = draft.size, let duration = draft.duration else { return nil }
        guard (draft.fps * duration).rounded() >= 1 else {
            keys["duration"]!.report("the scene has no frames: \(duration.plainText) s at \(draft.fps.plainText) fps rounds to 0 frames",
                fix: "make the duration at least one frame, \((1 / draft.fps).roundedForDisplay) s at \(draft.fps.plainText) fps")
            return nil
        }
        return Scene(size: size, fps: draft.fps, duration: duration, background: draft.background, layers: layers,
            audio: audio + reader.context.includedAudio, slides: slides)
    }
}
