import Foundation
import Render
import Scene

extension LottieExporter {
    func emitImage(_ image: ImageContent, of node: LottieNode, parent: Int, opacity: LottieOpacity, upright: Bool, in comp: LottieComposition) throws {
        let id = try imageAsset(image.path)
        guard case .object(let members)? = assets.first(where: { $0["id"] == .string(id) }),
            case .number(let w)? = members.first(where: { $0.0 == "w" })?.1,
            case .number(let h)? = members.first(where: { $0.0 == "h" })?.1 else { return }
        if upright { note(node, "its image inside a flipped geometry is written as drawn before the flip is undone (upside down)") }
        var origins: [[Double]] = [], scales: [[Double]] = []
        for layer in node.frames {
            let gravity: ContentsGravity
            if case .image(let content) = layer.content { gravity = content.gravity } else { gravity = image.gravity }
            let target = Renderer.placement(of: Size(width: w, height: h), in: layer.bounds, gravity: gravity)
            origins.append([target.minX, target.minY])
            scales.append([target.width / w * 100, target.height / h * 100])
        }
        let all = 0..<frameCount
        let ks = transform(
            position: track(origins, frames: all, tolerance: Tolerance.pixels),
            scale: track(scales, frames: all, tolerance: Tolerance.percent), opacity: opacityTrack(opacity))
        comp.add(common(type: 2, name: node.name, transform: ks, parent: parent, frames: all) + [("refId", .string(id))])
    }

    /// The asset embedding the image file at `path` (its bytes, base64): one per file.
    private func imageAsset(_ path: String) throws -> String {
        if let id = imageAssets[path] { return id }
        let header: ImageHeader
        do { header = try ImageHeader.read(path) } catch { throw LottieExportError.unreadableFile(path: path, reason: error.message) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LottieExportError.unreadableFile(path: path, reason: "the file cannot be opened")
        }
        let id = "image_\(imageAssets.count + 1)"
        imageAssets[path] = id
        let mime = header.format == .png ? "image/png" : "image/jpeg"
        assets.append(.object([
            ("id", .string(id)), ("w", .number(Double(header.width))), ("h", .number(Double(header.height))),
            ("u", .string("")), ("p", .string("data:\(mime);base64,\(data.base64EncodedString())")), ("e", .number(1)),
        ]))
        return id
    }
}
