/// A kind of layer: its scene-file `type` name, the content it starts with and the properties
/// it adds to those every layer has (`LayerType.common`). The key-path table animations use,
/// the scene-file decoder, the JSON Schema and the reference are derived from these.
///
/// Adding a content layer type: a content case with its model struct, a `Layer` accessor
/// (`Layer+Content.swift`), a `LayerType` declaring its properties, and an entry in `builtIn`.
public struct LayerType: Sendable {
    /// The scene file's `type` name.
    public let name: String
    /// What the type draws, for the reference.
    public let summary: String
    /// What a layer of this type holds before a scene file's keys are read.
    public let initialContent: LayerContent
    /// The properties this type adds to `LayerType.common`.
    public let properties: [ModelProperty<Layer>]

    /// A layer type named `name` whose layers start with `initialContent` and add `properties`.
    public init(name: String, summary: String, initialContent: LayerContent = .none, properties: [ModelProperty<Layer>]) {
        self.name = name
        self.summary = summary
        self.initialContent = initialContent
        self.properties = properties
    }

    /// The content kind whose layers have `properties`; `nil` for plain layers.
    public var contentKind: LayerContentKind? { initialContent.kind }

    /// A layer of this type as a scene file starts it: the model's defaults.
    public var initialLayer: Layer { Layer(content: initialContent) }

    /// The layer types of the `Scene` model, in the order the reference lists them.
    public static let builtIn: [LayerType] = [plain, shape, text, gradient, image]

    /// A plain layer: a background, a border, a group for sublayers.
    public static let plain = LayerType(name: "layer", summary: "A plain layer: a background, a group for sublayers.", properties: [])

    /// The property of some built-in layer type (or every layer) at a Swift key path, such as
    /// `\Layer.shape.strokeEnd`.
    public static func property(at keyPath: PartialKeyPath<Layer>) -> ModelProperty<Layer>? {
        // A search rather than a dictionary: key paths are not `Sendable`, so they cannot key a static table.
        (common + builtIn.flatMap(\.properties)).first { $0.keyPath == keyPath }
    }
}
