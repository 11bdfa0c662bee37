import Scene

extension ModelProperty where Root == LayerDraft {
    /// `data: sales.csv`: the file whose columns the layer's lists may name. The decoder reads
    /// it (`LayerDecoder.readData`) before the layer's other keys.
    static var data: Self {
        .key("data", \.data, example: "sales.csv",
            "A .csv (with a header row) or .json file next to the scene; `values`, labels and other lists may then name its columns, so the video can be rendered again when the data changes.")
    }
}
