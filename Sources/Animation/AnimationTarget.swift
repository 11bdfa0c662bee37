/// Something whose properties animations read and write by key path name, such as a layer.
public protocol AnimationTarget {
    associatedtype Value: Interpolatable
    /// The current value at `keyPath`, or `nil` when the key path does not exist.
    func value(forKeyPath keyPath: String) -> Value?
    mutating func setValue(_ value: Value, forKeyPath keyPath: String)
}
