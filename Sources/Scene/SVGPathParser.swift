import Foundation

/// Reads SVG path data (`M L H V C S Q T A Z`, absolute and relative) into a `Path`.
public struct SVGPathParser {
    private let scalars: [Character]
    private var index = 0

    private init(_ text: String) { scalars = Array(text) }

    /// Parses `data`, or throws an error naming the column of the first problem.
    public static func parse(_ data: String) throws(SVGPathError) -> Path {
        var parser = SVGPathParser(data)
        return try parser.parsePath()
    }

    private var column: Int { index + 1 }

    private func error(_ message: String, at column: Int? = nil) -> SVGPathError {
        SVGPathError(column: column ?? self.column, message: message)
    }

    private mutating func skipSeparators() {
        while index < scalars.count, scalars[index].isWhitespace || scalars[index] == "," { index += 1 }
    }

    private mutating func parsePath() throws(SVGPathError) -> Path {
        var path = Path()
        var command: Character?
        var lastControl: Point?
        var lastCommand: Character = " "
        skipSeparators()
        while index < scalars.count {
            let c = scalars[index]
            if c.isLetter {
                guard "MmLlHhVvCcSsQqTtAaZz".contains(c) else {
                    throw error("unknown path command '\(c)'; use one of M L H V C S Q T A Z")
                }
                command = c
                index += 1
            } else if command == nil {
                throw error("path data must start with a command such as 'M', found '\(c)'")
            } else if command == "Z" || command == "z" {
                throw error("a number cannot follow 'Z'; start a new subpath with 'M'")
            }
            guard let cmd = command else { break }
            if path.currentPoint == nil, cmd != "M", cmd != "m" {
                throw error("path data must start with 'M' (move to), found '\(cmd)'", at: column - 1)
            }
            let relative = cmd.isLowercase
            let origin = relative ? (path.currentPoint ?? .zero) : .zero
            func abs(_ p: Point) -> Point { p.adding(origin) }
            switch cmd.uppercased() {
            case "M":
                path.move(to: abs(try point()))
                command = relative ? "l" : "L"
            case "L": path.addLine(to: abs(try point()))
            case "H": path.addLine(to: Point(x: try number() + origin.x, y: path.currentPoint!.y))
            case "V": path.addLine(to: Point(x: path.currentPoint!.x, y: try number() + origin.y))
            case "C":
                let c1 = abs(try point()), c2 = abs(try point()), p = abs(try point())
                path.addCurve(to: p, control1: c1, control2: c2)
                lastControl = c2
            case "S":
                let current = path.currentPoint!
                let c1 = "CcSs".contains(lastCommand) ? reflect(lastControl, about: current) : current
                let c2 = abs(try point()), p = abs(try point())
                path.addCurve(to: p, control1: c1, control2: c2)
                lastControl = c2
            case "Q":
                let c = abs(try point()), p = abs(try point())
                path.addQuadCurve(to: p, control: c)
                lastControl = c
            case "T":
                let current = path.currentPoint!
                let c = "QqTt".contains(lastCommand) ? reflect(lastControl, about: current) : current
                path.addQuadCurve(to: abs(try point()), control: c)
                lastControl = c
            case "A":
                let rx = try number(), ry = try number(), rotation = try number()
                let largeArc = try flag(), sweep = try flag()
                let p = abs(try point())
                appendArc(to: &path, radii: (rx, ry), rotation: rotation, largeArc: largeArc, sweep: sweep, end: p)
            default:
                path.closeSubpath()
            }
            lastCommand = cmd
            skipSeparators()
        }
        return path
    }

    private func reflect(_ control: Point?, about p: Point) -> Point {
        guard let control else { return p }
        return Point(x: 2 * p.x - control.x, y: 2 * p.y - control.y)
    }

    private mutating func point() throws(SVGPathError) -> Point {
        let x = try number()
        let y = try number()
        return Point(x: x, y: y)
    }

    private mutating func flag() throws(SVGPathError) -> Bool {
        skipSeparators()
        guard index < scalars.count, scalars[index] == "0" || scalars[index] == "1" else {
            throw error("expected an arc flag (0 or 1)")
        }
        index += 1
        return scalars[index - 1] == "1"
    }

    private mutating func number() throws(SVGPathError) -> Double {
        skipSeparators()
        let start = index
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        var digits = 0, sawDot = false
        while index < scalars.count {
            let c = scalars[index]
            if c.isASCII, c.isNumber { digits += 1 } else if c == ".", !sawDot { sawDot = true } else { break }
            index += 1
        }
        if digits > 0, index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var look = index + 1
            if look < scalars.count, scalars[look] == "+" || scalars[look] == "-" { look += 1 }
            if look < scalars.count, scalars[look].isASCII, scalars[look].isNumber {
                index = look
                while index < scalars.count, scalars[index].isASCII, scalars[index].isNumber { index += 1 }
            }
        }
        guard digits > 0, let value = Double(String(scalars[start..<index])), value.isFinite else {
            index = start
            if start >= scalars.count { throw error("path data ends where a number was expected") }
            throw error("expected a number, found '\(scalars[start])'")
        }
        return value
    }

    /// SVG's endpoint arc, converted to centre form (SVG 1.1 appendix F.6) and appended as curves.
    private func appendArc(to path: inout Path, radii: (Double, Double), rotation: Double, largeArc: Bool, sweep: Bool, end: Point) {
        let start = path.currentPoint!
        var rx = Swift.abs(radii.0), ry = Swift.abs(radii.1)
        guard rx > 0, ry > 0, start != end else { path.addLine(to: end); return }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cxp = factor * rx * y1 / ry, cyp = -factor * ry * x1 / rx
        let cx = cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cxp) / rx, (y1 - cyp) / ry)
        var delta = angle((x1 - cxp) / rx, (y1 - cyp) / ry, (-x1 - cxp) / rx, (-y1 - cyp) / ry)
        // Extreme radii, rotations or end points overflow the conversion; SVG draws a line then.
        guard [rx, ry, cx, cy, theta1, delta, cosPhi, sinPhi].allSatisfy(\.isFinite) else { path.addLine(to: end); return }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        // Build on a unit circle, then map through scale, rotation and translation.
        var unit = Path()
        unit.move(to: Point(x: cos(theta1), y: sin(theta1)))
        unit.addArc(center: .zero, radius: 1, startAngle: theta1, endAngle: theta1 + delta, clockwise: delta > 0)
        let transform = AffineTransform.scale(x: rx, y: ry)
            .concatenating(.rotation(phi))
            .concatenating(.translation(x: cx, y: cy))
        for element in unit.applying(transform).elements.dropFirst() { path.append(element) }
        // Land exactly on the endpoint the data names.
        if path.currentPoint != end, case .cubicCurve(let c1, let c2, _)? = path.elements.last {
            var elements = path.elements
            elements[elements.count - 1] = .cubicCurve(control1: c1, control2: c2, to: end)
            path = Path(elements: elements)
        }
    }
}
