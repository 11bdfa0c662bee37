import Scene

/// Where the line chart puts its points: the canvas is the frame minus the
/// margins, x labels split its width evenly and values map linearly onto its height.
public struct LineChartLayout: Sendable, Equatable {
    /// The chart's frame size.
    public var frame: Size
    /// Space around the canvas.
    public var margin: Double
    /// Space left of the canvas, where the y labels sit: `margin`, or more for wide labels.
    public var leftMargin: Double
    /// Space above the canvas: `margin`, or more for a state label.
    public var topMargin: Double
    /// Space under the canvas, where the x labels hang: `margin`, or more for the labels.
    public var bottomMargin: Double
    /// How many x slots share the width.
    public var xLabelCount: Int
    /// How many y labels share the height.
    public var yLabelCount: Int

    /// The layout of a `frame`-sized chart with these margins and label counts.
    public init(frame: Size, margin: Double = 25, leftMargin: Double? = nil, topMargin: Double? = nil, bottomMargin: Double? = nil,
                xLabelCount: Int, yLabelCount: Int) {
        self.frame = frame
        self.margin = margin
        self.leftMargin = max(leftMargin ?? margin, margin)
        self.topMargin = max(topMargin ?? margin, margin)
        self.bottomMargin = max(bottomMargin ?? margin, margin)
        self.xLabelCount = xLabelCount
        self.yLabelCount = yLabelCount
    }

    /// The width inside the margins.
    public var canvasWidth: Double { frame.width - leftMargin - margin }
    /// The height inside the margins.
    public var canvasHeight: Double { frame.height - topMargin - bottomMargin }
    /// The width of one x slot.
    public var xLabelWidth: Double { canvasWidth / Double(max(xLabelCount, 1)) }
    /// Each y label gets an equal share of the canvas height.
    public var yLabelHeight: Double { canvasHeight / Double(max(yLabelCount, 1)) }

    /// The points of `values`: x by index, y by the value's grade between the series' minimum
    /// and maximum (0.5 when they are equal).
    public func points(for values: [Double]) -> [Point] {
        points(for: values, minimum: values.min() ?? 0, maximum: values.max() ?? 0)
    }

    /// The points of `values` graded between `minimum` and `maximum` (0.5 when they are equal),
    /// raised half a y label's row as the seed chart raises them, but never more than half the top
    /// margin: with one label or none, a row is the whole canvas, which put the highest point
    /// half a canvas above the frame.
    public func points(for values: [Double], minimum low: Double, maximum high: Double) -> [Point] {
        let raised = min(yLabelHeight / 2, topMargin / 2)
        return values.enumerated().map { index, value in
            let grade = high == low ? 0.5 : (value - low) / (high - low)
            return Point(
                x: Double(index) * xLabelWidth + leftMargin + xLabelWidth / 2,
                y: canvasHeight - grade * canvasHeight - raised + topMargin)
        }
    }

    /// The x of slot `index`'s centre, where its points sit.
    public func slotCenter(_ index: Int) -> Double {
        Double(index) * xLabelWidth + leftMargin + xLabelWidth / 2
    }

    /// The y of `value` on `scale`, from the horizontal axis (the scale's lower end) up to the
    /// canvas's top (its upper end).
    public func y(of value: Double, on scale: ChartScale) -> Double {
        xAxisY - scale.fraction(of: value) * canvasHeight
    }

    /// The y of y label `index` (0 at the bottom), its tick and its grid line: the
    /// centre of its equal share of the canvas height.
    public func yLabelCenter(_ index: Int) -> Double {
        canvasHeight - Double(index) * (canvasHeight / Double(max(yLabelCount, 1))) + yLabelHeight / 2
    }

    /// The x of x label `index`'s centre and tick.
    public func xLabelCenter(_ index: Int) -> Double {
        2 * margin + Double(index) * xLabelWidth
    }

    /// An x label's box under the point at `center`: as wide as its text, up to `half` either
    /// side, centred on the point, moved only as far as keeps it right of the axis and inside
    /// `width`, and narrower (the text shortened) only when even that span is too narrow. A
    /// label whose share the axis cuts (the first, when its point is near the axis) may reach
    /// right to `nextLeft`, where the next label's text starts.
    public func xLabelSpan(center: Double, half: Double, textWidth: Double, width: Double, nextLeft: Double? = nil) -> (center: Double, width: Double) {
        let left = max(center - half, yAxisX)
        let reach = center - half < yAxisX ? max(center + half, nextLeft ?? -.infinity) : center + half
        let right = min(reach, width)
        let box = min(textWidth, max(right - left, 1))
        return (min(max(center, left + box / 2), right - box / 2), box)
    }

    /// The boxes of the x labels written under slots `slots` (ascending), whose texts are
    /// `textWidths` wide: each as `xLabelSpan` gives it, a label whose share the axis cuts
    /// reaching right to `gap` before where the next label's text starts (worked out from the
    /// last, which the frame's edge may have moved left).
    public func xLabelSpans(slots: [Int], textWidths: [Double], half: Double, width: Double, gap: Double) -> [(center: Double, width: Double)] {
        xLabelSpans(centers: slots.map(slotCenter), textWidths: textWidths, half: half, width: width, gap: gap)
    }

    /// The boxes of x labels centred at `centers` (ascending), as `xLabelSpans(slots:…)` gives
    /// them for labels under their slots.
    public func xLabelSpans(centers: [Double], textWidths: [Double], half: Double, width: Double, gap: Double) -> [(center: Double, width: Double)] {
        var spans = [(center: Double, width: Double)](repeating: (0, 0), count: centers.count)
        var nextLeft: Double?
        for n in centers.indices.reversed() {
            let span = xLabelSpan(center: centers[n], half: half, textWidth: textWidths[n], width: width, nextLeft: nextLeft)
            spans[n] = span
            nextLeft = span.center - min(textWidths[n], span.width) / 2 - gap
        }
        return spans
    }

    /// The x of the vertical axis (10 right of the left margin).
    public var yAxisX: Double { leftMargin + 10 }
    /// The y of the horizontal axis.
    public var xAxisY: Double { topMargin + canvasHeight }
    /// Where the horizontal axis (and its arrow) ends.
    public var xAxisEnd: Double { frame.width - margin }

    /// The line from `a` to `b` with `inset` cut from both ends, so it stops at the circles
    /// around the points; `nil` when the points are too close for anything to remain.
    public static func segment(from a: Point, to b: Point, inset: Double) -> (Point, Point)? {
        let length = a.distance(to: b)
        guard length > 2 * inset, length > 0 else { return nil }
        let f = inset / length
        return (a.interpolated(to: b, fraction: f), b.interpolated(to: a, fraction: f))
    }

    /// A smooth segment: two quadratic curves meeting at the midpoint, each with its
    /// control point half-way (in x) between the midpoint and its endpoint, at the endpoint's y.
    public static func smoothSegment(from a: Point, to b: Point) -> Path {
        let mid = a.interpolated(to: b, fraction: 0.5)
        var path = Path()
        path.move(to: a)
        path.addQuadCurve(to: mid, control: Point(x: (mid.x + a.x) / 2, y: a.y))
        path.addQuadCurve(to: b, control: Point(x: (mid.x + b.x) / 2, y: b.y))
        return path
    }
}
