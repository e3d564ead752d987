// Strict decoding of popovers for scene files: a managed panel's `popover` field.

extension PopoverSide: Decodable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let side = PopoverSide(rawValue: text) else {
            throw FieldError(path: FieldError.path(decoder.codingPath), message: "expected top, bottom, left, right or any, got \"\(text)\"")
        }
        self = side
    }
}

extension PopoverStyle: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case source, side, modal, pages, root
    }

    /// `{"source": {…}, "side": "bottom", "modal": false, "pages": […], "root": "a"}`: `pages` is
    /// required, `root` defaults to the first page. Page ids are unique; a button pushes a page of
    /// this popover, and toggles only a page with `toggled` content.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let pages: [PopoverPage] = try f.required(.pages)
        guard !pages.isEmpty else { throw f.error(.pages, "a popover needs at least one page") }
        var ids = Set<String>()
        for (i, page) in pages.enumerated() where !ids.insert(page.id).inserted {
            throw f.error(at: [FieldKey.pages, AnyKey(intValue: i), PopoverPage.FieldKey.id], "duplicate page id \"\(page.id)\"")
        }
        for (i, page) in pages.enumerated() {
            for (j, button) in page.buttons.enumerated() {
                let at: [any CodingKey] = [FieldKey.pages, AnyKey(intValue: i), PopoverPage.FieldKey.buttons, AnyKey(intValue: j)]
                if case .push(let target) = button.action, !ids.contains(target) {
                    throw f.error(at: at + [PageButton.FieldKey.page], "no page \"\(target)\" in this popover")
                }
                if case .push(let target) = button.action, target == page.id {
                    throw f.error(at: at + [PageButton.FieldKey.page], "a page cannot push itself")
                }
                if button.action == .toggle, page.toggled == nil {
                    throw f.error(at: at + [PageButton.FieldKey.action], "toggle needs the page's \"toggled\" content")
                }
            }
        }
        let root: String = try f.value(.root, default: pages[0].id)
        guard ids.contains(root) else { throw f.error(.root, "no page \"\(root)\" in this popover") }
        self.init(source: try f.optional(.source), side: try f.value(.side, default: .bottom),
                  isModal: try f.value(.modal, default: false), pages: pages, root: root)
    }
}

extension PopoverSource: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case window, panel, sheet, rect
    }

    /// `{"window": {x, y, width, height}}`, `{"panel": "id", "rect": {…}}` or `{"sheet": "id", "rect": {…}}`.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        switch (f.has(.window), f.has(.panel), f.has(.sheet)) {
        case (true, false, false):
            if f.has(.rect) { throw f.error(.rect, "a window source is its own rectangle") }
            self = .window(try f.required(.window))
        case (false, true, false):
            self = .panel(try f.required(.panel), try f.required(.rect))
        case (false, false, true):
            self = .sheet(try f.required(.sheet), try f.required(.rect))
        default:
            throw FieldError(path: FieldError.path(decoder.codingPath), message: "expected exactly one of window, panel or sheet")
        }
    }

    /// The panel or sheet the source names, if any, and the field that names it.
    var owner: (kind: FieldKey, name: String)? {
        switch self {
        case .window: nil
        case .panel(let id, _): (.panel, id.name)
        case .sheet(let id, _): (.sheet, id.name)
        }
    }
}

extension PopoverPage: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable, PageContentKey {
        case id, title, navigationBar, size, text, rows, width, toggled, buttons
    }

    /// `{"id", "title", "navigationBar", "size" | "text" | "rows", "width", "toggled", "buttons"}`:
    /// `id` and one of `size`, `text` or `rows` are required.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let id: String = try f.required(.id)
        guard !id.isEmpty else { throw f.error(.id, "must not be empty") }
        self.init(id: id, title: try f.value(.title, default: ""), showsNavigationBar: try f.value(.navigationBar, default: false),
                  content: try PageContent(f), toggled: try f.optional(.toggled, as: ToggledContent.self)?.content,
                  buttons: try f.value(.buttons, default: []))
    }
}

/// A page's `toggled` field: `{"size" | "text" | "rows", "width"}`.
private struct ToggledContent: Decodable {
    let content: PageContent

    enum FieldKey: String, CodingKey, CaseIterable, PageContentKey {
        case size, text, rows, width
    }

    init(from decoder: any Decoder) throws {
        content = try PageContent(try Fields(decoder, keys: FieldKey.self))
    }
}

/// The fields of a page's content, which a page and its `toggled` content both have.
private protocol PageContentKey: CodingKey, CaseIterable, Equatable {
    static var size: Self { get }
    static var text: Self { get }
    static var rows: Self { get }
    static var width: Self { get }
}

extension PageContent {
    /// Exactly one of `size` (a fixed page), `text` or `rows` (with an optional `width`, default 320).
    fileprivate init<Key: PageContentKey>(_ f: Fields<Key>) throws {
        let given = [Key.size, .text, .rows].filter(f.has)
        guard given.count == 1 else {
            throw f.error(at: [], "expected exactly one of size, text or rows")
        }
        if given[0] == .size {
            if f.has(.width) { throw f.error(.width, "a page of a fixed size has its width in size") }
            self = .fixed(try f.required(.size))
            return
        }
        let width = try f.positive(.width, default: 320, max: maximumLength)
        self = given[0] == .text ? .text(try f.required(.text), width: width) : .rows(try f.required(.rows), width: width)
    }
}

extension PageButton: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case title, action, page
    }

    /// `{"title": "…", "action": "push" | "pop" | "toggle" | "dismiss", "page": "id"}`; `page` only with push.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let title: String = try f.required(.title)
        let name: String = try f.required(.action)
        let action: PageAction
        switch name {
        case "push": action = .push(try f.required(.page))
        case "pop": action = .pop
        case "toggle": action = .toggle
        case "dismiss": action = .dismiss
        default: throw f.error(.action, "expected push, pop, toggle or dismiss, got \"\(name)\"")
        }
        if name != "push", f.has(.page) { throw f.error(.page, "only a push names a page") }
        self.init(title, action)
    }
}
