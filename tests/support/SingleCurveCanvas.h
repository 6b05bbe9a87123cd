#pragma once
// Test helper: a session over a one-curve document (written to a temporary usda and
// opened) and a 640 × 400 curve canvas showing it, exposed offscreen, sampling without a
// time budget (results must not depend on the machine's load), with the given view.
// Header-only.

#include "core/spline/Spline.h"
#include "tests/support/OpenedChannels.h"
#include "tests/support/SplineDocument.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/session/EditorSession.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace knotline::test {

struct SingleCurveCanvas {
    QTemporaryDir dir;
    EditorSession session;
    std::unique_ptr<CurveCanvas> canvas;

    SingleCurveCanvas(const Spline &spline, double t0, double t1, double v0, double v1)
    {
        QString error;
        auto doc = documentWithSplines({spline}, dir.path(), &error);
        if (!doc)
            qFatal("document: %s", qPrintable(error));
        session.setDocument(std::move(doc));
        canvas = std::make_unique<CurveCanvas>(&session);
        canvas->setRefineBudget(1e9);
        canvas->resize(640, 400);
        canvas->show();
        if (!QTest::qWaitForWindowExposed(canvas.get()))
            qFatal("canvas not exposed");
        canvas->setVisibleRange(t0, t1, v0, v1);
    }
    const AnimCurve &curve() const { return session.document()->channel(openedChannel(0)).curve; }
    QPoint at(double t, double v) const { return canvas->viewTransform().toPixels(t, v).toPoint(); }
};

} // namespace knotline::test
