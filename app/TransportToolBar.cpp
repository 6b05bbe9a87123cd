#include "app/TransportToolBar.h"

#include "app/actions/TransportActions.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/Transport.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalBlocker>

namespace knotline {

namespace {
constexpr double kTimeLimit = 1e6;
}

TransportToolBar::TransportToolBar(Transport *transport, TransportActions *actions, QWidget *parent)
    : QToolBar(tr("Transport"), parent)
    , m_transport(transport)
{
    setObjectName(QStringLiteral("transportToolBar"));
    addAction(actions->goToStart());
    addAction(actions->previousFrame());
    addAction(actions->playPause());
    addAction(actions->nextFrame());
    addAction(actions->goToEnd());
    addAction(actions->loop());
    addSeparator();

    addWidget(new QLabel(tr("Time "), this));
    m_current = addTimeBox("currentTimeBox", tr("The current time; keys are set and pasted here"));
    addWidget(new QLabel(tr(" Range "), this));
    m_start = addTimeBox("rangeStartBox", tr("First frame of the playback range"));
    m_end = addTimeBox("rangeEndBox", tr("Last frame of the playback range"));
    addWidget(new QLabel(tr(" Rate "), this));
    m_rate = new QDoubleSpinBox(this);
    m_rate->setObjectName(QStringLiteral("frameRateBox"));
    m_rate->setRange(0.001, 1000.0);
    m_rate->setDecimals(3);
    m_rate->setSuffix(tr(" fps"));
    m_rate->setToolTip(tr("Frames per second of playback"));
    addWidget(m_rate);
    m_display = new QComboBox(this);
    m_display->setObjectName(QStringLiteral("timeDisplayBox"));
    m_display->addItem(tr("Frames"));
    m_display->addItem(tr("Seconds"));
    m_display->setToolTip(tr("Show times as frames or as seconds"));
    addWidget(m_display);

    EditorSession *session = m_transport->session();
    connect(m_current, &QDoubleSpinBox::valueChanged, this, [this, session](double v) {
        if (!m_refreshing)
            session->setCurrentTime(m_transport->fromDisplay(v));
    });
    auto setRange = [this] {
        if (!m_refreshing)
            m_transport->setPlaybackRange(m_transport->fromDisplay(m_start->value()),
                                          m_transport->fromDisplay(m_end->value()));
    };
    connect(m_start, &QDoubleSpinBox::editingFinished, this, setRange);
    connect(m_end, &QDoubleSpinBox::editingFinished, this, setRange);
    connect(m_rate, &QDoubleSpinBox::editingFinished, this, [this] { m_transport->setFrameRate(m_rate->value()); });
    connect(m_display, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_refreshing)
            m_transport->setTimeDisplay(index == 1 ? Transport::TimeDisplay::Seconds : Transport::TimeDisplay::Frames);
    });

    connect(session, &EditorSession::currentTimeChanged, this, [this](double time) {
        m_refreshing = true; // once per frame while playing: only the value
        m_current->setValue(m_transport->toDisplay(time));
        m_refreshing = false;
    });
    connect(session, &EditorSession::documentChanged, this, &TransportToolBar::refresh);
    connect(m_transport, &Transport::playbackRangeChanged, this, &TransportToolBar::refresh);
    connect(m_transport, &Transport::frameRateChanged, this, &TransportToolBar::refresh);
    connect(m_transport, &Transport::timeDisplayChanged, this, &TransportToolBar::refresh);
    refresh();
}

QDoubleSpinBox *TransportToolBar::addTimeBox(const char *objectName, const QString &toolTip)
{
    auto *box = new QDoubleSpinBox(this);
    box->setObjectName(QLatin1String(objectName));
    box->setToolTip(toolTip);
    box->setKeyboardTracking(false);
    addWidget(box);
    return box;
}

void TransportToolBar::refresh()
{
    m_refreshing = true;
    const bool seconds = m_transport->timeDisplay() == Transport::TimeDisplay::Seconds;
    const QString suffix = QLatin1Char(' ') + m_transport->displayUnit();
    const double limit = m_transport->toDisplay(kTimeLimit);
    const TimeInterval range = m_transport->playbackRange();
    auto set = [&](QDoubleSpinBox *box, double timeCodes) {
        box->setDecimals(seconds ? 3 : 2);
        box->setRange(-limit, limit);
        box->setSuffix(suffix);
        box->setValue(m_transport->toDisplay(timeCodes));
    };
    set(m_current, m_transport->session()->currentTime());
    set(m_start, range.min);
    set(m_end, range.max);
    m_rate->setValue(m_transport->frameRate());
    m_display->setCurrentIndex(seconds ? 1 : 0);
    m_refreshing = false;
}

} // namespace knotline
