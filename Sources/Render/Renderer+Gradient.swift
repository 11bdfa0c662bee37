import CCairo
import Foundation
import Scene

extension Renderer {
    /// Fills the bounds with the gradient; colours before the first stop and after the last
    /// extend (pad), as `CAGradientLayer`.
    func draw(_ gradient: GradientContent, bounds: Rect, alpha: Double, in cr: OpaquePointer) {
        let stops = Self.sanitizedStops(gradient)
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        func point(_ unit: Point) -> Point {
            Point(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = point(gradient.startPoint), end = point(gradient.endPoint)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        guard stops.count > 1 else {
            setSource(stops[0].color, alpha: alpha, in: cr)
            cairo_fill(cr)
            return
        }
        let pattern: OpaquePointer
        switch gradient.kind {
        case .axial:
            guard start != end else {
                setSource(stops[stops.count - 1].color, alpha: alpha, in: cr)
                cairo_fill(cr)
                return
            }
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(stops, to: pattern, alpha: alpha)
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else {
                setSource(stops[stops.count - 1].color, alpha: alpha, in: cr)
                cairo_fill(cr)
                return
            }
            // A unit circle in pattern space, stretched to the ellipse by the pattern matrix.
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, 1 / rx, 1 / ry)
            cairo_matrix_translate(&m, -start.x, -start.y)
            cairo_pattern_set_matrix(pattern, &m)
            addStops(stops, to: pattern, alpha: alpha)
        case .conic:
            pattern = conicPattern(stops, centre: start, towards: end, bounds: bounds, alpha: alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    /// Stops with locations clamped to [0, 1] and made non-decreasing.
    static func sanitizedStops(_ gradient: GradientContent) -> [(location: Double, color: Color)] {
        var last = 0.0
        return gradient.stops.map { stop in
            let location = stop.location.isFinite ? min(max(stop.location, last), 1) : last
            last = location
            return (location, stop.color)
        }
    }

    private func addStops(_ stops: [(location: Double, color: Color)], to pattern: OpaquePointer, alpha: Double) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha * alpha)
        }
    }

    /// A conic (angular) gradient as a mesh of thin wedges: location 0 points from the centre
    /// towards `towards`, increasing clockwise on screen. Each wedge spans at most 1/128 of a
    /// turn and no stop falls inside one, so colour is exact at the stops and linear between.
    private func conicPattern(
        _ stops: [(location: Double, color: Color)], centre: Point, towards: Point, bounds: Rect, alpha: Double
    ) -> OpaquePointer {
        let startAngle = towards == centre ? -Double.pi / 2 : atan2(towards.y - centre.y, towards.x - centre.x)
        let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)]
        let radius = corners.map { $0.distance(to: centre) }.max()! * 1.5 + 1
        var cuts = Set((0...128).map { Double($0) / 128 })
        for stop in stops { cuts.insert(stop.location) }
        let locations = cuts.sorted()
        func color(at location: Double) -> Color {
            if location <= stops[0].location { return stops[0].color }
            for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
                let span = b.location - a.location
                return span > 0 ? a.color.interpolated(to: b.color, fraction: (location - a.location) / span) : b.color
            }
            return stops[stops.count - 1].color
        }
        let mesh = cairo_pattern_create_mesh()!
        for (l0, l1) in zip(locations, locations.dropFirst()) where l1 > l0 {
            let a0 = startAngle + l0 * 2 * .pi, a1 = startAngle + l1 * 2 * .pi
            let p0 = Point(x: centre.x + radius * cos(a0), y: centre.y + radius * sin(a0))
            let p1 = Point(x: centre.x + radius * cos(a1), y: centre.y + radius * sin(a1))
            // The arc side as a cubic, so the wedge's outer edge is round.
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let c0 = Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c1 = Point(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            let from = color(at: l0), to = color(at: l1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, centre.x, centre.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(mesh, c0.x, c0.y, c1.x, c1.y, p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, centre.x, centre.y)
            for (corner, c) in [(0, from), (1, from), (2, to), (3, to)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha * alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
