import Glibc
import Scene

extension LottieExporter {
    /// The indices a layer's parts hang from: its content (the layer's own coordinates) and its
    /// sublayers (after `sublayerTransform` and the geometry flip).
    struct Geometry {
        var content: Int
        var children: Int
    }

    /// Null layers carrying `node`'s transform to its superlayer, and its sublayer transform.
    func emitGeometry(of node: LottieNode, parent: Int?, in comp: LottieComposition) -> Geometry {
        let anchors = node.frames.map { [$0.anchorInBounds.x, $0.anchorInBounds.y] }
        let positions = node.frames.map { [$0.position.x, $0.position.y] }
        let exact = ExactParts(
            position: exactKeyframes(of: node, keyPaths: ["position", "position.x", "position.y"]) { [$0.position.x, $0.position.y] },
            rotation: exactKeyframes(of: node, keyPaths: ["transform.rotation", "transform.rotation.z"]) { layer in
                [atan2(layer.transform.b, layer.transform.a) * 180 / .pi]
            }.map(Self.unwrappedKeyframes),
            scale: exactKeyframes(of: node, keyPaths: ["transform.scale", "transform.scale.x", "transform.scale.y"]) { layer in
                let m = layer.transform, theta = atan2(m.b, m.a)
                return [(m.a * m.a + m.b * m.b).squareRoot() * 100, (-m.c * sin(theta) + m.d * cos(theta)) * 100]
            })
        let content = emitTransform(
            name: node.name, anchors: anchors, matrices: node.frames.map(\.transform), positions: positions,
            parent: parent, exact: exact, in: comp)
        let sublayerSpaces = node.frames.map(\.sublayerSpaceTransform)
        guard sublayerSpaces.contains(where: { !$0.isIdentity }) else { return Geometry(content: content, children: content) }
        let children = emitTransform(
            name: "\(node.name) sublayers", anchors: nil, matrices: sublayerSpaces,
            positions: sublayerSpaces.map { [$0.tx, $0.ty] }, parent: content, in: comp)
        return Geometry(content: content, children: children)
    }

    /// Keyframes of a layer's own animations for its transform parts, where they are plain.
    struct ExactParts {
        var position: [LottieKeyframe]?
        var rotation: [LottieKeyframe]?
        var scale: [LottieKeyframe]?
    }

    /// Rotation keyframes turned the short way between neighbours, as the samples are.
    static func unwrappedKeyframes(_ keyframes: [LottieKeyframe]) -> [LottieKeyframe] {
        let angles = LottieTransformDecomposition.unwrapped(keyframes.map { $0.value.first ?? 0 })
        return zip(keyframes, angles).map { keyframe, angle in
            var copy = keyframe
            copy.value = [angle]
            return copy
        }
    }

    /// A null layer flipping the content of a geometry-flipped layer, or `parent` itself.
    func emitFlip(of node: LottieNode, parent: Int, in comp: LottieComposition) -> Int {
        let flips = node.frames.map(\.geometryFlipTransform)
        guard flips.contains(where: { !$0.isIdentity }) else { return parent }
        return emitTransform(
            name: "\(node.name) flip", anchors: nil, matrices: flips, positions: flips.map { [$0.tx, $0.ty] },
            parent: parent, in: comp)
    }

    /// Null layers whose transform is `translate(−anchor) · matrix · translate(position)` at
    /// each frame: one layer, or two when the matrix skews. Returns the innermost one's index.
    func emitTransform(
        name: String, anchors: [[Double]]?, matrices: [AffineTransform], positions: [[Double]], parent: Int?,
        exact: ExactParts = ExactParts(), in comp: LottieComposition
    ) -> Int {
        let parts = LottieTransformDecomposition(matrices)
        let anchor = anchors.map { LottieTrack(samples: $0, tolerance: Tolerance.pixels) }
        var position = LottieTrack(samples: positions, tolerance: Tolerance.pixels)
        var scale = LottieTrack(samples: parts.scale, tolerance: Tolerance.percent)
        var rotation = LottieTrack(samples: parts.rotation.map { [$0] }, tolerance: Tolerance.degrees)
        position.exact = exact.position
        if parts.innerRotation == nil {
            scale.exact = exact.scale
            rotation.exact = exact.rotation
        }
        guard let innerRotation = parts.innerRotation else {
            return comp.add(nullLayer(name: name, transform: transform(anchor: anchor, position: position, scale: scale, rotation: rotation), parent: parent))
        }
        let outer = comp.add(nullLayer(name: "\(name) scale", transform: transform(anchor: nil, position: position, scale: scale, rotation: rotation), parent: parent))
        let inner = LottieTrack(samples: innerRotation.map { [$0] }, tolerance: Tolerance.degrees)
        return comp.add(nullLayer(name: name, transform: transform(anchor: anchor, position: nil, scale: nil, rotation: inner), parent: outer))
    }

    /// A layer transform (`ks`); missing parts are the identity, `opacity` in percent.
    func transform(
        anchor: LottieTrack? = nil, position: LottieTrack? = nil, scale: LottieTrack? = nil, rotation: LottieTrack? = nil,
        opacity: LottieTrack? = nil
    ) -> JSONValue {
        .object([
            ("a", anchor?.vectorJSON ?? Self.constant([0, 0])),
            ("p", position?.vectorJSON ?? Self.constant([0, 0])),
            ("s", scale?.vectorJSON ?? Self.constant([100, 100])),
            ("r", rotation?.scalarJSON ?? .object([("a", .number(0)), ("k", .number(0))])),
            ("o", opacity?.scalarJSON ?? .object([("a", .number(0)), ("k", .number(100))])),
        ])
    }

    static func constant(_ values: [Double]) -> JSONValue {
        .object([("a", .number(0)), ("k", .numbers(values))])
    }

    static func constant(_ value: Double) -> JSONValue {
        .object([("a", .number(0)), ("k", .number(value))])
    }

    /// The members every layer has.
    func common(type: Int, name: String, transform: JSONValue, parent: Int?, frames: Range<Int>) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("ddd", .number(0)), ("ty", .number(Double(type))), ("nm", .string(name)), ("sr", .number(1)),
            ("ks", transform), ("ao", .number(0)),
            ("ip", .number(Double(frames.lowerBound))),
            ("op", .number(Double(frames.upperBound == frameCount ? frameCount : frames.upperBound))),
            ("st", .number(0)), ("bm", .number(0)),
        ]
        if let parent { members.append(("parent", .number(Double(parent)))) }
        return members
    }

    func nullLayer(name: String, transform: JSONValue, parent: Int?) -> [(String, JSONValue)] {
        common(type: 3, name: name, transform: transform, parent: parent, frames: 0..<frameCount)
    }

    /// The opacity track of a drawn layer: `opacity` (0–1 at each frame of the scene) in percent.
    func opacityTrack(_ opacity: LottieOpacity?) -> LottieTrack? {
        opacity?.track
    }

    func shapeLayer(name: String, shapes: [JSONValue], parent: Int?, opacity: LottieOpacity?, frames: Range<Int>) -> [(String, JSONValue)] {
        common(type: 4, name: name, transform: transform(opacity: opacityTrack(opacity)), parent: parent, frames: frames)
            + [("shapes", .array(shapes))]
    }

    func precompLayer(name: String, id: String, opacity: LottieOpacity?) -> [(String, JSONValue)] {
        common(type: 0, name: name, transform: transform(opacity: opacityTrack(opacity)), parent: nil, frames: 0..<frameCount)
            + [("refId", .string(id)), ("w", .number(scene.size.width)), ("h", .number(scene.size.height))]
    }
}
