import Render
import Scene

/// Whether a layout tree accounts for every pixel a render drew: the pixels that differ from
/// the background and lie in no visible layer's painted box. None means the layout cannot lie
/// by leaving something out.
public struct LayoutCoverage: Sendable {
    /// How many pixels are drawn outside every box.
    public var uncoveredCount: Int
    /// A few of them, for the message.
    public var examples: [(x: Int, y: Int)]

    /// Compares `frame` (rendered at the tree's time) with `tree`; boxes are grown by `margin`
    /// pixels for antialiasing.
    public init(frame: Frame, tree: LayoutTree, background: Color, margin: Int = 1) throws {
        let width = frame.width, height = frame.height
        var covered = [Bool](repeating: false, count: width * height)
        for node in tree.nodes where node.isVisible {
            guard let box = node.box else { continue }
            let x0 = max(0, Int((box.minX).rounded(.down)) - margin), y0 = max(0, Int((box.minY).rounded(.down)) - margin)
            let x1 = min(width, Int((box.maxX).rounded(.up)) + margin), y1 = min(height, Int((box.maxY).rounded(.up)) + margin)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                let row = y * width
                for x in x0..<x1 { covered[row + x] = true }
            }
        }
        // The background's bytes, drawn by the same renderer.
        var empty = Frame(width: 1, height: 1)
        try Renderer().render([], background: background, into: &empty)
        let bg = Array(empty.pixels[0..<4])
        var count = 0
        var examples: [(x: Int, y: Int)] = []
        frame.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                let row = y * frame.stride
                for x in 0..<width where !covered[y * width + x] {
                    let i = row + 4 * x
                    if pixels[i] != bg[0] || pixels[i + 1] != bg[1] || pixels[i + 2] != bg[2] || pixels[i + 3] != bg[3] {
                        count += 1
                        if examples.count < 5 { examples.append((x, y)) }
                    }
                }
            }
        }
        uncoveredCount = count
        self.examples = examples
    }
}
