import Charts
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
    /// The ids written on layers that failed to decode (and on their sublayers): already
    /// reported there, so the timeline does not report them again as unknown.
    /// For ids that came from an included file: where that file was included.
    var includeSites: [String: SourceLocation] = [:]
    var failedLayerIDs: Set<String> = []
    /// How many chart containers (layers with `chart:`) the layer being read is inside: their
    /// ids are the chart's own, repeated by every chart of a kind, as when a chart type expands.
    var chartDepth = 0
    /// Whether an included file failed before its ids could be read: any id may be in it.
    var hasUnreadableInclude = false
    /// Styles written but failed (reported there): layers naming them do not report them again.
    var failedStyles: Set<String> = []
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
    /// Nesting and expansion so far, shared with included files' contexts.
    let budget: ExpansionBudget

    init(
        log: DiagnosticLog, file: String, directory: String, includeChain: [String], inputFiles: InputFileList = InputFileList(),
        budget: ExpansionBudget = ExpansionBudget()
    ) {
        self.log = log
        self.inputFiles = inputFiles
        self.budget = budget
        self.file = file
        self.directory = directory
        self.includeChain = includeChain
    }

    /// The canvas of the file being read, once its `size` is known.
    var canvas: Size?
    /// The canvas to lay the file out on instead of its own `size` (`SceneDecoder`'s `canvas`).
    var canvasOverride: Size?
    /// Whether a frame of this file was given in percentages of the canvas, or a chart fills it.
    var followsCanvas = false
    /// The scene's `theme`, which every chart layer starts from; `nil` keeps each chart's own design.
    var theme: ChartTheme?
    /// Decodes image files to check them; without one only their headers are checked.
    var imageChecker: (any ImageChecking)?

    /// `path` resolved against the scene's directory, unless it is absolute.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }
}

extension DecodingContext {
    /// Checks the image file at `path` (resolved) for an image layer: its header against the
    /// limits, then a full decode when there is an image checker. `false` after reporting at
    /// `reader` why it cannot be drawn; `name` is the file as the scene writes it.
    func checkImage(_ path: String, named name: String, at reader: NodeReader) -> Bool {
        if let known = budget.checkedImages[path] {
            if let problem = known { reader.report(problem.message, fix: problem.fix) }
            return known == nil
        }
        var problem: ImageHeader.Problem?
        do throws(ImageHeader.Problem) {
            _ = try ImageHeader.read(path)
            if let imageChecker {
                do {
                    try imageChecker.check(imageAt: path)
                } catch let error as ImageHeader.Problem {
                    problem = ImageHeader.Problem(message: "cannot use the image '\(name.echoed)': \(error.message)", fix: error.fix)
                } catch {
                    problem = ImageHeader.Problem(message: "cannot use the image '\(name.echoed)': \(error)", fix: "save it again as a PNG or JPEG file")
                }
            }
        } catch {
            let fix = error.fix.hasPrefix("image paths") ? "image paths are relative to the scene's directory (\(directory))" : error.fix
            problem = ImageHeader.Problem(message: "cannot use the image '\(name.echoed)': \(error.message)", fix: fix)
        }
        budget.checkedImages[path] = .some(problem)
        if let problem { reader.report(problem.message, fix: problem.fix) }
        return problem == nil
    }
}
