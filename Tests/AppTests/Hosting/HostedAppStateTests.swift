@testable import App
import Model
import Testing

@Suite("A hosted app's window states")
struct HostedAppStateTests {
    /// A window that goes takes its frame from before it was maximised with it: the next window
    /// the app maps is not restored to it (its states end with it: ManagedClientsTests).
    @Test func theFrameBeforeMaximisingOfAWindowThatWentIsForgotten() {
        let app = HostedApp(AppSpec(id: "viewer", command: ["viewer"]), process: nil, at: 0)
        app.unmaximisedFrame = Rect(x: 10, y: 20, width: 300, height: 200)
        app.forgetWindow()
        #expect(app.unmaximisedFrame == nil)
    }
}
