import Animation

extension PropertyValue {
    /// Why this value cannot animate to `other`: a different kind, a different count of numbers
    /// or colours, or paths whose commands differ (which would garble the shape mid-animation).
    public func interpolationProblem(to other: PropertyValue) -> String? {
        switch (self, other) {
        case _ where kind != other.kind:
            return "a \(kindName) cannot animate to a \(other.kindName)"
        case let (.numbers(a), .numbers(b)) where a.count != b.count:
            return "a list of \(a.count) numbers cannot animate to a list of \(b.count)"
        case let (.colors(a), .colors(b)) where a.count != b.count:
            return "a list of \(a.count) colours cannot animate to a list of \(b.count)"
        case let (.path(a), .path(b)) where !a.hasSameStructure(as: b):
            return "the paths have different structures (\(a.elements.count) commands and \(b.elements.count), "
                + "or commands of other kinds), so they cannot morph point by point"
        default:
            return nil
        }
    }
}
