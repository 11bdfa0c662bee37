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

    /// Whether `path` is something other than a regular file (a device such as /dev/zero, a
    /// FIFO, a directory), which an include or a data file must not be: reading it could
    /// block or never end.
    static func isSpecial(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else { return false }
        return attributes[.type] as? FileAttributeType != .typeRegular
    }
}
