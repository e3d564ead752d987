@testable import Desktop
import Testing

/// `WM_CLASS` read into a session key (the instance) and a name a person reads (the class).
@Suite("A window's class")
struct WindowClassTests {
    private func decoded(_ text: String) -> WindowClass? { WindowClass(Array(text.utf8)) }

    @Test func theInstanceKeysAndTheClassNames() {
        #expect(decoded("xterm\0XTerm\0")?.instance == "xterm" && decoded("xterm\0XTerm\0")?.className == "XTerm")
        #expect(decoded("xterm\0XTerm\0")?.displayName == "XTerm")
    }

    @Test func chromiumIsNamedByItsClassNotAFragmentOfItsProfilePath() {
        let chromium = decoded("chromium (/tmp/chprof)\0Chromium\0")
        #expect(chromium?.instance == "chromium (/tmp/chprof)", "the session's key stays as it was")
        #expect(chromium?.displayName == "Chromium")
    }

    @Test func aMissingClassFallsBackToTheInstanceAndAnEmptyInstanceIsNone() {
        #expect(decoded("lonely\0")?.displayName == "lonely")
        #expect(decoded("lonely")?.displayName == "lonely", "no terminating NUL")
        #expect(decoded("\0Class\0") == nil)
        #expect(decoded("") == nil)
        #expect(decoded(String(repeating: "c", count: 5000) + "\0")?.displayName.count == 64, "a long name is cut")
    }
}
