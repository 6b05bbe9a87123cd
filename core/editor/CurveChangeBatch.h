#pragma once
// CurveChangeBatch: a scope in which curve changes of an EditorDocument form one batch
// (EditorDocument::beginCurveBatch / endCurveBatch): each change still announces itself,
// and curvesSettled() comes once when the outermost batch ends. Use it around loops that
// edit many channels as one step (a bulk nudge, a drag step, Delete Keys).

#include "core/editor/EditorDocument.h"

namespace knotline {

class CurveChangeBatch {
public:
    /// Opens a batch on `document`. Precondition: `document` outlives the batch.
    explicit CurveChangeBatch(EditorDocument *document)
        : m_document(document)
    {
        m_document->beginCurveBatch();
    }
    /// Closes it (emitting curvesSettled when it was the outermost and curves changed).
    ~CurveChangeBatch() { m_document->endCurveBatch(); }
    CurveChangeBatch(const CurveChangeBatch &) = delete;
    CurveChangeBatch &operator=(const CurveChangeBatch &) = delete;

private:
    EditorDocument *m_document;
};

} // namespace knotline
