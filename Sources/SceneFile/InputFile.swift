import Foundation
import Scene

/// Size checks on the files a scene reads, made before reading them.
enum InputFile {
    /// The size of the regular file at `path` when it is over `limit`; `nil` when it is within
    /// it or not a regular file (a pipe is read as it comes).
    static func oversized(_ path: String, limit: Int) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = (attributes[.size] as? NSNumber)?.intValue, size > limit else { return nil }
        return size
    }

    static func oversizedScene(_ path: String) -> Int? { oversized(path, limit: InputLimits.sceneFileBytes) }
}
