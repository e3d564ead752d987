import Model

/// The drawing of the log-out prompt (``LogOutPrompt``): a light plate with a shadow, its bold
/// heading, what it says of the apps (on two lines at most), and its buttons, the chosen one
/// filled with the accent (the others pale, ringed with the accent while the keyboard can choose).
public enum LogOutChrome {
    static let plateColor = Color(rgb: 0xF5F5F7)
    static let titleStyle = TextStyle(size: 17, bold: true, color: Color.Palette.nearBlack)
    static let messageStyle = TextStyle(size: 13, color: Color.Palette.darkGray, wraps: true)
    static let buttonStyle = TextStyle(size: 14, bold: true, color: Color.Palette.nearBlack, alignment: .center)

    /// `prompt` in `layout`, drawn in a layer whose origin is the plate's.
    public static func items(_ prompt: LogOutPrompt, layout: LogOutPromptLayout, accent: Color = PanelLook.defaultTint) -> [DisplayItem] {
        let origin = layout.plate.origin
        func local(_ r: Rect) -> Rect { r.offsetBy(Vector(dx: -origin.x, dy: -origin.y)) }
        var items: [DisplayItem] = [
            .surface(SurfaceItem(frame: Rect(origin: .zero, size: layout.plate.size), radii: CornerRadii(all: 14), background: plateColor,
                                 shadows: PanelLook.standardAppearance.shadows)),
            .text(prompt.title, frame: local(layout.title), style: titleStyle),
            .text(prompt.message, frame: local(layout.message), style: messageStyle),
        ]
        for (answer, frame) in zip(prompt.buttons, layout.buttons.map(local)) {
            let chosen = answer == prompt.chosen && prompt.phase == .confirming
            items.append(.roundedRect(frame, CornerRadii(all: 8), chosen ? accent : Color.Palette.paleGray))
            var style = buttonStyle
            if chosen { style.color = .white }
            items.append(.text(answer.title, frame: frame, style: style))
        }
        return items
    }
}
