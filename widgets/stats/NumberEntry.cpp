#include "widgets/stats/NumberEntry.h"

#include <QLocale>

#include <array>
#include <cmath>
#include <utility>

namespace knotline {

double NumberEntry::apply(double current) const
{
    switch (op) {
    case Op::Set:
        return operand;
    case Op::Add:
        return current + operand;
    case Op::Subtract:
        return current - operand;
    case Op::Multiply:
        return current * operand;
    case Op::Divide:
        return current / operand;
    }
    return operand;
}

std::optional<NumberEntry> parseNumberEntry(const QString &text, const QLocale &locale)
{
    QString rest = text.trimmed();
    NumberEntry entry;
    static const std::array<std::pair<const char *, NumberEntry::Op>, 4> ops = {{
        {"+=", NumberEntry::Op::Add},
        {"-=", NumberEntry::Op::Subtract},
        {"*=", NumberEntry::Op::Multiply},
        {"/=", NumberEntry::Op::Divide},
    }};
    for (const auto &[prefix, op] : ops) {
        if (rest.startsWith(QLatin1String(prefix))) {
            entry.op = op;
            rest = rest.mid(2).trimmed();
            break;
        }
    }
    if (rest.isEmpty())
        return std::nullopt;
    bool ok = false;
    double number = locale.toDouble(rest, &ok);
    if (!ok)
        number = QLocale::c().toDouble(rest, &ok);
    if (!ok || !std::isfinite(number))
        return std::nullopt;
    if (entry.op == NumberEntry::Op::Divide && number == 0.0)
        return std::nullopt;
    entry.operand = number;
    return entry;
}

} // namespace knotline
