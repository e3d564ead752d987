import Desktop
import Testing

/// `_NET_WM_SYNC_REQUEST` without X (the model side of the live test of a resized GTK window
/// answering sync requests): each resize asks the next counter value, and the pixels wait until
/// the client reaches it, or patience runs out.
@Suite("Sync requests with a client")
struct SyncRequestsTests {
    @Test func eachResizeAsksTheNextValueAndThePixelsWaitUntilTheClientReachesIt() {
        var sync = SyncRequests(counter: 41)
        #expect(!sync.waits(at: 10), "no resize yet: nothing waits")
        #expect(sync.ask(at: 10) == 42, "the value after the counter's")
        #expect(sync.waits(at: 10.1))
        #expect(sync.ask(at: 10.1) == 43, "a second resize before the first was answered")
        sync.reached(42)
        #expect(sync.waits(at: 10.2), "the first resize's answer: the second is still drawn")
        sync.reached(43)
        #expect(!sync.waits(at: 10.2), "drawn at its new size: its pixels are read")
        #expect(sync.ask(at: 11) == 44)
        sync.reached(50)
        #expect(!sync.waits(at: 11), "a counter past what was asked answers it too")
    }

    @Test func aClientThatNeverAnswersHoldsItsPixelsForAQuarterSecondAtMost() {
        var sync = SyncRequests(counter: 0)
        _ = sync.ask(at: 5)
        #expect(sync.waits(at: 5 + SyncRequests.patience - 0.01))
        #expect(!sync.waits(at: 5 + SyncRequests.patience), "patience over: read anyway")
        #expect(SyncRequests.patience == 0.25)
    }

    @Test func theCounterGoesPastThirtyTwoBits() {
        var sync = SyncRequests(counter: Int64(UInt32.max))
        #expect(sync.ask(at: 0) == Int64(UInt32.max) + 1, "SYNC counters are 64-bit")
    }
}
