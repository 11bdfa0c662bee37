extension Layer {
    /// Why `id` cannot name a layer (it is empty or holds a space, and a scene file's timeline
    /// and styles refer to layers by ids written as plain words), or `nil` when it can. A scene
    /// file gets the same message for every such name; quotes, slashes and any script are fine.
    public static func idProblem(_ id: String) -> (message: String, fix: String)? {
        guard id.isEmpty || id.contains(where: \.isWhitespace) else { return nil }
        return ("'\(id.echoed)' is not a usable name", "use a name without spaces, such as \"bar-1\"")
    }
}
