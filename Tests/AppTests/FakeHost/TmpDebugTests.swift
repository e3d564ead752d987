@testable import App
import Desktop
import Model
import Testing

@Suite struct TmpDebugTests {
    @Test func utilityGoes() throws {
        let desktop = try FakeDesktop()
        let main = desktop.open { _ in .app("XTerm") }
        let utility = desktop.open { _ in var f = ClientFacts.app("XTerm"); f.types = ["UTILITY"]; f.transientFor = main; return f }
        let dialog = desktop.open { _ in var f = ClientFacts.app("XTerm"); f.types = ["DIALOG"]; f.transientFor = main; return f }
        desktop.settle()
        print("DEBUG1 apps \(desktop.host.apps.map(\.id.name)) panels \(desktop.compositor.panelManager.panels.keys.map(\.name))")
        desktop.server.destroy(utility)
        desktop.pass([(utility, .unmapped), (utility, .destroyed)])
        desktop.server.destroy(dialog)
        desktop.pass([(dialog, .unmapped), (dialog, .destroyed)])
        desktop.settle()
        print("DEBUG2 apps \(desktop.host.apps.map(\.id.name)) panels \(desktop.compositor.panelManager.panels.keys.map(\.name))")
    }
}
