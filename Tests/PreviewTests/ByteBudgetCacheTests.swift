@testable import Preview
import Testing

/// The preview's caches of served frames and rendered pixels keep the newest scene version's
/// most recently used values within their byte budget.
@Suite struct ByteBudgetCacheTests {
    @Test func theBudgetIsRespectedAndTheLeastRecentlyUsedGoesFirst() {
        var cache = ByteBudgetCache<String, Int>(budget: 100)
        cache.insert(1, bytes: 40, for: "a", version: 1)
        cache.insert(2, bytes: 40, for: "b", version: 1)
        cache.insert(3, bytes: 40, for: "c", version: 1)
        #expect(cache.keysFromOldest == ["b", "c"])
        #expect(cache.bytes == 80)
        #expect(cache.value(for: "a", version: 1) == nil)
        // A large value drops as many of the oldest as it needs, and no more.
        cache.insert(4, bytes: 10, for: "d", version: 1)
        cache.insert(5, bytes: 90, for: "e", version: 1)
        #expect(cache.keysFromOldest == ["d", "e"])
        #expect(cache.bytes == 100)
        cache.insert(6, bytes: 95, for: "f", version: 1)
        #expect(cache.keysFromOldest == ["f"])
        #expect(cache.bytes == 95)
    }

    @Test func aHitMakesAValueTheMostRecentlyUsed() {
        var cache = ByteBudgetCache<String, Int>(budget: 100)
        cache.insert(1, bytes: 30, for: "a", version: 1)
        cache.insert(2, bytes: 30, for: "b", version: 1)
        cache.insert(3, bytes: 30, for: "c", version: 1)
        #expect(cache.value(for: "a", version: 1) == 1)
        #expect(cache.keysFromOldest == ["b", "c", "a"])
        cache.insert(4, bytes: 30, for: "d", version: 1)
        #expect(cache.keysFromOldest == ["c", "a", "d"])
        #expect(cache.value(for: "b", version: 1) == nil)
        #expect(cache.value(for: "a", version: 1) == 1)
    }

    @Test func insertingAKeptKeyReplacesItsValue() {
        var cache = ByteBudgetCache<String, Int>(budget: 100)
        cache.insert(1, bytes: 30, for: "a", version: 1)
        cache.insert(2, bytes: 30, for: "b", version: 1)
        cache.insert(9, bytes: 50, for: "a", version: 1)
        #expect(cache.keysFromOldest == ["b", "a"])
        #expect(cache.bytes == 80)
        #expect(cache.value(for: "a", version: 1) == 9)
    }

    @Test func aNewerVersionDropsOlderOnesAndOlderOnesAreNotKept() {
        var cache = ByteBudgetCache<String, Int>(budget: 100)
        cache.insert(1, bytes: 10, for: "a", version: 1)
        cache.insert(2, bytes: 10, for: "b", version: 1)
        // Asking for the newer version is enough: the page never asks for the old one again.
        #expect(cache.value(for: "a", version: 2) == nil)
        #expect(cache.count == 0 && cache.bytes == 0)
        cache.insert(3, bytes: 10, for: "a", version: 2)
        // A render of the old version finishing late is neither kept nor found.
        cache.insert(4, bytes: 10, for: "c", version: 1)
        #expect(cache.value(for: "a", version: 1) == nil)
        #expect(cache.keysFromOldest == ["a"])
        #expect(cache.value(for: "a", version: 2) == 3)
        cache.insert(5, bytes: 10, for: "b", version: 3)
        #expect(cache.keysFromOldest == ["b"])
        #expect(cache.bytes == 10)
    }

    @Test func aValueLargerThanTheBudgetIsNotKeptAndDropsNothing() {
        var cache = ByteBudgetCache<String, Int>(budget: 100)
        cache.insert(1, bytes: 60, for: "a", version: 1)
        cache.insert(2, bytes: 101, for: "huge", version: 1)
        #expect(cache.value(for: "huge", version: 1) == nil)
        #expect(cache.keysFromOldest == ["a"])
        cache.insert(3, bytes: 100, for: "whole", version: 1)
        #expect(cache.keysFromOldest == ["whole"])
        #expect(cache.bytes == 100)
    }

    /// Thousands of mixed hits, misses, inserts and version changes give the same values and
    /// order as a plain list kept in order of use (slots freed and reused along the way).
    @Test func itAgreesWithAPlainListInOrderOfUse() {
        var cache = ByteBudgetCache<Int, Int>(budget: 1000)
        var model: [(key: Int, value: Int, bytes: Int)] = []  // least recently used first
        var modelVersion = 0
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int((random >> 33) % UInt64(bound))
        }
        _ = cache.value(for: 0, version: modelVersion)
        for step in 0..<20_000 {
            let key = next(40)
            var version = modelVersion
            if next(500) == 0 { version += 1 }
            if next(200) == 0 { version -= 1 }
            if version > modelVersion {
                modelVersion = version
                model.removeAll()
            }
            if next(2) == 0 {
                let found = cache.value(for: key, version: version)
                var expected: Int?
                if version == modelVersion, let index = model.firstIndex(where: { $0.key == key }) {
                    let entry = model.remove(at: index)
                    model.append(entry)
                    expected = entry.value
                }
                #expect(found == expected, "step \(step)")
            } else {
                let bytes = next(3) == 0 ? next(1200) : next(120)
                cache.insert(step, bytes: bytes, for: key, version: version)
                if version == modelVersion {
                    model.removeAll { $0.key == key }
                    if bytes <= 1000 {
                        while model.reduce(0, { $0 + $1.bytes }) + bytes > 1000 { model.removeFirst() }
                        model.append((key, step, bytes))
                    }
                }
            }
            #expect(cache.keysFromOldest == model.map(\.key), "step \(step)")
            #expect(cache.bytes == model.reduce(0) { $0 + $1.bytes })
            #expect(cache.bytes <= cache.budget)
        }
    }
}
