import Foundation

/// Where the package's files and built products are, for tests that use them.
public enum PackagePaths {
    /// The package root (the directory holding Package.swift).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// A file in `scenes/`.
    public static func scene(_ name: String) -> String { root + "/scenes/" + name }

    /// The built `reel` executable, next to the running test bundle.
    public static let reelBinary: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("reel").path
    }()
}
