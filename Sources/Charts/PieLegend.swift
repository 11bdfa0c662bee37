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
        self.states = states
        let frame = chart.size
        // Type follows the frame (about 19 points in a 420-point frame), within reason.
        let size = min(max(min(frame.width, frame.height) * 0.045, 7), 48)
        let font = Font(family: ChartFont.family, size: size), labelFont = StateLabel.font(following: font)
        self.font = font
        self.labelFont = labelFont
        let header = states.showsLabel ? try StateLabel.height(labelFont, measuring: measurer) : 0
        labelBox = Rect(x: 0, y: 0, width: frame.width, height: header)
        let rowHeight = size * 1.6, gap = size, radius = size * 0.4
        swatchRadius = radius
        let indent = 2 * radius + size * 0.5
        let widths = try names.map { try measurer.size(of: $0, font: font).width + 1 }
        let free = Size(width: frame.width, height: max(frame.height - header, 1))
        // The legend beside the pie (within 45 % of the width) or under it (within 40 % of the
        // height), in as many columns as its rows need; a column narrower than a few letters
        // leaves the legend out. The placing that leaves the larger pie wins.
        func placing(beside: Bool) -> PieLegendPlacing? {
            guard !names.isEmpty else { return nil }
            let area = beside ? Size(width: free.width * 0.45, height: free.height) : Size(width: free.width, height: free.height * 0.4)
            let rows = min(names.count, Int(area.height / rowHeight))
            guard rows > 0 else { return nil }
            let columns = (names.count + rows - 1) / rows
            let wanted = indent + (widths.max() ?? 0)
            let columnWidth = min(wanted, (area.width - Double(columns - 1) * gap) / Double(columns))
            guard columnWidth >= min(wanted, indent + size * 3) else { return nil }
            let legend = Size(width: Double(columns) * columnWidth + Double(columns - 1) * gap, height: Double(rows) * rowHeight)
            let side = beside ? min(free.height, free.width - legend.width - gap) : min(free.width, free.height - legend.height - gap)
            return side > 0 ? PieLegendPlacing(beside: beside, rows: rows, columnWidth: columnWidth, size: legend, side: side) : nil
        }
        let options = [placing(beside: true), placing(beside: false)].compactMap { $0 }
        let chosen = options.max { $0.side < $1.side }
        var rows: [(Point, Rect)] = []
        if let chosen {
            let side = chosen.side, legend = chosen.size
            let legendOrigin: Point
            if chosen.beside {
                let left = (frame.width - side - gap - legend.width) / 2
                pie = Rect(x: left, y: header + (free.height - side) / 2, width: side, height: side)
                legendOrigin = Point(x: pie.maxX + gap, y: header + (free.height - legend.height) / 2)
            } else {
                let top = header + (free.height - side - gap - legend.height) / 2
                pie = Rect(x: (frame.width - side) / 2, y: top, width: side, height: side)
                legendOrigin = Point(x: (frame.width - legend.width) / 2, y: pie.maxY + gap)
            }
            for i in names.indices {
                let column = i / chosen.rows, row = i % chosen.rows
                let x = legendOrigin.x + Double(column) * (chosen.columnWidth + gap), y = legendOrigin.y + (Double(row) + 0.5) * rowHeight
                rows.append((Point(x: x + radius, y: y),
                             Rect(x: x + indent, y: y - rowHeight / 2, width: min(widths[i], chosen.columnWidth - indent), height: rowHeight)))
            }
            self.names = names
        } else {
            let side = max(min(free.width, free.height), 1)
            pie = Rect(x: (frame.width - side) / 2, y: header + (free.height - side) / 2, width: side, height: side)
            self.names = []
        }
        self.rows = rows
    }

    /// The state label and one row per name: a disc of the slice's colour and its name, faint
    /// in the states without the slice.
    func layers(timeline: StateTimeline) -> [Layer] {
        var layers: [Layer] = []
        if labelBox.height > 0 {
            layers.append(StateLabel(states: states, timeline: timeline, font: labelFont, color: chart.stateLabelColor, box: labelBox,
                alignment: .center).layer())
        }
        var rowsLayer = Layer(id: "legend")
        for (j, name) in names.enumerated() {
            let (swatch, box) = rows[j]
            var disc = Path()
            disc.addArc(center: swatch, radius: swatchRadius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            let dot = Layer(id: "legend-swatch-\(j)", content: .shape(ShapeContent(path: disc, fillColor: chart.color(ofSlice: j, of: names.count))))
            let text = PlacedLabel(text: name, size: box.size, center: Point(x: box.minX + box.width / 2, y: box.minY + box.height / 2))
                .layer(font: font, color: chart.legendColor, alignment: .left, truncation: .end, id: "legend-name-\(j)")
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
