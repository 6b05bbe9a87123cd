#include "core/editor/ClipChannelCurves.h"

#include "core/animcurve/AnimCurveFn.h"
#include "core/time/SplineRetime.h"

#include <map>

namespace knotline {

namespace {

LayerOffset toTimeCodes(double timeCodesPerSecond)
{
    LayerOffset o;
    o.scale = timeCodesPerSecond;
    return o;
}

LayerOffset toSeconds(double timeCodesPerSecond)
{
    LayerOffset o;
    o.scale = 1.0 / timeCodesPerSecond;
    return o;
}

/// A step channel as held keys: booleans 0 / 1, strings their key number.
Spline stepKeysAsSpline(const StepChannel &steps, double timeCodesPerSecond)
{
    std::vector<Knot> knots;
    const std::vector<StepKey> &keys = steps.keys();
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const bool *flag = std::get_if<bool>(&keys[i].value);
        const double value = flag ? (*flag ? 1.0 : 0.0) : double(i);
        const double time = keys[i].time * timeCodesPerSecond;
        if (!knots.empty() && knots.back().time == time) { // the later key wins from its time on
            knots.back().preValue = knots.back().preValue.value_or(knots.back().value);
            knots.back().value = value;
            continue;
        }
        knots.push_back(makeKnot(time, value, Interpolation::Held));
    }
    Spline spline;
    (void)spline.setKnots(std::move(knots)); // finite, increasing: valid
    return spline;
}

/// The labels of the played clips: id, name or "clip<N>", made unique with "#2", "#3"….
std::vector<std::string> clipLabels(const std::vector<std::shared_ptr<const Clip>> &clips)
{
    std::vector<std::string> labels;
    std::map<std::string, int> seen;
    for (std::size_t i = 0; i < clips.size(); ++i) {
        std::string label = (clips[i]->id().isEmpty() ? clips[i]->name() : clips[i]->id()).toStdString();
        if (label.empty())
            label = "clip" + std::to_string(i + 1);
        const int n = ++seen[label];
        labels.push_back(n == 1 ? label : label + "#" + std::to_string(n));
    }
    return labels;
}

std::string channelPath(const std::string &clipLabel, const ChannelKey &key)
{
    return clipLabel + ":" + key.target.toStdString() + "." + key.property.toStdString();
}

/// `edited` (clip time codes) back in seconds, keeping `before`'s exact seconds wherever
/// the edit left the time-code form as it was.
Result<Spline> secondsSpline(const Spline &before, const Spline &edited, double timeCodesPerSecond)
{
    const Spline beforeCodes = applyLayerOffset(before, toTimeCodes(timeCodesPerSecond));
    const Spline back = applyLayerOffset(edited, toSeconds(timeCodesPerSecond));
    std::vector<Knot> knots = back.knots();
    // Field by field: a key whose value changed keeps its exact time, a tangent whose
    // slope changed its exact width, and so on.
    const auto keep = [](double codes, double codesBefore, double secondsBefore, double &seconds) {
        if (codes == codesBefore)
            seconds = secondsBefore;
    };
    for (std::size_t i = 0; i < knots.size() && i < beforeCodes.knots().size(); ++i) {
        const Knot &e = edited.knots()[i], &bc = beforeCodes.knots()[i], &bs = before.knots()[i];
        Knot &k = knots[i];
        keep(e.time, bc.time, bs.time, k.time);
        keep(e.pre.width, bc.pre.width, bs.pre.width, k.pre.width);
        keep(e.pre.slope, bc.pre.slope, bs.pre.slope, k.pre.slope);
        keep(e.post.width, bc.post.width, bs.post.width, k.post.width);
        keep(e.post.slope, bc.post.slope, bs.post.slope, k.post.slope);
    }
    Spline out = before;
    out.setAntiRegressionMode(back.antiRegressionMode());
    if (Status st = out.setKnots(std::move(knots)); !st)
        return st;
    if (edited.preExtrapolation() != beforeCodes.preExtrapolation())
        if (Status st = out.setPreExtrapolation(back.preExtrapolation()); !st)
            return st;
    if (edited.postExtrapolation() != beforeCodes.postExtrapolation())
        if (Status st = out.setPostExtrapolation(back.postExtrapolation()); !st)
            return st;
    if (edited.innerLoopParams() != beforeCodes.innerLoopParams())
        if (Status st = out.setInnerLoopParams(back.innerLoopParams()); !st)
            return st;
    return out;
}

} // namespace

std::vector<ClipChannelCurve> clipChannelCurves(const Timeline &timeline, double timeCodesPerSecond)
{
    std::vector<ClipChannelCurve> out;
    const std::vector<std::shared_ptr<const Clip>> clips = timeline.clips();
    const std::vector<std::string> labels = clipLabels(clips);
    const std::unordered_map<const Clip *, std::size_t> plays = timeline.playCounts();
    for (std::size_t i = 0; i < clips.size(); ++i) {
        const std::size_t placements = plays.at(clips[i].get());
        for (const ClipChannel &channel : clips[i]->channels()) {
            ClipChannelCurve c;
            c.path = channelPath(labels[i], channel.key);
            c.clip = clips[i];
            c.key = channel.key;
            c.placements = placements;
            const Spline *spline = std::get_if<Spline>(&channel.curve);
            c.readOnly = spline == nullptr;
            Result<AnimCurve> curve = AnimCurveFn::fromSpline(
                spline ? applyLayerOffset(*spline, toTimeCodes(timeCodesPerSecond))
                       : stepKeysAsSpline(std::get<StepChannel>(channel.curve), timeCodesPerSecond));
            if (!curve)
                continue; // a spline the editing API cannot hold is not shown
            c.curve = std::move(curve.value());
            out.push_back(std::move(c));
        }
    }
    return out;
}

std::string clipChannelLabel(const Timeline &timeline, const Clip *clip)
{
    const std::vector<std::shared_ptr<const Clip>> clips = timeline.clips();
    for (std::size_t i = 0; i < clips.size(); ++i)
        if (clips[i].get() == clip)
            return clipLabels(clips)[i];
    return {};
}

std::shared_ptr<const Clip> clipOfLabel(const Timeline &timeline, const std::string &label)
{
    const std::vector<std::shared_ptr<const Clip>> clips = timeline.clips();
    const std::vector<std::string> labels = clipLabels(clips);
    for (std::size_t i = 0; i < clips.size(); ++i)
        if (labels[i] == label)
            return clips[i];
    return nullptr;
}

Result<Timeline> timelineWithClipChannelCurve(const Timeline &timeline, const std::string &path,
                                              const AnimCurve &curve, double timeCodesPerSecond)
{
    // Find the channel by its path (labels only: no curve is converted).
    const std::vector<std::shared_ptr<const Clip>> clips = timeline.clips();
    const std::vector<std::string> labels = clipLabels(clips);
    for (std::size_t i = 0; i < clips.size(); ++i) {
        for (const ClipChannel &channel : clips[i]->channels()) {
            if (channelPath(labels[i], channel.key) != path)
                continue;
            const Spline *spline = std::get_if<Spline>(&channel.curve);
            if (!spline)
                return Status::error(MessageId::ClipStepChannelReadOnly, path);
            Result<Spline> seconds = secondsSpline(*spline, curve.spline(), timeCodesPerSecond);
            if (!seconds)
                return seconds.status().withContext(path);
            Clip edited = *clips[i];
            if (Status st = edited.setChannel(ClipChannel{channel.key, std::move(seconds.value())}); !st)
                return st;
            Timeline next = timeline;
            if (Result<std::size_t> replaced
                = next.replaceClip(clips[i].get(), std::make_shared<const Clip>(std::move(edited)));
                !replaced)
                return replaced.status();
            return next;
        }
    }
    return Status::error(MessageId::ChannelDoesNotExist, path);
}

} // namespace knotline
