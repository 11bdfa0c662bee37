/// A line race's heads at every sampled instant (`LineRace.labelSamplesPerPeriod` per period):
/// where the labels with room go once pushed apart, which labels have room, and which hidden
/// labels keep an earlier place: the one part of a line race worked out from every name at once,
/// so that it cannot be computed per name when needed. Kept small: the labels with room at an
/// instant are at most as many as the plot's height holds (a label without room sits level
/// with its head, which is computed), and a hidden label's kept place is a run per hiding.
struct LineRaceHeads: Sendable, Equatable {
    /// How many names there are.
    let names: Int
    /// The period each instant starts from.
    let periods: [Int]
    /// The eased progress of each instant from its period towards the next.
    let progress: [Double]
    /// The heads' x at each instant (every head shares it).
    let x: [Double]
    /// Whether every label has room at the instant (no more names present than the plot holds).
    let allShown: [Bool]
    /// The labels with room at instant i: `placedNames[placedStart[i]..<placedStart[i + 1]]`,
    /// in name order, each at `placedY` of the same index (pushed apart from the others). When
    /// more labels than the plot's height holds would be pushed apart, the highlighted names'
    /// and then the highest lines' have room, the others are left out (their lines and dots stay).
    let placedStart: [Int32]
    let placedNames: [Int32]
    let placedY: [Double]
    /// Per name, the runs of instants (first and last, flattened) at which its label is hidden
    /// (opacity 0) there and at both neighbours, and keeps the place it had just before the
    /// run: wherever it is then is invisible, and runs of equal places keep no keyframes inside
    /// them when stored (`RaceTimeline.keyframes(_:sampled:)`), so that the labels of a crowded
    /// race, hidden most of the time, keep few.
    let heldRuns: [[Int32]]

    init(race: LineRace, geometry: LineRace.Geometry, values: [[Double]], firstPeriods: [Int]) {
        let timeline = race.story.timeline
        let last = max(race.story.data.periods.count - 1, 0)
        // Worked out at every instant of the samples, as the heads move: worked out at periods
        // only, two labels whose lines cross between periods would run over each other.
        let instants = timeline.samples(steps: LineRace.labelSamplesPerPeriod)
        let names = values.count
        self.names = names
        periods = instants.map(\.period)
        progress = instants.map(\.progress)
        x = instants.map { period, progress in
            geometry.x(period) + (geometry.x(min(period + 1, last)) - geometry.x(period)) * progress
        }
        let layout = geometry.layout, gap = layout.labelHeight * 1.05
        let room = max(1, Int((layout.plotBottom - layout.plotTop) / gap) + 1)
        var allShown: [Bool] = [], placedStart: [Int32] = [0], placedNames: [Int32] = [], placedY: [Double] = []
        for (period, progress) in instants {
            let ys = values.indices.map { i in
                Self.headY(values[i], firstPeriod: firstPeriods[i], period: period, progress: progress, last: last, geometry: geometry)
            }
            // A line entering at the next period fades in through the step to it: its label
            // takes its place among the others from the step's start.
            let present = ys.indices.filter { firstPeriods[$0] <= period || (firstPeriods[$0] == period + 1 && progress > 0) }
            let ranked = present.sorted { a, b in
                race.isHighlighted(a) != race.isHighlighted(b) ? race.isHighlighted(a) : (ys[a] != ys[b] ? ys[a] < ys[b] : a < b)
            }
            let shown = ranked.prefix(room).sorted()
            placedNames += shown.map { Int32($0) }
            placedY += LineRace.spread(shown.map { ys[$0] }, gap: gap, within: layout.plotTop...layout.plotBottom)
            placedStart.append(Int32(placedNames.count))
            allShown.append(present.count <= room)
        }
        self.allShown = allShown
        self.placedStart = placedStart
        self.placedNames = placedNames
        self.placedY = placedY
        // A label hidden at an instant and at both its neighbours keeps the place it had before.
        let count = instants.count, periodCount = last + 1
        heldRuns = (0..<names).map { name in
            func opacity(_ instant: Int) -> Double {
                let shown = allShown[instant] || Self.placedIndex(name, atInstant: instant, starts: placedStart, names: placedNames) != nil
                return Self.labelOpacity(shown: shown, period: instants[instant].period, progress: instants[instant].progress,
                    firstPeriod: firstPeriods[name], periods: periodCount)
            }
            var runs: [Int32] = []
            var previous = opacity(0), current = count > 1 ? opacity(1) : 0
            for i in 1..<max(count, 1) {
                let next = i + 1 < count ? opacity(i + 1) : 0
                if previous == 0 && current == 0 && (i + 1 == count || next == 0) {
                    if let end = runs.last, end == Int32(i - 1) { runs[runs.count - 1] = Int32(i) } else { runs += [Int32(i), Int32(i)] }
                }
                previous = current
                current = next
            }
            return runs
        }
    }

    /// How many instants there are.
    var count: Int { periods.count }

    /// Where name `name`'s label is among the labels with room at `instant` (`starts` and
    /// `names` as `placedStart` and `placedNames`), if it has room.
    private static func placedIndex(_ name: Int, atInstant instant: Int, starts: [Int32], names: [Int32]) -> Int? {
        var low = Int(starts[instant]), high = Int(starts[instant + 1])
        let key = Int32(name)
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < Int(starts[instant + 1]) && names[low] == key ? low : nil
    }

    private func placedIndex(_ name: Int, atInstant instant: Int) -> Int? {
        Self.placedIndex(name, atInstant: instant, starts: placedStart, names: placedNames)
    }

    /// Whether name `name`'s label has room at `instant`.
    func isShown(_ name: Int, atInstant instant: Int) -> Bool {
        allShown[instant] || placedIndex(name, atInstant: instant) != nil
    }

    /// Where name `name`'s label is at `instant`, pushed apart from the others when it has room,
    /// else level with its head (`headY`).
    func labelY(_ name: Int, atInstant instant: Int, headY: () -> Double) -> Double {
        placedIndex(name, atInstant: instant).map { placedY[$0] } ?? headY()
    }

    /// The instant whose label place name `name`'s label keeps at `instant`: the one before its
    /// run of hiding, or itself.
    func heldInstant(_ name: Int, _ instant: Int) -> Int {
        let runs = heldRuns[name], key = Int32(instant)
        // The last run starting at or before the instant.
        var low = 0, high = runs.count / 2
        while low < high {
            let middle = (low + high) / 2
            if runs[2 * middle] <= key { low = middle + 1 } else { high = middle }
        }
        guard low > 0, runs[2 * (low - 1) + 1] >= key else { return instant }
        return Int(runs[2 * (low - 1)]) - 1
    }

    /// Where a head is at an instant: between its period's place and the next's, each on its
    /// period's axis. Before its first period a head waits where it first shows: its value there
    /// is only the first one carried back, which an earlier axis may not hold (a line entering
    /// at a trillion beside values in the thousands).
    static func headY(_ column: [Double], firstPeriod: Int, period: Int, progress: Double, last: Int, geometry: LineRace.Geometry) -> Double {
        func y(_ k: Int) -> Double {
            let k = max(k, min(firstPeriod, last))
            return geometry.y(column[k], atPeriod: k)
        }
        let from = y(period), to = y(min(period + 1, last))
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
