import Foundation
import Model
import Scripts

extension SceneLoading {
    /// Reads the interaction script at `path` (relative to the current directory). The file is
    /// read in chunks as the parser asks for bytes, so a huge line is refused without reading it all.
    public static func loadScript(path: String) throws(FlotillaError) -> Script {
        let name = (path as NSString).lastPathComponent
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw FlotillaError(.badInput, "\(name): cannot read the file (\((error as NSError).localizedDescription))")
        }
        defer { try? handle.close() }
        let bytes = FileBytes(handle: handle)
        let script: Script
        do {
            script = try ScriptParser.parse(bytes, file: name)
        } catch {
            throw FlotillaError(.badInput, error.description)
        }
        if let failure = bytes.failure {
            throw FlotillaError(.badInput, "\(name): cannot read the file (\(failure))")
        }
        return script
    }
}

/// The bytes of a file, read 64 KiB at a time as they are iterated.
private final class FileBytes: Sequence {
    let handle: FileHandle
    /// Why reading stopped early, if it did.
    var failure: String?

    init(handle: FileHandle) {
        self.handle = handle
    }

    func makeIterator() -> AnyIterator<UInt8> {
        var chunk = Data(), index = 0
        return AnyIterator { [self] in
            if index == chunk.count {
                do {
                    chunk = try handle.read(upToCount: 65536) ?? Data()
                } catch {
                    failure = (error as NSError).localizedDescription
                    chunk = Data()
                }
                index = 0
                guard !chunk.isEmpty else { return nil }
            }
            defer { index += 1 }
            return chunk[chunk.startIndex + index]
        }
    }
}
