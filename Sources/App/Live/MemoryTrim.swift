import CMalloc

/// Hands memory the process no longer uses back to the system.
enum MemoryTrim {
    /// Returns the free pages of the heap to the system (glibc's `malloc_trim`), so that the
    /// pixels let go of while something moved stop counting in the resident memory once all is at
    /// rest. It walks the heap once: call it when motion ends, not every frame.
    static func returnFreePages() {
        _ = malloc_trim(0)
    }
}
