import Foundation

extension ValueEncoder {
    /// `path` relative to the scene's folder when it lies inside it, else absolute.
    func relative(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let folder = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
