#pragma once
// Preferences: the editor's persisted settings that are not window layout — what the
// canvas shows, snapping, and the tangent type of new keys. Stored with QSettings under
// the application's organization and name (tests use their own scope).

#include "core/animcurve/MayaTangentType.h"
#include "widgets/canvas/CanvasKeymap.h"

class QSettings;

namespace knotline {

struct Preferences {
    bool showTangents = true;        ///< View ▸ Show Tangents
    bool showExtrapolation = true;   ///< View ▸ Show Extrapolation and Loops
    bool highlightRegression = true; ///< View ▸ Highlight Regressive Segments
    bool snapping = true;            ///< View ▸ Snap to Frames
    bool valueSnapping = false;      ///< View ▸ Snap to Whole Values
    bool frameLoops = true;          ///< View ▸ Frame All Includes Loops
    /// View ▸ Keymap: Maya-style or Blender-style navigation and move (CanvasKeymap.h).
    CanvasKeymap keymap = CanvasKeymap::Maya;
    /// Key ▸ Default Tangent Type: the type of keys made by Set Key. Never Global.
    MayaTangentType defaultTangentType = MayaTangentType::Auto;

    /// Reads the preferences; missing or unreadable entries keep their defaults.
    static Preferences load(QSettings &settings);
    void save(QSettings &settings) const;

    bool operator==(const Preferences &) const = default;
};

} // namespace knotline
