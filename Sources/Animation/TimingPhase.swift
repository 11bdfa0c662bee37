/// Which part of its timeline an animation shows at a given time.
public enum TimingPhase: Sendable, Hashable {
    /// Before the beginning, shown only because of a backwards fill.
    case before
    /// Inside the active duration.
    case active
    /// At or after the end, shown only because of a forwards fill.
    case after
}
