/// A model value written as a mapping of fields (a `record` form): it gives its fields back as
/// the decoder reads them, so a scene written out reads back equal.
public protocol RecordModelValue: ModelValue {
    /// The value's fields, each as its form reads it (a nested record as `[String: Any]`, a
    /// list of records as `[[String: Any]]`); fields left out are omitted.
    var recordFields: [String: Any] { get }
}
