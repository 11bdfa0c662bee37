import Scene
import Foundation
import ZIPFoundation

/// A dotLottie file: a zip holding `manifest.json` and the animation under `animations/`,
/// deflated, with fixed entry dates so that the same scene always gives the same bytes.
enum DotLottieArchive {
    /// The date written on every entry (the zip format's earliest).
    static let entryDate = Date(timeIntervalSince1970: 315_532_800)

    static func data(animation: Data, id: String) throws -> Data {
        let manifest = JSONValue.object([
            ("version", .string("2")),
            ("generator", .string("Reel")),
            ("animations", .array([.object([("id", .string(id))])])),
        ]).lottieText
        do {
            let archive = try Archive(data: Data(), accessMode: .create)
            try add(Data(manifest.utf8), as: "manifest.json", to: archive)
            try add(animation, as: "animations/\(id).json", to: archive)
            guard let data = archive.data else {
                throw LottieExportError.invalidScene(message: "the dotLottie archive could not be built in memory", fix: "write .json instead")
            }
            return data
        } catch let error as LottieExportError {
            throw error
        } catch {
            throw LottieExportError.invalidScene(message: "the dotLottie archive could not be written: \(error)", fix: "write .json instead")
        }
    }

    private static func add(_ data: Data, as path: String, to archive: Archive) throws {
        try archive.addEntry(
            with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: entryDate,
            permissions: 0o644, compressionMethod: .deflate
        ) { position, size in
            data.subdata(in: Int(position)..<(Int(position) + size))
        }
    }
}
