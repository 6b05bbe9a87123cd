#pragma once
// ClipSetEditor: a dialog editing one value-clip set of the root layer (issue 15) — its
// `active` pairs (stage time, clip index) and `times` pairs (stage time, clip time) in
// tables with rows to add and remove, the template fields (asset path template, start,
// end, stride, active offset; shown for a template set), interpolateMissingClipValues and
// the manifest path. Every change is validated as the user types
// (EditorDocument::checkClipSetFields: unreadable numbers, a clip index out of range, two
// activations at one time, a stride of 0, …); the message shows under the fields and OK
// is disabled while the fields are invalid. OK applies the fields as one undo step
// (EditorDocument::setClipSetFields through EditorSession::pushChange); Cancel changes
// nothing. Times are the root layer's time codes.

#include "core/base/Result.h"
#include "core/editor/ClipSetEdit.h"

#include <QDialog>
#include <QPointer>

#include <string>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace knotline {

class EditorSession;

class ClipSetEditor : public QDialog {
    Q_OBJECT

public:
    /// Edits set `setName` of prim `primPath` when the session's document has that set
    /// in its root layer (EditorDocument::clipSetFields). A set authored only in a
    /// sublayer is shown read-only, the message saying why (Knotline writes only the root
    /// layer: UsdaContent.h); OK is hidden and every field locked. Precondition: some
    /// layer of the document authors the set.
    ClipSetEditor(EditorSession *session, std::string primPath, std::string setName, QWidget *parent = nullptr);

    /// Whether the set is shown read-only (authored in a sublayer, see above).
    bool isReadOnly() const { return m_readOnly; }

    /// The fields as typed; an error names the first field that does not read.
    Result<ClipSetFields> typedFields() const;
    /// The validation message shown ("" while the fields are valid).
    QString message() const;
    QTableWidget *activeTable() const { return m_active; }
    QTableWidget *timesTable() const { return m_times; }
    QLineEdit *templateStrideEdit() const { return m_stride; }
    QLineEdit *manifestEdit() const { return m_manifest; }
    QDialogButtonBox *buttons() const { return m_buttons; }

    void accept() override;

private:
    void load(const ClipSetFields &fields);
    void validate();
    /// Locks every field and says why: the set is authored in sublayer `layerIndex`.
    void showReadOnly(std::size_t layerIndex, const QString &layerFile);

    QPointer<EditorSession> m_session; ///< may go first when the window closes
    std::string m_primPath;
    std::string m_setName;
    QTableWidget *m_active;
    QTableWidget *m_times;
    QLineEdit *m_assetTemplate;
    QLineEdit *m_start;
    QLineEdit *m_end;
    QLineEdit *m_stride;
    QLineEdit *m_offset;
    QCheckBox *m_interpolate;
    QLineEdit *m_manifest;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
    bool m_readOnly = false;
};

} // namespace knotline
