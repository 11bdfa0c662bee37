import Scene

/// Where two values first differ, found by walking their stored properties with `Mirror`: a
/// path such as `layers[2].sublayers[0].opacity: 1 ≠ 0.5`, for a message that says more than
/// "not equal".
enum FirstDifference {
    static func between(_ a: Any, _ b: Any, path: String = "") -> String? {
        // Where a layer was written is not part of its value (`Layer ==` ignores it too).
        if a is LayerOrigin { return nil }
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        if left.children.isEmpty || right.children.isEmpty || left.displayStyle == .enum && "\(a)" != "\(b)" && left.children.count != right.children.count {
            return "\(a)" == "\(b)" ? nil : "\(path): \(a) ≠ \(b)"
        }
        guard left.children.count == right.children.count else {
            return "\(path): \(left.children.count) parts ≠ \(right.children.count)"
        }
        for (index, (l, r)) in zip(left.children, right.children).enumerated() {
            let name = l.label.map { path.isEmpty ? $0 : "\(path).\($0)" } ?? "\(path)[\(index)]"
            if let difference = between(l.value, r.value, path: name) { return difference }
        }
        return nil
    }
}
