/// A line race's heads at every sampled instant (`LineRace.labelSamplesPerPeriod` per period):
/// where each head is, where its label goes once the labels are pushed apart, and whether it has
/// room. Stored flat, a number or flag per instant and name: the one table of a line race that
/// is worked out from every name at once, so that it cannot be computed per name when needed.
struct LineRaceHeads: Sendable, Equatable {
    /// How many names there are (a row of the tables).
    let names: Int
    /// The period each instant starts from.
    let periods: [Int]
    /// The eased progress of each instant from its period towards the next.
    let progress: [Double]
    /// The heads' x at each instant (every head shares it).
    let x: [Double]
    /// `labelY[instant * names + name]`: where the name's label is, pushed apart from the others.
    let labelY: [Double]
    /// Whether the name's label has room at the instant. When more labels than the plot's height
    /// holds would be pushed apart, the highlighted names' and then the highest lines' are
    /// shown, the others left out (their lines and dots stay).
    let labelShown: [Bool]
    /// The instant whose label place the name's label keeps at this one: itself, or for a label
    /// hidden here and at both neighbours (opacity 0) the one it keeps from before. Wherever it
    /// is then is invisible, and runs of equal places keep no keyframes inside them when stored
    /// (`RaceTimeline.keyframes(_:sampled:)`): most of a crowded race's labels are hidden most of the time.
    let heldFrom: [Int32]

    init(race: LineRace, geometry: LineRace.Geometry, values: [[Double]], firstPeriods: [Int]) {
        let timeline = race.story.timeline
        let last = max(race.story.data.periods.count - 1, 0)
        // Worked out at every instant of the samples, as the heads move: worked out at periods
        // only, two labels whose lines cross between periods would run over each other.
        let instants = timeline.samples(steps: LineRace.labelSamplesPerPeriod)
        self.names = values.count
        periods = instants.map(\.period)
        progress = instants.map(\.progress)
        x = instants.map { period, progress in
            geometry.x(period) + (geometry.x(min(period + 1, last)) - geometry.x(period)) * progress
        }
        let layout = geometry.layout, gap = layout.labelHeight * 1.05
        let room = max(1, Int((layout.plotBottom - layout.plotTop) / gap) + 1)
        var labelY: [Double] = [], labelShown: [Bool] = []
        labelY.reserveCapacity(instants.count * names)
        labelShown.reserveCapacity(instants.count * names)
        for (period, progress) in instants {
            let ys = values.map { column in Self.headY(column, period: period, progress: progress, last: last, geometry: geometry) }
            let present = ys.indices.filter { firstPeriods[$0] <= period }
            let ranked = present.sorted { a, b in
                race.isHighlighted(a) != race.isHighlighted(b) ? race.isHighlighted(a) : (ys[a] != ys[b] ? ys[a] < ys[b] : a < b)
            }
            let shown = Set(ranked.prefix(room))
            let placed = LineRace.spread(shown.sorted().map { ys[$0] }, gap: gap, within: layout.plotTop...layout.plotBottom)
            var row = ys
            for (name, y) in zip(shown.sorted(), placed) { row[name] = y }
            labelY += row
            labelShown += ys.indices.map { shown.contains($0) || present.count <= room }
        }
        self.labelY = labelY
        self.labelShown = labelShown
        // A label hidden at an instant and at both its neighbours keeps the place it had before.
        let names = values.count, count = instants.count, periodCount = last + 1
        var heldFrom = [Int32](repeating: 0, count: count * names)
        for name in 0..<names {
            func opacity(_ instant: Int) -> Double {
                Self.labelOpacity(shown: labelShown[instant * names + name], period: instants[instant].period,
                    progress: instants[instant].progress, firstPeriod: firstPeriods[name], periods: periodCount)
            }
            var previous = opacity(0), current = count > 1 ? opacity(1) : 0
            for i in 1..<max(count, 1) {
                let next = i + 1 < count ? opacity(i + 1) : 0
                let held = previous == 0 && current == 0 && (i + 1 == count || next == 0)
                heldFrom[i * names + name] = held ? heldFrom[(i - 1) * names + name] : Int32(i)
                previous = current
                current = next
            }
        }
        self.heldFrom = heldFrom
    }

    /// How many instants there are.
    var count: Int { periods.count }

    /// Where a head is at an instant: between its period's place and the next's, each on its
    /// period's axis.
    static func headY(_ column: [Double], period: Int, progress: Double, last: Int, geometry: LineRace.Geometry) -> Double {
        let next = min(period + 1, last)
        let from = geometry.y(column[period], atPeriod: period), to = geometry.y(column[next], atPeriod: next)
        return from + (to - from) * progress
    }

    /// How visible a label is at an instant: its line's visibility (from `firstPeriod` on), eased
    /// between periods as the line's own is, and 0 while the label has no room.
    static func labelOpacity(shown: Bool, period: Int, progress: Double, firstPeriod: Int, periods: Int) -> Double {
        let next = min(period + 1, periods - 1)
        let from = period >= firstPeriod ? 1.0 : 0.0, to = next >= firstPeriod ? 1.0 : 0.0
        return shown ? from + (to - from) * progress : 0
    }
}
