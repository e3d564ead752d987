/// One page of a popover's navigation stack: what it shows and the buttons it offers.
public struct PopoverPage: Hashable, Sendable {
    public var id: String
    /// Shown in the navigation bar.
    public var title: String
    public var showsNavigationBar: Bool
    public var content: PageContent
    /// What a `toggle` button switches the content to and back (a "more" toggle, a taller page).
    public var toggled: PageContent?
    public var buttons: [PageButton]

    public init(id: String, title: String = "", showsNavigationBar: Bool = false, content: PageContent,
                toggled: PageContent? = nil, buttons: [PageButton] = []) {
        self.id = id
        self.title = title
        self.showsNavigationBar = showsNavigationBar
        self.content = content
        self.toggled = toggled
        self.buttons = buttons
    }

    /// The content shown with the toggle on or off.
    public func content(toggled isToggled: Bool) -> PageContent { isToggled ? toggled ?? content : content }
}

/// What a page shows; its preferred size follows from it (``PageLayout/preferredSize(of:toggled:measuring:)``).
public enum PageContent: Hashable, Sendable {
    /// A page of a fixed size, navigation bar included; its buttons stack from the top.
    case fixed(Size)
    /// Text wrapped at `width`, as tall as the text is at that width (measured with the real font).
    case text(String, width: Double)
    /// A list, one 44 pt row per entry, `width` wide.
    case rows([String], width: Double)
}

/// A button on a page.
public struct PageButton: Hashable, Sendable {
    public var title: String
    public var action: PageAction

    public init(_ title: String, _ action: PageAction) {
        self.title = title
        self.action = action
    }
}

/// What a page's button does.
public enum PageAction: Hashable, Sendable {
    /// Slides page `id` in on top of the stack.
    case push(String)
    /// Slides back to the page below.
    case pop
    /// Switches the page between its content and its toggled content.
    case toggle
    /// Closes the popover.
    case dismiss
}
