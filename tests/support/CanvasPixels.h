#pragma once
// Test helper for looking at rendered curves: counting the pixels of a colour, and the
// colour a curve drawn at an alpha (a dimmed curve, CurveEmphasis.h) has over the canvas'
// plot background. Header-only.

#include "widgets/canvas/CanvasStyle.h"

#include <QColor>
#include <QImage>
#include <QRect>

#include <cstdlib>

namespace knotline::test {

/// How many pixels of `rect` in `image` are within `tolerance` of `colour` in each of red,
/// green and blue.
inline int countColour(const QImage &image, const QRect &rect, const QColor &colour, int tolerance)
{
    int n = 0;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) <= tolerance && std::abs(c.green() - colour.green()) <= tolerance
                && std::abs(c.blue() - colour.blue()) <= tolerance)
                ++n;
        }
    return n;
}

/// `colour` drawn at `alpha` over the plot background (canvas_style::plotBackground).
inline QColor overPlotBackground(const QColor &colour, double alpha)
{
    const QColor bg = canvas_style::plotBackground();
    return QColor(qRound(alpha * colour.red() + (1 - alpha) * bg.red()),
                  qRound(alpha * colour.green() + (1 - alpha) * bg.green()),
                  qRound(alpha * colour.blue() + (1 - alpha) * bg.blue()));
}

} // namespace knotline::test
