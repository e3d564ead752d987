import Model

extension Script {
    /// The longest a script may play, in milliseconds of `wait`, `drag` and gestures (settling not counted).
    public static let maximumMilliseconds = 600_000

    /// Checks the script against a window of `windowSize` before anything is replayed: every
    /// position inside the window (as sized by the `resize` steps before it), buttons pressed
    /// before they are released and released by the end, none held through a gesture, and at
    /// most `maximumMilliseconds` of waits, drags and gestures. Errors name the line.
    public func validate(windowSize: Size) throws(ScriptError) {
        var width = Int(windowSize.width), height = Int(windowSize.height)
        var pressed: [Int: Int] = [:]  // button → the line that pressed it
        var elapsed = 0
        func inside(_ p: ScriptPoint, _ line: Int) throws(ScriptError) {
            guard p.x < 0 || p.y < 0 || p.x >= width || p.y >= height else { return }
            throw error(line: line, "(\(p.x), \(p.y)) is outside the \(width)×\(height) window (x 0…\(width - 1), y 0…\(height - 1))")
        }
        func spend(_ ms: Int, _ line: Int) throws(ScriptError) {
            elapsed += ms
            guard elapsed > Self.maximumMilliseconds else { return }
            throw error(line: line, "the script's waits and drags add up to more than \(Self.maximumMilliseconds) ms")
        }
        for line in lines {
            let n = line.number
            switch line.step {
            case .move(let p):
                try inside(p, n)
            case .down(let button):
                if let earlier = pressed[button] { throw error(line: n, "down: button \(button) is already pressed (line \(earlier))") }
                pressed[button] = n
            case .up(let button):
                guard pressed.removeValue(forKey: button) != nil else { throw error(line: n, "up: button \(button) is not pressed") }
            case .drag(let from, let to, let ms):
                if let (button, earlier) = pressed.min(by: { $0.key < $1.key }) {
                    throw error(line: n, "drag: button \(button) is still pressed (line \(earlier)); release it first")
                }
                try inside(from, n)
                try inside(to, n)
                try spend(ms, n)
            case .gesture(let gesture):
                if let (button, earlier) = pressed.min(by: { $0.key < $1.key }) {
                    throw error(line: n, "\(gesture.verb): button \(button) is still pressed (line \(earlier)); release it first")
                }
                try spend(gesture.milliseconds, n)
            case .wait(let ms):
                try spend(ms, n)
            case .resize(let w, let h):
                width = w
                height = h
            case .wheel, .key, .settle, .shot:
                break
            }
        }
        if let (button, line) = pressed.min(by: { $0.value < $1.value }) {
            throw error(line: line, "down: button \(button) is never released (add `up \(button)`)")
        }
    }
}
