#pragma once
// The transport toolbar ("transportToolBar"): the Playback menu's actions as buttons (go to
// start, previous frame, play / pause, next frame, go to end, loop), the current time
// ("currentTimeBox": keys are set and pasted there), the playback range ("rangeStartBox",
// "rangeEndBox"), the frame rate ("frameRateBox", frames per second) and the unit of the
// times it shows ("timeDisplayBox": frames or seconds, as Playback ▸ Show Times in
// Seconds). Every box shows and takes times in that unit; the transport and the session
// hold them in time codes.

#include <QToolBar>

class QComboBox;
class QDoubleSpinBox;

namespace knotline {

class Transport;
class TransportActions;

class TransportToolBar : public QToolBar {
    Q_OBJECT

public:
    TransportToolBar(Transport *transport, TransportActions *actions, QWidget *parent = nullptr);

private:
    /// Sets every box from the transport and session (units, ranges, values).
    void refresh();
    QDoubleSpinBox *addTimeBox(const char *objectName, const QString &toolTip);

    Transport *m_transport;
    QDoubleSpinBox *m_current;
    QDoubleSpinBox *m_start;
    QDoubleSpinBox *m_end;
    QDoubleSpinBox *m_rate;
    QComboBox *m_display;
    bool m_refreshing = false;
};

} // namespace knotline
