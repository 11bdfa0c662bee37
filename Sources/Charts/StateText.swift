import Scene

/// A chart text through the states: where its centre is in each state it shows in, where it
/// waits in a state it does not (`ghost`, given its place in the neighbouring state), its box
/// and its turn.
struct StateText {
    /// Per state, the text's centre; `nil` where it does not show.
    var centers: [Point?]
    /// Where the text is in state j, which it does not show in, given its centre in state i
    /// next to it.
    var ghost: (Int, Int, Point) -> Point
    /// The text's box.
    var size: Size
    /// Radians, as `PlacedLabel`'s.
    var rotation: Double = 0
    /// Per state, the text's box where it changes from state to state (an x label shortened to
    /// each state's room, its bounds animated); `size` where empty or `nil`.
    var sizes: [Size?] = []

    /// The text's box in state `k`.
    func size(inState k: Int) -> Size { k < sizes.count ? sizes[k] ?? size : size }

    /// The upright box the turned text of `size` covers around `center`.
    func box(at center: Point, size: Size? = nil) -> Rect {
        PlacedLabel(text: "", size: size ?? self.size, center: center, rotation: rotation).box
    }

    /// The text during the transition into state `k`, for `StateTextFades`: its box at each end,
    /// of the size it has there (or in the other state, where it shows in one only).
    func item(intoState k: Int) -> StateTextFades.Item {
        let before = centers[k - 1], after = centers[k]
        let from = before ?? after.map { ghost(k - 1, k, $0) } ?? .zero
        let to = after ?? before.map { ghost(k, k - 1, $0) } ?? .zero
        let fromSize = size(inState: before != nil ? k - 1 : k), toSize = size(inState: after != nil ? k : k - 1)
        return StateTextFades.Item(from: box(at: from, size: fromSize), to: box(at: to, size: toSize), before: before != nil, after: after != nil)
    }

    /// The centre's keyframes through the states.
    func positionKeys(_ timeline: StateTimeline) -> [StateKey] {
        timeline.keys(centers, ghost: ghost) { .point($0) }
    }

    /// Where the layer sits before any animation: its first centre, or where it waits to grow
    /// in before the first state it shows in, k — the first of `positionKeys`, so that a text
    /// whose keys never move (it waits where it then shows) has no animation and stays there.
    var firstCenter: Point {
        if let first = centers.first, let center = first { return center }
        guard let k = centers.firstIndex(where: { $0 != nil }), let center = centers[k] else { return .zero }
        return ghost(k - 1, k, center)
    }

    /// A text's layer and its tracks (key path, keyframes), waiting for its opacity.
    typealias Planned = (text: StateText, layer: Layer, keys: [(String, [StateKey])])

    /// The layer of `planned`, at its first place, with its tracks and `opacity`.
    static func layer(_ planned: Planned, opacity: [StateKey]) -> Layer {
        var layer = planned.layer
        layer.position = planned.text.firstCenter
        if let first = opacity.first, case .number(let value) = first.value { layer.opacity = value }
        for (keyPath, keys) in planned.keys + [("opacity", opacity)] { layer.add(StateTimeline.animation(keyPath, keys)) }
        return layer
    }

    /// Every text's opacity keyframes, faded so that no two visible texts overlap and none
    /// leaves `frame` during a transition (see `StateTextFades`).
    static func opacityKeys(_ texts: [StateText], timeline: StateTimeline, frame: Rect) -> [[StateKey]] {
        let transitions = timeline.times.count
        var fades = texts.map { _ in [[(Double, Double)]](repeating: [], count: transitions) }
        for k in 1..<max(transitions, 1) {
            let schedule = StateTextFades.schedule(texts.map { $0.item(intoState: k) }, timing: timeline.timing, frame: frame)
            for i in texts.indices { fades[i][k] = schedule[i] }
        }
        return texts.indices.map { timeline.fadeKeys(texts[$0].centers.map { $0 != nil }, fades: fades[$0]) }
    }
}
