import Foundation
import Scene
import Yams

/// Writes a `Scene` as a scene file that `SceneDecoder` reads back into an equal scene, so a
/// scene built in Swift can be checked with `reel validate`, watched with `reel preview` and
/// presented with `reel slides`.
///
/// Every key is written from the declarations the decoder reads (`LayerType`, the animation,
/// audio, slide and scene property tables): the file format has no second list. Keys at their
/// defaults are left out. Charts are written as the layers they expanded into, with the
/// `chart` and `mark` records `reel layout` reads: a `Scene` holds a chart only as its layers,
/// whoever built it, and those layers are exactly what renders.
public enum SceneEncoder {
    /// The scene file's YAML text; files (images, sounds) under `directory`, where the file
    /// will be written, are written relative to it, others as absolute paths.
    public static func yaml(_ scene: Scene, relativeTo directory: String = ".") throws(SceneEncodingError) -> String {
        let encoder = ValueEncoder(directory: directory)
        var draft = SceneDraft()
        draft.size = scene.size
        draft.fps = scene.fps
        draft.duration = scene.duration
        draft.background = scene.background
        var pairs = try encoder.pairs(SceneProperties.model, of: draft, defaults: SceneDraft(), always: ["size", "duration"])
        if !scene.audio.isEmpty {
            pairs.append((ValueEncoder.plain("audio"), try encoder.list(scene.audio, "audio") { track throws(SceneEncodingError) in
                var draft = AudioTrackDraft()
                draft.track = track
                draft.track.file = encoder.relative(track.file)
                return .mapping(.init(try encoder.pairs(AudioTrackDecoder.model, of: draft, defaults: AudioTrackDraft(), always: ["file"])))
            }))
        }
        if !scene.slides.isEmpty {
            pairs.append((ValueEncoder.plain("slides"), try encoder.list(scene.slides, "slides") { slide throws(SceneEncodingError) in
                let draft = SlideDraft(at: slide.start, title: slide.title, notes: slide.notes, loop: slide.loops)
                return .mapping(.init(try encoder.pairs(SlideDecoder.model, of: draft, defaults: SlideDraft(), always: ["at"]), .implicit, .flow))
            }))
        }
        pairs.append((ValueEncoder.plain("layers"), try encoder.list(scene.layers, "layers", encoder.layer)))
        do {
            return "# Written by Reel from a Scene built in Swift.\n" + (try Yams.serialize(node: .mapping(.init(pairs)), width: -1, allowUnicode: true))
        } catch {
            throw SceneEncodingError(property: "", reason: "YAML could not be written: \(error)")
        }
    }

    /// Writes the scene file at `path`, with files under its folder written relative to it,
    /// after reading it back: the file appears only when it reads back into an equal scene
    /// (else a `SceneEncodingError` names the first property that differs, or the decoder's
    /// `SceneFileError` says why it does not read, such as two layers with one id).
    public static func write(_ scene: Scene, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let text = try yaml(scene, relativeTo: directory.isEmpty ? "." : directory)
        let pending = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).\(getpid()).pending.yaml"
        try text.write(toFile: pending, atomically: false, encoding: .utf8)
        do {
            let back = try SceneDecoder.decode(contentsOf: pending)
            if back != scene {
                let difference = FirstDifference.between(scene, back) ?? ""
                throw SceneEncodingError(property: String(difference.prefix { $0 != ":" }),
                    reason: "it reads back as a different value (\(difference.drop { $0 != ":" }.dropFirst().prefix(300)))")
            }
            guard rename(pending, path) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        } catch {
            try? FileManager.default.removeItem(atPath: pending)
            throw error
        }
    }
}

extension Scene {
    /// The scene as scene-file YAML (see `SceneEncoder`).
    public func sceneFileText(relativeTo directory: String = ".") throws(SceneEncodingError) -> String {
        try SceneEncoder.yaml(self, relativeTo: directory)
    }

    /// Writes the scene as a scene file at `path`, for `reel validate`, `reel preview` and
    /// `reel slides` (see `SceneEncoder`).
    public func writeSceneFile(to path: String) throws {
        try SceneEncoder.write(self, to: path)
    }
}
