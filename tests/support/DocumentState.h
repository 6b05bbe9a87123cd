#pragma once
// Test helper: everything an EditorDocument's edits can change, as one comparable value —
// its channels in row order (id, path, source, read-only flag, source index, curve) and
// the modified flag left out (undoing does not clear it). Two states are equal when the
// documents hold the same channels bit for bit (AnimCurve::operator== compares knots,
// Maya key data and extrapolation exactly).

#include "core/editor/EditorDocument.h"

#include <QString>

#include <string>
#include <vector>

namespace knotline::test {

struct ChannelState {
    ChannelId id;
    std::string path;
    ChannelSource source = ChannelSource::UsdaAttribute;
    bool readOnly = false;
    std::size_t sourceIndex = 0;
    AnimCurve curve;
    bool operator==(const ChannelState &) const = default;
};

inline std::vector<ChannelState> documentState(const EditorDocument &doc)
{
    std::vector<ChannelState> out;
    for (ChannelId id : doc.channelIds()) {
        const Channel &c = doc.channel(id);
        out.push_back({id, c.path, c.source, c.readOnly, c.sourceIndex, c.curve});
    }
    return out;
}

/// The first difference between two states, "" when equal (for QVERIFY2 messages).
inline QString stateDifference(const std::vector<ChannelState> &a, const std::vector<ChannelState> &b)
{
    if (a.size() != b.size())
        return QStringLiteral("%1 channels instead of %2").arg(a.size()).arg(b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] == b[i])
            continue;
        const QString what = a[i].id != b[i].id ? QStringLiteral("id") : a[i].path != b[i].path ? QStringLiteral("path")
                           : a[i].curve != b[i].curve ? QStringLiteral("curve") : QStringLiteral("source");
        return QStringLiteral("row %1 (%2): %3 differs").arg(i).arg(QString::fromStdString(b[i].path), what);
    }
    return {};
}

} // namespace knotline::test
