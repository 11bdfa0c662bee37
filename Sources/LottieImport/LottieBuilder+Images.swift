import Foundation
import Scene

/// Image layers: the asset's file next to the animation (`u` + `p`), or its embedded data
/// (`data:image/png;base64,…`) written once to a file named by its content's hash.
extension LottieBuilder {
    func image(_ info: LottieLayerInfo) throws(LottieImportError) -> Layer? {
        let cursor = info.cursor
        let id = try cursor.required("refId", "an image layer").string()
        guard let asset = assets[id] else {
            throw (cursor["refId"] ?? cursor).error("no image asset has the id '\(id.echoedShort)'", fix: "give 'refId' the 'id' of an image asset in 'assets'")
        }
        let width = try asset.number("w", default: 0), height = try asset.number("h", default: 0)
        let name = try asset.required("p", "an image asset").string()
        let path: String
        if name.hasPrefix("data:") {
            guard let comma = name.firstIndex(of: ","), let data = Data(base64Encoded: String(name[name.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
                throw (asset["p"] ?? asset).error("the embedded image is not base64 data", fix: "embed the image as data:image/png;base64,… or refer to a file")
            }
            path = try embeddedImageFile(data, at: asset)
        } else {
            let folder = try asset.string("u") ?? ""
            let relative = folder + name
            path = relative.hasPrefix("/") ? relative : (directory as NSString).appendingPathComponent(relative)
            inputFiles.append(path)
            guard FileManager.default.fileExists(atPath: path) else {
                throw (asset["p"] ?? asset).error("the image file '\(path)' does not exist", fix: "put the image next to the animation, or embed it")
            }
        }
        guard width > 0, height > 0 else {
            note(info.name, "the image asset '\(id.echoedShort)' has no size; it is left out")
            return nil
        }
        return Layer(bounds: Rect(x: 0, y: 0, width: width, height: height), anchorPoint: .zero, content: .image(ImageContent(path: path)))
    }

    /// A file holding `data`, in a folder of the temporary directory, named by a hash of the bytes.
    private func embeddedImageFile(_ data: Data, at cursor: JSONCursor) throws(LottieImportError) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("reel-lottie-images")
        let path = (folder as NSString).appendingPathComponent(String(format: "%016llx-%d", hash, data.count))
        if FileManager.default.contents(atPath: path) == data { return path }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw cursor.error("cannot write the embedded image to \(path): \(error.localizedDescription)", fix: "make the temporary directory writable")
        }
        return path
    }
}
