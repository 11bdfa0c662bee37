import Scene

/// Where a bubble race's highlighted names go at every sampled instant (`RaceTimeline.samples`):
/// beside their bubble — right, left, above or below, keeping the side it had while that still
/// fits — inside the plot and clear of the labels placed before it, and clear of the other
/// bubbles where a side is (else over them: a name in a crowd is still worth reading); a label
/// with no such place is hidden until it has one. A label is shown at an instant only when it
/// has a place at the instants on either side too, so that it fades in and out where it is
/// clear of the others (between two instants its opacity and place are interpolated).
struct BubbleLabelPlacement {
    /// `origins[label][instant]`: the label's top-left corner.
    var origins: [[Point]]
    /// `opacities[label][instant]`: its bubble's visibility, 0 while it has no place.
    var opacities: [[Double]]

    init(layout: BubbleRaceLayout, timeline: RaceTimeline, steps: Int, labelled: [Int], sizes: [Size],
         points: [[BubblePoint]], visible: [[Double]]) {
        let instants = timeline.samples(steps: steps), last = max(timeline.periods - 1, 0)
        let gap = 6 * layout.scale
        let plot = Rect(x: layout.plotLeft, y: layout.plotTop, width: layout.plotRight - layout.plotLeft, height: layout.plotBottom - layout.plotTop)
        origins = Array(repeating: [], count: labelled.count)
        opacities = Array(repeating: [], count: labelled.count)
        var sides = Array(repeating: 0, count: labelled.count)
        var placedAt: [[Bool]] = Array(repeating: [], count: labelled.count)
        guard !labelled.isEmpty else { return }
        for (period, progress) in instants {
            let next = min(period + 1, last)
            // Every bubble at this instant, as drawn between its two periods' places.
            let discs = points.indices.map { i in
                let from = points[i][period], to = points[i][next]
                return Disc(centre: Point(x: layout.x(from.x) + (layout.x(to.x) - layout.x(from.x)) * progress,
                                          y: layout.y(from.y) + (layout.y(to.y) - layout.y(from.y)) * progress),
                            radius: layout.radius(from.size) + (layout.radius(to.size) - layout.radius(from.size)) * progress,
                            shown: visible[i][period] + (visible[i][next] - visible[i][period]) * progress)
            }
            var placed: [Rect] = []
            for (n, i) in labelled.enumerated() {
                let centre = discs[i].centre, radius = discs[i].radius, shown = discs[i].shown
                let size = sizes[n], reach = radius + gap
                let candidates = [
                    Point(x: centre.x + reach, y: centre.y - size.height / 2),
                    Point(x: centre.x - reach - size.width, y: centre.y - size.height / 2),
                    Point(x: centre.x - size.width / 2, y: centre.y - reach - size.height),
                    Point(x: centre.x - size.width / 2, y: centre.y + reach),
                ]
                let order = [sides[n]] + candidates.indices.filter { $0 != sides[n] }
                let fits = order.filter { side in
                    let box = Rect(origin: candidates[side], size: size)
                    return box.minX >= plot.minX && box.maxX <= plot.maxX && box.minY >= plot.minY && box.maxY <= plot.maxY
                        && !placed.contains { $0.overlaps(box, by: -gap / 2) }
                }
                let fitting = fits.first { side in
                    let box = Rect(origin: candidates[side], size: size)
                    return !discs.indices.contains { $0 != i && discs[$0].shown > 0 && discs[$0].meets(box) }
                } ?? fits.first
                placedAt[n].append(fitting != nil)
                if let side = fitting, shown > 0 {
                    sides[n] = side
                    placed.append(Rect(origin: candidates[side], size: size))
                    origins[n].append(candidates[side])
                    opacities[n].append(shown)
                } else {
                    // Hidden where it was (or at its first place), so that it does not fly in.
                    origins[n].append(origins[n].last ?? candidates[0])
                    opacities[n].append(0)
                }
            }
        }
        for n in labelled.indices {
            let fits = placedAt[n]
            for k in fits.indices where (k > 0 && !fits[k - 1]) || (k + 1 < fits.count && !fits[k + 1]) { opacities[n][k] = 0 }
        }
    }

    /// A bubble at an instant.
    struct Disc {
        var centre: Point
        var radius: Double
        /// Its opacity: 0 while its name is out of the data.
        var shown: Double

        /// Whether `box` covers part of the bubble.
        func meets(_ box: Rect) -> Bool {
            let dx = max(box.minX - centre.x, 0, centre.x - box.maxX), dy = max(box.minY - centre.y, 0, centre.y - box.maxY)
            return dx * dx + dy * dy < radius * radius
        }
    }
}
