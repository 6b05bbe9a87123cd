#pragma once
// Rendering a window offscreen (knotline --screenshot and the screenshot tests).

#include <QImage>
#include <QSize>
#include <QString>

class QWidget;

namespace knotline {

/// The default screenshot size in device-independent pixels.
inline constexpr QSize kScreenshotSize{1440, 900};

/// Shows `window` without putting it on screen (Qt::WA_DontShowOnScreen) at `size`, lets
/// it lay out and paint, and returns its image. Null image when it cannot be rendered.
QImage renderWindow(QWidget &window, QSize size = kScreenshotSize);

/// renderWindow() saved as PNG to `path`. Errors go to stderr; returns false then.
bool saveScreenshot(QWidget &window, const QString &path, QSize size = kScreenshotSize);

} // namespace knotline
