import Scene

/// What a line race's per-name animations compute their keyframes from (`LineRaceKeyframes`):
/// the data, the plot and the heads' table, built once per race and shared by every name's
/// animations, so that the model holds no keyframe per period and name. Immutable.
final class LineRaceTrack: Sendable, Equatable {
    /// Where things go on the plot at each period.
    let geometry: LineRace.Geometry
    /// The story's clock.
    let timeline: RaceTimeline
    /// Each name's value per period, gaps filled (`LineRace.filledValues`).
    let values: [[Double]]
    /// The period from which each name's line shows.
    let firstPeriods: [Int]
    /// Each name's trail drawn on through each period (its `strokeEnd`).
    let ends: [[Double]]
    /// The heads and their labels at every sampled instant.
    let heads: LineRaceHeads
    /// Each name's head dot's (or image's) side.
    let sides: [Double]

    init(geometry: LineRace.Geometry, timeline: RaceTimeline, values: [[Double]], firstPeriods: [Int], ends: [[Double]],
         heads: LineRaceHeads, sides: [Double]) {
        self.geometry = geometry
        self.timeline = timeline
        self.values = values
        self.firstPeriods = firstPeriods
        self.ends = ends
        self.heads = heads
        self.sides = sides
    }

    /// How many periods there are.
    var periods: Int { timeline.periods }

    /// Whether name `name`'s line shows at period `period`: 1 from its first value on, else 0.
    func visibility(_ name: Int, atPeriod period: Int) -> Double { period >= firstPeriods[name] ? 1 : 0 }

    /// Name `name`'s head at period `period`, on that period's axis; before its first period, at
    /// its first place (see `LineRaceHeads.headY`).
    func headPoint(_ name: Int, atPeriod period: Int) -> Point {
        Point(x: geometry.x(period), y: LineRaceHeads.headY(values[name], firstPeriod: firstPeriods[name], period: period, progress: 0,
                                                            last: max(periods - 1, 0), geometry: geometry))
    }

    /// Name `name`'s head's y at sampled instant `instant`.
    func headY(_ name: Int, atInstant instant: Int) -> Double {
        LineRaceHeads.headY(values[name], firstPeriod: firstPeriods[name], period: heads.periods[instant], progress: heads.progress[instant],
            last: max(periods - 1, 0), geometry: geometry)
    }

    /// How visible name `name`'s label is at sampled instant `instant`.
    func labelOpacity(_ name: Int, atInstant instant: Int) -> Double {
        LineRaceHeads.labelOpacity(shown: heads.isShown(name, atInstant: instant), period: heads.periods[instant],
            progress: heads.progress[instant], firstPeriod: firstPeriods[name], periods: periods)
    }

    /// Where name `name`'s label is at sampled instant `instant` (its left middle).
    func labelPoint(_ name: Int, atInstant instant: Int) -> Point {
        Point(x: heads.x[instant] + sides[name] / 2 + LineRace.labelGap * geometry.scale,
              y: heads.labelY(name, atInstant: instant) { headY(name, atInstant: instant) })
    }

    /// The thin line from name `name`'s dot to its label at sampled instant `instant`, while the
    /// label is pushed away from the dot's height (so that a label beside another line's dot
    /// still points at its own); both ends at the label, nothing drawn, while it sits level.
    func leaderPath(_ name: Int, atInstant instant: Int) -> Path {
        let scale = geometry.scale, label = labelPoint(name, atInstant: instant)
        let head = Point(x: heads.x[instant] + sides[name] / 2 + 1 * scale, y: headY(name, atInstant: instant))
        let end = Point(x: label.x - 3 * scale, y: label.y)
        var path = Path()
        let displaced = abs(end.y - head.y) > LineRace.leaderThreshold * scale
        path.move(to: displaced ? head : end)
        path.addLine(to: end)
        return path
    }

    /// The instant whose label place name `name`'s label keeps at `instant`.
    func heldInstant(_ name: Int, _ instant: Int) -> Int { heads.heldInstant(name, instant) }

    /// The segment of name `name`'s line from period `from`'s point to period `to`'s, both on
    /// period `axis`'s axis: a step of its tip.
    func segment(_ name: Int, from: Int, to: Int, axis: Int) -> Path {
        var path = Path()
        path.move(to: Point(x: geometry.x(from), y: geometry.y(values[name][from], atPeriod: axis)))
        path.addLine(to: Point(x: geometry.x(to), y: geometry.y(values[name][to], atPeriod: axis)))
        return path
    }

    static func == (a: LineRaceTrack, b: LineRaceTrack) -> Bool {
        a === b || (a.geometry == b.geometry && a.timeline == b.timeline && a.values == b.values && a.firstPeriods == b.firstPeriods
            && a.ends == b.ends && a.heads == b.heads && a.sides == b.sides)
    }
}
