#include "widgets/models/EditNumber.h"

#include "widgets/models/NumberText.h"

#include <QCoreApplication>

#include <cmath>

namespace knotline {

EditNumber checkEditNumber(std::optional<double> number, const QString &shownText)
{
    EditNumber n;
    if (!number) {
        n.problem = EditNumber::Problem::NotANumber;
        n.refusal = QCoreApplication::translate("EditNumber", "\"%1\" is not a finite number.").arg(shownText);
    } else if (std::abs(*number) > kMaxEditMagnitude) {
        n.problem = EditNumber::Problem::TooLarge;
        n.refusal = QCoreApplication::translate(
                        "EditNumber", "\"%1\" is too large: times, values, slopes and widths must lie between -1e15 and 1e15.")
                        .arg(shownText);
    } else {
        n.value = number;
    }
    return n;
}

EditNumber checkEditNumber(const QVariant &input)
{
    const std::optional<double> number = numberFromVariant(input);
    const bool typed = input.typeId() == QMetaType::QString;
    const QString shown = typed || !number ? input.toString().trimmed() : QString::number(*number, 'g', 6);
    return checkEditNumber(number, shown);
}

} // namespace knotline
