/// A map that keeps what was used lately. It holds at most `capacity` in cost (the least recently
/// used go first; a value costing more than all of it is not kept), and with `idleFrames`, what
/// was not used during the last that many frames goes when a frame ends (see
/// ``endFrame(keeping:spare:)``).
struct LRU<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        let cost: Int
        var lastUse: Int
        var lastFrame: Int
    }

    /// The most cost kept.
    let capacity: Int
    /// How many frames an unused value outlives, or nil to keep it until the capacity needs room.
    let idleFrames: Int?
    private let cost: (Value) -> Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    private var frame = 0
    /// Whether a value was inserted since ``endFrame(keeping:spare:)`` last looked through them, and when that was.
    private var insertedSinceSweep = false
    private var lastSweep = 0
    /// The cost of what is kept now.
    private(set) var total = 0

    init(capacity: Int, idleFrames: Int? = nil, cost: @escaping (Value) -> Int = { _ in 1 }) {
        self.capacity = max(0, capacity)
        self.idleFrames = idleFrames
        self.cost = cost
    }

    /// How many values are kept.
    var count: Int { entries.count }

    /// Whether a value is kept for `key` (not counted as a use).
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// The kept keys that satisfy `predicate`.
    func keys(where predicate: (Key) -> Bool) -> [Key] { entries.keys.filter(predicate) }

    mutating func value(for key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        clock += 1
        entries[key]!.lastUse = clock
        entries[key]!.lastFrame = frame
        return entries[key]!.value
    }

    mutating func insert(_ value: Value, for key: Key) {
        remove(key)
        let c = cost(value)
        guard c <= capacity else { return }
        while total + c > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            remove(oldest.key)
        }
        clock += 1
        entries[key] = Entry(value: value, cost: c, lastUse: clock, lastFrame: frame)
        total += c
        insertedSinceSweep = true
    }

    /// Ends a frame. Values that are not `keeping` go when they were not used during the last
    /// `idleFrames` frames, and the least recently used of them while they cost more than `spare`.
    /// The values are looked through (and `keeping` asked) only when something was inserted since
    /// they last were, or `idleFrames` frames ago: a frame that only reuses costs nothing.
    mutating func endFrame(keeping: (Key) -> Bool = { _ in false }, spare: Int = .max) {
        frame += 1
        guard insertedSinceSweep || idleFrames.map({ frame - lastSweep >= $0 }) == true else { return }
        insertedSinceSweep = false
        lastSweep = frame
        var unkept: [(key: Key, entry: Entry)] = []
        var unkeptTotal = 0
        for (key, entry) in entries where !keeping(key) {
            if let idleFrames, frame - entry.lastFrame > idleFrames {
                remove(key)
            } else {
                unkept.append((key, entry))
                unkeptTotal += entry.cost
            }
        }
        guard unkeptTotal > spare else { return }
        for (key, entry) in unkept.sorted(by: { $0.entry.lastUse < $1.entry.lastUse }) where unkeptTotal > spare {
            remove(key)
            unkeptTotal -= entry.cost
        }
    }

    /// Lets go of every value but those `keeping`.
    mutating func removeAll(except keeping: (Key) -> Bool = { _ in false }) {
        for key in entries.keys where !keeping(key) { remove(key) }
    }

    private mutating func remove(_ key: Key) {
        guard let gone = entries.removeValue(forKey: key) else { return }
        total -= gone.cost
    }
}
