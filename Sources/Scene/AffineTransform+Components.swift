import Foundation

extension AffineTransform {
    /// A transform taken apart as Core Animation's `transform.*` key paths see it:
    /// scale (with shear), then rotation, then translation.
    public struct Components: Sendable, Hashable {
        /// Radians, clockwise on screen.
        public var rotation: Double
        /// The horizontal scale.
        public var scaleX: Double
        /// The vertical scale.
        public var scaleY: Double
        /// The x shear applied with the scale (zero for transforms built from scale and rotation).
        public var shear: Double
        /// The horizontal translation.
        public var translationX: Double
        /// The vertical translation.
        public var translationY: Double
    }

    /// The transform as rotation · (scale with shear) + translation (a QR decomposition, exact:
    /// `AffineTransform(components)` gives the transform back).
    public var components: Components {
        let scaleX = (a * a + b * b).squareRoot()
        let rotation = scaleX > 0 ? atan2(b, a) : 0
        let cosine = cos(rotation), sine = sin(rotation)
        return Components(
            rotation: rotation, scaleX: scaleX, scaleY: -sine * c + cosine * d, shear: cosine * c + sine * d,
            translationX: tx, translationY: ty)
    }

    /// The transform with the given components.
    public init(_ components: Components) {
        let cosine = cos(components.rotation), sine = sin(components.rotation)
        let sx = components.scaleX, sy = components.scaleY, k = components.shear
        self.init(
            a: cosine * sx, b: sine * sx, c: cosine * k - sine * sy, d: sine * k + cosine * sy,
            tx: components.translationX, ty: components.translationY)
    }

    /// The transform with one component changed.
    func with(_ change: (inout Components) -> Void) -> AffineTransform {
        var parts = components
        change(&parts)
        return AffineTransform(parts)
    }
}

// The `transform.*` key paths as Swift properties, so the property registry can name them
// (`\Layer.transform.rotation`). Each setter changes one component and keeps the others.
extension AffineTransform {
    /// Radians, clockwise on screen (`transform.rotation`).
    public var rotation: Double {
        get { components.rotation }
        set { self = with { $0.rotation = newValue } }
    }

    /// As Core Animation's `transform.scale`: reading gives the mean of the axis scales, writing sets both.
    public var scale: Double {
        get { (components.scaleX + components.scaleY) / 2 }
        set { self = with { $0.scaleX = newValue; $0.scaleY = newValue } }
    }

    /// The horizontal scale: the length of the transformed x axis.
    public var scaleX: Double {
        get { components.scaleX }
        set { self = with { $0.scaleX = newValue } }
    }

    /// The vertical scale: the length of the transformed y axis.
    public var scaleY: Double {
        get { components.scaleY }
        set { self = with { $0.scaleY = newValue } }
    }

    /// `[tx, ty]` (`transform.translation`).
    public var translation: Size {
        get { Size(width: tx, height: ty) }
        set { tx = newValue.width; ty = newValue.height }
    }
}
