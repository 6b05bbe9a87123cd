#pragma once
// EnumNames: the user-visible (translated) names of the spline and Maya enumerations the
// item views show — segment interpolation, Maya tangent types, extrapolation modes and
// anti-regression strategies — and the order they are offered in combo boxes.

#include "core/animcurve/MayaTangentType.h"
#include "core/spline/Extrapolation.h"
#include "core/spline/SplineTypes.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace knotline {

class EnumNames {
    Q_DECLARE_TR_FUNCTIONS(EnumNames)

public:
    /// "Held", "Linear", "Curve", "Value block".
    static QString interpolation(Interpolation interpolation);
    /// Every Interpolation, in combo-box order.
    static const std::vector<Interpolation> &interpolations();

    /// Maya's Graph Editor names ("Spline" for Smooth, "Step next" …). Global → "Global".
    static QString tangentType(MayaTangentType type);
    /// Every type a key can hold (all but Global), in combo-box order.
    static const std::vector<MayaTangentType> &keyTangentTypes();

    /// Ts extrapolation mode names ("Held", "Loop repeat" …).
    static QString extrapolationMode(ExtrapolationMode mode);

    /// Anti-regression strategy names ("Keep ratio" …).
    static QString antiRegressionMode(AntiRegressionMode mode);
    /// The strategies a batch "fix regressive tangents" can use (Contain, Keep ratio,
    /// Keep start), in combo-box order.
    static const std::vector<AntiRegressionMode> &batchAntiRegressionModes();
};

} // namespace knotline
