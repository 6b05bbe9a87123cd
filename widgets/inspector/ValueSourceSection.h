#pragma once
// ValueSourceSection: the inspector's "Value source" section (issue 14) — where the current
// channel's value at the current time comes from, the question artists and pipeline
// people ask most about value clips: a spline, time samples, a clip set (which set, which
// clip file, which clip time, the part of the set's stage → clip time mapping in use),
// a default value or nothing; with the value there and the layer holding the opinion.
// It follows EditorSession's current channel and current time and the document's changes
// of that channel (EditorDocument::valueSourceAt answers; for a clip channel that may read
// its clip layers, once). Read-only: nothing here edits.

#include "core/editor/ChannelId.h"

#include <QGroupBox>
#include <QPointer>

class QFormLayout;
class QLabel;

namespace knotline {

class EditorDocument;
class EditorSession;

class ValueSourceSection : public QGroupBox {
    Q_OBJECT

public:
    explicit ValueSourceSection(EditorSession *session, QWidget *parent = nullptr);

    /// The texts shown (translated), for tests and tooltips: the kind ("Spline", "Time
    /// samples", "Clip set", "Default value", "None"; "No channel" without a current
    /// channel), the value ("no value" for none or a block), the layer file name, and for
    /// a clip set the set ("'default' of /Model"), the clip's asset path, the clip time and the time
    /// mapping ("stage 0 → clip 0 … stage 10 → clip 10", "held before stage 0 at clip 0",
    /// "held from stage 20 at clip 10", "none: clip time = stage time"); empty otherwise.
    QString sourceText() const;
    QString valueText() const;
    QString layerText() const;
    QString clipSetText() const;
    QString clipFileText() const;
    QString clipTimeText() const;
    QString mappingText() const;
    /// Whether the clip rows (clip set, clip file, clip time, mapping) are shown.
    bool clipRowsShown() const;

private:
    void connectDocument();
    void refresh();

    EditorSession *m_session;
    QPointer<EditorDocument> m_document;
    QFormLayout *m_form;
    QLabel *m_source;
    QLabel *m_value;
    QLabel *m_layer;
    QLabel *m_clipSet;
    QLabel *m_clipFile;
    QLabel *m_clipTime;
    QLabel *m_mapping;
};

} // namespace knotline
