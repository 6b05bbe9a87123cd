#include "widgets/models/NumberText.h"

#include <QLocale>

#include <cmath>

namespace knotline {

QString formatNumber(double value)
{
    return QLocale().toString(value, 'g', QLocale::FloatingPointShortest);
}

std::optional<double> parseNumber(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    bool ok = false;
    double v = QLocale().toDouble(trimmed, &ok);
    if (!ok)
        v = QLocale::c().toDouble(trimmed, &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<double> numberFromVariant(const QVariant &value)
{
    if (value.typeId() == QMetaType::QString)
        return parseNumber(value.toString());
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

} // namespace knotline
