import Scene

// Charts configured in one expression, as layers are with their modifiers, so that a chart is
// set up inside a layer builder (where `chart.incrementValue = 1000` is not an expression):
//
//     Layer.group {
//         try BarChart(values: sales)
//             .set(\.incrementValue, 1000)
//             .set(\.barColor, Color(named: "steelblue")!)
//             .frame(Rect(x: 20, y: 20, width: 600, height: 300))
//             .layer(measuring: measurer)
//     }
extension Chart {
    /// A copy with the property at `keyPath` set to `value`: any chart setting, by its name.
    public func set<Value>(_ keyPath: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }

    /// A copy drawn into `frame` of its superlayer: `origin` its top-left corner, `size` its size.
    public func frame(_ frame: Rect) -> Self {
        var copy = self
        copy.origin = frame.origin
        copy.size = frame.size
        return copy
    }
}
