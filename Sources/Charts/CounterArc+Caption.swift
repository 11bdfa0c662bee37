import Foundation
import Scene

extension CounterArc {
    /// The caption, clear of the arc: under the count inside the hole when it fits there, else
    /// lower, between the arc's ends (where the open quarter widens), else there in a smaller
    /// font (down to 60 %) and shortened with an ellipsis.
    func captionLayer(under countHeight: Double, measuring measurer: some TextMeasuring) throws -> Layer {
        var font = captionFont
        let measured = try measurer.size(of: caption, font: font)
        let underCount = countHeight / 2 + 2 * frameScale
        let lowest = max(arcSide / 2 - measured.height, underCount)
        var top = underCount
        var room = freeWidth(from: top, height: measured.height)
        if measured.width > room {
            top = lowest
            room = freeWidth(from: top, height: measured.height)
        }
        if measured.width > room {
            font.size *= max(room / measured.width, 0.6)
        }
        let height = try measurer.size(of: caption, font: font).height
        return PlacedLabel(text: caption, size: Size(width: max(room, 1), height: height),
                           center: Point(x: center.x, y: center.y + top + height / 2))
            .layer(font: font, color: counterColor, alignment: .center, truncation: .end, id: "caption")
    }

    /// The width free of the arc and its outline across a row `top`…`top + height` below the
    /// centre: inside the hole, or inside the open bottom quarter (|x| < depth), whichever is
    /// wider at each depth, taken at the row's narrowest.
    private func freeWidth(from top: Double, height: Double) -> Double {
        let hole = max(outlineRadii.inner - outlineWidth / 2, 0)
        let depths = [top, top + height, min(max(hole / 2.squareRoot(), top), top + height)]
        let half = depths.map { depth in max(depth, (max(hole * hole - depth * depth, 0)).squareRoot()) }.min() ?? 0
        return max(2 * (half - outlineWidth), 0)
    }
}
