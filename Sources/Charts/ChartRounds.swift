import Scene

/// Versions of a chart that take turns in one container (a bar chart's "Change" replays, a
/// gauge's sweeps): each round shows from its start until the next round starts.
public enum ChartRounds {
    /// The rounds' layers, named `round-0`, `round-1` …, each visible only during its turn
    /// (the first from the scene's start). A single round stays as it is, always visible.
    public static func layers(_ rounds: [(layer: Layer, begin: Double)]) -> [Layer] {
        rounds.enumerated().map { index, round in
            var layer = round.layer
            layer.id = "round-\(index)"
            let end = index + 1 < rounds.count ? rounds[index + 1].begin : .infinity
            if rounds.count > 1 {
                layer.opacity = 0
                layer.animations.append(index == 0
                    ? ChartAnimation.visible(until: end) : ChartAnimation.visible(from: round.begin, until: end))
            }
            return layer
        }
    }
}
