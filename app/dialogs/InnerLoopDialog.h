#pragma once
// The Curve ▸ Inner Loop… dialog: prototype start and end (frames), loops before and after
// the prototype, and the value offset added per iteration (Ts TsLoopParams). It only
// collects the parameters; the spline validates them when they are applied.

#include "core/spline/Extrapolation.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace knotline {

class InnerLoopDialog : public QDialog {
    Q_OBJECT

public:
    /// `channelName` is shown in the dialog; `initial` fills the fields.
    InnerLoopDialog(const QString &channelName, const LoopParams &initial, QWidget *parent = nullptr);

    LoopParams params() const;

private:
    QDoubleSpinBox *m_start;
    QDoubleSpinBox *m_end;
    QSpinBox *m_preLoops;
    QSpinBox *m_postLoops;
    QDoubleSpinBox *m_valueOffset;
};

} // namespace knotline
