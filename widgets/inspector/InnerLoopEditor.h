#pragma once
// InnerLoopEditor: edits the current channel's inner loop (Ts LoopParams: prototype
// [start, end), number of copies before and after it, value offset per copy) — part of
// the InspectorWidget. The fields show the authored loop (or, when none is authored, a
// suggestion: the whole key range, no copies); "Apply" writes all fields at once (one
// undo step "Set Inner Loop", through AnimCurveFn::editSpline → Spline::
// setInnerLoopParams), "Remove" clears the loop ("Remove Inner Loop"). A refused loop
// (start >= end, negative counts, a loop boundary authored on an extrapolation …) changes
// nothing and is reported with editRefused; so is a field that is no finite number or
// beyond ±1e15 (the key table's rule, EditNumber.h), naming the field. The state line says whether the authored loop
// takes effect (it needs a key at the prototype start).
//
// Units: times in time codes, the offset in value units.

#include "core/editor/ChannelId.h"
#include <QWidget>

#include <cstddef>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace knotline {

class AnimCurve;
class EditorSession;

class InnerLoopEditor : public QWidget {
    Q_OBJECT

public:
    explicit InnerLoopEditor(EditorSession *session, QWidget *parent = nullptr);

    /// Shows the channel's inner loop (nullopt: disabled, empty).
    void setChannel(std::optional<ChannelId> channel);
    /// Re-reads the curve into the fields.
    void refresh();

    QLineEdit *startEdit() const { return m_start; }
    QLineEdit *endEdit() const { return m_end; }
    QSpinBox *preLoopsSpin() const { return m_pre; }
    QSpinBox *postLoopsSpin() const { return m_post; }
    QLineEdit *offsetEdit() const { return m_offset; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *removeButton() const { return m_remove; }
    QLabel *stateLabel() const { return m_state; }

signals:
    void editRefused(const QString &reason);
    void edited();

private:
    void applyFields();
    void removeLoop();
    const AnimCurve *curve() const;

    EditorSession *m_session;
    std::optional<ChannelId> m_channel;
    QLineEdit *m_start;
    QLineEdit *m_end;
    QSpinBox *m_pre;
    QSpinBox *m_post;
    QLineEdit *m_offset;
    QPushButton *m_apply;
    QPushButton *m_remove;
    QLabel *m_state;
};

} // namespace knotline
