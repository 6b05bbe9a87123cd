#pragma once
// The File ▸ Export Baked Layer… dialog: output file, frame range, stride and what to bake
// to (time samples or interchange-safe splines). It only collects BakeOptions; the window
// runs the export (app/edits/BakedLayerExport.h).

#include "core/io/BakeExport.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLineEdit;

namespace knotline {

class BakeExportDialog : public QDialog {
    Q_OBJECT

public:
    /// `start`/`end`: the suggested range in time codes (the document's playback range);
    /// `outputPath`: the suggested file.
    BakeExportDialog(double start, double end, const QString &outputPath, QWidget *parent = nullptr);

    /// The options as entered (range, stride, target; every spline attribute).
    BakeOptions options() const;
    QString outputPath() const;

private:
    void browse();
    void updateOkButton();

    QLineEdit *m_path;
    QDoubleSpinBox *m_start;
    QDoubleSpinBox *m_end;
    QDoubleSpinBox *m_stride;
    QComboBox *m_target;
    QDialogButtonBox *m_buttons;
};

} // namespace knotline
