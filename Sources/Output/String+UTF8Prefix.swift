extension String {
    /// The longest prefix of whole characters that fits in `limit` UTF-8 bytes.
    func prefix(utf8Bytes limit: Int) -> String {
        guard utf8.count > limit else { return self }
        var result = "", used = 0
        for character in self {
            let size = character.utf8.count
            guard used + size <= limit else { break }
            result.append(character)
            used += size
        }
        return result
    }
}
