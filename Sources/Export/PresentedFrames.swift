import Foundation
import Scene

/// The presented layer trees of recent frames, shared by a pipeline's workers.
///
/// Deciding whether frame n is a hold needs frame n − 1's tree, which another worker has
/// usually just evaluated: workers take frames in turn, so without sharing each frame's tree
/// would be evaluated twice. Evaluation is deterministic, so a tree evaluated again when the
/// other worker has not stored it yet is the same tree: what is shared never changes a pixel.
final class PresentedFrames: @unchecked Sendable {
    private let lock = NSLock()
    private var trees: [Int: [Layer]] = [:]
    /// How far behind the newest stored frame a tree is kept.
    private let window: Int

    /// A store keeping the trees of the last `window` frame indexes stored.
    init(window: Int) {
        self.window = max(1, window)
    }

    /// Frame `index`'s tree, if a worker stored it.
    func tree(at index: Int) -> [Layer]? {
        lock.lock(); defer { lock.unlock() }
        return trees[index]
    }

    /// Stores frame `index`'s tree and forgets those more than `window` frames older.
    func store(_ tree: [Layer], at index: Int) {
        lock.lock(); defer { lock.unlock() }
        trees[index] = tree
        if trees.count > window { trees = trees.filter { $0.key > index - window } }
    }
}
