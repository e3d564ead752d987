import Desktop
import Testing

@Suite("Startup notification: its messages and the launches waiting for a window")
struct StartupNotificationTests {
    @Test func messagesReadAndWriteAsTheSpecSays() throws {
        let new = StartupMessage(.new, ["ID": "flotilla-1-2_TIME10", "NAME": "Text \"Editor\"", "BIN": "mousepad", "WMCLASS": "a\\b"])
        #expect(new.text == #"new: BIN="mousepad" ID="flotilla-1-2_TIME10" NAME="Text \"Editor\"" WMCLASS="a\\b""#)
        #expect(StartupMessage(parsing: new.text) == new)
        let remove = try #require(StartupMessage(parsing: #"remove: ID=gedit-123\ 4_TIME99 SCREEN=0"#))
        #expect(remove.kind == .remove && remove.id == "gedit-123 4_TIME99" && remove.values["SCREEN"] == "0")
        #expect(StartupMessage(parsing: "bogus: ID=x") == nil)
        #expect(StartupMessage(parsing: "new: NAME=x") == nil, "no ID")
        #expect(StartupMessage(parsing: #"new: ID="open"#) == nil, "a quote left open")
    }

    /// A window names its launch itself, else its client leader does for all its program's
    /// windows (mousepad's); the leader is asked only when the window names none.
    @Test func aWindowsLaunchIsItsOwnStartupIdElseItsClientLeaders() {
        let geometry = PixelRect(x: 0, y: 0, width: 10, height: 10)
        var asked: [WindowID] = []
        let leaders = { (leader: WindowID) -> String? in
            asked.append(leader)
            return leader == 0x500 ? "mousepad-1_TIME5" : nil
        }
        #expect(ClientFacts(geometry: geometry, parent: 1, startupID: "own", clientLeader: 0x500).launchID(leaders: leaders) == "own")
        #expect(asked.isEmpty, "its own: the leader is not asked")
        #expect(ClientFacts(geometry: geometry, parent: 1, clientLeader: 0x500).launchID(leaders: leaders) == "mousepad-1_TIME5")
        #expect(ClientFacts(geometry: geometry, parent: 1, clientLeader: 0x600).launchID(leaders: leaders) == nil, "a leader naming none")
        #expect(ClientFacts(geometry: geometry, parent: 1).launchID(leaders: leaders) == nil && asked == [0x500, 0x600], "no leader: none asked")
    }

    @Test func aWindowEndsTheLaunchOfItsStartupIdElseOfItsClass() {
        var pending = PendingStartups()
        pending.begin(StartupSequence(id: "one", app: "mousepad.desktop", startedAt: 0))
        pending.begin(StartupSequence(id: "two", app: "xterm.desktop", windowClass: "XTerm", startedAt: 1))
        #expect(pending.isBusy && pending.deadline == PendingStartups.timeout)
        #expect(pending.complete(startupID: nil, windowClass: WindowClass([UInt8]("other\0Other\0".utf8))) == nil)
        #expect(pending.complete(startupID: nil, windowClass: WindowClass([UInt8]("xterm\0XTerm\0".utf8)))?.id == "two")
        #expect(pending.complete(startupID: "one", windowClass: nil)?.app == "mousepad.desktop")
        #expect(!pending.isBusy && pending.deadline == nil)
    }

    @Test func aRemoveOrTheTimeoutEndsALaunch() {
        var pending = PendingStartups()
        pending.begin(StartupSequence(id: "a", app: "a.desktop", startedAt: 0))
        pending.begin(StartupSequence(id: "b", app: "b.desktop", startedAt: 5))
        #expect(pending.remove(id: "b")?.app == "b.desktop" && pending.remove(id: "b") == nil)
        #expect(pending.expire(now: PendingStartups.timeout - 0.1).isEmpty)
        #expect(pending.expire(now: PendingStartups.timeout).map(\.id) == ["a"])
        #expect(!pending.isBusy)
        for i in 0..<40 { pending.begin(StartupSequence(id: "\(i)", app: "x", startedAt: 0)) }
        #expect(pending.sequences.count == PendingStartups.maximumCount && pending.sequences.first?.id == "8")
    }
}
