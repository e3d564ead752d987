import Input
import Model

/// A pointer position in a script: whole points in window coordinates (X pointer events carry
/// whole pixels, so offscreen and live replays see the same positions).
public struct ScriptPoint: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The point in the model's coordinates.
    public var point: Point { Point(x: Double(x), y: Double(y)) }
}

/// One step of an interaction script (the format is documented in docs/scripts.md).
public enum ScriptStep: Hashable, Sendable {
    /// Moves the pointer.
    case move(ScriptPoint)
    /// Presses a pointer button where the pointer is.
    case down(button: Int)
    /// Releases a pointer button where the pointer is.
    case up(button: Int)
    /// Moves to `from`, presses button 1, moves in a straight line to `to` over `milliseconds`
    /// (one sample per frame) and releases there.
    case drag(from: ScriptPoint, to: ScriptPoint, milliseconds: Int)
    /// Turns the wheel by whole notches (negative: left, up).
    case wheel(dx: Int, dy: Int)
    /// Presses the modifiers, presses and releases the key, and releases the modifiers.
    case key(KeyPress)
    /// Lets time pass.
    case wait(milliseconds: Int)
    /// Lets time pass until no spring moves.
    case settle
    /// Takes a picture of the window, written as `NAME.png`.
    case shot(String)
    /// Changes the window's size.
    case resize(width: Int, height: Int)
    /// A touchpad gesture where the pointer is (`swipe`, `pinch`).
    case gesture(ScriptGesture)
}

/// A touchpad gesture in a script: where the pointer is, its fingers move over `milliseconds`
/// (one update a frame), then lift — or the gesture is cancelled instead.
public struct ScriptGesture: Hashable, Sendable {
    public enum Motion: Hashable, Sendable {
        /// The fingers move together by (dx, dy) points.
        case swipe(dx: Int, dy: Int)
        /// The fingers spread to `percent` % of their first distance apart and turn by `degrees`, clockwise.
        case pinch(percent: Int, degrees: Int)
    }

    public var fingers: Int
    public var motion: Motion
    public var milliseconds: Int
    /// It ends cancelled (a finger lifted too early), not ended.
    public var cancelled: Bool

    public init(fingers: Int, _ motion: Motion, milliseconds: Int, cancelled: Bool = false) {
        (self.fingers, self.motion, self.milliseconds, self.cancelled) = (fingers, motion, milliseconds, cancelled)
    }

    /// Its verb in a script.
    public var verb: String {
        switch motion {
        case .swipe: "swipe"
        case .pinch: "pinch"
        }
    }
}

/// A parsed interaction script: its steps with the lines they came from.
public struct Script: Hashable, Sendable {
    /// A step and the 1-based number of its line in the file.
    public struct Line: Hashable, Sendable {
        public var number: Int
        public var step: ScriptStep

        public init(number: Int, step: ScriptStep) {
            self.number = number
            self.step = step
        }
    }

    /// The file's name as the user gave it, for error messages.
    public var file: String
    public var lines: [Line]

    public init(file: String, lines: [Line]) {
        self.file = file
        self.lines = lines
    }

    /// The shot names, in order.
    public var shotNames: [String] {
        lines.compactMap { if case .shot(let name) = $0.step { name } else { nil } }
    }

    /// An error at `line` of this script.
    public func error(line: Int, _ message: String) -> ScriptError {
        ScriptError(file: file, line: line, message: message)
    }
}

/// Why a script cannot be used: `fling.script: line 3: drag: expected 5 numbers …`.
public struct ScriptError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String
    /// The 1-based line number (0 for problems with the whole file).
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(file): line \(line): \(message)" : "\(file): \(message)"
    }
}
