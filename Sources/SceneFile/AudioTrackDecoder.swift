import Foundation
import Scene

/// Reads the top-level `audio:` list: sound files placed on the scene's timeline. Each file is
/// checked here, before anything renders: that it exists, that it plays (with the decoder's
/// `AudioProbing`), and that the track starts within the scene and trims within the file.
enum AudioTrackDecoder {
    /// The keys (`SceneEncoder` writes them from the same declarations).
    static let model: [ModelProperty<AudioTrackDraft>] = [
        .key("file", \.track.file, example: "music.mp3",
            "The sound file, relative to the scene's directory: WAV, FLAC, MP3, Ogg/Opus, AAC/M4A — anything FFmpeg decodes, at any sample rate and channel count. Required."),
        .key("at", \.track.at, form: .time, example: "0.5s", "When the track starts, in scene time; 0 when omitted. It must start before the scene ends."),
        .key("trimStart", \.track.trimStart, form: .time, example: "0.5s", "Where in the file to start playing; 0 when omitted."),
        .key("trimEnd", \.track.trimEnd, range: 0.001...86_400, form: .time, example: "12s",
            "Where in the file to stop playing; the file's end when omitted."),
        .key("volume", \.track.volume, range: 0...16, example: "0.5", "A linear gain: 1 (default) as recorded, 0.5 half the amplitude (−6 dB), 0 silent."),
        .key("fadeIn", \.track.fadeIn, range: 0...3600, form: .time, example: "1s", "Seconds over which the track rises from silence at its start (linear gain); 0 when omitted."),
        .key("fadeOut", \.track.fadeOut, range: 0...3600, form: .time, example: "2s",
            "Seconds over which the track falls to silence, ending where it stops sounding: its own end or the scene's, whichever comes first; 0 when omitted."),
        .key("loop", \.track.loop, example: "true", "Repeats the trimmed part back to back until the scene ends; false when omitted."),
    ]

    static let properties: [PropertyDefinition<AudioTrackDraft>] = model.keys()

    /// The tracks of `reader`'s list, or `nil` after reporting every problem. `sceneDuration` is
    /// `nil` when the scene's own duration was rejected.
    static func decodeList(_ reader: NodeReader, sceneDuration: Double?) -> [AudioTrack]? {
        reader.list { decode($0, sceneDuration: sceneDuration) }
    }

    static func decode(_ reader: NodeReader, sceneDuration: Double?) -> AudioTrack? {
        guard let (draft, keys) = properties.read(
            reader, into: AudioTrackDraft(), what: "an audio track (a mapping with `file` and optional `at`, `volume` …)",
            required: Requirement(key: "file", message: "an audio track needs a 'file'", fix: "add `file: music.mp3` (a file next to the scene)"))
        else { return nil }
        let fileReader = keys["file"]!
        var ok = true
        var track = draft.track
        let context = reader.context
        track.file = context.resolve(track.file)
        context.inputFiles.add(track.file)
        if let sceneDuration, track.at >= sceneDuration, let atReader = keys["at"] {
            atReader.report("the track starts at \(track.at.roundedForDisplay) s, which is not before the scene's end (\(sceneDuration.roundedForDisplay) s)",
                fix: "start it before \(sceneDuration.roundedForDisplay) s, or make the scene's duration longer")
            ok = false
        }
        if let end = track.trimEnd, end <= track.trimStart, let endReader = keys["trimEnd"] {
            endReader.report("trimEnd (\(end.roundedForDisplay) s) is not after trimStart (\(track.trimStart.roundedForDisplay) s)",
                fix: "give a trimEnd after trimStart, or leave it out to play to the file's end")
            ok = false
        }
        guard FileManager.default.isReadableFile(atPath: track.file) else {
            fileReader.report("the sound file '\(track.file)' does not exist or cannot be read",
                fix: "sound file paths are relative to the scene's directory (\(context.directory))")
            return nil
        }
        if let probe = context.audioProbe {
            do {
                let info = try probe.probe(track.file)
                ok = checkTrim(track, against: info, keys: keys) && ok
            } catch {
                fileReader.report("\(error)", fix: "convert it to WAV or FLAC, or point `file` at another sound file")
                return nil
            }
        }
        return ok ? track : nil
    }

    /// Container durations are estimates for some formats (MP3 without an index); a trim this
    /// close past the end is let through and plays silence.
    static let durationTolerance = 0.05

    private static func checkTrim(_ track: AudioTrack, against info: AudioFileInfo, keys: KeyedNodes) -> Bool {
        guard let duration = info.duration else { return true }
        if track.trimStart >= duration, let startReader = keys["trimStart"] {
            startReader.report("the file is \(duration.roundedForDisplay) s long, so trimStart \(track.trimStart.roundedForDisplay) s is past its end",
                fix: "give a trimStart under \(duration.roundedForDisplay) s")
            return false
        }
        if let end = track.trimEnd, end > duration + durationTolerance, let endReader = keys["trimEnd"] {
            endReader.report("the file is \(duration.roundedForDisplay) s long, so trimEnd \(end.roundedForDisplay) s is past its end",
                fix: "give a trimEnd up to \(duration.roundedForDisplay) s, or leave it out to play to the file's end")
            return false
        }
        return true
    }
}
