import Model
import Testing

@Suite("What a session starts again")
struct RelaunchTests {
    @Test func eachSavedAppStartsOnceLessWhatAutostartStartedAndAGoneOneIsNamed() throws {
        let installed = try ["logo", "eyes", "clock"].map { try LaunchSearchTests.app($0, id: "\($0).desktop") }
        let relaunch = Relaunch(saved: ["clock.desktop", "logo.desktop", "logo.desktop", "removed.desktop", "eyes.desktop"],
                                autostarted: ["clock.desktop"], installed: installed)
        #expect(relaunch.entries.map(\.id) == ["logo.desktop", "logo.desktop", "eyes.desktop"], "two logos ran: both come back; clock once")
        #expect(relaunch.gone == ["removed.desktop"])
        #expect(Relaunch(saved: ["clock.desktop"], autostarted: ["clock.desktop", "clock.desktop"], installed: installed).entries.isEmpty)
    }
}
