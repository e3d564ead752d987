import Desktop
import Testing

/// Closing a window without an X server: asked first, killed when it cannot be asked, when asked
/// again after the grace, or when it hangs.
@Suite("How a window is closed")
struct ClosingTests {
    @Test func theFirstCloseAsksAndPingsAndASecondSoonAfterAsksAgain() {
        var closing = Closing()
        #expect(closing.close(at: 10, deletes: true, pings: true) == [.ask, .ping])
        closing.answered()
        #expect(closing.close(at: 12, deletes: true, pings: true) == [.ask, .ping], "it answered: pinged again")
        #expect(closing.close(at: 12.5, deletes: true, pings: true) == [.ask], "a ping is on its way")
    }

    @Test func askedAgainAfterTheGraceItIsKilled() {
        var closing = Closing()
        _ = closing.close(at: 10, deletes: true, pings: false)
        #expect(closing.close(at: 14.9, deletes: true, pings: false) == [.ask])
        #expect(closing.close(at: 15, deletes: true, pings: false) == [.kill], "5 s after the first ask")
    }

    @Test func aWindowThatLeavesAPingUnansweredASecondHangsAndIsKilled() {
        var closing = Closing()
        #expect(closing.close(at: 10, deletes: true, pings: true) == [.ask, .ping])
        #expect(closing.close(at: 10.9, deletes: true, pings: true) == [.ask])
        #expect(closing.close(at: 11, deletes: true, pings: true) == [.kill])
    }

    @Test func aWindowThatTakesNoPartInDeleteWindowIsKilledAtOnce() {
        var closing = Closing()
        #expect(closing.close(at: 0, deletes: false, pings: false) == [.kill])
    }

    /// A window that closed, and the app mapped another in its panel: that one is asked first too.
    @Test func aWindowTakenAgainIsAskedAfresh() {
        var clients = ManagedClients()
        clients.take(0x200, panel: "editor")
        #expect(clients.close(0x200, at: 0, deletes: true, pings: false) == [.askToClose(0x200)])
        clients.letGo(0x200)
        clients.take(0x300, panel: "editor")
        #expect(clients.close(0x300, at: 60, deletes: true, pings: false) == [.askToClose(0x300)], "not killed for the first window's ask a minute ago")
        #expect(clients.close(0x999, at: 60, deletes: true, pings: false) == [], "a window not held")
    }
}
