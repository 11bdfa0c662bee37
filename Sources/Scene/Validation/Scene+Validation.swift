import Animation

extension Scene {
    /// Every reason this scene cannot be rendered as built, with the messages a scene file gets
    /// for the same mistakes: the canvas and timing, and each animation (a key path its layer
    /// does not have, a negative duration, endpoints that cannot blend …) and each id (no
    /// spaces, as a scene file's; ids may repeat, as charts repeat theirs). A problem points at the Swift line that built its layer or attached its animation when a
    /// builder made it (`Layer.origin`). Empty for a scene that renders.
    public func validate() -> [SceneProblem] {
        var problems: [SceneProblem] = []
        func scene(_ field: String, _ message: String, _ fix: String) {
            problems.append(SceneProblem(place: nil, layer: "", field: field, message: message, fix: fix))
        }
        if !(size.width >= 1 && size.height >= 1 && size.width <= Double(InputLimits.canvasSide) && size.height <= Double(InputLimits.canvasSide)) {
            scene("size", "the canvas is \(size.width)×\(size.height); each side must be 1 to \(InputLimits.canvasSide) pixels", "give a size such as 640×360")
        }
        if !(fps >= 1 && fps <= 240) { scene("fps", "\(fps) frames per second is out of range", "use 1 to 240 frames per second, such as 30") }
        if !(duration > 0 && duration <= 3600) {
            scene("duration", "the duration \(duration) s is out of range", "give a duration from 0.001 s to 3600 s")
        } else if fps >= 1, frameCount < 1 {
            scene("duration", "the scene has no frames: \(duration) s at \(fps) fps rounds to 0 frames", "make the duration at least one frame, \(1 / fps) s")
        }
        func visit(_ layer: Layer, path: String) {
            if let id = layer.id, let problem = Layer.idProblem(id) {
                problems.append(SceneProblem(place: layer.origin.layer, layer: path, field: "id", message: problem.message, fix: problem.fix))
            }
            let name = layer.id.flatMap { Layer.idProblem($0) == nil ? $0 : nil } ?? path
            for (index, animation) in layer.animations.enumerated() {
                let place = layer.origin.place(ofAnimation: index)
                for (field, keyPath) in Self.keyPaths(of: animation, at: "animations[\(index)]") {
                    if let problem = layer.keyPathProblem(keyPath) {
                        problems.append(SceneProblem(place: place, layer: name, field: field + ".keyPath", message: problem.message, fix: problem.fix))
                    }
                }
                for problem in animation.validate() {
                    let field = "animations[\(index)]" + (problem.pathDescription.isEmpty ? "" : "." + problem.pathDescription)
                    problems.append(SceneProblem(place: place, layer: name, field: field, message: problem.message, fix: problem.fix))
                }
            }
            if let mask = layer.mask { visit(mask, path: path + ".mask") }
            for (index, sublayer) in layer.sublayers.enumerated() { visit(sublayer, path: "\(path).sublayers[\(index)]") }
        }
        for (index, layer) in layers.enumerated() { visit(layer, path: "layers[\(index)]") }
        return problems
    }

    /// The key paths an animation names (a group's children's), with where each is.
    private static func keyPaths(of animation: Animation<PropertyValue>, at field: String) -> [(String, String)] {
        if case .group(let group) = animation {
            return group.animations.enumerated().flatMap { keyPaths(of: $1, at: "\(field).animations[\($0)]") }
        }
        return animation.keyPath.map { [(field, $0)] } ?? []
    }
}

extension Layer {
    /// Why this layer cannot animate `keyPath` (it has no such animatable property, as a text
    /// layer has no `strokeEnd`), or `nil` when it can. A scene file gets the same message.
    public func keyPathProblem(_ keyPath: String) -> (message: String, fix: String)? {
        guard value(forKeyPath: keyPath) == nil else { return nil }
        return ("'\(keyPath)' is not an animatable property of this layer", "this layer animates \(animatableKeyPathsHere.joined(separator: ", "))")
    }

    /// The key paths this layer animates, sorted.
    public var animatableKeyPathsHere: [String] {
        Self.animatableKeyPaths.keys.filter { value(forKeyPath: $0) != nil }.sorted()
    }
}
