import Desktop
import Testing

/// The docks kept, as a value changed only by what X says of them (the model side of the live
/// tests of a dock's strut shrinking the work area, tint2 and a dock's hole in the overlay).
@Suite("The docks kept")
struct DocksTests {
    let bar: WindowID = 0x400, tray: WindowID = 0x300
    let screen = PixelSize(width: 1280, height: 800)

    @Test func aDocksStrutsMakeTheWorkAreaUntilItGoes() {
        var docks = Docks()
        docks.apply(.place(.placed(PixelRect(x: 0, y: 770, width: 1280, height: 30))), of: bar)
        docks.apply(.strutsRead(Struts(reading: [0, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 1279])), of: bar)
        #expect(docks.struts(screen: screen).workArea(of: screen) == PixelRect(x: 0, y: 0, width: 1280, height: 770))
        docks.apply(.strutsRead(Struts(reading: [0, 0, 0, 50, 0, 0, 0, 0, 0, 0, 0, 1279])), of: bar)
        #expect(docks.struts(screen: screen).workArea(of: screen).height == 750, "read again as they change")
        docks.apply(.place(.went), of: bar)
        #expect(docks.struts(screen: screen).workArea(of: screen) == PixelRect(x: 0, y: 0, width: 1280, height: 800), "given back")
        #expect(docks.places.isEmpty && docks.struts.isEmpty)
    }

    @Test func aDockShowsThroughTheOverlayOnlyWhileItIsOnTheRootAndItsHoleFollowsIt() {
        var docks = Docks()
        docks.apply(.strutsRead(Struts()), of: tray)
        docks.apply(.place(.moved(PixelRect(x: 10, y: 10, width: 40, height: 40))), of: tray)
        #expect(docks.places.isEmpty, "kept before it shows on the root: no hole where it is not")
        docks.apply(.place(.placed(PixelRect(x: 0, y: 0, width: 40, height: 40))), of: tray)
        docks.apply(.place(.placed(PixelRect(x: 0, y: 770, width: 1280, height: 30))), of: bar)
        docks.apply(.place(.moved(PixelRect(x: 1240, y: 0, width: 40, height: 40))), of: tray)
        #expect(docks.places == [PixelRect(x: 1240, y: 0, width: 40, height: 40), PixelRect(x: 0, y: 770, width: 1280, height: 30)],
                "in the order of their windows")
        docks.apply(.place(.went), of: tray)
        #expect(docks.places == [PixelRect(x: 0, y: 770, width: 1280, height: 30)])
        docks.apply(.place(.moved(PixelRect(x: 5, y: 5, width: 5, height: 5))), of: tray)
        #expect(docks.shown.byWindow[tray] == nil, "a dock gone is not placed again by a move")
    }
}

/// Where other clients' windows inside the overlay lie (the model side of the live test of a
/// locker drawing inside the overlay).
@Suite("Windows placed by other clients")
struct WindowPlacesTests {
    @Test func aWindowIsFollowedFromItsMapUntilItGoes() {
        var places = WindowPlaces()
        let locker: WindowID = 0x800, other: WindowID = 0x700
        places.apply(.moved(PixelRect(x: 0, y: 0, width: 10, height: 10)), of: locker)
        #expect(places.inOrder.isEmpty, "configured before it maps: not followed")
        places.apply(.placed(PixelRect(x: 0, y: 0, width: 1, height: 1)), of: locker)
        places.apply(.moved(PixelRect(x: 0, y: 0, width: 1280, height: 800)), of: locker)
        places.apply(.placed(PixelRect(x: 5, y: 5, width: 5, height: 5)), of: other)
        #expect(places.inOrder == [PixelRect(x: 5, y: 5, width: 5, height: 5), PixelRect(x: 0, y: 0, width: 1280, height: 800)],
                "moved over the screen; in the order of their windows")
        places.apply(.went, of: locker)
        #expect(places.inOrder == [PixelRect(x: 5, y: 5, width: 5, height: 5)])
    }
}
