import Scene

/// Where a layer paints, in its own coordinates, computed without drawing: the one place the
/// layout tree (`reel layout`, hit-testing) and the renderer's shadow bounds agree on.
enum PaintedBox {
    /// The box of a shape's drawn pixels: the filled path, and the trimmed stroke (`stroke`).
    /// `contentToSuperlayer` (the layer's geometry flip, then its transform to the superlayer)
    /// matters only to a `nonScalingStroke`, whose line is drawn in the superlayer's coordinates.
    static func shape(_ shape: ShapeContent, contentToSuperlayer: AffineTransform = .identity) -> Rect? {
        var box: Rect?
        if let fill = shape.fillColor, fill.alpha > 0, let pathBox = shape.path.controlPointBounds {
            box = union(box, pathBox)
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, let path = strokedPath(shape) {
            box = union(box, Self.stroke(of: path, in: shape, contentToSuperlayer: contentToSuperlayer))
        }
        return box
    }

    /// The box of `path` stroked with `shape`'s line: the path padded by half the line width
    /// (√2 times that for square caps), and each miter join's tip, which reaches further only
    /// where segments meet at an angle and the miter limit lets it (`Path.miterJoins`). A
    /// `nonScalingStroke` pads by half the line width of the superlayer mapped back into the
    /// layer (`ShapeContent.strokeReach`), its joins found where it is drawn, on the
    /// transformed path.
    static func stroke(of path: Path, in shape: ShapeContent, contentToSuperlayer: AffineTransform = .identity) -> Rect? {
        let half = shape.lineWidth / 2
        guard half.isFinite, let pathBox = path.controlPointBounds,
            let reach = shape.strokeReach(contentToSuperlayer: contentToSuperlayer) else { return nil }
        let cap = shape.lineCap == .square ? 2.0.squareRoot() : 1
        var box = Rect(x: pathBox.minX - reach.x * cap, y: pathBox.minY - reach.y * cap,
            width: pathBox.width + 2 * reach.x * cap, height: pathBox.height + 2 * reach.y * cap)
        if shape.lineJoin == .miter {
            let space = shape.strokeSpace(contentToSuperlayer: contentToSuperlayer).linearPart
            let back = space.inverted ?? .identity
            let drawn = shape.nonScalingStroke ? path.applying(space) : path
            for join in drawn.miterJoins(limit: shape.miterLimit.isFinite ? shape.miterLimit : 10) {
                let vertex = back.apply(to: join.vertex), tipX = reach.x * join.reach, tipY = reach.y * join.reach
                box = union(box, Rect(x: vertex.x - tipX, y: vertex.y - tipY, width: 2 * tipX, height: 2 * tipY)) ?? box
            }
        }
        return box
    }

    /// The geometric extent of what a shape shows: its path where it is filled, else the
    /// trimmed stroke's centre line (no line width). A mark's value is read on it.
    static func geometry(_ shape: ShapeContent) -> Rect? {
        if let fill = shape.fillColor, fill.alpha > 0 { return shape.path.controlPointBounds }
        return strokedGeometry(shape)
    }

    /// The centre line of the stroke after `strokeStart`/`strokeEnd`, as the renderer trims it.
    static func strokedGeometry(_ shape: ShapeContent) -> Rect? {
        strokedPath(shape)?.controlPointBounds
    }

    /// The path the stroke follows after `strokeStart`/`strokeEnd`; `nil` when nothing is left.
    static func strokedPath(_ shape: ShapeContent) -> Path? {
        let start = shape.strokeStart.isNaN ? 0 : min(max(shape.strokeStart, 0), 1)
        let end = shape.strokeEnd.isNaN ? 1 : min(max(shape.strokeEnd, 0), 1)
        guard start < end else { return nil }
        if start <= 0, end >= 1 { return shape.path }
        return PathMeasure(shape.path).trimmed(from: start, to: end, original: shape.path)
    }

    /// The smallest rectangle holding both (either may be absent).
    static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// The overlap, or `nil` when they do not overlap.
    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        guard maxX >= minX, maxY >= minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where `shape` paints one colour over the whole of an upright rectangle, in its content's
    /// coordinates: a butt-capped, undashed stroke of one horizontal or vertical line (a bar
    /// chart's bar), or a filled rectangle with no stroke; `nil` for any other shape.
    static func solidPaint(_ shape: ShapeContent) -> (color: Color, box: Rect)? {
        let strokes = (shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0
        if strokes, let stroke = shape.strokeColor, shape.lineWidth.isFinite, !shape.nonScalingStroke,
           shape.lineDashPattern.isEmpty, shape.lineCap == .butt,
           let path = strokedPath(shape), path.elements.count == 2,
           case .move(let a) = path.elements[0], case .line(let b) = path.elements[1] {
            let half = shape.lineWidth / 2
            if a.x == b.x, a.y != b.y { return (stroke, Rect(x: a.x - half, y: min(a.y, b.y), width: 2 * half, height: abs(b.y - a.y))) }
            if a.y == b.y, a.x != b.x { return (stroke, Rect(x: min(a.x, b.x), y: a.y - half, width: abs(b.x - a.x), height: 2 * half)) }
            return nil
        }
        guard !strokes, let fill = shape.fillColor, fill.alpha > 0, let rect = uprightRectangle(shape.path) else { return nil }
        return (fill, rect)
    }

    /// The inside of an outlined rectangle (stroked, not filled, a chart's frame), in its
    /// content's coordinates: the shape paints nothing there. `nil` for any other shape.
    static func unpaintedInside(_ shape: ShapeContent) -> Rect? {
        guard (shape.fillColor?.alpha ?? 0) == 0, shape.lineWidth.isFinite, !shape.nonScalingStroke,
              let rect = uprightRectangle(shape.path) else { return nil }
        // The stroke reaches half its width inside every side, and its caps and joins no further.
        let inside = rect.outset(by: -max(shape.lineWidth, 0) / 2)
        return inside.width > 0 && inside.height > 0 ? inside : nil
    }

    /// The rectangle `path` is when it is one closed, upright rectangle (four corners, every
    /// side horizontal or vertical), as `Path.rect` draws it.
    static func uprightRectangle(_ path: Path) -> Rect? {
        var corners: [Point] = []
        for (i, element) in path.elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: corners.append(p)
            case .line(let p): corners.append(p)
            case .close where i == path.elements.count - 1: break
            default: return nil
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        // Each side horizontal or vertical, turning at every corner.
        for i in 0..<4 {
            let p = corners[i], q = corners[(i + 1) % 4], r = corners[(i + 2) % 4]
            let horizontal = p.y == q.y && p.x != q.x, vertical = p.x == q.x && p.y != q.y
            guard horizontal || vertical, horizontal ? (q.x == r.x && q.y != r.y) : (q.y == r.y && q.x != r.x) else { return nil }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The axis-aligned box of `rect` after `transform`.
    /// `nil` when a degenerate transform makes it infinite.
    static func box(of rect: Rect, through transform: AffineTransform) -> Rect? {
        let result = rect.applying(transform)
        return result.isFinite ? result : nil
    }
}

extension Rect {
    /// Grown by `d` on every side.
    func outset(by d: Double) -> Rect {
        Rect(x: minX - d, y: minY - d, width: width + 2 * d, height: height + 2 * d)
    }

    /// Mirrored top to bottom within `bounds`: where content drawn upright in a flipped
    /// geometry lands.
    func turnedUpright(within bounds: Rect) -> Rect {
        Rect(x: minX, y: bounds.minY + bounds.maxY - maxY, width: width, height: height)
    }
}
