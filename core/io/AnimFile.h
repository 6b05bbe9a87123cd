#pragma once
// Maya .anim files (ASCII animImportExport format, ../shared/spec/formats.md §C): reading
// into AnimCurves and writing them back.
//
// Units. An AnimFile's curves are in the units its header fields name: key times (and
// time-valued outputs) in time codes at timeUnit.framesPerSecond (a file's frames, e.g.
// ntscf → 60 time codes per second); linear values in linearUnit, angular values in
// angularUnit; tangents in the (time code, value) plane of those units. Reading keeps the
// file's units unless AnimReadOptions asks for others; per-curve inputUnit / outputUnit /
// tangentAngleUnit overrides are converted into the header units while reading. Writing
// uses the AnimFile's units, so read → write → read gives equal curves.
//
// Tangents. A key line carries angle and weight only for a fixed side (in side first):
// angle in the file's angular unit (or tangentAngleUnit), weight = handle length, so the
// Maya vector is x = 3·weight·cos(angle), y = 3·weight·sin(angle) (MFnAnimCurve's formula;
// formats.md §C omits the factor 3). Non-weighted curves use only the angle; the writer
// gives them weight 1, as Maya does.
//
// Errors. A malformed file gives `file:line:column: message` and loads nothing. Unknown
// keywords (header or animData) and unknown unit names are skipped with a warning in
// AnimFile::warnings (same form), as Maya's importer does.
//
// Round trip caveat: fixed tangents go through angle / weight text, i.e. through atan2,
// cos and sin; reading them back gives the same tangents up to a few units in the last
// place, not bit for bit. Everything else (times, values, types, flags, computed tangents)
// round-trips exactly (numbers are written in shortest round-trip form).

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/MayaTangentType.h"
#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/io/AnimUnits.h"

#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace knotline {

/// What a curve's keys are keyed on (`input`).
enum class AnimInputType { Time, Unitless };
/// What a curve's values are (`output`); selects the unit its values are in.
enum class AnimOutputType { Time, Linear, Angular, Unitless };

/// One `anim` line of a file: an animated attribute with its curve, or a clipboard
/// placeholder for a node without animation (`anim joint1 0 1 0;`).
struct AnimFileEntry {
    std::string attribute;     ///< full attribute path, e.g. "translate.translateX"; empty for a placeholder
    std::string leafAttribute; ///< e.g. "translateX"
    std::string node;          ///< e.g. "joint2"
    int row = 0;               ///< clipboard addressing: depth / row
    int childCount = 0;
    int attributeIndex = 0;
    bool hasCurve = false; ///< false: placeholder line without animData
    AnimInputType input = AnimInputType::Time;
    AnimOutputType output = AnimOutputType::Linear;
    AnimCurve curve; ///< named "node.attribute"

    /// "node.attribute" (full attribute path); "node" for a placeholder.
    std::string path() const;
    /// A curve entry for `path` ("node.attribute": node up to the first dot, the full
    /// attribute after it, the leaf after its last dot) holding `curve`; other fields default.
    /// Precondition: `path` has a dot.
    static AnimFileEntry forPath(const std::string &path, AnimCurve curve);
};

struct AnimFile {
    std::string animVersion = "1.1";
    std::string mayaVersion = "2026";
    AnimTimeUnit timeUnit;                            ///< unit of key times (time codes)
    AnimLinearUnit linearUnit = AnimLinearUnit::Centimeter;
    AnimAngularUnit angularUnit = AnimAngularUnit::Degree;
    std::optional<double> startTime, endTime;         ///< in timeUnit
    std::optional<double> startUnitless, endUnitless; ///< driven-key (unitless input) range
    std::vector<AnimFileEntry> entries;               ///< in file order
    std::vector<std::string> warnings;                ///< "file:line:column: message"

    /// Time codes per second of the curves' times (timeUnit.framesPerSecond).
    double timeCodesPerSecond() const { return timeUnit.framesPerSecond; }
    /// The curve entry at "node.attribute", where attribute is the full attribute path
    /// ("joint2.translate.translateX") or the leaf name ("joint2.translateX"); nullptr when
    /// none (placeholders have no curve and are never returned).
    const AnimFileEntry *find(std::string_view path) const;
};

struct AnimReadOptions {
    /// Convert key times (and time-valued outputs) to time codes at this rate; unset keeps
    /// the file's time unit. Must be > 0 and finite.
    std::optional<double> timeCodesPerSecond;
    /// Convert linear / angular values to these units; unset keeps the file's.
    std::optional<AnimLinearUnit> linearUnit;
    std::optional<AnimAngularUnit> angularUnit;
    /// What the tangent type word "global" means (Maya's preference).
    MayaTangentType globalTangentType = MayaTangentType::Auto;
};

/// Parses .anim text. `fileName` is used in messages only.
Result<AnimFile> parseAnimFile(std::string_view text, std::string_view fileName,
                               const AnimReadOptions &options = {});
/// Reads and parses a file (errors: cannot open/read, or parse errors as above).
Result<AnimFile> readAnimFile(const QString &path, const AnimReadOptions &options = {});

/// The .anim text for `file` (header, then one anim line per entry, animData blocks for
/// curves). Curve entries whose curve has Ts-only features are written as their Maya
/// view (keys, types, tangents, infinity types). The header repeats file.animVersion,
/// except that a "1.0" file with breakdown keys is written as "1.1" (1.0 key lines have no
/// breakdown field, which the reader accepts all the same).
std::string formatAnimFile(const AnimFile &file);
/// Writes formatAnimFile(file) atomically (QSaveFile): on failure the old file is intact.
Status writeAnimFile(const AnimFile &file, const QString &path);

} // namespace knotline
