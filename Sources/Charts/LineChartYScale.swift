/// How a line chart maps values onto its height.
public enum LineChartYScale: String, Sendable, Hashable, CaseIterable {
    /// Values sit on the scale the y labels show: numeric `yLabels` set the range (widened to
    /// the data when a value lies outside), without them round ticks (1-2-5 steps) cover the
    /// data from 0.
    case axis
    /// The data's own range: values graded between the data's
    /// minimum and maximum, the y labels evenly spaced apart from them.
    case dataRange
}
