#pragma once
// Test documents for the item-view tests (knot table, channel tree, inspector, velocity
// chart): a small usda scene with a sublayer, written into a temporary directory and
// opened into an EditorSession.
//
// root.usda (sublayer sub.usda):
//   /Ball.tx  Bezier: 1: 0, 10: 10, 20: 5, 30: 7.5 & 6 (dual-valued), 34: 3; the
//             segment 30 → 34 has widths 8 and 8 over a span of 4 (regressive)
//   /Ball.ty  Hermite: 1: 0, 12: 4
//   /Box.rz   1: 0 (value block to 5), 5: 1 (linear), 10: 3
// sub.usda:
//   /Ball.tz  1: 0 (linear), 5: 2 — read-only in the editor (from a sublayer)

#include "core/editor/EditorDocument.h"
#include "widgets/session/EditorSession.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace knotline::test {

inline const char *const kRootUsda = R"(#usda 1.0
(
    subLayers = [@sub.usda@]
)

def Xform "Ball"
{
    double tx.spline = {
        bezier,
        1: 0; post curve (3, 1),
        10: 10; pre (3, 1); post curve (3, 0),
        20: 5; pre (3, 0); post curve (3, 0),
        30: 7.5 & 6; pre (3, 0); post curve (8, 0),
        34: 3; pre (8, 0); post curve (1, 0),
    }
    double ty.spline = {
        hermite,
        1: 0; post curve (1),
        12: 4; pre (0); post curve (0),
    }
}

def Xform "Box"
{
    double rz.spline = {
        1: 0; post none,
        5: 1; post linear,
        10: 3; post held,
    }
}
)";

inline const char *const kSubUsda = R"(#usda 1.0

def Xform "Ball"
{
    double tz.spline = {
        1: 0; post linear,
        5: 2; post held,
    }
}
)";

/// Writes root.usda and sub.usda into `dir`; returns the root's path ("" on failure).
inline QString writeScene(const QTemporaryDir &dir)
{
    const auto write = [&](const char *name, const char *text) {
        QFile f(dir.filePath(QLatin1String(name)));
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write(text);
        return true;
    };
    if (!write("root.usda", kRootUsda) || !write("sub.usda", kSubUsda))
        return {};
    return dir.filePath(QStringLiteral("root.usda"));
}

/// Opens `path` into `session`; false (with a warning naming the error) on failure.
inline bool openInto(EditorSession &session, const QString &path)
{
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(path);
    if (!doc) {
        qWarning("%s", doc.message().c_str());
        return false;
    }
    session.setDocument(std::move(doc.value()));
    return true;
}

/// The channel at `path` (an invalid id, after a warning, when missing: the test's next
/// look-up of it fails).
inline ChannelId channelOf(const EditorSession &session, const char *path)
{
    const std::optional<ChannelId> ch = session.document()->findChannelByPath(path);
    if (!ch)
        qWarning("no channel %s", path);
    return ch.value_or(ChannelId());
}

} // namespace knotline::test
