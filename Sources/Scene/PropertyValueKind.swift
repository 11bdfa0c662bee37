/// The kinds of `PropertyValue`, for tables of what each key path takes.
public enum PropertyValueKind: String, Sendable, Hashable, CaseIterable {
    case number, point, size, rect, color, transform, numbers, colors, path

    /// A name for the kind, for error messages ("colour list").
    public var name: String {
        switch self {
        case .number: "number"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .color: "colour"
        case .transform: "transform"
        case .numbers: "number list"
        case .colors: "colour list"
        case .path: "path"
        }
    }
}
