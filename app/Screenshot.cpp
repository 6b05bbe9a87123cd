#include "app/Screenshot.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QWidget>

#include <cstdio>

namespace knotline {

QImage renderWindow(QWidget &window, QSize size)
{
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(size);
    window.show();
    // Layout requests and the docks' geometry settle over a few event-loop passes.
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    return window.grab().toImage();
}

bool saveScreenshot(QWidget &window, const QString &path, QSize size)
{
    const QImage image = renderWindow(window, size);
    if (image.isNull()) {
        std::fprintf(stderr, "knotline: could not render the window for %s\n", qPrintable(path));
        return false;
    }
    if (!image.save(path, "PNG")) {
        std::fprintf(stderr, "knotline: could not write the screenshot %s\n", qPrintable(path));
        return false;
    }
    return true;
}

} // namespace knotline
