import Desktop
import Testing

@Suite("Logging out")
struct LogOutTests {
    @Test func everyWindowIsAskedOnceThenKilledWhenAskedAgainAndTheSessionEndsWhenNoneIsLeft() {
        var logOut = LogOut()
        #expect(!logOut.mayEnd(windowsLeft: 0), "nobody asked to log out")
        let first = logOut.ask([(window: 7, deletes: true), (window: 9, deletes: false)])
        #expect(first == [.askToClose(7), .kill(9)])
        #expect(!logOut.mayEnd(windowsLeft: 1), "a window that asks to save is waited for")
        #expect(logOut.mayEnd(windowsLeft: 0))
        // The save question's dialog is a window too; asked again, everything left ends.
        #expect(logOut.ask([(window: 7, deletes: true), (window: 11, deletes: true)]) == [.kill(7), .kill(11)])
    }
}
