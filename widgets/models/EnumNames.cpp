#include "widgets/models/EnumNames.h"

namespace knotline {

QString EnumNames::interpolation(Interpolation interpolation)
{
    switch (interpolation) {
    case Interpolation::Held:
        return tr("Held");
    case Interpolation::Linear:
        return tr("Linear");
    case Interpolation::Curve:
        return tr("Curve");
    case Interpolation::ValueBlock:
        return tr("Value block");
    }
    return QString();
}

const std::vector<Interpolation> &EnumNames::interpolations()
{
    static const std::vector<Interpolation> all{Interpolation::Curve, Interpolation::Linear,
                                                Interpolation::Held, Interpolation::ValueBlock};
    return all;
}

QString EnumNames::tangentType(MayaTangentType type)
{
    switch (type) {
    case MayaTangentType::Global:
        return tr("Global");
    case MayaTangentType::Fixed:
        return tr("Fixed");
    case MayaTangentType::Linear:
        return tr("Linear");
    case MayaTangentType::Flat:
        return tr("Flat");
    case MayaTangentType::Smooth:
        return tr("Spline");
    case MayaTangentType::Step:
        return tr("Stepped");
    case MayaTangentType::StepNext:
        return tr("Stepped next");
    case MayaTangentType::Clamped:
        return tr("Clamped");
    case MayaTangentType::Plateau:
        return tr("Plateau");
    case MayaTangentType::Auto:
        return tr("Auto");
    case MayaTangentType::AutoMix:
        return tr("Auto mix");
    case MayaTangentType::AutoEase:
        return tr("Auto ease");
    }
    return QString();
}

const std::vector<MayaTangentType> &EnumNames::keyTangentTypes()
{
    static const std::vector<MayaTangentType> all{
        MayaTangentType::Auto,    MayaTangentType::AutoMix, MayaTangentType::AutoEase,
        MayaTangentType::Smooth,  MayaTangentType::Clamped, MayaTangentType::Plateau,
        MayaTangentType::Linear,  MayaTangentType::Flat,    MayaTangentType::Step,
        MayaTangentType::StepNext, MayaTangentType::Fixed};
    return all;
}

QString EnumNames::extrapolationMode(ExtrapolationMode mode)
{
    switch (mode) {
    case ExtrapolationMode::ValueBlock:
        return tr("Value block");
    case ExtrapolationMode::Held:
        return tr("Held");
    case ExtrapolationMode::Linear:
        return tr("Linear");
    case ExtrapolationMode::Sloped:
        return tr("Sloped");
    case ExtrapolationMode::LoopRepeat:
        return tr("Loop repeat");
    case ExtrapolationMode::LoopReset:
        return tr("Loop reset");
    case ExtrapolationMode::LoopOscillate:
        return tr("Loop oscillate");
    }
    return QString();
}

QString EnumNames::antiRegressionMode(AntiRegressionMode mode)
{
    switch (mode) {
    case AntiRegressionMode::None:
        return tr("None");
    case AntiRegressionMode::Contain:
        return tr("Contain");
    case AntiRegressionMode::KeepRatio:
        return tr("Keep ratio");
    case AntiRegressionMode::KeepStart:
        return tr("Keep start");
    case AntiRegressionMode::LimitActive:
        return tr("Limit active");
    case AntiRegressionMode::LimitOpposite:
        return tr("Limit opposite");
    }
    return QString();
}

const std::vector<AntiRegressionMode> &EnumNames::batchAntiRegressionModes()
{
    static const std::vector<AntiRegressionMode> all{
        AntiRegressionMode::KeepRatio, AntiRegressionMode::KeepStart, AntiRegressionMode::Contain};
    return all;
}

} // namespace knotline
