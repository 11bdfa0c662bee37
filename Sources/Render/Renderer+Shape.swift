import CCairo
import Scene

extension Renderer {
    /// `strokeSpace` maps the shape's coordinates to those its line is drawn in: the identity,
    /// or for a `nonScalingStroke` the layer's transform to its superlayer (undone before the
    /// stroke, so that the path keeps its transformed shape but not a scaled line).
    func draw(_ shape: ShapeContent, alpha: Double, strokeSpace: AffineTransform = .identity, in cr: OpaquePointer) {
        if let fill = shape.fillColor, fill.alpha > 0 {
            shape.path.add(to: cr)
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(fill, alpha: alpha, in: cr)
            cairo_fill(cr)
        }
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, shape.lineWidth.isFinite else { return }
        // A NaN trim reads as untrimmed at that end.
        let start = shape.strokeStart.isNaN ? 0 : min(max(shape.strokeStart, 0), 1)
        let end = shape.strokeEnd.isNaN ? 1 : min(max(shape.strokeEnd, 0), 1)
        guard start < end else { return }
        cairo_set_line_width(cr, shape.lineWidth)
        cairo_set_line_cap(cr, shape.lineCap.cairo)
        cairo_set_line_join(cr, shape.lineJoin.cairo)
        cairo_set_miter_limit(cr, shape.miterLimit.isFinite ? max(shape.miterLimit, 1) : 10)
        setSource(stroke, alpha: alpha, in: cr)
        let dashes = Self.validDashes(shape.lineDashPattern)
        let phase = shape.lineDashPhase.isFinite ? shape.lineDashPhase : 0
        if start <= 0, end >= 1 {
            shape.path.add(to: cr)
            setDash(dashes, offset: phase, in: cr)
            strokePath(in: cr, space: strokeSpace)
            return
        }
        let measure = PathMeasure(shape.path)
        let trimmed = measure.trimmed(from: start, to: end, original: shape.path)
        guard !trimmed.isEmpty else { return }
        guard let dashes else {
            trimmed.add(to: cr)
            setDash(nil, offset: 0, in: cr)
            strokePath(in: cr, space: strokeSpace)
            return
        }
        // Dashes stay anchored at the untrimmed start: the first trimmed subpath continues the
        // pattern from where its subpath stands; later subpaths restart it, as untrimmed ones do.
        let (first, rest) = trimmed.splitAtSecondSubpath()
        first.add(to: cr)
        setDash(dashes, offset: phase + measure.distanceIntoSubpath(atFraction: start), in: cr)
        strokePath(in: cr, space: strokeSpace)
        if !rest.isEmpty {
            rest.add(to: cr)
            setDash(dashes, offset: phase, in: cr)
            strokePath(in: cr, space: strokeSpace)
        }
    }

    /// The pattern Cairo can use, or `nil` for a solid line: Cairo puts the whole context into
    /// an error state for negative, non-finite or all-zero dashes.
    static func validDashes(_ pattern: [Double]) -> [Double]? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), pattern.contains(where: { $0 > 0 }) else {
            return nil
        }
        return pattern
    }

    /// Strokes the current path, in the coordinates `space` maps to when it is not the identity:
    /// the path was built under the full transform, only the line's width, joins and dashes
    /// are measured in the superlayer.
    private func strokePath(in cr: OpaquePointer, space: AffineTransform) {
        guard !space.isIdentity, let back = space.inverted else {
            cairo_stroke(cr)
            return
        }
        var current = cairo_matrix_t(), undo = back.cairoMatrix, superlayer = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        cairo_matrix_multiply(&superlayer, &undo, &current)
        cairo_save(cr)
        cairo_set_matrix(cr, &superlayer)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    private func setDash(_ dashes: [Double]?, offset: Double, in cr: OpaquePointer) {
        guard let dashes else { cairo_set_dash(cr, nil, 0, 0); return }
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), offset) }
    }
}

extension Path {
    /// The first subpath, and everything after it.
    func splitAtSecondSubpath() -> (Path, Path) {
        var moves = 0
        guard let index = elements.firstIndex(where: { element in
            if case .move = element { moves += 1 }
            return moves == 2
        }) else { return (self, Path()) }
        return (Path(elements: Array(elements[..<index])), Path(elements: Array(elements[index...])))
    }
}

extension LineCap {
    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension LineJoin {
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
