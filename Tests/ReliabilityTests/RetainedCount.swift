/// How many elements every collection reachable from a value holds, all added up (each object
/// counted once): a number that grows when some cache, buffer or list kept by the value does.
enum RetainedCount {
    static func of(_ value: Any) -> Int {
        var seen = Set<ObjectIdentifier>()
        return count(value, seen: &seen)
    }

    private static func count(_ value: Any, seen: inout Set<ObjectIdentifier>) -> Int {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return 0 }
        }
        var total = 0
        switch mirror.displayStyle {
        case .collection, .dictionary, .set: total += mirror.children.count
        default: break
        }
        var m: Mirror? = mirror
        while let current = m {
            for child in current.children { total += count(child.value, seen: &seen) }
            m = current.superclassMirror
        }
        return total
    }
}
