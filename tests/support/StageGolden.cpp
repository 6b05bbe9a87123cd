#include "tests/support/StageGolden.h"

#include "tests/support/GoldenData.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace knotline::test {

StageGoldenCases readStageGoldenCases(const QString &folder, QString *error)
{
    StageGoldenCases out;
    out.cases = readJsonLines(goldenFiles(folder, QStringLiteral("expected*.jsonl")), error);
    for (const QJsonObject &c : out.cases) {
        out.values += static_cast<int>(c.value(QStringLiteral("samples")).toArray().size());
        out.lists += static_cast<int>(c.value(QStringLiteral("timeSamples")).toObject().size());
    }
    return out;
}

QStringList compareStageTimeSamples(const QJsonObject &c, ValueClipStage &stage, int *lists, int *times)
{
    QStringList failures;
    const QJsonObject all = c.value(QStringLiteral("timeSamples")).toObject();
    for (auto it = all.begin(); it != all.end(); ++it) {
        const std::vector<double> got = stage.timeSamples(it.key().toStdString());
        const QJsonArray want = it.value().toArray();
        ++*lists;
        *times += static_cast<int>(want.size());
        bool same = got.size() == static_cast<std::size_t>(want.size());
        for (std::size_t i = 0; same && i < got.size(); ++i)
            same = closeEnough(got[i], want[static_cast<qsizetype>(i)].toDouble(), 1e-9);
        if (same)
            continue;
        QStringList g;
        for (double v : got)
            g << QString::number(v, 'g', 17);
        failures << QStringLiteral("time samples of %1: got [%2], want %3")
                        .arg(it.key(), g.join(QStringLiteral(", ")),
                             QString::fromUtf8(QJsonDocument(want).toJson(QJsonDocument::Compact)));
    }
    return failures;
}

} // namespace knotline::test
