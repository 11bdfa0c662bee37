import Scene

/// Something the decoder fills from a mapping's keys, starting from its defaults.
protocol Draft {
    /// The draft before any key is read: what an omitted key leaves.
    init()
}

extension AnimationDraft: Draft {}
extension AudioTrackDraft: Draft {}
extension LayerDraft: Draft {}
extension SceneDraft: Draft {}
extension SlideDraft: Draft {}
extension TimelineDraft: Draft {}
extension TransformDraft: Draft {}

extension Array {
    /// The decoder's keys for these properties of a draft, with the draft's defaults for the
    /// reference.
    func keys<Target: Draft>() -> [PropertyDefinition<Target>] where Element == ModelProperty<Target> {
        let defaults = Target()
        return map { .model($0, at: \.self, defaults: defaults) }
    }
}
