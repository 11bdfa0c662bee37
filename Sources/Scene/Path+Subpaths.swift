extension Path {
    /// The path cut at each `move`: one path per subpath, in drawing order (numbered as
    /// `PathMeasure.subpathSpans` numbers them).
    public var subpaths: [Path] {
        var result: [Path] = []
        var current: [PathElement] = []
        for element in elements {
            if case .move = element, !current.isEmpty {
                result.append(Path(elements: current))
                current = []
            }
            current.append(element)
        }
        if !current.isEmpty { result.append(Path(elements: current)) }
        return result
    }
}
