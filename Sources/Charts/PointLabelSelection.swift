import Scene

/// Which of a line chart's point labels are written, and where: every one while they fit, else
/// as many as fit without running into each other or the axis labels, the most telling first
/// (as Highcharts hides overlapping data labels). A line's first and last values and its
/// highest and lowest come first, then its peaks and valleys, then the rest, each in the lines'
/// order. A label that does not fit on its side of the point (above a peak, below a valley)
/// goes on the other side when it fits there.
struct PointLabelSelection {
    /// A label that could be written: its line, its point and where its text would be, on the
    /// side it belongs first.
    struct Candidate {
        var series: Int
        var point: Int
        var boxes: [Rect]
    }

    /// The labels kept, as `[series, point]`, each with the index of the box it takes.
    let kept: [[Int]: Int]

    /// Chooses among `candidates` (each line's labels in point order), `values` being each
    /// line's values, keeping clear of `occupied` (the axis labels).
    init(_ candidates: [Candidate], values: [[Double]], occupied: [Rect]) {
        let extremes = values.map { ($0.min() ?? 0, $0.max() ?? 0) }
        func rank(_ c: Candidate) -> Int {
            let line = values[c.series], i = c.point, v = line[i]
            if i == 0 || i == line.count - 1 || v == extremes[c.series].0 || v == extremes[c.series].1 { return 0 }
            let before = line[i - 1], after = line[i + 1]
            return (v > before && v > after) || (v < before && v < after) ? 1 : 2
        }
        let ordered = candidates.map { ($0, rank($0)) }.sorted { ($0.1, $0.0.series, $0.0.point) < ($1.1, $1.0.series, $1.0.point) }
        var taken = occupied, kept: [[Int]: Int] = [:]
        for (candidate, _) in ordered {
            guard let side = candidate.boxes.firstIndex(where: { box in !taken.contains { Self.overlap(box, $0) } }) else { continue }
            taken.append(candidate.boxes[side])
            kept[[candidate.series, candidate.point]] = side
        }
        self.kept = kept
    }

    /// Where the label of point `n` of `points` may go, first choice first: clear of the
    /// point's circle and its line (`clearance` from the point to the text's middle), above a
    /// point that stands above its neighbours and below one under them (where the line comes
    /// down to it); right of the y axis at `yAxisX` and inside `frame`.
    static func places(_ points: [Point], at n: Int, textWidth: Double, clearance: Double, height: Double, frame: Size, yAxisX: Double) -> [Point] {
        let p = points[n]
        let neighbours = [n > 0 ? points[n - 1].y : nil, n + 1 < points.count ? points[n + 1].y : nil].compactMap { $0 }
        let isValley = !neighbours.isEmpty && neighbours.allSatisfy { $0 < p.y }
        let x = max(min(p.x, frame.width - textWidth / 2), yAxisX + textWidth / 2)
        return (isValley ? [1.0, -1] : [-1, 1]).map { side in
            Point(x: x, y: min(max(p.y + side * clearance, height / 2), frame.height - height / 2))
        }
    }

    /// Whether two boxes share more than `reel layout --check` lets pass as antialiasing.
    static func overlap(_ a: Rect, _ b: Rect) -> Bool { a.overlaps(b, by: 0.5) }
}
