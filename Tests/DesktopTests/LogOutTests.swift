import Desktop
import Testing

@Suite("Logging out")
struct LogOutTests {
    @Test func askedFirstThenEveryWindowIsAskedToCloseAndTheSessionEndsWhenNoneIsLeft() {
        var logOut = LogOut()
        #expect(!logOut.mayEnd(windowsLeft: 0), "nobody asked to log out")
        let shows = logOut.ask(), again = logOut.ask()
        #expect(shows && !again, "the prompt shows, once")
        #expect(!logOut.mayEnd(windowsLeft: 0), "not confirmed")
        let asked = logOut.confirm([(window: 7, deletes: true), (window: 9, deletes: false)])
        #expect(asked == [.askToClose(7), .kill(9)])
        #expect(!logOut.mayEnd(windowsLeft: 1), "a window that asks to save is waited for")
        #expect(logOut.mayEnd(windowsLeft: 0))
    }

    @Test func aQuestionIsBroughtForwardOnceAsItComesAndAgainWhenAskedAgainButNothingIsKilled() {
        var logOut = LogOut()
        let idle = logOut.askingToBringForward(among: [7, 11])
        #expect(idle == nil, "not logging out")
        _ = logOut.ask()
        _ = logOut.confirm([(window: 7, deletes: true), (window: 8, deletes: true)])
        let none = logOut.askingToBringForward(among: [7, 8])
        #expect(none == nil, "no question yet")
        let question = logOut.askingToBringForward(among: [7, 8, 11]), twice = logOut.askingToBringForward(among: [7, 8, 11])
        #expect(question == 11 && twice == nil, "the save question that came, once")
        #expect(logOut.windowToBringForwardAgain(among: [7, 8, 11]) == 11)
        #expect(logOut.windowToBringForwardAgain(among: [8]) == 8, "no question: the first window left")
        let ended = logOut.endAnyway([8, 11])
        #expect(ended == [.kill(8), .kill(11)])
    }

    @Test func cancelledNothingMoreHappensAndItCanBeAskedAgain() {
        var logOut = LogOut()
        _ = logOut.ask()
        logOut.cancel()
        #expect(logOut.phase == .none && !logOut.mayEnd(windowsLeft: 0))
        let shows = logOut.ask()
        #expect(shows)
        _ = logOut.confirm([(window: 7, deletes: true)])
        logOut.cancel()
        let after = logOut.askingToBringForward(among: [7, 12])
        #expect(!logOut.isWaiting && after == nil)
    }
}
