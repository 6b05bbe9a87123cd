#pragma once
// Internal to core/io's compiled-timeline reader: the property space a compiled document
// is read in (CompiledReadOptions::space, meta.entity_spaces), and the property kinds
// Knotline refuses (spec/timeline.md §1.5: log-space numbers, angles, colours, vectors,
// quaternions, orbits, discrete(switch_at)).

#include "core/base/Result.h"
#include "core/timeline/PropertySpace.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QString>

#include <vector>

namespace knotline::detail {

struct CompiledSpaceRule {
    PropertySpace space = PropertySpace::StageNode;
    /// Fields of an inline space that are not plain numbers: a channel whose property
    /// matches one is refused.
    struct RefusedField {
        QRegularExpression pattern;
        QString kind; ///< the field's spec as compact JSON, for the message
    };
    std::vector<RefusedField> refused;

    /// The refused kind `property` has, or an empty string.
    QString refusedKind(const QString &property) const;
};

/// The rule for `space` (see CompiledReadOptions::space) and the document's `meta`.
/// Errors: CompiledSpaceUnknown for a space name Knotline does not know, CompiledExpected*
/// for a malformed inline space, each at its JSON path ("space…", "meta.entity_spaces…").
Result<CompiledSpaceRule> compiledSpaceRule(const QJsonValue &space, const QJsonObject &meta);

} // namespace knotline::detail
