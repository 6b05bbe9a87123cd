#include "widgets/session/TimelineGesture.h"

#include "widgets/session/EditorSession.h"

namespace knotline {

namespace {

Timeline currentTimeline(const EditorDocument *document)
{
    const Timeline *t = document->timeline();
    return t ? *t : Timeline();
}

} // namespace

TimelineGesture::TimelineGesture(EditorSession *session, QString text)
    : m_session(session)
    , m_document(session->document())
    , m_text(std::move(text))
    , m_edits(session->document())
    , m_before(currentTimeline(session->document()))
{
}

TimelineGesture::~TimelineGesture()
{
    if (isActive())
        cancel();
}

bool TimelineGesture::documentIsCurrent() const
{
    return m_document && m_document.data() == m_session->document();
}

Status TimelineGesture::update(Timeline next)
{
    if (!documentIsCurrent())
        return Status::error(MessageId::NotTimelineDocument);
    return m_edits.setTimeline(std::move(next));
}

void TimelineGesture::commit()
{
    if (!isActive())
        return;
    DocumentChange change = m_edits.finish();
    if (documentIsCurrent())
        m_session->pushChange(std::move(change), m_text);
}

void TimelineGesture::cancel()
{
    if (!isActive())
        return;
    if (documentIsCurrent())
        (void)m_edits.cancel();
    else
        (void)m_edits.finish(); // the document it edited is gone
}

} // namespace knotline
