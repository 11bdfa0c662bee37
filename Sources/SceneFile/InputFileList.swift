import Foundation

/// The files a scene reads (the scene itself, includes, data files, images), collected while
/// decoding so that a render can refuse to write over any of them.
final class InputFileList {
    private(set) var paths: [String] = []

    /// What imported Lottie animations left out, for the command to print as notes.
    private(set) var notices: [String] = []

    func note(_ notice: String) {
        if !notices.contains(notice) { notices.append(notice) }
    }

    func add(_ path: String) {
        if !paths.contains(path) { paths.append(path) }
    }
}
