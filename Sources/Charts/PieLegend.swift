import Scene

/// The texts of a pie moving between states, laid out in its frame: the state label across the
/// top, a legend of the slices' names beside the pie in a wide frame or under it in a tall one,
/// and the square left for the pie.
struct PieLegend {
    let chart: PieChart
    let names: [String]
    let states: ChartStates
    let font: Font
    let labelFont: Font
    /// The state label's box; empty without one.
    let labelBox: Rect
    /// The square the pie takes.
    let pie: Rect
    /// Each name's row: the swatch's centre and the text's box.
    let rows: [(swatch: Point, text: Rect)]
    let swatchRadius: Double

    init(chart: PieChart, names: [String], states: ChartStates, measuring measurer: some TextMeasuring) throws {
        self.chart = chart
        self.names = names
        self.states = states
        let frame = chart.size
        // Type follows the frame (about 19 points in a 420-point frame), within reason.
        let size = min(max(min(frame.width, frame.height) * 0.045, 7), 48)
        let font = Font(family: ChartFont.family, size: size), labelFont = StateLabel.font(following: font)
        self.font = font
        self.labelFont = labelFont
        let header = states.showsLabel ? try StateLabel.height(labelFont, measuring: measurer) : 0
        labelBox = Rect(x: 0, y: 0, width: frame.width, height: header)
        let widths = try names.map { try measurer.size(of: $0, font: font).width }
        let rowHeight = size * 1.6, gap = size
        swatchRadius = size * 0.4
        let textWidth = widths.max() ?? 0
        let legendWidth = names.isEmpty ? 0 : 2 * swatchRadius + size * 0.5 + textWidth
        let legendHeight = Double(names.count) * rowHeight
        let free = Size(width: frame.width, height: max(frame.height - header, 1))
        // Beside the pie when that leaves it larger than under it.
        let besideSide = min(free.height, free.width - legendWidth - gap)
        let underSide = min(free.width, free.height - legendHeight - gap)
        let beside = !names.isEmpty && besideSide >= underSide
        let side = max(names.isEmpty ? min(free.width, free.height) : max(besideSide, underSide), 1)
        var rows: [(Point, Rect)] = []
        let legendOrigin: Point
        if beside {
            let left = (frame.width - side - gap - legendWidth) / 2
            pie = Rect(x: left, y: header + (free.height - side) / 2, width: side, height: side)
            legendOrigin = Point(x: pie.maxX + gap, y: header + (free.height - legendHeight) / 2)
        } else {
            let top = header + (free.height - side - (names.isEmpty ? 0 : gap + legendHeight)) / 2
            pie = Rect(x: (frame.width - side) / 2, y: top, width: side, height: side)
            legendOrigin = Point(x: (frame.width - legendWidth) / 2, y: pie.maxY + gap)
        }
        for (i, width) in widths.enumerated() {
            let y = legendOrigin.y + (Double(i) + 0.5) * rowHeight
            let textX = legendOrigin.x + 2 * swatchRadius + size * 0.5
            rows.append((Point(x: legendOrigin.x + swatchRadius, y: y),
                         Rect(x: textX, y: y - rowHeight / 2, width: min(width + 1, max(frame.width - textX, 1)), height: rowHeight)))
        }
        self.rows = rows
    }

    /// The state label and one row per name: a disc of the slice's colour and its name, faint
    /// in the states without the slice.
    func layers(timeline: StateTimeline) -> [Layer] {
        var layers: [Layer] = []
        if labelBox.height > 0 {
            layers.append(StateLabel(states: states, timeline: timeline, font: labelFont, color: Color(hex: 0x111827), box: labelBox,
                alignment: .center).layer())
        }
        var rowsLayer = Layer(id: "legend")
        for (j, name) in names.enumerated() {
            let (swatch, box) = rows[j]
            var disc = Path()
            disc.addArc(center: swatch, radius: swatchRadius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            let dot = Layer(id: "legend-swatch-\(j)", content: .shape(ShapeContent(path: disc, fillColor: chart.colors[j % chart.colors.count])))
            let text = PlacedLabel(text: name, size: box.size, center: Point(x: box.minX + box.width / 2, y: box.minY + box.height / 2))
                .layer(font: font, color: Color(hex: 0x374151), alignment: .left, truncation: .end, id: "legend-name-\(j)")
            let present = states.states.map { $0.value(of: name) != nil }
            var row = Layer(id: "legend-\(j)", opacity: present[0] ? 1 : 0.3, sublayers: [dot, text])
            let keys = timeline.keys(present.map { Optional($0 ? 1.0 : 0.3) }, ghost: { _, _, value in value }) { .number($0) }
            row.add(StateTimeline.animation("opacity", keys))
            rowsLayer.sublayers.append(row)
        }
        if !names.isEmpty { layers.append(rowsLayer) }
        return layers
    }
}
