import CXCB
import Desktop
import Glibc

extension HostedWindow {
    /// Takes part in `_NET_WM_SYNC_REQUEST` when the client does (its WM_PROTOCOLS and
    /// `_NET_WM_SYNC_REQUEST_COUNTER`, with the server's SYNC extension): each resize then asks it
    /// to bump its counter once it has drawn at the new size, and until then (at most
    /// ``SyncRequests/patience``) its pixels are not read — no frame of a half-drawn window, no black
    /// flash. An alarm on the counter says when (``HostEvent/clientDamaged``).
    public func enableSyncRequests() {
        guard !isGone, syncCounter == 0, connection.hosting.syncEventBase != 0,
              let request = try? connection.atom("_NET_WM_SYNC_REQUEST"), let counterName = try? connection.atom("_NET_WM_SYNC_REQUEST_COUNTER"),
              let protocolsName = try? connection.atom("WM_PROTOCOLS"),
              connection.rawProperty(protocolsName, of: client, words: 32)?.values32.contains(request) == true,
              let counter = connection.rawProperty(counterName, of: client, words: 1)?.values32.first, counter != 0,
              let current = xcb_sync_query_counter_reply(raw, xcb_sync_query_counter(raw, counter), nil) else { return }
        sync = SyncRequests(counter: Int64(current.pointee.counter_value.hi) << 32 | Int64(current.pointee.counter_value.lo))
        free(current)
        syncCounter = counter
        syncAlarm = xcb_generate_id(raw)
        connection.hosting.alarms[syncAlarm] = client
        setAlarm(create: true)
    }

    /// Whether a resize waits for the client to have drawn (``SyncRequests/waits(at:)``).
    var waitsForSync: Bool { sync?.waits(at: Self.monotonicNow()) ?? false }

    /// The alarm said the counter reached `value`: the client has drawn at its new size.
    func syncReached(_ value: Int64) {
        sync?.reached(value)
    }

    /// Before a resize: asks the client to set its counter to the next value once it has drawn.
    func askForSync() {
        guard syncCounter != 0, let request = try? connection.atom("_NET_WM_SYNC_REQUEST"),
              let value = sync?.ask(at: Self.monotonicNow()) else { return }
        sendProtocolMessage(request, time: UInt32(XCB_CURRENT_TIME), window: UInt32(truncatingIfNeeded: value),
                            extra: UInt32(bitPattern: Int32(truncatingIfNeeded: value >> 32)))
        setAlarm(create: false)
    }

    /// The alarm fires (AlarmNotify) once the counter is at least the value last asked for.
    private func setAlarm(create: Bool) {
        let syncValue = sync?.asked ?? 0
        let mask = XCB_SYNC_CA_COUNTER.rawValue | XCB_SYNC_CA_VALUE_TYPE.rawValue | XCB_SYNC_CA_VALUE.rawValue
            | XCB_SYNC_CA_TEST_TYPE.rawValue | XCB_SYNC_CA_DELTA.rawValue | XCB_SYNC_CA_EVENTS.rawValue
        let values: [UInt32] = [syncCounter, XCB_SYNC_VALUETYPE_ABSOLUTE.rawValue,
                                UInt32(bitPattern: Int32(truncatingIfNeeded: syncValue >> 32)), UInt32(truncatingIfNeeded: syncValue),
                                XCB_SYNC_TESTTYPE_POSITIVE_COMPARISON.rawValue, 0, 0, 1]
        if create { xcb_sync_create_alarm(raw, syncAlarm, mask, values) } else { xcb_sync_change_alarm(raw, syncAlarm, mask, values) }
    }

    static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

extension X11Connection {
    /// An AlarmNotify of a client's sync alarm: what it drew at its new size may be read now.
    func translateSyncAlarm(_ event: XCBEvent) -> HostingTranslation {
        guard hosting.syncEventBase != 0, event.code == hosting.syncEventBase &+ UInt8(XCB_SYNC_ALARM_NOTIFY) else { return .notHosting }
        let notify = event.load(as: xcb_sync_alarm_notify_event_t.self)
        guard let client = hosting.alarms[notify.alarm], let hosted = hosting.clients[client]?.window else { return .dropped }
        hosted.syncReached(Int64(notify.counter_value.hi) << 32 | Int64(notify.counter_value.lo))
        return .translated(client, .client(.damaged))
    }
}
