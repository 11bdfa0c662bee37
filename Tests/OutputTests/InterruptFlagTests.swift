import Output
import Testing

/// Servers wait on the flag the signal handler sets: a wait ends when it is set, at once when it
/// was set before, and when the waiting task is cancelled, and never otherwise.
@Suite struct InterruptFlagTests {
    @Test func setWakesEveryWaiter() async {
        let flag = InterruptFlag()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<3 { group.addTask { await flag.wait() } }
            flag.set()
            await group.waitForAll()
        }
        #expect(flag.isSet)
    }

    @Test func aWaitAfterTheInterruptReturnsAtOnce() async {
        let flag = InterruptFlag()
        flag.set()
        await flag.wait()
        #expect(flag.isSet)
    }

    @Test func aCancelledWaitReturnsWithoutTheInterrupt() async {
        let flag = InterruptFlag()
        let waiter = Task { await flag.wait() }
        waiter.cancel()
        await waiter.value
        #expect(!flag.isSet)
    }
}
