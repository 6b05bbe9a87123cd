#include "core/timeline/TimelineCursor.h"

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
    m_slots.resize(m_index->keys()->size());
    m_groupStamp.assign(m_index->groupCount(), 0);
    m_groupLatest.assign(m_index->groupCount(), 0.0);
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

void TimelineCursor::write(std::uint32_t key, PoseValue value, const PoseSource &source)
{
    Slot &slot = m_slots[key];
    slot.stamp = m_stamp;
    slot.value = std::move(value);
    slot.source = source;
    const std::uint32_t g = m_index->keyGroups()[key];
    if (!m_index->sharedGroups()[g])
        return;
    if (m_groupStamp[g] != m_stamp) {
        m_groupStamp[g] = m_stamp;
        m_groupLatest[g] = source.writtenAt;
    } else if (source.writtenAt > m_groupLatest[g]) {
        m_groupLatest[g] = source.writtenAt;
    }
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
    const std::vector<TimelineIndex::Family> &families = m_index->families();
    for (std::size_t fi = 0; fi < families.size(); ++fi) {
        const TimelineIndex::Family &f = families[fi];
        FamilyState &state = m_families[fi];
        state.span = locate(f, state.span, t);
        if (state.span < 0)
            continue; // t is NaN: every key at rest
        const TimelineIndex::Span &span = f.spans[std::size_t(state.span)];
        if (span.writer < 0)
            continue; // at rest
        const TimelineIndex::Writer &w = f.writers[std::size_t(span.writer)];
        const std::size_t n = f.keys.size();
        const TimelineIndex::Channel *row = &f.channels[std::size_t(span.writer) * n];
        if (span.held) {
            const PoseSource source{w.placement, PoseState::Held, w.end};
            for (std::size_t j = 0; j < n; ++j) {
                if (row[j].held)
                    write(f.keys[j], *row[j].held, source);
            }
            continue;
        }
        EvalCursor *splines = &m_splines[f.firstCursor];
        if (state.loaded != span.writer) {
            for (std::size_t j = 0; j < n; ++j)
                splines[j] = EvalCursor(row[j].spline ? *row[j].spline : noSpline());
            state.loaded = span.writer;
        }
        // As PlacedClip::clipTime: wrap((t − s) · v).
        const double u = wrapClipTime((t - w.start) * w.speed, w.duration, w.mode);
        const PoseSource source{w.placement, PoseState::Active, t};
        for (std::size_t j = 0; j < n; ++j) {
            if (row[j].spline) {
                if (const std::optional<double> v = splines[j].eval(u))
                    write(f.keys[j], *v, source);
            } else {
                write(f.keys[j], poseValue(row[j].step->valueAt(u)), source);
            }
        }
    }

    // Keys in order; of a shared write group only the latest written stay.
    const std::vector<ChannelKey> &keys = *m_index->keys();
    PoseWriter::reset(out, m_index->keys());
    const std::vector<std::uint32_t> &groups = m_index->keyGroups();
    const std::vector<bool> &shared = m_index->sharedGroups();
    for (std::size_t k = 0; k < keys.size(); ++k) {
        const Slot &slot = m_slots[k];
        if (slot.stamp != m_stamp)
            continue;
        const std::uint32_t g = groups[k];
        if (shared[g] && slot.source.writtenAt != m_groupLatest[g])
            continue;
        PoseEntry &e = PoseWriter::append(out);
        e.keyPointer = &keys[k];
        e.value = slot.value;
        e.source = slot.source;
    }
}

} // namespace knotline
