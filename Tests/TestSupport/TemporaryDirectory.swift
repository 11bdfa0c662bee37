import Foundation

/// A fresh directory under the system's temporary directory, removed when released.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init() {
        path = NSTemporaryDirectory() + "reel-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    public func file(_ name: String) -> String { path + "/" + name }

    /// The names of the files in the directory, sorted.
    public var contents: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
