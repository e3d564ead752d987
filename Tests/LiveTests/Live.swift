import Foundation
import Testing

/// Every live test shares one X server, one pointer and one keyboard focus, so they run one at a
/// time. Plain `swift test` with no `$DISPLAY` skips them; scripts/test provides Xvfb and fails
/// when any is skipped.
@Suite("Live, under an X server", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X server: run scripts/test, which starts Xvfb"))
enum Live {}
