/// Where the bar chart writes each bar's value (`SimpleBarChartBarTextType`).
public enum BarTextPosition: String, Sendable, Hashable, CaseIterable {
    /// Inside the bar, its top edge at the bar's top (the default).
    case top
    /// Just above the bar.
    case roof
    /// At half the height of the shortest bar, so the texts line up.
    case middle
}
