#pragma once
// Internal to core/io's OpenTimelineIO reader and writer (OtioReader.h, OtioWriter.h): the
// OTIO JSON values they read, each checked and named by its JSON path on error as CompiledJsonPath.h writes
// paths ("tracks.children[0].children[2].source_range.duration.rate"): an object's
// OTIO_SCHEMA, RationalTime.1 and TimeRange.1. Times stay rational here (value frames at
// rate frames per second); seconds() is the one division.

#include "core/base/Result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <string>

namespace knotline::detail {

/// The sync point `name` names ("stroke" → SyncPoint::Stroke's index, spec/timeline.md §2);
/// nullopt for any other name.
std::optional<std::size_t> syncPointNamed(const QString &name);
/// The members Knotline keeps under an OTIO object's metadata.knotline (core/io/OtioWriter.h);
/// empty when it has none.
QJsonObject knotlineMetadata(const QJsonObject &o);

/// How far apart (seconds) two timeline times `b` and another may lie and still be read as
/// one, for the reader's and writer's matches of times that sums of rational lengths give:
/// `relative` of |b| (at least of 1 s), but never more than a millisecond, so that far from
/// 0 a whole item is never "the same time"; and never less than 64 ulps of |b|, the
/// rounding of those sums where they are that coarse.
double otioTimeTolerance(double relative, double b);

/// How far from 0 (seconds, on the timeline and on an item's own track) an OTIO item may
/// reach for Knotline to read or write it: about 3 years, where a double still holds a time
/// to 15 ns, so that what is written reads back the same (MessageId::OtioBeyondTimeLimit).
inline constexpr double kOtioMaxSeconds = 1e8;

/// The error `status` at `path` (CompiledJsonPath.h's atJsonPath).
Status otioAt(const std::string &path, Status status);
/// `path` + "." + key (CompiledJsonPath.h's jsonMember).
std::string otioMember(const std::string &path, const char *key);

/// An OTIO_SCHEMA split into its name and version ("Clip.2" → "Clip", 2; no dot → 0).
struct OtioSchema {
    QString name;
    int version = 0;
    QString full; ///< as written, "Clip.2"
};

/// `v` as an object; CompiledExpectedObject at `path` otherwise.
Result<QJsonObject> otioObjectAt(const QJsonValue &v, const std::string &path);
/// The OTIO_SCHEMA of `o`, which must be there (CompiledMissingMember) and a string
/// (CompiledExpectedString at path.OTIO_SCHEMA).
Result<OtioSchema> otioSchemaAt(const QJsonObject &o, const std::string &path);
/// The OTIO_SCHEMA of `o` split at its last '.' ("Clip.2": Clip, 2; "Clip": Clip, 0), as
/// otioSchemaAt reads it; a missing or non-string member gives an empty name.
OtioSchema otioSchemaOf(const QJsonObject &o);
/// The member `key` of `o` as a finite number: CompiledMissingMember at `path`,
/// CompiledExpectedNumber or CompiledNumberNotFinite at path.key.
Result<double> otioFiniteAt(const QJsonObject &o, const char *key, const std::string &path);

/// A RationalTime.1: `value` frames at `rate` (> 0) frames per second.
struct OtioRational {
    double value = 0;
    double rate = 1;
    /// value / rate: seconds.
    double seconds() const { return value / rate; }
};

/// A TimeRange.1; start and duration may have different rates; duration.value >= 0.
struct OtioRange {
    OtioRational start;
    OtioRational duration;
};

/// A RationalTime.1 at `path`. Errors: not an object, OTIO_SCHEMA missing or not
/// "RationalTime.*" (OtioSchemaExpected), value or rate missing or not finite, rate <= 0
/// (CompiledNumberNotPositive at path.rate).
Result<OtioRational> otioRationalAt(const QJsonValue &v, const std::string &path);
/// A TimeRange.1 at `path`: its start_time and duration as otioRationalAt reads them; a
/// negative duration is refused (CompiledNumberNegative at path.duration.value).
Result<OtioRange> otioRangeAt(const QJsonValue &v, const std::string &path);
/// The TimeRange member `key` of `o`; nullopt when absent or null.
Result<std::optional<OtioRange>> otioOptionalRange(const QJsonObject &o, const char *key, const std::string &path);

} // namespace knotline::detail
