/// A popover's navigation: its pages, the stack shown, and which pages have their toggle on.
///
/// Pages sit side by side in stack order; the compositor springs a position along them (the top
/// page's index at rest) together with the popover's size, so a push slides and resizes in one
/// motion. Pages just popped stay in ``trail`` (drawn beyond the top) until that spring settles,
/// and pushing the page just popped takes it back from there: Back pressed mid-push, then the
/// same push again, reverse each other from wherever the slide is.
public struct PageStack: Hashable, Sendable {
    public let pages: [String: PopoverPage]
    /// Bottom to top; never empty.
    public private(set) var stack: [String]
    /// Pages popped while the slide is under way, the most recently popped first.
    public private(set) var trail: [String] = []
    public private(set) var toggledPages: Set<String> = []

    /// A stack holding `pages` with `root` shown; nil when `root` is not among them.
    public init?(pages: [PopoverPage], root: String) {
        guard pages.contains(where: { $0.id == root }) else { return nil }
        self.pages = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        stack = [root]
    }

    /// The page on top.
    public var top: PopoverPage { pages[stack[stack.count - 1]]! }

    /// The pages drawn side by side: the stack, then the trail.
    public var shown: [String] { stack + trail }

    /// Where the slide comes to rest: the top page's index.
    public var restingPosition: Double { Double(stack.count - 1) }

    /// Whether `page` shows its toggled content.
    public func isToggled(_ page: String) -> Bool { toggledPages.contains(page) }

    /// Pushes page `id` (taking it back from the trail when it was just popped). False when `id`
    /// is unknown or already on the stack.
    @discardableResult
    public mutating func push(_ id: String) -> Bool {
        guard pages[id] != nil, !stack.contains(id) else { return false }
        if trail.first == id { trail.removeFirst() } else { trail = [] }
        stack.append(id)
        return true
    }

    /// Pops the top page into the trail. False on the root page.
    @discardableResult
    public mutating func pop() -> Bool {
        guard stack.count > 1 else { return false }
        trail.insert(stack.removeLast(), at: 0)
        return true
    }

    /// Switches page `id`'s toggle; false when it has no toggled content.
    @discardableResult
    public mutating func toggle(_ id: String) -> Bool {
        guard pages[id]?.toggled != nil else { return false }
        if toggledPages.remove(id) == nil { toggledPages.insert(id) }
        return true
    }

    /// Shows `stack` (bottom to top) with `toggled` pages toggled, at once (a restored session);
    /// false, changing nothing, when a page is unknown or repeated or the stack is empty.
    @discardableResult
    public mutating func restore(stack: [String], toggled: Set<String>) -> Bool {
        guard !stack.isEmpty, Set(stack).count == stack.count, stack.allSatisfy({ pages[$0] != nil }),
              toggled.allSatisfy({ pages[$0]?.toggled != nil }) else { return false }
        self.stack = stack
        trail = []
        toggledPages = toggled
        return true
    }

    /// The slide came to rest: popped pages are gone.
    public mutating func settle() { trail = [] }
}
