import Scene

/// The layers of one Lottie composition (the animation's own or a precomposition's), collected
/// back to front and written front to back, as Lottie orders them.
final class LottieComposition {
    private var layers: [[(String, JSONValue)]] = []
    private var nextIndex = 1

    /// Adds a layer (drawn over those added before) and returns its index, for `parent`.
    @discardableResult
    func add(_ members: [(String, JSONValue)]) -> Int {
        let index = nextIndex
        nextIndex += 1
        layers.append([("ind", .number(Double(index)))] + members)
        return index
    }

    /// How many layers the composition has.
    var count: Int { layers.count }

    /// The `layers` array: first is on top.
    var json: JSONValue { .array(layers.reversed().map { .object($0) }) }
}
