#include "app/dialogs/CurveFilterDialog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace knotline {

CurveFilterDialog::CurveFilterDialog(CurveFilterKind kind, QWidget *parent)
    : PreviewDialog("filter", parent)
    , m_kind(kind)
{
    setWindowTitle(title());
    auto *form = new QFormLayout;
    QString note;
    switch (kind) {
    case CurveFilterKind::Euler:
        m_unit = new QComboBox(this);
        m_unit->setObjectName(QStringLiteral("filterUnit"));
        m_unit->addItem(tr("From the channel (rotations only)"), int(EulerUnitChoice::FromChannel));
        m_unit->addItem(tr("Degrees (a turn is 360)"), int(EulerUnitChoice::Degrees));
        m_unit->addItem(tr("Radians (a turn is 2π)"), int(EulerUnitChoice::Radians));
        form->addRow(tr("Angle unit:"), m_unit);
        connect(m_unit, &QComboBox::currentIndexChanged, this, &CurveFilterDialog::parametersChanged);
        note = tr("Adds whole turns to keys so that no key jumps more than half a turn from the one before "
                  "it. The first key keeps its value. The X, Y and Z rotation of one node are filtered together: "
                  "a key written as the mirrored triple (x + 180, 180 − y, z + 180) is taken back, the pose "
                  "unchanged.");
        break;
    case CurveFilterKind::Simplify:
        m_tolerance = numberField("filterTolerance", 0.01, 0.0, 6);
        form->addRow(tr("Value tolerance:"), m_tolerance);
        note = tr("Removes keys while the curve stays within the tolerance (in the curve's value units) of "
                  "what it was, measured every 1/8 frame. The first and last key stay.");
        break;
    case CurveFilterKind::Smooth:
        m_window = numberField("filterWindow", 3.0, 0.01, 3);
        form->addRow(tr("Time window (frames):"), m_window);
        m_smoothTangents = smoothTangentsField();
        form->addRow(tr("Tangents:"), m_smoothTangents);
        note = tr("Each key takes the curve's mean value over the window centred on it.");
        break;
    case CurveFilterKind::GaussianSmooth:
        m_sigma = numberField("filterSigma", 1.0, 0.01, 3);
        form->addRow(tr("Sigma (frames):"), m_sigma);
        m_blend = blendField();
        form->addRow(tr("Blend at the edges (frames):"), m_blend);
        m_smoothTangents = smoothTangentsField();
        form->addRow(tr("Tangents:"), m_smoothTangents);
        note = tr("Each key takes the curve's average around it, weighted by a bell curve of the given "
                  "width (reaching three sigmas to each side). The blend fades back to the untouched curve "
                  "towards the first and last key, so the smoothed range joins it without a step.");
        break;
    case CurveFilterKind::ButterworthSmooth:
        m_cutoff = numberField("filterCutoff", 3.0, 0.01, 3);
        form->addRow(tr("Cutoff frequency (Hz):"), m_cutoff);
        m_order = countField("filterOrder", 4, 1, kMaxButterworthOrder);
        form->addRow(tr("Filter order:"), m_order);
        m_samples = countField("filterSamples", 4, 1, kMaxButterworthSamplesPerFrame);
        form->addRow(tr("Samples per frame:"), m_samples);
        m_blend = blendField();
        form->addRow(tr("Blend at the edges (frames):"), m_blend);
        m_smoothTangents = smoothTangentsField();
        form->addRow(tr("Tangents:"), m_smoothTangents);
        note = tr("Removes motion faster than the cutoff (jitter, capture noise) and keeps the slower "
                  "motion, without lag. A higher order cuts more sharply. The blend fades back to the "
                  "untouched curve towards the first and last key, so the smoothed range joins it without "
                  "a step.");
        break;
    case CurveFilterKind::Resample:
        m_stride = numberField("filterStride", 1.0, 0.01, 3);
        form->addRow(tr("Key every (frames):"), m_stride);
        m_tangentType = new QComboBox(this);
        m_tangentType->setObjectName(QStringLiteral("filterTangentType"));
        m_tangentType->addItem(tr("Auto"), int(MayaTangentType::Auto));
        m_tangentType->addItem(tr("Spline"), int(MayaTangentType::Smooth));
        m_tangentType->addItem(tr("Linear"), int(MayaTangentType::Linear));
        m_tangentType->addItem(tr("Flat"), int(MayaTangentType::Flat));
        form->addRow(tr("Tangents of the new keys:"), m_tangentType);
        connect(m_tangentType, &QComboBox::currentIndexChanged, this, &CurveFilterDialog::parametersChanged);
        note = tr("Replaces the keys with keys at a regular stride, on the curve as it is.");
        break;
    }
    auto *scope = new QLabel(note + QLatin1Char(' ')
                                 + tr("Works on the channels with selected keys (from the first to the last "
                                      "selected key), else on the current channel."),
                             this);
    scope->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scope);
    layout->addLayout(form);
    addPreviewRows(layout);
}

QSpinBox *CurveFilterDialog::countField(const char *objectName, int value, int minimum, int maximum)
{
    auto *box = new QSpinBox(this);
    box->setObjectName(QLatin1String(objectName));
    box->setRange(minimum, maximum);
    box->setValue(value);
    connect(box, &QSpinBox::valueChanged, this, &CurveFilterDialog::parametersChanged);
    return box;
}

QDoubleSpinBox *CurveFilterDialog::blendField()
{
    return numberField("filterBlend", 0.0, 0.0, 2);
}

QComboBox *CurveFilterDialog::smoothTangentsField()
{
    auto *box = new QComboBox(this);
    box->setObjectName(QStringLiteral("filterSmoothTangents"));
    box->addItem(tr("Keep their types"), -1);
    box->addItem(tr("Auto on the changed keys"), int(MayaTangentType::Auto));
    box->addItem(tr("Clamped on the changed keys (no overshoot)"), int(MayaTangentType::Clamped));
    connect(box, &QComboBox::currentIndexChanged, this, &CurveFilterDialog::parametersChanged);
    return box;
}

std::optional<MayaTangentType> CurveFilterDialog::smoothTangents() const
{
    const int type = m_smoothTangents->currentData().toInt();
    return type < 0 ? std::nullopt : std::optional<MayaTangentType>(static_cast<MayaTangentType>(type));
}

QString CurveFilterDialog::title() const
{
    switch (m_kind) {
    case CurveFilterKind::Euler:
        return tr("Euler Filter");
    case CurveFilterKind::Simplify:
        return tr("Simplify Curve");
    case CurveFilterKind::Smooth:
        return tr("Smooth Curve");
    case CurveFilterKind::GaussianSmooth:
        return tr("Gaussian Smooth");
    case CurveFilterKind::ButterworthSmooth:
        return tr("Butterworth Smooth");
    case CurveFilterKind::Resample:
        break;
    }
    return tr("Resample Curve");
}

CurveFilterWork CurveFilterDialog::work(const EditorSession &session) const
{
    switch (m_kind) {
    case CurveFilterKind::Euler:
        return eulerFilterWork(session, static_cast<EulerUnitChoice>(m_unit->currentData().toInt()));
    case CurveFilterKind::Simplify:
        return simplifyWork(m_tolerance->value());
    case CurveFilterKind::Smooth: {
        SmoothOptions options;
        options.window = m_window->value();
        options.tangentType = smoothTangents();
        return smoothWork(options);
    }
    case CurveFilterKind::GaussianSmooth: {
        GaussianSmoothOptions options;
        options.sigma = m_sigma->value();
        options.blendFrames = m_blend->value();
        options.tangentType = smoothTangents();
        return gaussianSmoothWork(options);
    }
    case CurveFilterKind::ButterworthSmooth: {
        ButterworthSmoothOptions options;
        options.cutoffHz = m_cutoff->value();
        options.order = m_order->value();
        options.samplesPerFrame = m_samples->value();
        options.blendFrames = m_blend->value();
        options.tangentType = smoothTangents();
        return butterworthSmoothWork(*session.document(), options);
    }
    case CurveFilterKind::Resample:
        break;
    }
    return resampleWork(m_stride->value(), static_cast<MayaTangentType>(m_tangentType->currentData().toInt()));
}

} // namespace knotline
