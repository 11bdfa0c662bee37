import Scene

extension Path {
    /// The path as absolute SVG path data (`M 0 0 L 10 5 Z`) that `SVGPathParser` reads back
    /// into the same elements.
    var svgData: String {
        elements.map { element in
            let numbers = element.points.flatMap { [$0.x, $0.y] }.map(\.plainText).joined(separator: " ")
            let command = switch element {
            case .move: "M"
            case .line: "L"
            case .quadCurve: "Q"
            case .cubicCurve: "C"
            case .close: "Z"
            }
            return numbers.isEmpty ? command : "\(command) \(numbers)"
        }.joined(separator: " ")
    }
}
