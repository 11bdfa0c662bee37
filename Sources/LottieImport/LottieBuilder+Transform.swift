import Animation
import Glibc
import Scene

/// A Lottie transform as Reel layers. Lottie applies anchor, scale, skew, rotation, position;
/// Core Animation decomposes a layer's transform to animate its parts, which loses a rotation
/// under a zero or negative scale, so a rotating, scaling transform takes two layers: the outer
/// one positioned and rotated, the inner one anchored and scaled.
extension LottieBuilder {
    /// The layers of `transform`, outermost first; content goes into the last one.
    func transformLayers(
        _ transform: LottieTransform, clock: LottieClock, layer name: String, opacity includeOpacity: Bool = true
    ) throws(LottieImportError) -> [Layer] {
        var outer = Layer(anchorPoint: .zero)
        outer.id = nil
        // Position.
        if let position = transform.position {
            outer.position = transform.staticPoint(position, .zero)
            if let animation = try animation(position, keyPath: "position", clock: clock, convert: { .point(Self.point($0)) }) {
                outer.animations.append(animation)
            }
        } else {
            for (axis, property) in [("x", transform.positionX), ("y", transform.positionY)] {
                guard let property else { continue }
                let value = property.initial.first ?? 0
                if axis == "x" { outer.position.x = value } else { outer.position.y = value }
                if let animation = try animation(property, keyPath: "position." + axis, clock: clock, convert: { .number($0.first ?? 0) }) {
                    outer.animations.append(animation)
                }
            }
        }
        // Opacity.
        if includeOpacity, let opacity = transform.opacity {
            outer.opacity = (opacity.initial.first ?? 100) / 100
            if let animation = try animation(opacity, keyPath: "opacity", clock: clock, convert: { .number(($0.first ?? 100) / 100) }) {
                outer.animations.append(animation)
            }
        }
        let rotates = transform.rotation.map { $0.isAnimated || $0.initial.first != 0 } ?? false
        let scaleValues = transform.scale.map { [$0.initial] + $0.keyframes.map(\.value) + $0.keyframes.compactMap(\.end) } ?? []
        let scales = scaleValues.contains { $0.contains { $0 != 100 } }
        let negativeScale = scaleValues.contains { $0.contains { $0 < 0 } }
        // Rotation on the outer layer.
        if rotates, let rotation = transform.rotation {
            outer.transform = AffineTransform.identity.rotated(by: (rotation.initial.first ?? 0) * .pi / 180)
            if let animation = try animation(rotation, keyPath: "transform.rotation", clock: clock, convert: { .number(($0.first ?? 0) * .pi / 180) }) {
                outer.animations.append(animation)
            }
        }
        let split = (scales || transform.hasSkew) && (rotates || negativeScale || transform.hasSkew)
        var inner = split ? Layer(anchorPoint: .zero) : outer
        // Anchor (bounds origin, with a zero anchor point and empty bounds).
        if let anchor = transform.anchor {
            inner.bounds.origin = transform.staticPoint(anchor, .zero)
            if let animation = try animation(anchor, keyPath: "bounds.origin", clock: clock, convert: { .point(Self.point($0)) }) {
                inner.animations.append(animation)
            }
        }
        if scales || transform.hasSkew {
            let first = clock.affine.map { transform.scaleAndSkew(atFrame: $0.offset) } ?? transform.scaleAndSkew(atFrame: clock.frame(0))
            if negativeScale || transform.hasSkew {
                inner.transform = transform.scaleAndSkew(atFrame: transform.scale?.keyframes.first?.time ?? 0)
                if transform.scale?.isAnimated == true || transform.skew?.isAnimated == true || transform.skewAxis?.isAnimated == true,
                    let cursor = transform.scale?.cursor ?? transform.skew?.cursor,
                    let animation = try sampled(keyPath: "transform", clock: clock, at: cursor, value: { .transform(transform.scaleAndSkew(atFrame: $0)) })
                {
                    inner.animations.append(animation)
                }
                _ = first
            } else if let scale = transform.scale {
                let (sx, sy) = transform.scale(atFrame: scale.keyframes.first?.time ?? 0)
                inner.transform = inner.transform.concatenatingScale(sx, sy)
                for (axis, index) in [("x", 0), ("y", 1)] {
                    if let animation = try animation(scale, keyPath: "transform.scale." + axis, clock: clock, convert: {
                        .number(($0.count > index ? $0[index] : ($0.first ?? 100)) / 100)
                    }) {
                        inner.animations.append(animation)
                    }
                }
            }
        }
        return split ? [outer, inner] : [inner]
    }

    /// `layers` (outermost first) nested into one, `content` and `mask` in the innermost.
    func nest(_ layers: [Layer], content: [Layer], mask: Layer? = nil) -> Layer {
        var chain = layers.isEmpty ? [Layer(anchorPoint: .zero)] : layers
        chain[chain.count - 1].sublayers += content
        if let mask { chain[chain.count - 1].mask = mask }
        while chain.count > 1 {
            let last = chain.removeLast()
            chain[chain.count - 1].sublayers.append(last)
        }
        return chain[0]
    }

    static func point(_ value: [Double]) -> Point {
        Point(x: value.first ?? 0, y: value.count > 1 ? value[1] : 0)
    }
}

extension AffineTransform {
    /// This transform after a rotation by `angle` radians (clockwise on screen).
    func rotated(by angle: Double) -> AffineTransform {
        concatenating(AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
    }

    /// A scale by `sx`, `sy`, then this transform.
    func concatenatingScale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0).concatenating(self)
    }
}
