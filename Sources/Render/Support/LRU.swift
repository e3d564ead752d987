/// A small least-recently-used map.
struct LRU<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, lastUse: Int)] = [:]
    private var clock = 0

    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    mutating func insert(_ value: Value, for key: Key, capacity: Int) {
        clock += 1
        entries[key] = (value, clock)
        while entries.count > max(1, capacity), let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
        }
    }
}
