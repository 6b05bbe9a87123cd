#pragma once
// The Curve ▸ Add Curve… dialog: names a new, empty curve of the document.
// - usda document: a prim path ("/Ball", a prim of the root layer), an attribute name
//   ("translateX", "xformOp:rotateZ") and the spline's value type (double, float, half);
// - .anim document: a "node.attribute" path;
// - new document (EditorDocument::createNew): either kind, chosen with a kind box while the
//   document has no channels (after that, the kind of its channels).
// As the user types, the line under the fields says what is wrong (an empty field, a bad
// prim path or attribute name, an existing channel, a prim the root layer lacks: the
// document's own answer, EditorDocument::checkInsertChannel, through the message catalog)
// and OK is enabled only when the channel can be added. It only collects the channel;
// app/actions/CurveActions.cpp inserts it (one undo step).
// Object names (for tests): addCurveKind, addCurvePrim, addCurveAttribute,
// addCurveValueType, addCurveNodeAttribute, addCurveMessage.

#include "core/base/Status.h"
#include "core/editor/Channel.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QWidget;

namespace knotline {

class EditorDocument;

class AddCurveDialog : public QDialog {
    Q_OBJECT

public:
    /// `document` must outlive the dialog; it is only read.
    explicit AddCurveDialog(const EditorDocument &document, QWidget *parent = nullptr);

    /// The channel as typed: its path, source and an empty curve of the chosen value type
    /// (double for a Maya curve). Meaningful when validity() is ok.
    Channel channel() const;
    /// Why channel() cannot be added now (ok when it can).
    Status validity() const;

private:
    bool animKind() const;
    void updateKind();
    void validate();

    const EditorDocument &m_document;
    QComboBox *m_kind;
    QWidget *m_usdFields;
    QWidget *m_animFields;
    QLineEdit *m_prim;
    QLineEdit *m_attribute;
    QComboBox *m_valueType;
    QLineEdit *m_nodeAttribute;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
};

} // namespace knotline
