import Scene

extension NodeReader {
    /// A layer's `frame`: `[x, y, width, height]` in scene points, any of them a percentage of
    /// the scene (x and width of its width, y and height of its height), so that the layer
    /// follows the scene's `size`.
    func frameRect() -> Rect? {
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
}
