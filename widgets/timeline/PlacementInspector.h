#pragma once
// PlacementInspector: the current placed clip of a timeline document as numbers (the
// timeline's counterpart of the knot inspector): where it starts and ends playing, its trim
// in, speed, window, its clip's loop mode, its blends, its track's weight and blend mode,
// whether it is enabled, and each sync request. Every field is typed and applied with
// Return (or a choice in a combo box, a click on the check box) as one undo step through
// core's edit functions (core/timeline/TimelineEdits.h, EditorialEdits.h); a refused
// number says why (editRefused) and changes nothing. Numbers follow the editing rule of
// widgets/models/EditNumber.h. Times are timeline seconds, the window clip seconds.
//
// Fields (object names): startEdit (a), endEdit (e), trimInEdit, speedEdit, windowEdit
// (empty: the clip's duration), loopModeBox, blendInEdit, blendOutEdit, weightEdit,
// blendModeBox, enabledBox, and syncEdit_<point> (start, ready, stroke_start, stroke,
// stroke_end, relax, end; empty: no request). It shows the session's current placement
// and follows the document and the selection; without one it is disabled.

#include "core/base/Result.h"
#include "core/timeline/Timeline.h"

#include <QPointer>
#include <QWidget>

#include <array>
#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace knotline {

class EditorSession;

class PlacementInspector : public QWidget {
    Q_OBJECT

public:
    explicit PlacementInspector(EditorSession *session, QWidget *parent = nullptr);

    /// Shows the current placement again (the document or the selection changed).
    void refresh();

signals:
    /// An edit was refused; `reason` is translated.
    void editRefused(const QString &reason);

private:
    /// What an edit of the current placement makes of the timeline.
    using Edit = std::function<Result<Timeline>(const Timeline &, PlacementIndex)>;
    /// Applies `edit` to the current placement as one undo step named `text` (or reports
    /// its refusal).
    void apply(const QString &text, const Edit &edit);
    /// Applies `make(number)` when Return is pressed in `edit`; an empty field gives
    /// nullopt when `optional`, else it is refused like any unreadable text.
    void onNumber(QLineEdit *edit, const QString &text, bool optional,
                  std::function<Edit(std::optional<double>)> make);

    QPointer<EditorSession> m_session;
    QLabel *m_title;
    QLineEdit *m_start;
    QLineEdit *m_end;
    QLineEdit *m_trimIn;
    QLineEdit *m_speed;
    QLineEdit *m_window;
    QComboBox *m_loopMode;
    QLineEdit *m_blendIn;
    QLineEdit *m_blendOut;
    QLineEdit *m_weight;
    QComboBox *m_blendMode;
    QCheckBox *m_enabled;
    QCheckBox *m_hold;
    std::array<QLineEdit *, kSyncPointCount> m_sync{};
};

} // namespace knotline
