import Foundation
import Scene

/// What the page shows: the last scene that decoded, and the problems of the newest decode.
public struct PreviewState: Sendable {
    /// Counts every reload, good or not, so the page notices each one.
    public var version = 0
    /// Counts the good reloads: frames rendered for one scene version stay valid until it changes.
    public var sceneVersion = 0
    /// The last scene that decoded (and fitted the options), kept while the file has problems.
    public var scene: Scene?
    /// The newest decode's problems exactly as `reel validate` prints them, or `nil`.
    public var problems: String?

    /// The state as the page reads it (JSON over the WebSocket and at `/state`).
    public func json(sceneName: String) -> String {
        let message = Message(
            version: version, sceneVersion: sceneVersion, scene: sceneName,
            width: scene.map { Int($0.size.width) }, height: scene.map { Int($0.size.height) },
            fps: scene?.fps, duration: scene?.duration, frames: scene?.frameCount, problems: problems)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding plain numbers and strings cannot fail.
        return String(decoding: (try? encoder.encode(message)) ?? Data("{}".utf8), as: UTF8.self)
    }

    private struct Message: Encodable {
        var version: Int
        var sceneVersion: Int
        var scene: String
        var width: Int?
        var height: Int?
        var fps: Double?
        var duration: Double?
        var frames: Int?
        var problems: String?

        func encode(to encoder: any Encoder) throws {
            // Explicit nulls, so the page can tell "no problems" from "not sent".
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(sceneVersion, forKey: .sceneVersion)
            try container.encode(scene, forKey: .scene)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(fps, forKey: .fps)
            try container.encode(duration, forKey: .duration)
            try container.encode(frames, forKey: .frames)
            try container.encode(problems, forKey: .problems)
        }

        enum CodingKeys: String, CodingKey {
            case version, sceneVersion, scene, width, height, fps, duration, frames, problems
        }
    }
}
