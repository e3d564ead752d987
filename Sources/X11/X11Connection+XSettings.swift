import CXCB
import Glibc

extension X11Connection {
    /// The desktop's XSETTINGS for the default screen: property `_XSETTINGS_SETTINGS` of the owner of
    /// selection `_XSETTINGS_S<screen>`. Nil when no manager runs, the property is missing or of
    /// another type, or its data does not parse.
    public func xsettings() throws(X11Error) -> XSettings? {
        let selection = try atom("_XSETTINGS_S\(screenNumber)")
        let reply = try reply("GetSelectionOwner _XSETTINGS_S\(screenNumber)") {
            xcb_get_selection_owner_reply(raw, xcb_get_selection_owner(raw, selection), $0)
        }
        let owner = reply.pointee.owner
        free(reply)
        guard owner != 0, let property = try? property("_XSETTINGS_SETTINGS", of: owner),
              property.type == "_XSETTINGS_SETTINGS", property.format == 8 else { return nil }
        return XSettings(bytes: property.bytes)
    }
}
