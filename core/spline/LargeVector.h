#pragma once
// Internal: reserving large vectors (evaluation tables, knot vectors of long curves) so
// that their first touch is cheap. Page faults dominate building a million-knot curve on
// machines with expensive faults (≈ 11 µs per 4 KiB page in a VM); on Linux the reserved
// block is marked for transparent huge pages (madvise MADV_HUGEPAGE, which the kernel's
// default "madvise" mode honours), so it is faulted in 2 MiB at a time. The allocator is
// the default one; elsewhere this is a plain reserve(). This header includes no Qt.

#include <cstddef>
#include <vector>

namespace knotline::detail {

/// Marks the whole 2 MiB pages inside [data, data + bytes) for transparent huge pages.
/// Does nothing below 4 MiB, on other systems, or when the kernel refuses.
void adviseHugePages(const void *data, std::size_t bytes);

/// v.reserve(n), then adviseHugePages on the new block when it is large. Only useful
/// before the elements are first written (an empty or cleared vector).
template <class T>
void reserveLarge(std::vector<T> &v, std::size_t n)
{
    if (n <= v.capacity())
        return;
    v.reserve(n);
    adviseHugePages(v.data(), v.capacity() * sizeof(T));
}

} // namespace knotline::detail
