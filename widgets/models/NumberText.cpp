#include "widgets/models/NumberText.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace knotline {

QString formatNumber(double value)
{
    return QLocale().toString(value, 'g', QLocale::FloatingPointShortest);
}

QString formatDisplayNumber(double value, int decimals)
{
    const QLocale locale;
    decimals = std::clamp(decimals, 0, 15);
    if (!std::isfinite(value))
        return locale.toString(value);
    const double magnitude = std::abs(value);
    const double smallest = 0.5 * std::pow(10.0, -decimals); // rounds to zero below this
    if (magnitude >= 1e15 || (magnitude > 0.0 && magnitude < smallest)) {
        QString text = locale.toString(value, 'g', std::max(decimals, 1));
        return text;
    }
    QString text = locale.toString(value, 'f', decimals);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        const QString zero = locale.zeroDigit();
        while (text.endsWith(zero))
            text.chop(zero.size());
        if (text.endsWith(point))
            text.chop(point.size());
    }
    // -0.0001 rounds to "-0": show plain zero.
    if (text == locale.negativeSign() + locale.zeroDigit())
        text = locale.zeroDigit();
    return text;
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
