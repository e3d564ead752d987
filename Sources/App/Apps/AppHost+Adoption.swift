import Compositor
import Desktop
import Foundation
import Model
import Render
import X11

/// What a further window of an app is to its panel.
enum FurtherWindow: String {
    /// A dialog (WM_TRANSIENT_FOR the app's window): a sheet on its panel.
    case sheet
    /// A utility or toolbar window transient for it: a panel floating above the app's.
    case utility
    /// Another main window: a panel of its own.
    case window
}

/// A window taken into a panel: the app it is shown as (a new entry for a further window or a
/// window found), its panel made with the window's decorations and sizes.
extension AppHost {
    /// Takes window `client` into its app's panel if an app not yet showing a window owns it. A
    /// window a window manager holds is first withdrawn from it (shown for its first frame); once
    /// the manager has let go (`released`), it is taken.
    func adoptIfAnAppOwns(_ client: WindowID, released: Bool) {
        guard !apps.isEmpty else { return }
        if released {
            guard let app = apps.first(where: { $0.window == nil && $0.withdrawing == client }) else { return }
            app.withdrawing = nil
            return adopt(client, as: app, pid: connection.clientPID(of: client))
        }
        guard let facts = connection.clientFacts(of: client) else { return }
        switch Self.classifier.role(of: client, saying: facts, among: appCandidates, root: connection.rootWindow, managing: false, mapped: true) {
        case .dialog(let owner):
            takeIn(client, as: windowApp(of: app(named: owner), as: .sheet), pid: facts.pid)
        case .palette(let owner):
            takeIn(client, as: windowApp(of: app(named: owner), as: .utility), pid: facts.pid)
        case .firstWindow(let started):
            takeIn(client, as: app(named: started), pid: facts.pid)
        case .furtherWindow(let owner):
            // A second document: a panel of its own, placed as every new window is (WindowPlacement).
            takeIn(client, as: windowApp(of: app(named: owner), as: .window), pid: facts.pid)
        case .leftAlone, .dock, .desktop, .inPlace, .newWindow, .notOurs:
            break
        }
        clients.note(client, transientFor: facts.transientFor, windowClass: nil)
    }

    /// A new app entry for a further window of `owner`'s, named after it with a number no panel
    /// has.
    func windowApp(of owner: ClientPanel, as kind: FurtherWindow) -> ClientPanel {
        let taken = Set(main.compositor.panelManager.panels.keys.map(\.name) + apps.map(\.id.name))
        let id = PanelID(PanelNames.firstNumbered("\(owner.id.name)-\(kind.rawValue)", among: taken))
        let app = ClientPanel(AppSpec(id: id, command: owner.spec.command), process: nil, at: clock.now, further: (owner.id, kind))
        apps.append(app)
        return app
    }

    /// `client` could not be taken into `app`'s panel (managing): the entry it was given goes, and
    /// the window is mapped as it is, as no window manager would have it.
    func leaveUntaken(_ client: WindowID, madeFor app: ClientPanel) {
        apps.removeAll { $0 === app }
        perform([.map(client)])
    }

    /// A new app entry for a window no app of Flotilla's started, keyed by `key` so that the
    /// session remembers where such a window was, shown as `title` (its `command`: the class's
    /// instance). A closed window's panel is kept (hidden): a window of the same key opens in it
    /// again. `placedAsSaved`: it opens where the session last had such a window.
    func newWindowApp(key: String, command: [String], title: String?, placedAsSaved: Bool) -> ClientPanel {
        let gone = { (app: ClientPanel) in app.window == nil && app.process == nil && app.tornOff == nil }
        let taken = Set(main.compositor.panelManager.panels.keys.filter { !main.compositor.isHosted($0) }.map(\.name)
                        + apps.filter { !gone($0) }.map(\.id.name))
        let id = PanelID(PanelNames.firstFree(key, among: taken))
        apps.removeAll { $0.id == id && gone($0) }
        let spec = AppSpec(id: id, command: command, title: title)
        let app = ClientPanel(placedAsSaved ? self.placedAsSaved(spec) : spec, process: nil, at: clock.now)
        apps.append(app)
        return app
    }

    /// Shows `client` in `app`'s panel: the window is adopted (holding no input yet), the panel
    /// added (or shown again) at the app's place with the window's size and limits, and the
    /// window put under its content. Managing, `asked` says where the window asks to be (or
    /// shows): its panel goes where ``PanelPlacement`` says, given the app's own place.
    /// `mapsClient` false leaves the client for the caller to map.
    func adopt(_ client: WindowID, as app: ClientPanel, pid: Int32?, placement asked: PanelPlacement = PanelPlacement(), mapsClient: Bool = true) {
        let c = main.compositor
        let window: any ClientWindow
        do {
            let at = switch asked.asked {
            case .content(let p), .frame(let p): p
            case nil: RootPoint(x: 0, y: 0)
            }
            window = try connection.adopt(client, into: appParent, x: at.x, y: at.y, mark: app.id.name, mapsClient: mapsClient)
        } catch {
            FlotillaLog.logger.info("app \(app.id): window \(client) went before it was adopted (\(error))")
            return
        }
        let decorations = decorations(of: window), sizes = contentSizes(of: window, decorations: decorations)
        // Where its panel goes: Desktop's one rule (``PanelPlacement``).
        var placement = asked
        (placement.takenBackAt, placement.keptPanel) = (app.takenBackAt, c.isHosted(app.id))
        (placement.givenFrame, placement.givenSide) = (app.spec.frame, app.spec.pinned)
        let frame = placement.floating.map { floating in
            switch floating {
            case .frame(let frame): frame
            case .asked(let place): askedFrame(at: place, sizes: sizes, decorations: decorations)
            }
        }
        if placement.keptPanel {
            c.redecorate(panel: app.id, decorations, sizes: sizes)
            c.present(panel: app.id, floatingAt: frame)
        } else {
            guard c.host(HostedPanel(id: app.id, name: app.displayName, title: app.displayName, sizes: sizes, frame: frame,
                                     side: placement.pinnedSide, decorations: decorations, sheetOf: app.sheetOf, above: app.above)) else {
                StandardError.write(line: "flotilla: app \(app.id): its panel cannot be shown; its window is left on the desktop")
                perform([.release(window.client, at: RootPoint(x: 0, y: 0), withdrawn: false)])
                return
            }
        }
        app.adopt(window)
        if managing, let entry = app.desktopEntry { perform([.markLaunched(window.client, entry: entry)]) }
        let parent = (app.sheetOf ?? app.above).flatMap { self.app(inPanel: $0)?.window?.client }
        clients.take(window.client, panel: app.id.name, on: placement.space, transientFor: parent)
        app.takenBackAt = nil
        if managing { perform([.syncResizes(window.client)]) }
        // It takes no input until its panel rests, and lies where its panel shows it at once.
        var wanted = pushed.frames
        let content = c.hostedPlacements.first(where: { $0.panel == app.id })?.content
        wanted.frames[window.client] = FramePlacements.Frame(place: content.map { PixelRect(covering: $0, scale: scale) })
        push(WantedDisplay(frames: wanted))
        let title = window.title()
        if !title.isEmpty { c.retitle(panel: app.id, title) }
        showIcon(of: app)
        main.markChanged()
        onEvent?(.didAdopt(panel: app.id.name, app: app.name, pid: pid ?? app.process?.pid ?? 0, title: title))
    }

    /// The frame of a panel whose window goes at `place` on the root (the main window's, when
    /// managing), in points.
    private func askedFrame(at place: WindowPlace, sizes: PanelContentSizes, decorations: HostedDecorations) -> Rect {
        switch place {
        case .content(let p):
            let shadow = decorations.shadow
            return Rect(origin: Point(x: pixels.points(p.x) + shadow.left, y: pixels.points(p.y) + shadow.top - decorations.titleBarHeight),
                        size: sizes.preferredFrameSize)
        case .frame(let p):
            return Rect(origin: Point(x: pixels.points(p.x), y: pixels.points(p.y)), size: sizes.preferredFrameSize)
        }
    }

    /// How `window` is decorated, in points: Flotilla's title bar, or its own (with the margin of
    /// its own shadow).
    func decorations(of window: any ClientWindow) -> HostedDecorations {
        let asked = window.decorations()
        guard asked.drawsOwnTitleBar else { return .titleBar }
        let m = asked.shadow
        return .clientSide(shadow: EdgeInsets(top: pixels.points(m.top), left: pixels.points(m.left),
                                              bottom: pixels.points(m.bottom), right: pixels.points(m.right)))
    }

    /// The content sizes of `window`'s panel, in points: its present size (at least
    /// ``ClientPanel/smallestContent``, so a title bar keeps its buttons), its WM_NORMAL_HINTS'
    /// limits and resize steps; each less the app's own shadow (`decorations`), which is not content.
    func contentSizes(of window: any ClientWindow, decorations: HostedDecorations) -> PanelContentSizes {
        let hints = window.sizeHints(), shadow = decorations.shadow
        func points(_ p: PixelSize?) -> Size? {
            p.map { Size(width: max(0, pixels.points($0.width) - shadow.left - shadow.right),
                         height: max(0, pixels.points($0.height) - shadow.top - shadow.bottom)) }
        }
        // No limit asked for goes past what the window can show (a client may ask for anything).
        let room = PanelContentSizes.contentSize(forFrame: main.compositor.size, titleBar: decorations.titleBarHeight)
        func fitted(_ s: Size) -> Size { Size(width: min(s.width, room.width), height: min(s.height, room.height)) }
        let least = ClientPanel.smallestContent, asked = points(hints.minimum) ?? .zero
        let minimum = fitted(Size(width: max(least.width, asked.width), height: max(least.height, asked.height)))
        let maximum = fitted(points(hints.maximum) ?? room)
        let step = hints.increment.map { Size(width: pixels.points($0.width), height: pixels.points($0.height)) }
        let increments = step.map { PanelContentSizes.Increments(base: points(hints.base) ?? asked, step: $0) }
        let now = points(PixelSize(width: window.width, height: window.height))!
        return PanelContentSizes(preferred: fitted(Size(width: max(now.width, minimum.width), height: max(now.height, minimum.height))),
                                 minimum: minimum, maximum: maximum, increments: increments, titleBar: decorations.titleBarHeight)
    }
}
