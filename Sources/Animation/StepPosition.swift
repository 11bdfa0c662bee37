/// Where a `steps` timing function jumps, as in CSS `steps(n, <position>)`.
public enum StepPosition: String, Sendable, Hashable, CaseIterable {
    case jumpStart, jumpEnd, jumpNone, jumpBoth
}
