import Animation
import Foundation

/// Transforms interpolate taken apart, as Core Animation and CSS do: translation, rotation,
/// scale and shear (`Components`) blend separately and are put back together, so a rotating
/// layer turns rigidly instead of shrinking through a blend of matrices. Rotation goes the short
/// way round (at most half a turn; exactly half a turn goes clockwise on screen). A flip in one
/// transform but not the other is read as a negative x scale when that avoids a half-turn.
///
/// Addition is concatenation, as Core Animation defines it for transforms: `a.adding(b)` applies
/// `b` first, then `a` (so an additive animation transforms the layer inside its model
/// transform), and `a.subtracting(b)` is `a` after undoing `b`.
extension AffineTransform: Interpolatable {
    /// The value a `fraction` of the way from this one to `other`.
    public func interpolated(to other: AffineTransform, fraction: Double) -> AffineTransform {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let from = components
        let to = Self.aligned(other.components, to: from, flipped: determinant < 0)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        return AffineTransform(Components(
            rotation: mix(from.rotation, to.rotation), scaleX: mix(from.scaleX, to.scaleX),
            scaleY: mix(from.scaleY, to.scaleY), shear: mix(from.shear, to.shear),
            translationX: mix(from.translationX, to.translationX), translationY: mix(from.translationY, to.translationY)))
    }

    /// The sum, for additive and cumulative animations.
    public func adding(_ other: AffineTransform) -> AffineTransform { other.concatenating(self) }

    /// The difference, for cumulative animations (end − start).
    public func subtracting(_ other: AffineTransform) -> AffineTransform {
        if other == self { return .identity }
        return other.invertedOrUntranslated.concatenating(self)
    }

    /// Whole factors repeat the transform (`scaled(by: 3)` is three applications, negative ones
    /// the inverse), which is what cumulative animations need; other factors go that fraction
    /// of the way from the identity.
    public func scaled(by factor: Double) -> AffineTransform {
        guard factor == factor.rounded(), abs(factor) <= 1_048_576 else {
            return AffineTransform.identity.interpolated(to: self, fraction: factor)
        }
        var base = factor < 0 ? invertedOrUntranslated : self
        var count = Int(abs(factor))
        var result = AffineTransform.identity
        while count > 0 {
            if count & 1 == 1 { result = result.concatenating(base) }
            base = base.concatenating(base)
            count >>= 1
        }
        return result
    }

    /// How far apart the two are, for paced keyframes.
    public func distance(to o: AffineTransform) -> Double {
        let da = a - o.a, db = b - o.b, dc = c - o.c, dd = d - o.d, dx = tx - o.tx, dy = ty - o.ty
        return (da * da + db * db + dc * dc + dd * dd + dx * dx + dy * dy).squareRoot()
    }

    /// The spline point blends the four transforms' components with the weights, each rotation
    /// unwrapped against its neighbour so the curve turns the short way between keyframes.
    public func splinePoint(previous: AffineTransform, next: AffineTransform, following: AffineTransform, weights: SplineWeights) -> AffineTransform {
        let current = components
        let before = Self.aligned(previous.components, to: current, flipped: determinant < 0)
        let after = Self.aligned(next.components, to: current, flipped: determinant < 0)
        let last = Self.aligned(following.components, to: after, flipped: after.scaleX * after.scaleY < 0)
        let w = [weights.current, weights.previous, weights.next, weights.following]
        let all = [current, before, after, last]
        func blend(_ part: KeyPath<Components, Double>) -> Double {
            zip(all, w).reduce(0) { $0 + $1.0[keyPath: part] * $1.1 }
        }
        return AffineTransform(Components(
            rotation: blend(\.rotation), scaleX: blend(\.scaleX), scaleY: blend(\.scaleY), shear: blend(\.shear),
            translationX: blend(\.translationX), translationY: blend(\.translationY)))
    }

    /// ad − bc: negative when the transform flips.
    var determinant: Double { a * d - b * c }

    /// The inverse, or for a singular transform (which has none) just its translation undone.
    var invertedOrUntranslated: AffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return .translation(x: -tx, y: -ty) }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// `parts` rewritten to blend well with `reference`: its rotation within half a turn of the
    /// reference's, and, when exactly one of the two flips, the equivalent form (rotation + π,
    /// both scales and the shear negated) if that turns less.
    static func aligned(_ parts: Components, to reference: Components, flipped referenceFlipped: Bool) -> Components {
        var best = parts
        best.rotation = reference.rotation + remainder(parts.rotation - reference.rotation, 2 * Double.pi)
        let partsFlipped = parts.scaleX * parts.scaleY < 0
        guard partsFlipped != referenceFlipped else { return best }
        var twin = parts
        twin.scaleX = -parts.scaleX
        twin.scaleY = -parts.scaleY
        twin.shear = -parts.shear
        twin.rotation = reference.rotation + remainder(parts.rotation + Double.pi - reference.rotation, 2 * Double.pi)
        return abs(twin.rotation - reference.rotation) < abs(best.rotation - reference.rotation) ? twin : best
    }
}
