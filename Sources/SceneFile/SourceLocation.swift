import Scene

/// A place in a scene file: 1-based line and column. The same notion as a layer's
/// `LayerOrigin` (`SourcePlace`), so a decoded layer records where it is written as a problem does.
public typealias SourceLocation = SourcePlace
