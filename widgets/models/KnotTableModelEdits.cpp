// KnotTableModel::setData: turns one cell edit into one AnimCurveFn edit, applied with
// EditorSession::applyEdit (one undo step). Reading is in KnotTableModel.cpp.
#include "widgets/models/KnotTableModel.h"

#include "core/spline/Spline.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/models/EditNumber.h"
#include "widgets/models/EnumNames.h"
#include "widgets/session/EditorSession.h"

namespace knotline {

namespace {

Tangent &sideOf(Knot &k, TangentSide side)
{
    return side == TangentSide::In ? k.pre : k.post;
}

/// After setTangent (which goes through Maya's (x, y) vectors and may round the slope or
/// width by an ulp): writes exactly the typed slope (and width) on `side`, and the slope
/// on the other side too when the tangents are locked, so in and out stay identical.
Status snapTangent(AnimCurveFn &fn, std::size_t row, TangentSide side, double slope,
                   std::optional<double> width)
{
    const bool locked = fn.curve().keyInfo()[row].tangentsLocked;
    return fn.editSpline([&](Spline &s) {
        Knot k = s.knots()[row];
        const Knot before = k;
        Tangent &t = sideOf(k, side);
        t.slope = slope;
        if (width)
            t.width = *width;
        if (locked)
            sideOf(k, side == TangentSide::In ? TangentSide::Out : TangentSide::In).slope = slope;
        return k == before ? Status::ok() : s.setKnot(k);
    });
}

/// Sets the slope of one side, keeping its width (Maya lock rules through setTangent).
EditorDocument::CurveEdit slopeEdit(std::size_t row, TangentSide side, double slope)
{
    return [row, side, slope](AnimCurveFn &fn) -> Status {
        if (row >= fn.numKeys())
            return Status::error("the key does not exist");
        const AnimCurve &c = fn.curve();
        Knot k = c.spline().knots()[row];
        const double width = sideOf(k, side).width;
        if (!c.isWeighted()) {
            if (Status st = fn.setTangent(row, MayaTangent{1.0, slope}, side); !st)
                return st;
        } else if (width > 0.0) {
            if (Status st = fn.setTangent(row, MayaTangent{3.0 * width, 3.0 * width * slope}, side); !st)
                return st;
        }
        // A zero-width Bezier side has no direction in Maya's form: set the Ts slope only.
        return snapTangent(fn, row, side, slope, c.isWeighted() ? std::optional(width) : std::nullopt);
    };
}

/// Sets the width of one side of a weighted (Bezier) curve, keeping its slope.
EditorDocument::CurveEdit widthEdit(std::size_t row, TangentSide side, double width)
{
    return [row, side, width](AnimCurveFn &fn) -> Status {
        if (row >= fn.numKeys())
            return Status::error("the key does not exist");
        if (!fn.isWeighted())
            return Status::error("tangent widths are authored on weighted (Bezier) curves only");
        Knot k = fn.curve().spline().knots()[row];
        const double slope = sideOf(k, side).slope;
        if (width > 0.0) {
            if (Status st = fn.setTangent(row, MayaTangent{3.0 * width, 3.0 * width * slope}, side); !st)
                return st;
        }
        return snapTangent(fn, row, side, slope, width);
    };
}

/// A Ts knot edit of key `row` (pre-value, interpolation) through editSpline.
EditorDocument::CurveEdit knotEdit(std::size_t row, std::function<void(Knot &)> change)
{
    return [row, change = std::move(change)](AnimCurveFn &fn) -> Status {
        return fn.editSpline([&](Spline &s) -> Status {
            if (row >= s.knotCount())
                return Status::error("the key does not exist");
            Knot k = s.knots()[row];
            change(k);
            return s.setKnot(k);
        });
    };
}

} // namespace

bool KnotTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || index.row() >= keyCount())
        return false;
    const int column = index.column();
    const bool isCheck = editKind(column) == EditKind::Check;
    if (role != (isCheck ? Qt::CheckStateRole : Qt::EditRole))
        return false;
    if (!isEditable())
        return refuse(tr("The channel is read-only or locked."));
    if (!(flags(index) & (Qt::ItemIsEditable | Qt::ItemIsUserCheckable)))
        return refuse(tr("This cell cannot be edited on this curve."));

    const std::size_t row = std::size_t(index.row());
    const AnimCurve &c = *curve();
    const MayaKeyInfo info = c.keyInfo()[row];
    const EditNumber checked = checkEditNumber(value);
    const std::optional<double> number = checked.value;
    const auto notANumber = [&] { return refuse(checked.refusal); };
    // Every number cell: what cannot be drawn is refused (the rule of EditNumber.h).
    if (checked.problem == EditNumber::Problem::TooLarge)
        return refuse(checked.refusal);

    EditorDocument::CurveEdit edit;
    QString text;
    switch (column) {
    case TimeColumn:
        if (!number)
            return notANumber();
        edit = [row, t = *number](AnimCurveFn &fn) { return fn.setTime(row, t); };
        text = tr("Set Knot Time");
        break;
    case ValueColumn:
        if (!number)
            return notANumber();
        edit = [row, v = *number](AnimCurveFn &fn) { return fn.setValue(row, v); };
        text = tr("Set Knot Value");
        break;
    case PreValueColumn: {
        const bool clear = !value.isValid() || value.toString().trimmed().isEmpty();
        if (!clear && !number)
            return notANumber();
        if (info.stepNextEncoded)
            return refuse(tr("A stepped-next key keeps its pre-value: change its out tangent type instead."));
        const std::optional<double> pre = clear ? std::nullopt : number;
        edit = knotEdit(row, [pre](Knot &k) { k.preValue = pre; });
        text = clear ? tr("Remove Pre-Value") : tr("Set Knot Pre-Value");
        break;
    }
    case InterpolationColumn: {
        const int choice = value.toInt();
        if (choice < 0 || choice >= int(EnumNames::interpolations().size()))
            return refuse(tr("Unknown interpolation."));
        const Interpolation interp = EnumNames::interpolations()[std::size_t(choice)];
        edit = knotEdit(row, [interp](Knot &k) { k.nextInterp = interp; });
        text = tr("Set Interpolation");
        break;
    }
    case InTypeColumn:
    case OutTypeColumn: {
        const int choice = value.toInt();
        if (choice < 0 || choice >= int(EnumNames::keyTangentTypes().size()))
            return refuse(tr("Unknown tangent type."));
        const MayaTangentType type = EnumNames::keyTangentTypes()[std::size_t(choice)];
        if (column == InTypeColumn) {
            edit = [row, type](AnimCurveFn &fn) { return fn.setInTangentType(row, type); };
            text = tr("Set In Tangent Type");
        } else {
            edit = [row, type](AnimCurveFn &fn) { return fn.setOutTangentType(row, type); };
            text = tr("Set Out Tangent Type");
        }
        break;
    }
    case InSlopeColumn:
    case OutSlopeColumn:
        if (!number)
            return notANumber();
        edit = slopeEdit(row, column == InSlopeColumn ? TangentSide::In : TangentSide::Out, *number);
        text = column == InSlopeColumn ? tr("Set In Slope") : tr("Set Out Slope");
        break;
    case InWidthColumn:
    case OutWidthColumn:
        if (!number)
            return notANumber();
        if (*number < 0.0)
            return refuse(tr("A tangent width must not be negative."));
        edit = widthEdit(row, column == InWidthColumn ? TangentSide::In : TangentSide::Out, *number);
        text = column == InWidthColumn ? tr("Set In Width") : tr("Set Out Width");
        break;
    case TangentsLockedColumn:
    case WeightsLockedColumn:
    case BreakdownColumn: {
        const bool on = value.toInt() == Qt::Checked;
        if (column == TangentsLockedColumn) {
            edit = [row, on](AnimCurveFn &fn) { return fn.setTangentsLocked(row, on); };
            text = on ? tr("Lock Tangents") : tr("Unlock Tangents");
        } else if (column == WeightsLockedColumn) {
            edit = [row, on](AnimCurveFn &fn) { return fn.setWeightsLocked(row, on); };
            text = on ? tr("Lock Weights") : tr("Unlock Weights");
        } else {
            edit = [row, on](AnimCurveFn &fn) { return fn.setIsBreakdown(row, on); };
            text = on ? tr("Mark Breakdown") : tr("Unmark Breakdown");
        }
        break;
    }
    default:
        return false;
    }

    const Status st = m_session->applyEdit(*m_channel, edit, text);
    if (!st)
        return refuse(tr("%1 refused: %2").arg(text, coreMessageText(st)));
    return true;
}

} // namespace knotline
