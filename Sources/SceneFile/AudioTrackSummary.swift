import Foundation
import Scene

/// One audio track as `reel validate` lists it: the file and when it sounds in the scene.
public struct AudioTrackSummary: Sendable, Equatable {
    /// The file as the scene resolved it.
    public var file: String
    /// When it starts and stops sounding, in scene seconds; `end` is `nil` when the file's
    /// length is unknown.
    public var start: Double
    /// When it stops sounding, in scene time; `nil` when the file's length is unknown.
    public var end: Double?
    /// Where in the file it starts playing.
    public var trimStart: Double
    /// Where in the file it stops playing; `nil` for the file's end.
    public var trimEnd: Double?
    /// The linear gain.
    public var volume: Double
    /// Seconds of fade-in.
    public var fadeIn: Double
    /// Seconds of fade-out.
    public var fadeOut: Double
    /// Whether the trimmed part repeats until the scene ends.
    public var loops: Bool
    /// The file's length in seconds, when it was probed.
    public var fileDuration: Double?

    /// The summary of `track` in a scene of `sceneDuration` seconds, its file lasting `fileDuration`.
    public init(track: AudioTrack, sceneDuration: Double, fileDuration: Double?) {
        file = track.file
        start = track.at
        end = track.endTime(fileDuration: fileDuration, sceneDuration: sceneDuration)
        trimStart = track.trimStart
        trimEnd = track.trimEnd
        volume = track.volume
        fadeIn = track.fadeIn
        fadeOut = track.fadeOut
        loops = track.loop
        self.fileDuration = fileDuration
    }

    /// `music.mp3: 0 s – 7.5 s (loops, volume 0.4, fade out 2 s)`.
    public var text: String {
        var details: [String] = []
        if trimStart > 0 || trimEnd != nil {
            details.append("file \(trimStart.roundedForDisplay) s – \(trimEnd.map { "\($0.roundedForDisplay) s" } ?? "end")")
        }
        if loops { details.append("loops") }
        if volume != 1 { details.append("volume \(volume.roundedForDisplay)") }
        if fadeIn > 0 { details.append("fade in \(fadeIn.roundedForDisplay) s") }
        if fadeOut > 0 { details.append("fade out \(fadeOut.roundedForDisplay) s") }
        let until = end.map { "\($0.roundedForDisplay) s" } ?? "the file's end"
        let name = (file as NSString).lastPathComponent
        return "\(name): \(start.roundedForDisplay) s – \(until)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    }

    /// The summary as `reel validate --json` prints it.
    public var json: JSONValue {
        var entries: [(String, JSONValue)] = [
            ("file", .string(file)), ("start", .number(start)), ("end", end.map(JSONValue.number) ?? .null),
            ("trimStart", .number(trimStart)), ("trimEnd", trimEnd.map(JSONValue.number) ?? .null),
            ("volume", .number(volume)), ("fadeIn", .number(fadeIn)), ("fadeOut", .number(fadeOut)), ("loop", .bool(loops)),
        ]
        if let fileDuration { entries.append(("fileDuration", .number(fileDuration))) }
        return .object(entries)
    }
}
