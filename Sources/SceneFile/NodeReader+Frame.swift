import Scene

extension NodeReader {
    /// A layer's `frame`: `[x, y, width, height]` in scene points, any of them a percentage of
    /// the scene (x and width of its width, y and height of its height), so that the layer
    /// follows the scene's `size`; or `{landscape: […], portrait: […]}`, one rectangle for each
    /// shape of the scene, so that `--size 1080x1920` can stack what 1920×1080 sets side by side.
    func frameRect() -> Rect? {
        if case .mapping = node { return orientedFrameRect() }
        let fix = "write [x, y, width, height] in points, such as [20, 20, 200, 100], or in percentages of the scene, such as [5%, 5%, 90%, 90%]"
        guard case .sequence(let items) = node, items.count == 4 else {
            report("expected a rectangle [x, y, width, height], found \(shortDescription)", fix: fix)
            return nil
        }
        var values: [Double] = []
        for (index, item) in items.enumerated() {
            let reader = child(item, "\(keyPath)[\(index)]")
            guard let text = reader.scalarText?.trimmingCharacters(in: .whitespaces), text.hasSuffix("%") else {
                guard let value = reader.number(fix: fix) else { return nil }
                values.append(value)
                continue
            }
            guard let percent = Double(text.dropLast().trimmingCharacters(in: .whitespaces)), percent.isFinite else {
                reader.report("expected a number or a percentage such as 50%, found \(reader.shortDescription)", fix: fix)
                return nil
            }
            guard let canvas = context.canvas else {
                reader.report("a percentage of the scene needs the scene's size", fix: "give the scene a `size: [1920, 1080]`, or write the frame in points")
                return nil
            }
            context.followsCanvas = true
            values.append(percent / 100 * (index.isMultiple(of: 2) ? canvas.width : canvas.height))
        }
        guard values[2] >= 0, values[3] >= 0 else {
            report("a rectangle cannot have a negative width or height", fix: "write [x, y, width, height] with width and height of 0 or more")
            return nil
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The rectangle of `{landscape: […], portrait: […]}` that fits the scene's shape: portrait
    /// when it is taller than wide, landscape otherwise (a square too).
    private func orientedFrameRect() -> Rect? {
        let orientations = ["landscape", "portrait"]
        guard let entries = mapping(allowed: orientations, what: "a rectangle or {landscape: […], portrait: […]}") else { return nil }
        let missing = orientations.filter { entries[$0] == nil }
        guard missing.isEmpty else {
            if !entries.hadUnknownKeys {
                report("a frame by orientation needs both `landscape` and `portrait`; `\(missing.joined(separator: "` and `"))` is missing",
                       fix: "give both, such as {landscape: [4%, 18%, 58%, 78%], portrait: [4%, 12%, 92%, 48%]}, or one rectangle for every shape")
            }
            return nil
        }
        guard let canvas = context.canvas else {
            report("a frame by orientation needs the scene's size", fix: "give the scene a `size: [1920, 1080]`, or write one rectangle")
            return nil
        }
        // Read both so that a mistake in the one not used now is still reported.
        let landscape = entries["landscape"]?.frameRect()
        let portrait = entries["portrait"]?.frameRect()
        context.followsCanvas = true
        return canvas.height > canvas.width ? portrait : landscape
    }
}
