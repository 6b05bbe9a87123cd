#include "app/Preferences.h"

#include <QSettings>
#include <QString>

namespace knotline {

namespace {
const char kShowTangents[] = "view/showTangents";
const char kShowExtrapolation[] = "view/showExtrapolation";
const char kHighlightRegression[] = "view/highlightRegression";
const char kSnapping[] = "view/snapping";
const char kValueSnapping[] = "view/valueSnapping";
const char kFrameLoops[] = "view/frameLoops";
const char kKeymap[] = "view/keymap";
const char kDefaultTangentType[] = "keys/defaultTangentType";
} // namespace

Preferences Preferences::load(QSettings &settings)
{
    Preferences p;
    p.showTangents = settings.value(kShowTangents, p.showTangents).toBool();
    p.showExtrapolation = settings.value(kShowExtrapolation, p.showExtrapolation).toBool();
    p.highlightRegression = settings.value(kHighlightRegression, p.highlightRegression).toBool();
    p.snapping = settings.value(kSnapping, p.snapping).toBool();
    p.valueSnapping = settings.value(kValueSnapping, p.valueSnapping).toBool();
    p.frameLoops = settings.value(kFrameLoops, p.frameLoops).toBool();
    if (const auto keymap = keymapFromSettingsName(settings.value(kKeymap).toString()))
        p.keymap = *keymap;
    const QString word = settings.value(kDefaultTangentType).toString();
    if (const auto type = mayaTangentTypeFromWord(word.toStdString());
        type && *type != MayaTangentType::Global)
        p.defaultTangentType = *type;
    return p;
}

void Preferences::save(QSettings &settings) const
{
    settings.setValue(kShowTangents, showTangents);
    settings.setValue(kShowExtrapolation, showExtrapolation);
    settings.setValue(kHighlightRegression, highlightRegression);
    settings.setValue(kSnapping, snapping);
    settings.setValue(kValueSnapping, valueSnapping);
    settings.setValue(kFrameLoops, frameLoops);
    settings.setValue(kKeymap, keymapSettingsName(keymap));
    const std::string_view word = mayaTangentTypeWord(defaultTangentType);
    settings.setValue(kDefaultTangentType, QString::fromUtf8(word.data(), qsizetype(word.size())));
}

} // namespace knotline
