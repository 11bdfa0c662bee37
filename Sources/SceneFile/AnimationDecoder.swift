import Animation
import Scene

/// Reads one entry of a layer's `animations:` list.
enum AnimationDecoder {
    static func decode(_ reader: NodeReader, for layer: Layer) -> Animation<PropertyValue>? {
        guard let keys = reader.mapping(allowed: SceneDecoder.animationKeys) else { return nil }
        if let typeReader = keys["type"], let type = typeReader.string(), type != "basic" {
            typeReader.report("unknown animation type '\(type)'", fix: "use `type: basic`")
            return nil
        }
        guard let keyPathReader = keys["keyPath"] else {
            reader.report("an animation needs a 'keyPath'", fix: "add `keyPath: strokeEnd` (or opacity, position, …)")
            return nil
        }
        guard let keyPath = keyPathReader.string() else { return nil }
        guard let model = layer.value(forKeyPath: keyPath) else {
            let known = Layer.animatableKeyPaths.keys.filter { layer.value(forKeyPath: $0) != nil }
            let fix = Suggestion.closest(to: keyPath, in: known).map { "did you mean '\($0)'?" }
                ?? "this layer animates \(known.sorted().joined(separator: ", "))"
            keyPathReader.report("'\(keyPath)' is not an animatable property of this layer", fix: fix)
            return nil
        }
        var ok = true
        func value(_ key: String) -> PropertyValue? {
            guard let r = keys[key] else { return nil }
            let v = PropertyValueDecoder.decode(r, like: model)
            if v == nil { ok = false }
            return v
        }
        func number(_ key: String, _ range: ClosedRange<Double>, default fallback: Double) -> Double {
            guard let r = keys[key] else { return fallback }
            guard let v = r.number(in: range) else { ok = false; return fallback }
            return v
        }
        var timing = MediaTiming()
        timing.beginTime = number("beginTime", -86_400...86_400, default: 0)
        timing.duration = number("duration", 0...86_400, default: 0.25)
        timing.speed = number("speed", -1000...1000, default: 1)
        timing.timeOffset = number("timeOffset", -86_400...86_400, default: 0)
        if let r = keys["repeatCount"] {
            if case .scalar(let s) = r.node, ["infinity", "inf", ".inf"].contains(s.string.lowercased()) {
                timing.repeatCount = .infinity
            } else if let v = r.number(in: 0...1_000_000) { timing.repeatCount = v } else { ok = false }
        }
        if let r = keys["autoreverses"] { if let v = r.bool() { timing.autoreverses = v } else { ok = false } }
        if let r = keys["fillMode"] {
            if let name = r.string(), let mode = FillMode(rawValue: name) { timing.fillMode = mode } else {
                r.report("unknown fill mode \(r.shortDescription)", fix: "use one of removed, forwards, backwards, both")
                ok = false
            }
        }
        var timingFunction = TimingFunction.linear
        if let r = keys["timingFunction"], let name = r.string() {
            if let function = TimingFunction.named[name] { timingFunction = function } else {
                let fix = Suggestion.closest(to: name, in: TimingFunction.named.keys).map { "did you mean '\($0)'?" }
                    ?? "use one of \(TimingFunction.named.keys.sorted().joined(separator: ", "))"
                r.report("unknown timing function '\(name)'", fix: fix)
                ok = false
            }
        }
        var additive = false, cumulative = false
        if let r = keys["additive"] { if let v = r.bool() { additive = v } else { ok = false } }
        if let r = keys["cumulative"] { if let v = r.bool() { cumulative = v } else { ok = false } }
        let animation = BasicAnimation(
            keyPath: keyPath, fromValue: value("fromValue"), toValue: value("toValue"), byValue: value("byValue"),
            timing: timing, timingFunction: timingFunction, isAdditive: additive, isCumulative: cumulative)
        return ok ? .basic(animation) : nil
    }
}
