#pragma once
// Curve ▸ Check Maya ↔ USD Round Trip…: the report of core/io/RoundTripCheck.h as a table,
// one row per curve (curve, result, largest difference against the usda spline and against
// the curve converted back, each with the frame where it was measured), with a summary line.
// Object names (for tests): roundTripTable, roundTripSummary.

#include "core/io/RoundTripCheck.h"

#include <QDialog>

namespace knotline {

class RoundTripDialog : public QDialog {
    Q_OBJECT

public:
    RoundTripDialog(const RoundTripReport &report, QWidget *parent = nullptr);

    /// The translated word for a verdict (Exact, Rounding, Differs).
    static QString verdictText(RoundTripVerdict verdict);
};

} // namespace knotline
