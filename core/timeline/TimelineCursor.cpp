#include "core/timeline/TimelineCursor.h"

#include "core/timeline/PoseBlend.h"

#include <algorithm>
#include <atomic>

namespace knotline {

namespace {

const Spline &noSpline()
{
    static const Spline empty;
    return empty;
}

} // namespace

TimelineCursor::TimelineCursor(std::shared_ptr<const TimelineIndex> index) : m_index(std::move(index))
{
    std::size_t cursors = 0;
    for (const TimelineIndex::Family &f : m_index->families())
        cursors += f.keys.size();
    m_families.resize(m_index->families().size());
    m_splines.assign(cursors, EvalCursor(noSpline()));
    if (!m_index->familiesInKeyOrder())
        m_slots.resize(m_index->keys()->size());
    m_groupStamp.assign(m_index->groupCount(), 0);
    m_groupLatest.assign(m_index->groupCount(), 0.0);
    m_blended = m_index->timeline().poseMode() == TimelinePoseMode::Blended;
    if (m_blended)
        m_splines2.assign(cursors, EvalCursor(noSpline()));
}

TimelineCursor::TimelineCursor(const Timeline &timeline)
    : TimelineCursor(std::make_shared<const TimelineIndex>(timeline))
{
}

std::int32_t TimelineCursor::locate(const TimelineIndex::Family &f, std::int32_t hint, double t) const
{
    const auto n = std::int32_t(f.spans.size());
    if (hint >= 0 && hint < n) {
        if (f.spans[std::size_t(hint)].reached(t)) {
            // The same stretch, or the next one or two (frame after frame).
            for (std::int32_t j = hint; j < hint + 3; ++j) {
                if (j + 1 == n || !f.spans[std::size_t(j + 1)].reached(t))
                    return j;
            }
        } else if (hint > 0 && f.spans[std::size_t(hint - 1)].reached(t)) {
            return hint - 1;
        }
    }
    return TimelineIndex::findSpan(f, t);
}

void TimelineCursor::noteGroup(std::int32_t g, double writtenAt)
{
    if (m_groupStamp[g] != m_stamp) {
        m_groupStamp[g] = m_stamp;
        m_groupLatest[g] = writtenAt;
    } else if (writtenAt != m_groupLatest[g]) {
        m_hidden = true;
        if (writtenAt > m_groupLatest[g])
            m_groupLatest[g] = writtenAt;
    }
}

PoseEntry *TimelineCursor::reserveEntries(std::size_t n)
{
    std::vector<PoseEntry> &out = *m_out;
    if (out.size() < m_count + n)
        out.resize(m_count + n);
    return out.data() + m_count;
}

void TimelineCursor::commitEntries(const TimelineIndex::Family &f, std::size_t written, double writtenAt)
{
    // One family's entries share their written-at time, so noting each of its groups once
    // is what noting every key would do (noteGroup keeps the latest, flags a difference).
    if (written == f.keys.size()) {
        for (const std::int32_t g : f.sharedGroupList)
            noteGroup(g, writtenAt);
    } else if (!f.sharedGroupList.empty()) {
        const ChannelKey *first = m_index->keys()->data();
        const PoseEntry *e = m_out->data() + m_count;
        for (std::size_t i = 0; i < written; ++i) {
            const std::size_t k = std::size_t(e[i].keyPointer - first);
            if (m_index->keyInSharedGroup(k))
                noteGroup(std::int32_t(m_index->keyGroups()[k]), writtenAt);
        }
    }
    m_count += written;
}

void TimelineCursor::commitEntriesEachOwn(const TimelineIndex::Family &f, std::size_t written)
{
    if (!f.sharedGroupList.empty()) {
        const ChannelKey *first = m_index->keys()->data();
        const PoseEntry *e = m_out->data() + m_count;
        for (std::size_t i = 0; i < written; ++i) {
            const std::size_t k = std::size_t(e[i].keyPointer - first);
            if (m_index->keyInSharedGroup(k))
                noteGroup(std::int32_t(m_index->keyGroups()[k]), e[i].source.writtenAt);
        }
    }
    m_count += written;
}

template <class Value>
void TimelineCursor::write(const TimelineIndex::Family &f, std::size_t j, Value &&value, const PoseSource &source)
{
    if (const std::int32_t g = f.groups[j]; g >= 0)
        noteGroup(g, source.writtenAt);
    if (m_slots.empty()) {
        // Families in key order: straight into the pose, overwriting last time's entries.
        std::vector<PoseEntry> &out = *m_out;
        PoseEntry &e = m_count < out.size() ? out[m_count] : out.emplace_back();
        ++m_count;
        e.keyPointer = f.keyPointers[j];
        e.value = std::forward<Value>(value);
        e.source = source;
        return;
    }
    Slot &slot = m_slots[f.keys[j]];
    slot.stamp = m_stamp;
    slot.value = std::forward<Value>(value);
    slot.source = source;
}

void TimelineCursor::evaluateFamily(std::size_t fi, double t)
{
    const TimelineIndex::Family &f = m_index->families()[fi];
    FamilyState &state = m_families[fi];
    const std::int32_t heldBefore = state.heldSpan; // what the previous evaluation wrote, if held
    state.heldSpan = -1;
    state.span = locate(f, state.span, t);
    if (state.span < 0)
        return; // t is NaN: every key at rest
    const TimelineIndex::Span &span = f.spans[std::size_t(state.span)];
    if (span.writer < 0)
        return; // at rest
    const TimelineIndex::Writer &w = f.writers[std::size_t(span.writer)];
    const std::size_t n = f.keys.size();
    const std::size_t row = std::size_t(span.writer) * n;
    const bool fast = m_slots.empty();
    const ChannelKey *const *keyPointers = f.keyPointers.data();
    if (span.held) {
        state.previous = -1;
        const PoseSource source{w.placement, PoseState::Held, w.end};
        if (fast && f.heldAllNumbers[std::size_t(span.writer)]) {
            // Held values do not change: when the previous evaluation wrote this span's
            // entries at this very place of this pose, they are still there.
            if (m_reuse && heldBefore == state.span && state.heldAt == m_count && m_out->size() >= m_count + n) {
                state.heldSpan = heldBefore;
                commitEntries(f, n, source.writtenAt);
                return;
            }
            state.heldSpan = state.span;
            state.heldAt = std::uint32_t(m_count);
            PoseEntry *e = reserveEntries(n);
            const double *numbers = &f.heldNumbers[row];
            for (std::size_t j = 0; j < n; ++j) {
                e[j].keyPointer = keyPointers[j];
                e[j].value = numbers[j];
                e[j].source = source;
            }
            commitEntries(f, n, source.writtenAt);
            return;
        }
        const std::optional<PoseValue> *held = &f.held[row];
        for (std::size_t j = 0; j < n; ++j) {
            if (held[j])
                write(f, j, *held[j], source);
        }
        return;
    }
    const Spline *const *rowSplines = &f.splines[row];
    // Spline cursors pay off from the second time in a row a writer plays (playback);
    // a one-off time (scrubbing, random order) evaluates the splines directly.
    EvalCursor *splines = &m_splines[f.firstCursor];
    const bool useCursors = state.loaded == span.writer || state.previous == span.writer;
    if (useCursors && state.loaded != span.writer) {
        for (std::size_t j = 0; j < n; ++j)
            splines[j] = EvalCursor(rowSplines[j] ? *rowSplines[j] : noSpline());
        state.loaded = span.writer;
    }
    state.previous = span.writer;
    // As PlacementTiming::clipTime: the warp, else wrap((t − s) · v).
    const double u = w.warp ? w.warp->evaluate(t) : wrapClipTime((t - w.anchor) * w.speed, w.duration, w.mode);
    const PoseSource source{w.placement, PoseState::Active, t};
    if (fast && f.allSplines[std::size_t(span.writer)]) {
        PoseEntry *e = reserveEntries(n);
        std::size_t written = 0;
        const auto put = [&](std::size_t j, const std::optional<double> &v) {
            if (!v)
                return; // a value block: the key is absent
            PoseEntry &entry = e[written++];
            entry.keyPointer = keyPointers[j];
            entry.value = *v;
            entry.source = source;
        };
        if (useCursors) {
            for (std::size_t j = 0; j < n; ++j)
                put(j, splines[j].eval(u));
        } else {
            for (std::size_t j = 0; j < n; ++j)
                put(j, rowSplines[j]->eval(u));
        }
        commitEntries(f, written, t);
        return;
    }
    for (std::size_t j = 0; j < n; ++j) {
        if (const Spline *spline = rowSplines[j]) {
            if (const std::optional<double> v = useCursors ? splines[j].eval(u) : spline->eval(u))
                write(f, j, *v, source);
        } else {
            write(f, j, poseValue(f.steps[row + j]->valueAt(u)), source);
        }
    }
}

void TimelineCursor::evaluateFamilyBlended(std::size_t fi, double t)
{
    const TimelineIndex::Family &f = m_index->families()[fi];
    FamilyState &state = m_families[fi];
    // The active span: the previous one, the next, else a search.
    const auto &spans = f.activeSpans;
    const auto n = std::int32_t(spans.size());
    std::int32_t span = state.activeSpan;
    const auto holds = [&](std::int32_t i) {
        return i >= 0 && i < n && spans[std::size_t(i)].reached(t) && (i + 1 == n || !spans[std::size_t(i + 1)].reached(t));
    };
    if (!holds(span))
        span = holds(span + 1) ? span + 1 : TimelineIndex::findActiveSpan(f, t);
    state.activeSpan = span;
    if (span < 0)
        return; // t is NaN: every key at rest

    m_contributions.clear();
    const TimelineIndex::ActiveSpan &active = spans[std::size_t(span)];
    for (std::uint32_t k = 0; k < active.count; ++k) {
        const std::int32_t wi = f.activeWriters[active.first + k];
        const TimelineIndex::Writer &w = f.writers[std::size_t(wi)];
        const double weight = placementWeight(w.start, w.end, w.blendIn, w.blendOut, w.hold, t) * w.trackWeight;
        if (!(weight > 0.0))
            continue;
        // As PlacementTiming::clipTime: the warp, else wrap((t − s) · v).
        const double u = w.warp ? w.warp->evaluate(t) : wrapClipTime((t - w.anchor) * w.speed, w.duration, w.mode);
        m_contributions.push_back({wi, weight, u, {w.placement, PoseState::Active, t}});
    }
    // What the held writers that ended before t give (TimelineIndex::heldStates), unless an
    // active replace contribution of weight 1 sets the value whatever came before it
    // (exactly v, PoseBlend.h): then only it and the ones after it count.
    const std::size_t keys = f.keys.size();
    const std::size_t heldRow = TimelineIndex::heldBefore(f, t);
    std::size_t first = 0;
    bool fromHeld = true;
    for (std::size_t i = m_contributions.size(); i-- > 0;) {
        const Contribution &c = m_contributions[i];
        if (c.weight == 1.0 && !f.writers[std::size_t(c.writer)].additive) {
            first = i;
            fromHeld = false;
            break;
        }
    }
    const bool fast = m_slots.empty();
    const BlendedValue *held = &f.heldStates[heldRow * keys];
    const std::int32_t heldBefore = state.heldSpan; // the held row the previous evaluation wrote, if any
    state.heldSpan = -1;
    if (m_contributions.empty()) {
        // Only held values: the row as it is.
        if (heldRow == 0)
            return; // nothing started: at rest
        if (fast && f.heldRowUniform[heldRow]) {
            // Held values do not change: when the previous evaluation wrote this row at this
            // very place of this pose, its entries are still there.
            if (m_reuse && heldBefore == std::int32_t(heldRow) && state.heldAt == m_count
                && m_out->size() >= m_count + keys) {
                state.heldSpan = heldBefore;
                commitEntries(f, keys, held[0].source().writtenAt);
                return;
            }
            state.heldSpan = std::int32_t(heldRow);
            state.heldAt = std::uint32_t(m_count);
            PoseEntry *e = reserveEntries(keys);
            const ChannelKey *const *keyPointers = f.keyPointers.data();
            for (std::size_t j = 0; j < keys; ++j) {
                e[j].keyPointer = keyPointers[j];
                e[j].value = held[j].value();
                e[j].source = held[j].source();
            }
            commitEntries(f, keys, held[0].source().writtenAt);
            return;
        }
        for (std::size_t j = 0; j < keys; ++j)
            if (held[j].present())
                write(f, j, held[j].value(), held[j].source());
        return;
    }
    // Spline cursors for up to two active writers (one playing, or two crossfading): kept
    // per writer while it plays, as the raw path's are.
    EvalCursor *rows[2] = {&m_splines[f.firstCursor], &m_splines2[f.firstCursor]};
    std::int32_t *loaded[2] = {&state.loaded, &state.loaded2};
    const auto load = [&](std::int32_t writer, int avoid) {
        if (*loaded[0] == writer || *loaded[1] == writer)
            return;
        const int r = avoid == 0 ? 1 : 0;
        const Spline *const *row = &f.splines[std::size_t(writer) * keys];
        for (std::size_t j = 0; j < keys; ++j)
            rows[r][j] = EvalCursor(row[j] ? *row[j] : noSpline());
        *loaded[r] = writer;
    };
    const Contribution &last = m_contributions.back();
    load(last.writer, -1);
    if (m_contributions.size() >= 2) {
        const std::int32_t other = m_contributions[m_contributions.size() - 2].writer;
        load(other, *loaded[0] == last.writer ? 0 : 1);
    }
    const auto splineValue = [&](const Contribution &c, std::size_t j, const Spline &spline) {
        if (c.writer == *loaded[0])
            return rows[0][j].eval(c.clipTime);
        if (c.writer == *loaded[1])
            return rows[1][j].eval(c.clipTime);
        return spline.eval(c.clipTime);
    };

    if (!fromHeld && first + 1 == m_contributions.size() && fast && f.allSplines[std::size_t(last.writer)]) {
        // One full contribution: its values as they are, every key written at t.
        const std::size_t row = std::size_t(last.writer) * keys;
        PoseEntry *e = reserveEntries(keys);
        const ChannelKey *const *keyPointers = f.keyPointers.data();
        std::size_t written = 0;
        for (std::size_t j = 0; j < keys; ++j) {
            const std::optional<double> v = splineValue(last, j, *f.splines[row + j]);
            if (!v)
                continue; // a value block: no value, the key is absent
            PoseEntry &entry = e[written++];
            entry.keyPointer = keyPointers[j];
            entry.value = *v;
            entry.source = last.source;
        }
        commitEntries(f, written, last.source.writtenAt);
        return;
    }

    // Numbers only (every active writer's channels are splines, the held row numbers from one
    // placement or none): PoseBlend's arithmetic on plain doubles, straight into the pose.
    bool numbers = fast && (!fromHeld || heldRow == 0 || f.heldRowUniform[heldRow]);
    for (std::size_t i = first; numbers && i < m_contributions.size(); ++i)
        numbers = f.allSplines[std::size_t(m_contributions[i].writer)] != 0;
    if (numbers) {
        PoseEntry *e = reserveEntries(keys);
        const ChannelKey *const *keyPointers = f.keyPointers.data();
        const bool startHeld = fromHeld && heldRow > 0;
        std::size_t written = 0;
        for (std::size_t j = 0; j < keys; ++j) {
            // As BlendedValue: started (x holds a value to blend with), hasX, applied.
            bool started = startHeld, hasX = startHeld;
            double x = startHeld ? std::get<double>(held[j].value()) : 0.0;
            const PoseSource *source = startHeld ? &held[j].source() : nullptr;
            for (std::size_t i = first; i < m_contributions.size(); ++i) {
                const Contribution &c = m_contributions[i];
                const std::size_t cell = std::size_t(c.writer) * keys + j;
                const bool additive = f.writers[std::size_t(c.writer)].additive;
                const std::optional<double> v = splineValue(c, j, *f.splines[cell]);
                if (v) {
                    if (!started || !hasX)
                        x = additive ? c.weight * *v : *v;
                    else if (additive)
                        x = x + c.weight * *v;
                    else
                        x = c.weight == 1.0 ? *v : (1.0 - c.weight) * x + c.weight * *v;
                    hasX = true;
                } else {
                    if (additive || (started && !(c.weight >= 0.5)))
                        continue; // a value block that does not apply
                    hasX = false;
                }
                started = true;
                source = &c.source;
            }
            if (!source || !hasX)
                continue;
            PoseEntry &entry = e[written++];
            entry.keyPointer = keyPointers[j];
            entry.value = x;
            entry.source = *source;
        }
        commitEntriesEachOwn(f, written);
        return;
    }

    for (std::size_t j = 0; j < keys; ++j) {
        BlendedValue x = fromHeld ? held[j] : BlendedValue();
        for (std::size_t i = first; i < m_contributions.size(); ++i) {
            const Contribution &c = m_contributions[i];
            const std::size_t cell = std::size_t(c.writer) * keys + j;
            const bool additive = f.writers[std::size_t(c.writer)].additive;
            if (const Spline *spline = f.splines[cell]) {
                const std::optional<double> v = splineValue(c, j, *spline);
                if (v)
                    x.applyNumber(*v, c.weight, additive, c.source);
                else
                    x.apply(std::nullopt, c.weight, additive, c.source);
            } else {
                x.apply(poseValue(f.steps[cell]->valueAt(c.clipTime)), c.weight, additive, c.source);
            }
        }
        if (x.present())
            write(f, j, x.value(), x.source());
    }
}

void TimelineCursor::gatherSlots()
{
    const std::vector<ChannelKey> &keys = *m_index->keys();
    std::vector<PoseEntry> &out = *m_out;
    for (std::size_t k = 0; k < keys.size(); ++k) {
        const Slot &slot = m_slots[k];
        if (slot.stamp != m_stamp)
            continue;
        PoseEntry &e = m_count < out.size() ? out[m_count] : out.emplace_back();
        ++m_count;
        e.keyPointer = &keys[k];
        e.value = slot.value;
        e.source = slot.source;
    }
}

void TimelineCursor::removeHidden()
{
    const ChannelKey *first = m_index->keys()->data();
    const std::vector<std::uint32_t> &groups = m_index->keyGroups();
    const std::vector<bool> &shared = m_index->sharedGroups();
    std::vector<PoseEntry> &out = *m_out;
    const auto hidden = [&](const PoseEntry &e) {
        const std::uint32_t g = groups[std::size_t(e.keyPointer - first)];
        return shared[g] && e.source.writtenAt != m_groupLatest[g];
    };
    out.erase(std::remove_if(out.begin(), out.end(), hidden), out.end());
}

Pose TimelineCursor::evaluate(double t)
{
    Pose pose;
    evaluate(t, pose);
    return pose;
}

void TimelineCursor::evaluate(double t, Pose &out)
{
    ++m_stamp;
    m_hidden = false;
    m_count = 0;
    m_reuse = m_lastWrite != 0 && PoseWriter::writtenBy(out) == m_lastWrite && PoseWriter::keys(out) == m_index->keys();
    PoseWriter::bind(out, m_index->keys());
    m_out = &PoseWriter::entries(out);

    const std::size_t families = m_index->families().size();
    if (m_blended) {
        for (std::size_t fi = 0; fi < families; ++fi)
            evaluateFamilyBlended(fi, t);
    } else {
        for (std::size_t fi = 0; fi < families; ++fi)
            evaluateFamily(fi, t);
    }
    if (!m_slots.empty())
        gatherSlots();
    m_out->resize(m_count);
    // A process-wide id for this evaluation's entries; after removing hidden entries the
    // places have moved, so the next evaluation writes everything again.
    static std::atomic<std::uint64_t> writes{0};
    m_lastWrite = m_hidden ? 0 : ++writes;
    if (m_hidden)
        removeHidden(); // of a shared write group only the latest written stay
    PoseWriter::setWrittenBy(out, m_lastWrite);
    m_out = nullptr;
}

} // namespace knotline
