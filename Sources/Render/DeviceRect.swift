/// A rectangle in frame pixels (device space), for bounding offscreen work.
struct DeviceRect: Equatable {
    var x: Double, y: Double, width: Double, height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// The smallest whole-pixel rectangle holding this one.
    var roundedOut: DeviceRect {
        let minX = x.rounded(.down), minY = y.rounded(.down)
        return DeviceRect(x: minX, y: minY, width: maxX.rounded(.up) - minX, height: maxY.rounded(.up) - minY)
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    func intersection(_ other: DeviceRect) -> DeviceRect? {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(self.maxX, other.maxX), maxY = min(self.maxY, other.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return DeviceRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func insetBy(_ d: Double) -> DeviceRect {
        DeviceRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    func offsetBy(dx: Double, dy: Double) -> DeviceRect {
        DeviceRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
