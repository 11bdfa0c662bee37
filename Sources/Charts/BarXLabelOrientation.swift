/// How the bar chart turns its x labels (`SimpleBarChartXLabelType`).
public enum BarXLabelOrientation: String, Sendable, Hashable, CaseIterable {
    /// Turned 90° (the default).
    case vertical
    /// Upright.
    case horizontal
    /// Turned 45°.
    case angled

    /// The rotation in degrees for each orientation.
    public var degrees: Double {
        switch self {
        case .vertical: 90
        case .horizontal: 0
        case .angled: 45
        }
    }

    /// What "Change" switches to: vertical and horizontal alternate (angled goes to vertical).
    public var toggled: BarXLabelOrientation { self == .vertical ? .horizontal : .vertical }
}
