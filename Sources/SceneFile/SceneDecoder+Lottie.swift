import LottieImport
import Scene

extension SceneDecoder {
    /// A Lottie file (`.json` or `.lottie`) as a scene of its own size, frame rate and length,
    /// so that `reel render anim.json`, `reel still` and `reel preview` play it.
    static func lottieScene(_ path: String, inputs: InputFileList) throws(SceneFileError) -> Scene {
        do throws(LottieImportError) {
            let imported = try LottieImporter.scene(contentsOf: path)
            imported.inputFiles.forEach(inputs.add)
            imported.notices.forEach { inputs.note($0.description) }
            return imported.scene
        } catch {
            throw SceneFileError.invalid([error.diagnostic])
        }
    }
}

extension LottieImportError {
    /// The error as a scene diagnostic: the file (with the line and column of a JSON syntax
    /// error), the JSON path as the key path, the message and the fix.
    var diagnostic: Diagnostic {
        var file = self.file, line = 1, column = 1
        let parts = file.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) {
            file = parts.dropLast(2).joined(separator: ":")
            line = l
            column = c
        }
        return Diagnostic(location: SourceLocation(file: file, line: line, column: column), keyPath: jsonPath, message: message, fix: fix)
    }
}
