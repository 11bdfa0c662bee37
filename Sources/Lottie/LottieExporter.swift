import Foundation
import Render
import Scene

/// Writes a scene as a Lottie animation by walking its layer tree (not its pixels).
///
/// Each layer becomes null layers carrying its geometry (anchor, position, transform,
/// sublayer transform) that its drawn parts — background, content, border, sublayers — are
/// parented to. Layers that group their drawing (a mask, `masksToBounds`, group opacity over
/// several parts) become precompositions in canvas coordinates, matted by the mask or the
/// bounds. Every property is taken at every frame and written as keyframes, fewest first
/// (`LottieTrack`); an animation whose own keyframes and Bézier timing reproduce those values
/// is written with them instead. Text becomes its glyph outlines. What Lottie cannot express
/// is reported per layer in `notices`.
public final class LottieExporter {
    let scene: Scene
    let frameCount: Int
    let renderer = Renderer()
    var assets: [JSONValue] = []
    var imageAssets: [String: String] = [:]
    var notices: [LottieNotice] = []
    var precompCount = 0
    var outlineCache: [TextOutlineKey: Path] = [:]

    /// Property tolerances at frame times, in Lottie units.
    enum Tolerance {
        static let pixels = 0.01
        static let percent = 0.01
        static let degrees = 0.01
        static let colour = 0.0005
    }

    private init(scene: Scene) {
        self.scene = scene
        frameCount = max(scene.frameCount, 1)
    }

    /// The Lottie animation of `scene`, named `name`.
    public static func export(_ scene: Scene, name: String) throws -> LottieExport {
        let exporter = LottieExporter(scene: scene)
        return try exporter.run(name: name)
    }

    private func run(name: String) throws -> LottieExport {
        guard scene.fps > 0, scene.fps.isFinite, scene.size.width >= 1, scene.size.height >= 1 else {
            throw LottieExportError.invalidScene(message: "the scene has no frames to export", fix: "give it a positive size, fps and duration")
        }
        let times = (0..<frameCount).map { scene.time(ofFrame: $0) }
        let presented = times.map { scene.presentedLayers(at: $0) }
        let root = LottieComposition()
        if scene.background.alpha > 0 {
            addBackdrop(to: root)
        }
        let ones = [Double](repeating: 1, count: frameCount)
        let order = scene.layers.indices.sorted { (scene.layers[$0].zPosition, $0) < (scene.layers[$1].zPosition, $1) }
        for i in order {
            let layer = scene.layers[i]
            let node = LottieNode(model: layer, frames: presented.map { $0[i] }, name: layer.id ?? "layers[\(i)]")
            try walk(node, ancestors: [], parent: nil, factor: ones, wrappers: nil, appliesOwnOpacity: true, upright: false, in: root)
        }
        let document: JSONValue = .object([
            ("v", .string("5.7.0")),
            ("fr", .number(scene.fps)),
            ("ip", .number(0)),
            ("op", .number(Double(frameCount))),
            ("w", .number(scene.size.width)),
            ("h", .number(scene.size.height)),
            ("nm", .string(name)),
            ("ddd", .number(0)),
            ("assets", .array(assets)),
            ("layers", root.json),
            ("markers", .array([])),
            ("meta", .object([("g", .string("Reel"))])),
        ])
        var seen = Set<LottieNotice>()
        let unique = notices.filter { seen.insert($0).inserted }
        return LottieExport(json: document.lottieText, notices: unique)
    }

    /// What wraps a layer's drawing in a precomposition, outermost first.
    enum Wrapper { case mask, clip, group }

    func wrappers(of node: LottieNode) -> [Wrapper] {
        var result: [Wrapper] = []
        if node.model.mask != nil { result.append(.mask) }
        if node.frames.contains(where: \.masksToBounds) { result.append(.clip) }
        let fades = node.ownOpacity.contains { $0 > 0 && $0 < 1 }
        if result.isEmpty, fades, drawnPartCount(node.model) > 1 { result.append(.group) }
        return result
    }

    /// How many separately drawn things a layer has (as the renderer counts them for group opacity).
    func drawnPartCount(_ layer: Layer) -> Int {
        var count = layer.sublayers.count
        if let background = layer.backgroundColor, background.alpha > 0 { count += 1 }
        if layer.content != .none { count += 1 }
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 { count += 1 }
        if case .shape(let shape) = layer.content, shape.fillColor != nil, shape.strokeColor != nil { count += 1 }
        return count
    }

    /// Writes `node` and its subtree into `comp`: `parent` is the index its geometry hangs from,
    /// `factor` the opacity its ancestors pass down at each frame.
    func walk(
        _ node: LottieNode, ancestors: [LottieNode], parent: Int?, factor: [Double], wrappers given: [Wrapper]?,
        appliesOwnOpacity: Bool, upright: Bool, in comp: LottieComposition
    ) throws {
        let node = bakingNonScalingStroke(node)
        let own = appliesOwnOpacity ? node.ownOpacity : [Double](repeating: 1, count: frameCount)
        var opacity = LottieOpacity(samples: zip(factor, own).map { $0 * $1 })
        guard opacity.samples.contains(where: { $0 > 0 }) else { return }
        if appliesOwnOpacity, factor.allSatisfy({ $0 == 1 }) {
            opacity.exact = exactKeyframes(of: node, keyPaths: ["opacity"]) { layer in
                [layer.isHidden ? 0 : min(max(layer.opacity, 0), 1) * 100]
            }
        }
        noteUnsupported(node)
        let wrappers = given ?? self.wrappers(of: node)
        if let first = wrappers.first {
            try wrap(node, in: first, rest: Array(wrappers.dropFirst()), ancestors: ancestors, parent: parent, opacity: opacity, upright: upright, comp: comp)
            return
        }
        let frame = emitGeometry(of: node, parent: parent, in: comp)
        let contentParent = emitFlip(of: node, parent: frame.content, in: comp)
        // Drawing turns text and images upright inside a flipped layer: the flip toggles here.
        let childUpright = node.model.isGeometryFlipped ? !upright : upright
        emitBackground(of: node, parent: frame.content, opacity: opacity, in: comp)
        try emitContent(of: node, parent: contentParent, opacity: opacity, upright: childUpright, in: comp)
        for child in node.sublayers {
            try walk(child, ancestors: ancestors + [node], parent: frame.children, factor: opacity.samples, wrappers: nil,
                     appliesOwnOpacity: true, upright: childUpright, in: comp)
        }
        emitBorder(of: node, parent: frame.content, opacity: opacity, in: comp)
    }

    /// Draws `node` through a precomposition in canvas coordinates: matted by its mask or its
    /// bounds, or only grouped so that its opacity fades the whole.
    private func wrap(
        _ node: LottieNode, in wrapper: Wrapper, rest: [Wrapper], ancestors: [LottieNode], parent: Int?,
        opacity: LottieOpacity, upright: Bool, comp: LottieComposition
    ) throws {
        let inner = LottieComposition()
        var innerParent: Int?
        for ancestor in ancestors { innerParent = emitGeometry(of: ancestor, parent: innerParent, in: inner).children }
        try walk(node, ancestors: ancestors, parent: innerParent, factor: [Double](repeating: 1, count: frameCount),
                 wrappers: rest, appliesOwnOpacity: false, upright: upright, in: inner)
        let id = addPrecomp(inner)
        var matte: [(String, JSONValue)]?
        switch wrapper {
        case .mask:
            guard let mask = node.mask else { break }
            let maskComp = LottieComposition()
            var maskParent: Int?
            for ancestor in ancestors { maskParent = emitGeometry(of: ancestor, parent: maskParent, in: maskComp).children }
            let frame = emitGeometry(of: node, parent: maskParent, in: maskComp)
            try walk(mask, ancestors: ancestors + [node], parent: frame.content, factor: [Double](repeating: 1, count: frameCount),
                     wrappers: nil, appliesOwnOpacity: true, upright: upright, in: maskComp)
            matte = precompLayer(name: "\(node.name) mask", id: addPrecomp(maskComp), opacity: nil)
        case .clip:
            let frame = emitGeometry(of: node, parent: parent, in: comp)
            let paths = node.frames.map { Path.roundedRect($0.bounds, cornerRadius: $0.cornerRadius) }
            let shapes = fillShapes(paths: paths, frames: 0..<frameCount, colours: paths.map { _ in Color.white }, rule: .nonZero)
            matte = shapeLayer(name: "\(node.name) bounds", shapes: shapes, parent: frame.content, opacity: nil, frames: 0..<frameCount)
        case .group:
            break
        }
        var layer = precompLayer(name: node.name, id: id, opacity: opacity)
        if let matte {
            layer.append(("tt", .number(1)))
            comp.add(layer)
            comp.add(matte + [("td", .number(1))])
        } else {
            comp.add(layer)
        }
    }

    /// Reports what of the layer Lottie cannot express.
    private func noteUnsupported(_ node: LottieNode) {
        if node.frames.contains(where: { $0.shadowOpacity > 0 && ($0.shadowColor?.alpha ?? 0) > 0 }) {
            note(node, "its shadow is left out (the drop-shadow effect is not part of the Lottie shapes players draw)")
        }
        if node.frames.contains(where: { $0.zPosition != node.model.zPosition }) {
            note(node, "its animated zPosition is left out: Lottie's layer order cannot change over time")
        }
        if case .gradient(let gradient) = node.model.content, gradient.kind == .conic {
            note(node, "its conic gradient is written as a radial gradient: Lottie has no conic gradients")
        }
    }

    func note(_ node: LottieNode, _ message: String) {
        notices.append(LottieNotice(layer: node.name, message: message))
    }

    func addPrecomp(_ comp: LottieComposition) -> String {
        precompCount += 1
        let id = "comp_\(precompCount)"
        assets.append(.object([("id", .string(id)), ("nm", .string(id)), ("fr", .number(scene.fps)), ("layers", comp.json)]))
        return id
    }

    /// The canvas's background colour, as the bottom layer.
    private func addBackdrop(to comp: LottieComposition) {
        let rect = Path.rect(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height))
        let all = 0..<frameCount
        let colour = scene.background
        let shapes = fillShapes(paths: [rect], frames: 0..<1, colours: [colour], rule: .nonZero)
        comp.add(shapeLayer(name: "background", shapes: shapes, parent: nil, opacity: nil, frames: all))
    }
}
