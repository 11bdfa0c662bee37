import Foundation
import Scene

/// What decoding one scene file shares across its nodes: where problems go, the file's name and
/// directory (data and included files are found next to it), its styles, and the chain of
/// files including it (for cycle detection).
final class DecodingContext {
    let log: DiagnosticLog
    /// The file name as messages show it.
    let file: String
    /// The directory relative paths in the file are resolved against.
    let directory: String
    /// Canonical paths of the files including this one, outermost first, this one last.
    let includeChain: [String]
    var styles = StyleSheet()
    /// Where each layer id was first given.
    var layerIDs: [String: SourceLocation] = [:]
    /// Lays out chart text; chart layer types need one.
    var textMeasurer: (any TextMeasuring)?
    /// Opens sound files to check them; without one only their existence is checked.
    var audioProbe: (any AudioProbing)?
    /// Audio tracks of the scenes this one includes, mixed with its own.
    var includedAudio: [AudioTrack] = []
    /// The data file of the layer being read, whose columns its keys may name.
    var dataTable: DataTable?
    /// Whether that layer's data file was reported unreadable (its columns then go unreported).
    var dataFileFailed = false
    /// The files read so far, shared with included files' contexts.
    let inputFiles: InputFileList

    init(log: DiagnosticLog, file: String, directory: String, includeChain: [String], inputFiles: InputFileList = InputFileList()) {
        self.log = log
        self.inputFiles = inputFiles
        self.file = file
        self.directory = directory
        self.includeChain = includeChain
    }

    /// `path` resolved against the scene's directory, unless it is absolute.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }
}
