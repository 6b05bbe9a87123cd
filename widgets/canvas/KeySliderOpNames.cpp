#include "widgets/canvas/KeySliderOpNames.h"

#include <QCoreApplication>

namespace knotline {

const std::vector<KeySliderOp> &keySliderOps()
{
    static const std::vector<KeySliderOp> ops = {
        KeySliderOp::Tween,        KeySliderOp::BlendToNeighbour, KeySliderOp::BlendToDefault,
        KeySliderOp::PushPull,     KeySliderOp::Ease,             KeySliderOp::BlendToEase,
        KeySliderOp::BlendOffset,
        KeySliderOp::ScaleAverage, KeySliderOp::ScaleFromNeighbour, KeySliderOp::Shear,
        KeySliderOp::TimeOffset,   KeySliderOp::MatchSlope,
    };
    return ops;
}

QString keySliderOpName(KeySliderOp op)
{
    return keySliderOpMenuText(op).remove(QLatin1Char('&'));
}

QString keySliderOpMenuText(KeySliderOp op)
{
    switch (op) {
    case KeySliderOp::Tween: return QCoreApplication::translate("KeySliders", "&Tween");
    case KeySliderOp::BlendToNeighbour: return QCoreApplication::translate("KeySliders", "Blend to &Neighbour");
    case KeySliderOp::BlendToDefault: return QCoreApplication::translate("KeySliders", "Blend to &Default");
    case KeySliderOp::PushPull: return QCoreApplication::translate("KeySliders", "&Push/Pull");
    case KeySliderOp::Ease: return QCoreApplication::translate("KeySliders", "&Ease");
    case KeySliderOp::BlendToEase: return QCoreApplication::translate("KeySliders", "Blend to Ea&se");
    case KeySliderOp::BlendOffset: return QCoreApplication::translate("KeySliders", "Blend &Offset");
    case KeySliderOp::ScaleAverage: return QCoreApplication::translate("KeySliders", "Scale &Average");
    case KeySliderOp::ScaleFromNeighbour: return QCoreApplication::translate("KeySliders", "Scale &from Neighbour");
    case KeySliderOp::Shear: return QCoreApplication::translate("KeySliders", "S&hear");
    case KeySliderOp::TimeOffset: return QCoreApplication::translate("KeySliders", "T&ime Offset");
    case KeySliderOp::MatchSlope: return QCoreApplication::translate("KeySliders", "&Match Slope");
    }
    return {};
}

QString keySliderOpWord(KeySliderOp op)
{
    switch (op) {
    case KeySliderOp::Tween: return QStringLiteral("tween");
    case KeySliderOp::BlendToNeighbour: return QStringLiteral("blendToNeighbour");
    case KeySliderOp::BlendToDefault: return QStringLiteral("blendToDefault");
    case KeySliderOp::PushPull: return QStringLiteral("pushPull");
    case KeySliderOp::Ease: return QStringLiteral("ease");
    case KeySliderOp::BlendToEase: return QStringLiteral("blendToEase");
    case KeySliderOp::BlendOffset: return QStringLiteral("blendOffset");
    case KeySliderOp::ScaleAverage: return QStringLiteral("scaleAverage");
    case KeySliderOp::ScaleFromNeighbour: return QStringLiteral("scaleFromNeighbour");
    case KeySliderOp::Shear: return QStringLiteral("shear");
    case KeySliderOp::TimeOffset: return QStringLiteral("timeOffset");
    case KeySliderOp::MatchSlope: return QStringLiteral("matchSlope");
    }
    return {};
}

QString keySliderOpTip(KeySliderOp op)
{
    switch (op) {
    case KeySliderOp::Tween:
        return QCoreApplication::translate("KeySliders", "A breakdown between the neighbouring keys: −100 % the previous key's value, +100 % the next one's");
    case KeySliderOp::BlendToNeighbour:
        return QCoreApplication::translate("KeySliders", "Move the keys toward the previous (−) or next (+) key's value");
    case KeySliderOp::BlendToDefault:
        return QCoreApplication::translate("KeySliders", "Move the keys toward (+) or away from (−) the default value");
    case KeySliderOp::PushPull:
        return QCoreApplication::translate("KeySliders", "Exaggerate (+) or flatten (−) the keys against the line between their neighbours");
    case KeySliderOp::Ease:
        return QCoreApplication::translate("KeySliders", "Replace the keys by an ease between their neighbours: − eases in, + eases out");
    case KeySliderOp::BlendToEase:
        return QCoreApplication::translate("KeySliders", "Blend the keys from where they are toward an ease in (−) or an ease out (+) between their neighbours");
    case KeySliderOp::BlendOffset:
        return QCoreApplication::translate("KeySliders", "Move the keys together, keeping their shape, toward the previous (−) or next (+) key");
    case KeySliderOp::ScaleAverage:
        return QCoreApplication::translate("KeySliders", "Scale the keys about their average: − flattens, + exaggerates");
    case KeySliderOp::ScaleFromNeighbour:
        return QCoreApplication::translate("KeySliders", "Scale the keys away from the previous (−) or next (+) key's value");
    case KeySliderOp::Shear:
        return QCoreApplication::translate("KeySliders", "Tilt the keys along the neighbours' slope, anchored at the previous (+) or next (−) key");
    case KeySliderOp::TimeOffset:
        return QCoreApplication::translate("KeySliders", "Give each key the curve's value from earlier (−) or later (+) in the range; the keys keep their times");
    case KeySliderOp::MatchSlope:
        return QCoreApplication::translate("KeySliders", "Blend the keys onto the slope beyond the previous (−) or next (+) key");
    }
    return {};
}

KeySliderExtra keySliderExtra(KeySliderOp op)
{
    switch (op) {
    case KeySliderOp::Ease:
    case KeySliderOp::BlendToEase: return KeySliderExtra::Sharpness;
    case KeySliderOp::BlendToDefault: return KeySliderExtra::DefaultValue;
    default: return KeySliderExtra::None;
    }
}

} // namespace knotline
