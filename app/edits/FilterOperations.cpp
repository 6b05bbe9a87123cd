#include "app/edits/FilterOperations.h"

#include "app/edits/SessionEdits.h"
#include "core/filters/EulerTripleFilter.h"
#include "core/filters/RotationChannelName.h"
#include "core/io/AnimFile.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <string>

namespace knotline {

namespace {

KeySpan selectedSpan(const EditorSession &session, ChannelId channel)
{
    const std::vector<std::size_t> keys = session.selection()->knotsOf(channel);
    if (keys.empty())
        return std::nullopt;
    const auto [lo, hi] = std::minmax_element(keys.begin(), keys.end());
    return std::make_pair(*lo, *hi);
}

void noteDeviation(FilterSummary &summary, const Deviation &d)
{
    if (d.largest > summary.largest || std::isnan(summary.largestAt)) {
        summary.largest = std::max(summary.largest, d.largest);
        summary.largestAt = d.time;
    }
}

/// Runs `work` on a channel and counts it (skipped when it changed nothing and said so).
Status runWork(const CurveFilterWork &work, ChannelId channel, AnimCurveFn &fn,
               KeySpan keys, FilterSummary &summary)
{
    const std::size_t before = fn.numKeys();
    const std::size_t skippedBefore = summary.skipped;
    const Status st = work(channel, fn, keys, summary);
    if (!st || summary.skipped != skippedBefore)
        return st;
    ++summary.channels;
    summary.keysBefore += before;
    summary.keysAfter += fn.numKeys();
    return st;
}

/// A CurveFilterWork running `filter(fn, keys)` (a Result of a core filter's report) and
/// adding the report to the summary with `note(summary, report)`.
template <class Filter, class Note>
CurveFilterWork reportingWork(Filter filter, Note note)
{
    return [filter, note](ChannelId, AnimCurveFn &fn, KeySpan keys, FilterSummary &summary) -> Status {
        const auto r = filter(fn, keys);
        if (!r)
            return r.status();
        note(summary, r.value());
        return Status::ok();
    };
}

Status checkAnyWorked(const FilterSummary &summary)
{
    if (summary.channels == 0 && summary.skipped > 0)
        return Status::error("no rotation channel among the channels to filter: choose degrees or radians");
    return Status::ok();
}

void noteSmoothing(FilterSummary &summary, const SmoothReport &r)
{
    summary.keysChanged += r.keysChanged;
    summary.largest = std::max(summary.largest, r.largestChange);
}

} // namespace

std::optional<AngleUnit> rotationUnitOf(const EditorDocument &document, ChannelId channel)
{
    const Channel *c = document.findChannel(channel);
    if (!c)
        return std::nullopt;
    if (c->source == ChannelSource::AnimCurve) {
        const AnimFile *file = document.animFile();
        const AnimFileEntry *entry = file ? file->find(c->path) : nullptr;
        if (!entry || entry->output != AnimOutputType::Angular)
            return std::nullopt;
        if (file->angularUnit == AnimAngularUnit::Degree)
            return AngleUnit::Degrees;
        if (file->angularUnit == AnimAngularUnit::Radian)
            return AngleUnit::Radians;
        return std::nullopt;
    }
    if (isRotationName(c->path))
        return AngleUnit::Degrees;
    return std::nullopt;
}

namespace {

/// Planned key values (key index, new value) of the channels filtered as rotation triples.
using TriplePlans = std::map<ChannelId, std::vector<std::pair<std::size_t, double>>>;

/// The target channels that form rotation triples (X, Y and Z of one node, each a target,
/// one angle unit), each triple planned together (core/filters/EulerTripleFilter.h, rotate
/// order XYZ) over its channels' selected spans. A triple whose plan is refused is left to
/// the one-curve filter, which reports the refusal.
std::shared_ptr<const TriplePlans> planRotationTriples(const EditorSession &session,
                                                       const std::function<std::optional<AngleUnit>(ChannelId)> &unitOf)
{
    const EditorDocument &document = *session.document();
    std::map<std::string, std::array<std::optional<ChannelId>, 3>> groups;
    for (ChannelId channel : targetChannels(session))
        if (const Channel *c = document.findChannel(channel))
            if (const std::optional<RotationAxisName> axis = rotationAxisOf(c->path))
                groups[axis->group][axis->axis] = channel;
    auto plans = std::make_shared<TriplePlans>();
    for (const auto &[group, ids] : groups) {
        if (!ids[0] || !ids[1] || !ids[2])
            continue;
        const std::optional<AngleUnit> unit = unitOf(*ids[0]);
        if (!unit || unitOf(*ids[1]) != unit || unitOf(*ids[2]) != unit)
            continue;
        const Result<EulerTriplePlan> plan =
            planEulerTripleFilter({&document.channel(*ids[0]).curve, &document.channel(*ids[1]).curve,
                                   &document.channel(*ids[2]).curve},
                                  *unit,
                                  {selectedSpan(session, *ids[0]), selectedSpan(session, *ids[1]),
                                   selectedSpan(session, *ids[2])});
        if (!plan)
            continue;
        for (std::size_t a = 0; a < 3; ++a)
            (*plans)[*ids[a]] = plan->changes[a];
    }
    return plans;
}

} // namespace

CurveFilterWork eulerFilterWork(const EditorSession &session, EulerUnitChoice unit)
{
    const EditorDocument &document = *session.document();
    const auto unitOf = [&document, unit](ChannelId channel) -> std::optional<AngleUnit> {
        return unit == EulerUnitChoice::Degrees ? std::optional(AngleUnit::Degrees)
            : unit == EulerUnitChoice::Radians  ? std::optional(AngleUnit::Radians)
                                                : rotationUnitOf(document, channel);
    };
    const std::shared_ptr<const TriplePlans> triples = planRotationTriples(session, unitOf);
    return [unitOf, triples](ChannelId channel, AnimCurveFn &fn, KeySpan keys, FilterSummary &summary) -> Status {
        if (const auto planned = triples->find(channel); planned != triples->end()) {
            // One axis of a rotation triple: the values planned with the other two.
            for (const auto &[index, value] : planned->second)
                summary.largest = std::max(summary.largest, std::abs(value - fn.curve().keyValue(index)));
            if (Status st = applyEulerPlan(fn, planned->second); !st)
                return st;
            summary.keysChanged += planned->second.size();
            return Status::ok();
        }
        const std::optional<AngleUnit> u = unitOf(channel);
        if (!u) {
            ++summary.skipped;
            return Status::ok();
        }
        const Result<EulerFilterReport> r = eulerFilter(fn, *u, keys);
        if (!r)
            return r.status();
        summary.keysChanged += r->keysChanged;
        summary.largest = std::max(summary.largest, r->largestShift);
        return Status::ok();
    };
}

CurveFilterWork simplifyWork(double tolerance)
{
    return reportingWork(
        [tolerance](AnimCurveFn &fn, KeySpan keys) {
            SimplifyOptions options;
            options.tolerance = tolerance;
            options.keyRange = keys;
            return simplifyCurve(fn, options);
        },
        [](FilterSummary &summary, const SimplifyReport &r) { noteDeviation(summary, r.deviation); });
}

CurveFilterWork smoothWork(const SmoothOptions &options)
{
    return reportingWork(
        [options](AnimCurveFn &fn, KeySpan keys) {
            SmoothOptions o = options;
            o.keyRange = keys;
            return smoothCurve(fn, o);
        },
        noteSmoothing);
}

CurveFilterWork gaussianSmoothWork(const GaussianSmoothOptions &options)
{
    return reportingWork(
        [options](AnimCurveFn &fn, KeySpan keys) {
            GaussianSmoothOptions o = options;
            o.keyRange = keys;
            return gaussianSmoothCurve(fn, o);
        },
        noteSmoothing);
}

CurveFilterWork butterworthSmoothWork(const EditorDocument &document, ButterworthSmoothOptions options)
{
    options.timeCodesPerSecond = document.timeCodesPerSecond();
    return reportingWork(
        [options](AnimCurveFn &fn, KeySpan keys) {
            ButterworthSmoothOptions o = options;
            o.keyRange = keys;
            return butterworthSmoothCurve(fn, o);
        },
        noteSmoothing);
}

CurveFilterWork resampleWork(double stride, MayaTangentType tangentType)
{
    return reportingWork(
        [stride, tangentType](AnimCurveFn &fn, KeySpan keys) {
            ResampleOptions options;
            options.stride = stride;
            options.tangentType = tangentType;
            if (keys && fn.numKeys() > keys->second) {
                options.start = fn.curve().keyTime(keys->first);
                options.end = fn.curve().keyTime(keys->second);
            }
            return resampleCurve(fn, options);
        },
        [](FilterSummary &summary, const ResampleReport &r) { noteDeviation(summary, r.deviation); });
}

Status applyCurveFilter(EditorSession &session, const QString &text, const CurveFilterWork &work, FilterSummary *summary)
{
    FilterSummary s;
    const Status st = editChannels(session, targetChannels(session), text, [&](ChannelId channel, AnimCurveFn &fn) {
        return runWork(work, channel, fn, selectedSpan(session, channel), s);
    });
    if (summary)
        *summary = s;
    if (!st)
        return st;
    return checkAnyWorked(s);
}

Result<std::vector<PreviewCurve>> previewCurveFilter(const EditorSession &session, const CurveFilterWork &work,
                                                     FilterSummary *summary)
{
    const std::vector<ChannelId> channels = targetChannels(session);
    if (channels.empty())
        return Status::error("nothing to edit: select keys or make an editable channel current");
    FilterSummary s;
    std::vector<PreviewCurve> curves;
    for (ChannelId channel : channels) {
        AnimCurve copy = session.document()->channel(channel).curve;
        AnimCurveFn fn(copy);
        const std::size_t counted = s.channels;
        const Status st = runWork(work, channel, fn, selectedSpan(session, channel), s);
        if (!st)
            return st.withContext(session.document()->channel(channel).path);
        if (s.channels != counted)
            curves.push_back(PreviewCurve{channel, copy.spline()});
    }
    if (summary)
        *summary = s;
    if (const Status st = checkAnyWorked(s); !st)
        return st;
    return curves;
}

KeyScaleParams resolvedScaleParams(const EditorSession &session, KeyScaleParams params, TimePivotChoice choice)
{
    if (choice == TimePivotChoice::CurrentTime) {
        params.timePivot = session.currentTime();
    } else if (choice == TimePivotChoice::SelectionStart) {
        std::optional<double> start;
        for (const KnotRef &k : session.selection()->knots()) {
            const Channel *c = session.document()->findChannel(k.channel);
            if (!c || k.knot >= c->curve.numKeys())
                continue;
            const double t = c->curve.keyTime(k.knot);
            start = start ? std::min(*start, t) : t;
        }
        if (start)
            params.timePivot = *start;
    }
    return params;
}

Status scaleSelectedKeys(EditorSession &session, const KeyScaleParams &params)
{
    return editSelectedKeys(session, QCoreApplication::translate("FilterOperations", "Scale Keys"),
                            [&](ChannelId, AnimCurveFn &fn, const std::vector<std::size_t> &keys) {
                                return scaleKeys(fn, keys, params);
                            });
}

Result<std::vector<PreviewCurve>> previewScaleSelectedKeys(const EditorSession &session, const KeyScaleParams &params)
{
    if (session.selection()->isEmpty())
        return Status::error("select keys first");
    std::vector<PreviewCurve> curves;
    for (ChannelId channel : targetChannels(session)) {
        AnimCurve copy = session.document()->channel(channel).curve;
        AnimCurveFn fn(copy);
        const Status st = scaleKeys(fn, session.selection()->knotsOf(channel), params);
        if (!st)
            return st.withContext(session.document()->channel(channel).path);
        curves.push_back(PreviewCurve{channel, copy.spline()});
    }
    return curves;
}

} // namespace knotline
