import Foundation
import Model
import Testing

@Suite("Sessions: saving and restoring a panel layout")
struct PanelLayoutStateTests {
    typealias Saved = PanelLayoutState.Panel

    static let specs: [ManagedPanelSpec] = [
        ManagedPanelSpec(id: "inspector", sizes: FloatingFixtures.sizes, presentation: .pinned,
                         frame: Rect(x: 600, y: 100, width: 300, height: 444), side: .right),
        ManagedPanelSpec(id: "layers", sizes: FloatingFixtures.sizes, frame: Rect(x: 40, y: 60, width: 300, height: 444)),
        ManagedPanelSpec(id: "search", sizes: FloatingFixtures.sizes),
        ManagedPanelSpec(id: "info", sizes: FloatingFixtures.sizes, presentation: .attached,
                         frame: Rect(x: 380, y: 120, width: 240, height: 180), parent: "layers"),
        ManagedPanelSpec(id: "tools", sizes: FloatingFixtures.sizes(pinnedWidth: 260, pinnedHeight: 180),
                         frame: Rect(x: 200, y: 300, width: 300, height: 444)),
        ManagedPanelSpec(id: "help", sizes: FloatingFixtures.sizes, presentation: .hidden),
        ManagedPanelSpec(id: "notes", sizes: FloatingFixtures.sizes, presentation: .hidden),
    ]

    /// The scene's panels installed in a window of `size` (in a narrow one the pin fails: floating).
    static func installed(_ size: Size = FloatingFixtures.window.size, rules: PinningRules = PinningRules()) -> PanelManager {
        var m = PanelManager(container: Rect(origin: .zero, size: size), rules: rules)
        m.install(specs)
        return m
    }

    /// What a person might have done before quitting.
    enum Layout: String, CaseIterable, Sendable {
        case installed, shuffled, nested, parked

        func apply(to m: inout PanelManager) {
            switch self {
            case .installed:
                break
            case .shuffled:
                m.pin("layers", to: .right, at: 0)
                m.present("help", floatingAt: Rect(x: 345, y: 29, width: 300, height: 444))
                m.endResize("search", from: .bottomRight, delta: Vector(dx: 37, dy: 21))
                m.pin("tools", to: .left)
                m.focus("inspector")
            case .nested:
                m.present("notes", from: "layers", floatingAt: Rect(x: 349, y: 49, width: 250, height: 300))
                m.close("search")
                m.float("inspector")
                m.focus("layers")
                m.toggleExpose()
            case .parked:
                _ = m.endDrag("layers", at: Rect(x: -250, y: 640, width: 300, height: 444), velocity: .zero, pointer: nil)
                m.pin("tools", to: .top)
                m.pin("search", to: .bottom)
                m.unpin("inspector", pointer: Point(x: m.container.maxX - 124, y: 30))
            }
        }
    }

    @Test(arguments: Layout.allCases, [Size(width: 1024, height: 768), Size(width: 1366, height: 700)])
    func restoringIntoAFreshManagerGivesTheSameLayoutAndTargets(layout: Layout, size: Size) throws {
        var m = Self.installed(size)
        layout.apply(to: &m)
        let saved = m.layoutState()
        let decoded = try JSONDecoder().decode(PanelLayoutState.self, from: JSONEncoder().encode(saved))
        #expect(decoded == saved)
        var fresh = Self.installed(size)
        #expect(fresh.restore(decoded) == [])
        #expect(fresh.layoutState() == saved)
        #expect(!fresh.isExposing)
        m.exitExpose()
        #expect(layout == .installed || Self.installed(size).layoutState() != saved)
        #expect(fresh.targets == m.targets)
        #expect(fresh.mainContent == m.mainContent)
        #expect(fresh.zOrder == m.zOrder)
        #expect(fresh.panels.mapValues(\.parent) == m.panels.mapValues(\.parent))
    }

    @Test func originsComeBackOnWholePointsDespiteBinaryFractions() {
        let window = Rect(x: 0, y: 0, width: 1366, height: 700)
        #expect(345.0 / 1366 * 1366 != 345)
        #expect(29.0 / 700 * 700 != 29)
        let frame = Rect(x: 345, y: 29, width: 300, height: 444)
        #expect(PanelLayoutState.RelativeFrame(frame, in: window).frame(in: window) == frame)
        let odd = Rect(x: 100.3, y: 7.1, width: 300, height: 444)
        #expect(FloatingFixtures.close(PanelLayoutState.RelativeFrame(odd, in: window).frame(in: window), odd))
    }

    @Test(arguments: [Size(width: 1600, height: 1000), Size(width: 700, height: 500), Size(width: 400, height: 300)])
    func anotherWindowSizeScalesOriginsAndKeepsEverythingReachable(size: Size) {
        var m = Self.installed()
        Layout.shuffled.apply(to: &m)
        let saved = m.layoutState()
        var other = Self.installed(size)
        #expect(other.restore(saved) == [])
        // A window narrower than 500 pt is compact: the panels wait in the sheet switcher.
        let popovers = other.targets.filter { $0.layer == .attached }.count
        #expect((other.isCompact ? other.compactSheetSwitcher.count + popovers : other.targets.count) == m.targets.count)
        #expect(other.isCompact == (size.width < 500))
        for t in other.targets {
            switch t.state {
            case .floating:
                #expect(other.reachability.isReachable(t.frame), "\(t.id) at \(t.frame)")
                #expect(t.frame.size == m.panels[t.id]?.floatingFrame?.size)
            case .pinned:
                #expect(other.container.intersection(t.frame) == t.frame, "\(t.id) at \(t.frame)")
            default:
                break
            }
        }
        let help = PanelLayoutState.RelativeFrame(Rect(x: 345, y: 29, width: 300, height: 444), in: m.container)
        #expect(other.panels["help"]?.floatingFrame == other.reachability.clamped(help.frame(in: other.container)))
        if size.width == 1600 {
            #expect(FloatingFixtures.close(other.frame(of: "help"),
                                           Rect(x: 345.0 / 1024 * 1600, y: 29.0 / 768 * 1000, width: 300, height: 444)))
            #expect(other.state(of: "layers") == .pinned(side: .right, index: 0))
        }
    }

    @Test func aPinThatNoLongerFitsFloatsAtItsLastFloatingFrame() {
        var m = Self.installed()
        m.pin("layers", to: .right, at: 0)
        let saved = m.layoutState()
        #expect(saved.panels.first { $0.id == "inspector" }?.placement == .pinned(side: .right, index: 1))

        var full = Self.installed(rules: PinningRules(maximumPanels: [.right: 1]))
        full.restore(saved)
        #expect(full.state(of: "layers") == .pinned(side: .right, index: 0))
        #expect(full.state(of: "inspector") == .floating)
        #expect(full.frame(of: "inspector") == Rect(x: 600, y: 100, width: 300, height: 444))

        var narrow = Self.installed(Size(width: 600, height: 768))
        narrow.restore(saved)
        for (id, frame) in [(PanelID("layers"), Rect(x: 40, y: 60, width: 300, height: 444)),
                            ("inspector", Rect(x: 600, y: 100, width: 300, height: 444))] {
            let relative = PanelLayoutState.RelativeFrame(frame, in: m.container)
            #expect(narrow.state(of: id) == .floating)
            #expect(narrow.frame(of: id) == narrow.reachability.clamped(relative.frame(in: narrow.container)))
        }
    }

    @Test func unknownPanelsAreSkippedAndUnnamedOnesKeepWhatTheSceneGaveThem() {
        var m = Self.installed()
        Layout.shuffled.apply(to: &m)
        var saved = m.layoutState()
        saved.panels.removeAll { $0.id == "search" }
        saved.panels.append(Saved(id: "gone", placement: .floating,
                                  floatingFrame: .init(x: 0.1, y: 0.1, size: Size(width: 300, height: 444)), zIndex: 99))
        var fresh = Self.installed()
        let scene = fresh.frame(of: "search")
        #expect(fresh.restore(saved) == ["gone"])
        #expect(fresh.frame(of: "search") == scene)
        #expect(fresh.zOrder.first == "search")
        #expect(fresh.state(of: "layers") == .pinned(side: .right, index: 0))
        #expect(fresh.focusedID == "inspector")
    }

    @Test func restoreClampsSizesAndFramesPinsInIndexOrderAndFollowsTheSavedZOrder() {
        var m = FloatingFixtures.manager(["a", "b", "c", "d", "e"])
        m.present("e")
        m.toggleExpose()
        let state = PanelLayoutState(panels: [
            Saved(id: "b", placement: .pinned(side: .right, index: 1), zIndex: 4),
            Saved(id: "a", placement: .pinned(side: .right, index: 0), zIndex: 3),
            Saved(id: "c", placement: .floating, floatingFrame: .init(x: 3, y: -2, size: Size(width: 5000, height: 5000)),
                  zIndex: 2),
            Saved(id: "d", placement: .floating, floatingFrame: .init(x: 0.25, y: 0.5, size: Size(width: 10, height: 10)),
                  zIndex: 1),
            Saved(id: "e", placement: .hidden, floatingFrame: .init(x: 0.5, y: 0.25, size: Size(width: 300, height: 444))),
        ])
        #expect(m.restore(state) == [])
        #expect(!m.isExposing)
        #expect(m.state(of: "a") == .pinned(side: .right, index: 0))
        #expect(m.state(of: "b") == .pinned(side: .right, index: 1))
        #expect(m.zOrder == ["d", "c", "a", "b"])
        #expect(m.targets.map(\.id) == ["a", "b", "d", "c"])
        let sizes = FloatingFixtures.sizes
        let c = m.frame(of: "c")
        #expect(c?.size == sizes.maximumFrameSize)
        #expect(c.map(m.reachability.isReachable) == true)
        #expect(m.frame(of: "d") == Rect(origin: Point(x: 256, y: 384), size: sizes.minimumFrameSize))
        #expect(m.state(of: "e") == .hidden)
        #expect(m.focusedID == "c")
        m.present("e")
        #expect(m.frame(of: "e") == Rect(x: 512, y: 192, width: 300, height: 444))
    }

    @Test func eachPanelsSpaceAndTheSpaceThatShowedAreKeptAndReadBack() throws {
        var m = Self.installed()
        m.setSpaces(PanelSpaces(current: 2, spaceOf: ["layers": 2, "tools": 0]))
        let state = m.layoutState()
        #expect(state.currentSpace == 2)
        #expect(state.panels.map(\.space) == state.panels.map { ["layers": 2, "tools": 0][$0.id] })
        let json = try JSONEncoder().encode(state)
        #expect(String(decoding: json, as: UTF8.self).contains(#""current-space":2"#))
        #expect(try JSONDecoder().decode(PanelLayoutState.self, from: json) == state)
        #expect(Self.installed().layoutState().currentSpace == nil, "no spaces: none saved")
    }

    @Test func theDocumentedJSONDecodes() throws {
        let json = #"""
        {"focused": "layers",
         "panels": [{"id": "inspector", "state": "pinned", "side": "right", "index": 0, "z": 0,
                     "floating": {"x": 0.5, "y": 0.125, "width": 300, "height": 444}},
                    {"id": "layers", "state": "floating", "z": 1,
                     "floating": {"x": 0.25, "y": 0.5, "width": 320, "height": 300}},
                    {"id": "info", "state": "popover", "z": 2, "parent": "layers",
                     "popover": {"x": 380, "y": 120, "width": 240, "height": 180}},
                    {"id": "help", "state": "hidden"}]}
        """#
        let state = try JSONDecoder().decode(PanelLayoutState.self, from: Data(json.utf8))
        #expect(state == PanelLayoutState(panels: [
            Saved(id: "inspector", placement: .pinned(side: .right, index: 0),
                  floatingFrame: .init(x: 0.5, y: 0.125, size: Size(width: 300, height: 444)), zIndex: 0),
            Saved(id: "layers", placement: .floating,
                  floatingFrame: .init(x: 0.25, y: 0.5, size: Size(width: 320, height: 300)), zIndex: 1),
            Saved(id: "info", placement: .attached(frame: Rect(x: 380, y: 120, width: 240, height: 180)),
                  zIndex: 2, parent: "layers"),
            Saved(id: "help", placement: .hidden),
        ], focusedID: "layers"))
    }

    @Test(arguments: [
        (#"{"panels": [{"id": "a", "state": "torn", "z": 0}]}"#, "panels[0].state", "expected hidden, floating, pinned, popover or minimised, got \"torn\""),
        (#"{"panels": [{"id": "a", "state": "floating", "z": 0, "colour": 1}]}"#, "panels[0].colour", "unknown field"),
        (#"{"panels": [{"id": "a", "state": "floating"}]}"#, "panels[0].z", "missing field"),
        (#"{"panels": [{"id": "a", "state": "pinned", "index": 0, "z": 0}]}"#, "panels[0].side", "missing field"),
        (#"{"panels": [{"id": "a", "state": "pinned", "side": "middle", "index": 0, "z": 0}]}"#, "panels[0].side", "expected left, right, top or bottom"),
        (#"{"panels": [{"id": "a", "state": "pinned", "side": "left", "index": 99, "z": 0}]}"#, "panels[0].index", "within 0…63"),
        (#"{"panels": [{"id": "a", "state": "floating", "side": "left", "z": 0}]}"#, "panels[0].side", "only a pinned panel"),
        (#"{"panels": [{"id": "a", "state": "popover", "z": 0}]}"#, "panels[0].popover", "missing field"),
        (#"{"panels": [{"id": "a", "state": "hidden", "z": 3}]}"#, "panels[0].z", "hidden"),
        (#"{"panels": [{"id": "a", "state": "floating", "z": 0, "parent": "a"}]}"#, "panels[0].parent", "cannot present itself"),
        (#"{"panels": [{"id": "a", "state": "floating", "z": 0, "floating": {"x": 0, "y": 0, "width": -3, "height": 9}}]}"#,
         "panels[0].floating.width", "must be within"),
        (#"{"panels": [{"id": "a", "state": "hidden"}, {"id": "a", "state": "hidden"}]}"#, "panels[1].id", "duplicate panel id"),
        (#"{"panels": [{"id": "a", "state": "floating", "z": 0}, {"id": "b", "state": "floating", "z": 0}]}"#, "panels[1].z", "already has z 0"),
        (#"{"panels": [{"id": "a", "state": "hidden"}], "focused": "a"}"#, "focused", "not a visible panel"),
        (#"{"panels": [], "exposing": true}"#, "exposing", "unknown field"),
        (#"{"panels": [], "current-space": 32}"#, "current-space", "within 0…31"),
        (#"{"panels": [{"id": "a", "state": "floating", "z": 0, "space": -1}]}"#, "panels[0].space", "within 0…31"),
    ])
    func decodingRejectsBadFieldsNamingTheirPath(json: String, path: String, message: String) {
        let error = #expect(throws: FieldError.self) {
            try JSONDecoder().decode(PanelLayoutState.self, from: Data(json.utf8))
        }
        #expect(error?.path == path)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }
}
