#pragma once
// Test and benchmark helper: an EditorDocument holding given splines, made the way a user
// gets one — the splines are written as a .usda layer (one prim "/P", attributes c0, c1, …
// in order, canonical spline text from the usda writer) and opened with
// EditorDocument::open. Header-only, so benchmarks can use it without the test library.

#include "core/document/AttributeSpline.h"
#include "core/editor/EditorDocument.h"
#include "core/io/UsdaSplineWriter.h"

#include <QFile>
#include <QString>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace knotline::test {

/// EditorDocument::open(path), or nullptr after printing the error as a test warning.
inline std::unique_ptr<EditorDocument> openOrFail(const QString &path)
{
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(path);
    if (!doc) {
        qWarning("%s", doc.message().c_str());
        return nullptr;
    }
    return std::move(doc.value());
}

/// The usda text of a layer with one double spline attribute per spline.
inline std::string usdaWithSplines(const std::vector<Spline> &splines, double startTime, double endTime)
{
    UsdaVersion version;
    std::string items;
    for (std::size_t i = 0; i < splines.size(); ++i) {
        AttributeSpline a;
        a.spline = splines[i];
        version = std::max(version, requiredUsdaVersion(a));
        items += "    double c" + std::to_string(i) + ".spline = {\n";
        appendUsdaSplineItems(items, a, 1);
        items += "    }\n";
    }
    std::string text = "#usda " + std::to_string(version.major) + "." + std::to_string(version.minor) + "\n";
    text += "(\n    startTimeCode = " + std::to_string(startTime) + "\n    endTimeCode = "
        + std::to_string(endTime) + "\n)\n\n";
    text += "def Xform \"P\"\n{\n" + items + "}\n";
    return text;
}

/// Writes the splines to `<directory>/splines.usda` and opens it; null (and `*error` set
/// when given) on failure.
inline std::unique_ptr<EditorDocument> documentWithSplines(const std::vector<Spline> &splines,
                                                           const QString &directory, QString *error = nullptr,
                                                           double startTime = 1.0, double endTime = 24.0)
{
    const QString path = directory + QStringLiteral("/splines.usda");
    QFile file(path);
    const std::string text = usdaWithSplines(splines, startTime, endTime);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
        if (error)
            *error = QStringLiteral("cannot write ") + path;
        return nullptr;
    }
    file.close();
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(path);
    if (!doc) {
        if (error)
            *error = QString::fromStdString(doc.message());
        return nullptr;
    }
    return std::move(doc.value());
}

} // namespace knotline::test
