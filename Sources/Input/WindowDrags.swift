/// The pointer's drags that move and resize a window from anywhere in it while a modifier is held
/// (mutter's mouse-button-modifier, Super, with resize-with-right-button; openbox's is Alt):
/// button 1 moves, ``resizeButton`` resizes from the edges nearest the pointer.
public struct WindowDrags: Hashable, Sendable {
    /// What a press does.
    public enum Drag: Hashable, Sendable {
        case move, resize
    }

    /// The modifier held for them (nil: none; every press is the app's).
    public var modifier: Modifiers?
    /// The button that resizes: 3, the right one (mutter's resize-with-right-button), or 2, the middle.
    public var resizeButton: Int

    public init(modifier: Modifiers? = .super, resizeButton: Int = 3) {
        self.modifier = modifier
        self.resizeButton = resizeButton
    }

    /// The drag a press of `button` with exactly `modifiers` held begins; nil when it is the app's.
    public func drag(button: Int, modifiers: Modifiers) -> Drag? {
        guard let modifier, modifiers == modifier else { return nil }
        return button == 1 ? .move : button == resizeButton ? .resize : nil
    }
}
