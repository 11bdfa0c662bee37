import Animation
import Scene

/// When a chart's texts show during one transition between states, so that no two visible texts
/// overlap and none leaves the frame at any moment: a text kept in both states stays (dipping out
/// only while it crosses another kept text), a text that leaves fades out in the first half before
/// it would run into another, a new text fades in in the second half once it is clear of the others.
/// Texts that leave and texts that arrive are therefore never visible together.
public enum StateTextFades {
    /// A text during the transition: its box at the start and at the end (boxes in between are
    /// interpolated by the transition's eased progress), and whether it is in either state.
    public struct Item: Sendable, Equatable {
        /// The box at the transition's start.
        public var from: Rect
        /// The box at its end.
        public var to: Rect
        /// Whether the text shows in the state before.
        public var before: Bool
        /// Whether the text shows in the state after.
        public var after: Bool

        /// A text moving from `from` to `to`, shown before and/or after.
        public init(from: Rect, to: Rect, before: Bool, after: Bool) {
            self.from = from
            self.to = to
            self.before = before
            self.after = after
        }

        /// The box at eased progress `p`.
        func box(at p: Double) -> Rect {
            Rect(x: from.minX + (to.minX - from.minX) * p, y: from.minY + (to.minY - from.minY) * p,
                 width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p)
        }
    }

    /// How finely the transition is sampled.
    static let steps = 48

    /// Each item's opacity through the transition, as (fraction of the transition's time,
    /// opacity) pairs from 0 to 1; `timing` eases the movement, `frame` bounds the texts.
    public static func schedule(_ items: [Item], timing: TimingFunction, frame: Rect) -> [[(Double, Double)]] {
        let samples = (0...steps).map { Double($0) / Double(steps) }
        let boxes = items.map { item in samples.map { item.box(at: timing.progress($0)) } }
        let kept = items.indices.filter { items[$0].before && items[$0].after }
        let before = items.indices.filter { items[$0].before }, after = items.indices.filter { items[$0].after }
        func clear(_ i: Int, _ s: Int, among others: [Int]) -> Bool {
            let box = boxes[i][s]
            guard box.minX >= frame.minX - 0.5, box.maxX <= frame.maxX + 0.5, box.minY >= frame.minY - 0.5, box.maxY <= frame.maxY + 0.5 else { return false }
            return others.allSatisfy { $0 == i || !Self.overlap(box, boxes[$0][s]) }
        }
        // Kept texts that cross each other dip out while they do.
        var dips: [Int: (Int, Int)] = [:]
        for (n, a) in kept.enumerated() {
            for b in kept[(n + 1)...] {
                let crossing = samples.indices.filter { Self.overlap(boxes[a][$0], boxes[b][$0]) }
                guard let first = crossing.first, let last = crossing.last else { continue }
                for i in [a, b] {
                    let old = dips[i] ?? (first, last)
                    dips[i] = (min(old.0, first), max(old.1, last))
                }
            }
        }
        let half = steps / 2
        return items.indices.map { i -> [(Double, Double)] in
            let item = items[i]
            switch (item.before, item.after) {
            case (true, true):
                guard let (first, last) = dips[i] else { return [(0, 1), (1, 1)] }
                let out = Double(max(first - 1, 0)) / Double(steps), back = Double(min(last + 1, steps)) / Double(steps)
                return [(0, 1), (max(out - 0.15, 0), 1), (out, 0), (back, 0), (min(back + 0.15, 1), 1), (1, 1)]
            case (true, false):
                var end = 0
                while end < half, clear(i, end + 1, among: before) { end += 1 }
                return [(0, 1), (Double(end) / Double(steps), 0), (1, 0)]
            case (false, true):
                var start = steps
                while start > half, clear(i, start - 1, among: after) { start -= 1 }
                return [(0, 0), (Double(start) / Double(steps), 0), (1, 1)]
            case (false, false):
                return [(0, 0), (1, 0)]
            }
        }
    }

    /// Whether two boxes overlap by more than a point each way (with a point to spare).
    static func overlap(_ a: Rect, _ b: Rect) -> Bool { a.overlaps(b, by: -1) }
}
