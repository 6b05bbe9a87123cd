#pragma once
// PlacementList: a track's placed clips, in track order, shared between copies until one of
// them changes (copy on write).
//
// A Timeline copy is an undo snapshot, a drag proposal and the "before" of every change
// record; with long tracks those copies dominated an edit. Copies of a PlacementList share
// one vector, so copying a timeline costs a pointer per track, comparing two timelines
// skips the tracks they share (operator== checks sharing first), and an edit copies only
// the tracks it changes.
//
// Reading: the const members behave as std::vector's (size, [], iteration), and the list
// converts to `const std::vector<PlacedClip> &`. Writing: edit() returns the vector to
// change, first copying it when other lists share it; the non-const [], begin/end, front/back
// and the vector-like mutators go through it, so they copy a shared list even to read (read
// a non-const list through items() or a const reference). A reference or iterator obtained
// for writing must not be used once the list has been copied or assigned: writes through it
// would reach the copy too.
//
// clipUses() summarises the clips the placements play (each distinct clip once, with how
// many placements play it), computed once per shared vector and kept until it changes, so
// "which clips does the timeline play" costs a pass over the tracks' summaries, not over
// every placement, for the tracks an edit did not touch.
//
// Copies may be read from several threads at once; as for std::vector, writing needs the
// one writer to be alone on that list object, and writes through a reference edit()
// returned must end before the list is next read through clipUses().

#include "core/timeline/PlacedClip.h"

#include <cstddef>
#include <initializer_list>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace knotline {

/// A clip the placements of a list play, and how many of them play it.
struct ClipUse {
    std::shared_ptr<const Clip> clip;
    std::size_t placements = 0;
};

class PlacementList {
public:
    using value_type = PlacedClip;
    using size_type = std::size_t;
    using iterator = std::vector<PlacedClip>::iterator;
    using const_iterator = std::vector<PlacedClip>::const_iterator;

    PlacementList() = default;
    /// Takes the placements (no copy).
    PlacementList(std::vector<PlacedClip> items); // NOLINT(google-explicit-constructor): a list is its vector
    PlacementList(std::initializer_list<PlacedClip> items);

    /// The placements, read-only: never copies.
    const std::vector<PlacedClip> &items() const { return m_block ? m_block->items : noPlacements(); }
    operator const std::vector<PlacedClip> &() const { return items(); } // NOLINT(google-explicit-constructor)

    std::size_t size() const { return items().size(); }
    bool empty() const { return items().empty(); }
    /// Precondition: i < size().
    const PlacedClip &operator[](std::size_t i) const { return items()[i]; }
    const PlacedClip &front() const { return items().front(); }
    const PlacedClip &back() const { return items().back(); }
    const_iterator begin() const { return items().begin(); }
    const_iterator end() const { return items().end(); }

    /// The placements to change: copies them first when another list shares them (the
    /// other lists keep the old ones).
    std::vector<PlacedClip> &edit();
    /// Precondition: i < size(). Writes through edit().
    PlacedClip &operator[](std::size_t i) { return edit()[i]; }
    PlacedClip &front() { return edit().front(); }
    PlacedClip &back() { return edit().back(); }
    iterator begin() { return edit().begin(); }
    iterator end() { return edit().end(); }
    void push_back(PlacedClip placed) { edit().push_back(std::move(placed)); }
    void clear() { m_block.reset(); }

    /// Each distinct clip the placements play, in order of first use, with how many play
    /// it. O(placements) the first time for a vector, then O(1) for every list sharing it.
    const std::vector<ClipUse> &clipUses() const;

    /// Whether the two lists share their placements (then they are equal without comparing).
    bool sharesWith(const PlacementList &other) const { return m_block == other.m_block; }

    /// Equal placements (PlacedClip's ==); lists that share their placements are equal at once.
    friend bool operator==(const PlacementList &a, const PlacementList &b)
    {
        return a.sharesWith(b) || a.items() == b.items();
    }

private:
    /// The placements, shared by the lists copied from one another, and their clip uses
    /// once asked.
    struct Block {
        explicit Block(std::vector<PlacedClip> placements)
            : items(std::move(placements))
        {
        }
        std::vector<PlacedClip> items;
        mutable std::mutex usesMutex;
        mutable std::optional<std::vector<ClipUse>> uses;
    };

    static const std::vector<PlacedClip> &noPlacements();

    std::shared_ptr<Block> m_block; ///< null: no placements
};

} // namespace knotline
