import App
import Compositor
import SnapshotTesting
import TestSupport

/// Checks the compositor's next frame against two goldens named `name`: its text snapshot (panel
/// and sheet state and the display list, `NAME.txt`: layout and motion, with a readable diff) and
/// its pixels (`NAME.png`: what only pixels show).
func assertFrame(_ compositor: Compositor, _ headless: HeadlessRenderer, named name: String,
                 fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
                 line: UInt = #line, column: UInt = #column) throws {
    let frame = compositor.nextFrame()
    assertSnapshot(of: compositor.snapshotText(of: frame), as: .lines, named: name,
                   fileID: fileID, file: file, testName: testName, line: line, column: column)
    assertSnapshot(of: try headless.draw(frame.displayList), as: .png(), named: name,
                   fileID: fileID, file: file, testName: testName, line: line, column: column)
}
