extension KeyframeAnimation {
    /// Every reason this keyframe animation cannot play as written, located at its fields.
    public func validate() -> [AnimationProblem] {
        var problems = timing.validate(keyPath: keyPath)
        problems += timingFunction.validate(at: [.key("timingFunction")], keyPath: keyPath)
        problems += valueProblems()
        if !calculationMode.isPaced {
            problems += keyTimeProblems()
            if calculationMode != .discrete { problems += timingFunctionsProblems() }
        }
        if calculationMode.isCubic {
            for (name, list) in [("tensionValues", tensionValues), ("continuityValues", continuityValues), ("biasValues", biasValues)] {
                problems += splineParameterProblems(name, list)
            }
        }
        return problems
    }

    private func report(_ path: [AnimationProblem.PathComponent], _ message: String, _ fix: String) -> AnimationProblem {
        AnimationProblem(path: path, keyPath: keyPath, message: message, fix: fix)
    }

    private func valueProblems() -> [AnimationProblem] {
        guard let first = values.first else {
            return [report([.key("values")], "values is empty, so there is nothing to animate through",
                           "give two or more values")]
        }
        return values.enumerated().dropFirst().compactMap { index, value in
            first.interpolationProblem(to: value).map {
                report([.key("values"), .index(index)], "values[\(index)] cannot blend with values[0]: \($0)",
                       "give every value the same kind as the first")
            }
        }
    }

    private func keyTimeProblems() -> [AnimationProblem] {
        guard let keyTimes else { return [] }
        let count = values.count, discrete = calculationMode == .discrete
        guard keyTimes.count == count || (discrete && keyTimes.count == count + 1) else {
            let expected = discrete ? "\(count) (or \(count + 1))" : "\(count)"
            return [report(
                [.key("keyTimes")],
                "\(keyTimes.count) keyTimes for \(count) values; each value needs one key time"
                    + (discrete ? " (discrete animations may add one closing the last value)" : ""),
                "give \(expected) key times from 0 to 1, or leave keyTimes out to space the values evenly")]
        }
        var problems: [AnimationProblem] = []
        for (index, time) in keyTimes.enumerated() {
            let at: [AnimationProblem.PathComponent] = [.key("keyTimes"), .index(index)]
            if !time.isFinite || time < 0 || time > 1 {
                problems.append(report(
                    at, "keyTimes[\(index)] is \(time.plainText), outside [0, 1]; key times are fractions of the duration",
                    "use a fraction between 0 and 1"))
            } else if index > 0, (0...1).contains(keyTimes[index - 1]), time < keyTimes[index - 1] {
                problems.append(report(
                    at, "keyTimes[\(index)] is \(time.plainText), less than keyTimes[\(index - 1)] (\(keyTimes[index - 1].plainText)); key times must not decrease",
                    "list the key times in increasing order, one per value"))
            }
        }
        guard problems.isEmpty, let first = keyTimes.first, let last = keyTimes.last else { return problems }
        if first != 0 {
            problems.append(report(
                [.key("keyTimes"), .index(0)], "the first key time is \(first.plainText); it must be 0",
                "start keyTimes at 0 (delay the animation with beginTime instead)"))
        }
        let closes = !discrete || keyTimes.count == count + 1
        if closes, last != 1, count > 1 {
            problems.append(report(
                [.key("keyTimes"), .index(keyTimes.count - 1)], "the last key time is \(last.plainText); it must be 1",
                "end keyTimes at 1 (shorten the animation with duration instead)"))
        }
        return problems
    }

    private func timingFunctionsProblems() -> [AnimationProblem] {
        guard let timingFunctions else { return [] }
        let segments = max(values.count - 1, 0)
        var problems: [AnimationProblem] = []
        if timingFunctions.count != segments {
            problems.append(report(
                [.key("timingFunctions")],
                "\(timingFunctions.count) timingFunctions for \(segments) segments between \(values.count) values",
                "give one timing function per segment (\(segments)), or leave timingFunctions out for linear segments"))
        }
        for (index, function) in timingFunctions.enumerated() {
            problems += function.validate(at: [.key("timingFunctions"), .index(index)], keyPath: keyPath)
        }
        return problems
    }

    private func splineParameterProblems(_ name: String, _ list: [Double]?) -> [AnimationProblem] {
        guard let list else { return [] }
        if list.count != values.count {
            return [report([.key(name)], "\(list.count) \(name) for \(values.count) values",
                           "give one number per value, or leave \(name) out (0 each)")]
        }
        return list.enumerated().compactMap { index, x in
            Validation.finite(x, [.key(name), .index(index)], keyPath: keyPath, unit: "")
        }
    }
}
