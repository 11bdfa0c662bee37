import Animation
import Scene
import Testing
import TestSupport
@testable import Charts

/// A line race's per-name animations compute their keyframes from the race's data when
/// evaluated (`LineRaceKeyframes`) instead of storing them: they must evaluate exactly as the
/// keyframes they store when asked (which the scene writer, Lottie export and `--check` read).
@Suite struct LineRaceKeyframesTests {
    /// Ugly data: names entering late, ties, zeros, a huge value, more labels than the small
    /// plot has room for (so that labels hide and keep their places), highlighted names.
    static func uglyRace() -> LineRace {
        let names = (0..<14).map { "Name \($0)" } + ["A name far too long to fit beside its value at the head"]
        let periods = (0..<9).map { String(2000 + $0) }
        let values: [[Double?]] = periods.indices.map { k in
            names.indices.map { i -> Double? in
                if i % 5 == 4, k < i / 5 + 2 { return nil }      // enters late
                if i == 3 { return 0 }                            // zero throughout
                if i == 6 || i == 7 { return 40 + Double(k) }     // a tie
                if i == 9, k == 5 { return 2.5e9 }                // a huge value for a period
                return Double((i * 37 + k * 11) % 90) + Double(k) * 3
            }
        }
        var story = RaceStory(data: RaceData(periods: periods, names: names, values: values))
        story.missing = .skip
        story.periodDuration = 0.7
        story.startTime = 0.4
        return LineRace(story: story, highlight: ["Name 2", "Name 7"], size: Size(width: 480, height: 270))
    }

    static func computed(in layer: Layer) -> [(layer: String, animation: ComputedKeyframeAnimation<PropertyValue>)] {
        layer.animations.compactMap { if case .computed(let c) = $0 { (layer.id ?? "", c) } else { nil } }
            + layer.sublayers.flatMap(computed(in:))
    }

    /// The tree with every computed animation replaced by the keyframes it stores.
    static func storing(_ layer: Layer) -> Layer {
        var layer = layer
        layer.animations = layer.animations.map(\.storingKeyframes)
        layer.sublayers = layer.sublayers.map(storing)
        return layer
    }

    @Test func computedKeyframesEvaluateAsTheKeyframesTheyStore() throws {
        let race = Self.uglyRace()
        let chart = try race.layer(measuring: FixedMeasurer())
        let animations = Self.computed(in: chart)
        let parts = Set(animations.compactMap { ($0.animation.source as? LineRaceKeyframes).map { "\($0.part)" } })
        #expect(parts.count == 9, "every part of a line is computed: \(parts.sorted())")
        let story = race.story
        // Every key time of every animation, the periods, the sampled instants and a fine grid
        // between and around them.
        var times = Set<Double>()
        for k in 0...(story.data.periods.count * 8) { times.insert(story.startTime + Double(k) * story.periodDuration / 8) }
        for k in 0...400 { times.insert(-0.3 + Double(k) * (story.endTime + 0.6) / 400) }
        for (_, animation) in animations {
            for keyTime in animation.keyframes.effectiveKeyTimes { times.insert(animation.timing.beginTime + keyTime * animation.timing.duration) }
        }
        var compared = 0
        for (id, animation) in animations {
            let stored = animation.keyframes
            #expect(stored.keyPath == animation.keyPath && stored.timing == animation.timing, "\(id)")
            #expect(stored.validate().isEmpty, "\(id): \(stored.validate().map(\.message))")
            let base = PropertyValue.number(0)
            for time in times {
                let computed = animation.value(at: time, base: base), expected = stored.value(at: time, base: base)
                if computed != expected {
                    Issue.record("\(id) \(animation.keyPath) at \(time): computed \(String(describing: computed)), stored \(String(describing: expected))")
                    return
                }
                compared += 1
            }
        }
        #expect(compared > 10_000)
        // The whole tree presents the same, computed or stored.
        let stored = Self.storing(chart)
        #expect(Self.computed(in: stored).isEmpty)
        for time in times.sorted() where Int(time * 1000) % 7 == 0 {
            #expect(chart.presented(at: time) == stored.presented(at: time), "at \(time)")
        }
    }

    @Test func aComputedAnimationEqualsOnlyTheSameRacesSame() throws {
        let a = try Self.uglyRace().layer(measuring: FixedMeasurer())
        let b = try Self.uglyRace().layer(measuring: FixedMeasurer())
        #expect(a == b, "two builds of the same race are equal")
        var other = Self.uglyRace()
        other.story.startTime += 0.1
        #expect(try other.layer(measuring: FixedMeasurer()) != a)
        // Computed keyframes equal the keyframes they store (a written scene reads back equal).
        #expect(Self.storing(a) == a)
        #expect(Self.storing(a) != (try other.layer(measuring: FixedMeasurer())))
    }
}
