import Desktop
import Foundation
import Glibc
import Render

/// Clients' own icons (`_NET_WM_ICON`) as PNG files, drawn by path as desktop entries' icons are:
/// each written once, named by its pixels, into a folder of this session's own (0700, made when
/// the first is needed), which goes with it.
final class ClientIconFiles {
    private var folder: String?
    /// The file of each icon written, by its name.
    private var written: Set<String> = []

    deinit {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// The file showing `icon`; nil when it cannot be written.
    func file(for icon: ClientIcon) -> String? {
        guard let folder = folder ?? makeFolder() else { return nil }
        let path = folder + "/" + Self.name(of: icon) + ".png"
        if written.contains(path) { return path }
        let image = Image(width: icon.width, height: icon.height, pixels: icon.pixels.map(Self.premultiplied))
        do { try image.writePNG(to: URL(fileURLWithPath: path)) } catch { return nil }
        written.insert(path)
        return path
    }

    private func makeFolder() -> String? {
        var template = Array((FileManager.default.temporaryDirectory.path + "/flotilla-icons-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        folder = String(cString: made)
        return folder
    }

    /// A name for `icon` from its size and pixels (FNV-1a, 64 bits).
    static func name(of icon: ClientIcon) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for word in [UInt32(icon.width), UInt32(icon.height)] + icon.pixels {
            for shift in stride(from: 0, to: 32, by: 8) {
                hash = (hash ^ UInt64((word >> UInt32(shift)) & 0xFF)) &* 0x100_0000_01B3
            }
        }
        return String(hash, radix: 16)
    }

    /// A straight-alpha ARGB pixel (EWMH's) as the premultiplied ARGB an ``Image`` holds.
    static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        func channel(_ shift: UInt32) -> UInt32 { ((((pixel >> shift) & 0xFF) * a + 127) / 255) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
