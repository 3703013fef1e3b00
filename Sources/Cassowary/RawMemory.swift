#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#elseif canImport(Android)
import Android
#endif

/// Memory for the solver's hand-managed storage (row terms, column lists), from `malloc`.
///
/// `UnsafeMutablePointer.allocate` asks the Swift runtime for default alignment, which it
/// serves with `posix_memalign` on Linux: about three times the instructions of `malloc`,
/// paid for every row and every growing list. Blocks from here go back through `rawFree`.
@inline(__always)
func rawAllocate(_ byteCount: Int) -> UnsafeMutableRawPointer {
    if let block = malloc(Swift.max(byteCount, 1)) { return block }
    // Out of memory: the runtime's own allocation reports it as every Swift allocation does.
    return rawAllocationFailed(byteCount)
}

/// `malloc` failed: the runtime's allocator then stops the process with its out-of-memory
/// report, as any Swift allocation would. (Should it succeed after all, on Linux and Darwin
/// its block comes from the same heap and `free` releases it.)
@inline(never)
func rawAllocationFailed(_ byteCount: Int) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
}

@inline(__always)
func rawFree<T>(_ block: UnsafeMutablePointer<T>) { free(block) }

@inline(__always)
func rawFree(_ block: UnsafeMutableRawPointer) { free(block) }
