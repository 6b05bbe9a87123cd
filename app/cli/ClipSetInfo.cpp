#include "app/cli/ClipSetInfo.h"

#include "core/io/NumberFormat.h"

#include <QFileInfo>

namespace knotline::cli {

namespace {

std::string pair(double a, double b)
{
    return "(" + formatDouble(a) + ", " + formatDouble(b) + ")";
}

std::string joined(const std::vector<std::string> &items)
{
    std::string out;
    for (const std::string &s : items)
        out += (out.empty() ? "" : ", ") + s;
    return out.empty() ? "none" : out;
}

} // namespace

std::string describeClipSets(ValueClipStage &stage, const std::function<std::string(const std::string &)> &relative)
{
    std::size_t count = 0;
    std::string text;
    const auto &prims = stage.primClipSets();
    for (std::size_t p = 0; p < prims.size(); ++p) {
        for (std::size_t s = 0; s < prims[p].sets.size(); ++s) {
            const ClipSet &set = prims[p].sets[s];
            ++count;
            text += prims[p].primPath + ": clip set '" + set.name + "' (" + clipSetFormName(set.form) + "), anchored in "
                + relative(stage.document().layers[set.anchorLayerIndex].filePath) + "\n";
            if (set.templateFields) {
                const ClipTemplate &t = *set.templateFields;
                text += "  template: " + t.assetPath + " from " + formatDouble(t.startTime) + " to " + formatDouble(t.endTime)
                    + " stride " + formatDouble(t.stride);
                if (t.activeOffset)
                    text += ", active offset " + formatDouble(*t.activeOffset);
                text += "\n";
            }
            const auto found = [](const std::string &file) { return QFileInfo(QString::fromStdString(file)).isFile(); };
            std::vector<std::string> clips;
            for (std::size_t c = 0; c < set.assetPaths.size(); ++c)
                clips.push_back(set.assetPaths[c] + (found(set.clipFiles[c]) ? " (found)" : " (missing)"));
            for (const std::string &m : set.missingTemplateFiles)
                clips.push_back(m + " (missing, not a clip)");
            text += "  clips: " + joined(clips) + "\n";
            std::vector<std::string> active, times;
            for (const ClipActivation &a : set.active)
                active.push_back(pair(a.stageTime, static_cast<double>(a.clipIndex)));
            for (const ClipTimePair &t : set.times)
                times.push_back(pair(t.stageTime, t.clipTime));
            text += "  active (stage time, clip): " + joined(active) + "\n";
            text += "  times (stage time, clip time): " + (times.empty() ? std::string("none (clip time = stage time)") : joined(times)) + "\n";
            text += "  primPath: " + set.clipPrimPath + "\n";
            text += "  manifest: "
                + (set.manifestAssetPath.empty() ? std::string("generated from the clips")
                                                 : set.manifestAssetPath + (found(set.manifestFile) ? " (found)" : " (missing)"))
                + "\n";
            if (set.interpolateMissingClipValues)
                text += "  interpolateMissingClipValues: true\n";
            text += "  drives: " + joined(stage.attributesDrivenBy(p, s)) + "\n";
        }
    }
    return "clip sets: " + std::to_string(count) + "\n" + text;
}

} // namespace knotline::cli
