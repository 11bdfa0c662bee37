/// A value a Lottie property animates: a vector of numbers, or a Bézier shape.
protocol LottieValue: Equatable {
    /// Reads one keyframe's value (or the static value).
    static func parse(_ cursor: JSONCursor, budget: LottieBudget) throws(LottieImportError) -> Self
    /// The value `progress` of the way to `other`; `progress` has one eased fraction per
    /// dimension (shapes use the first).
    func interpolated(to other: Self, progress: [Double]) -> Self
}

extension Array: LottieValue where Element == Double {
    static func parse(_ cursor: JSONCursor, budget: LottieBudget) throws(LottieImportError) -> [Double] {
        let numbers = try cursor.numbers()
        guard numbers.count <= 64 else {
            throw cursor.error("a value has \(numbers.count) numbers", fix: "give at most 64 numbers (a point, a colour or gradient stops)")
        }
        return numbers
    }

    func interpolated(to other: [Double], progress: [Double]) -> [Double] {
        guard !progress.isEmpty else { return self }
        return indices.map { index in
            let t = progress[Swift.min(index, progress.count - 1)]
            let end = index < other.count ? other[index] : self[index]
            return self[index] + (end - self[index]) * t
        }
    }
}
