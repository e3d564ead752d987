@testable import App
import Model
import Testing

@Suite("A hosted app's window states")
struct HostedAppStateTests {
    /// A window that goes takes its states with it: the next window the app maps is not said to be
    /// maximised or kept above, nor restored to a frame from before.
    @Test func theStatesOfAWindowThatWentAreForgotten() {
        let app = HostedApp(AppSpec(id: "viewer", command: ["viewer"]), process: nil, at: 0)
        app.windowStates = [.above, .maximizedVertical, .hidden]
        app.unmaximisedFrame = Rect(x: 10, y: 20, width: 300, height: 200)
        app.forgetWindow()
        #expect(app.windowStates.isEmpty)
        #expect(app.unmaximisedFrame == nil)
    }
}
