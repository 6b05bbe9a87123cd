#include "core/editor/DocumentEditSession.h"

namespace knotline {

namespace {

Status finishedError()
{
    return Status::error(MessageId::EditFinished);
}

} // namespace

DocumentEditSession::DocumentEditSession(EditorDocument *document)
    : m_document(document)
{
}

DocumentEditSession::~DocumentEditSession()
{
    if (m_active)
        (void)cancel();
}

Status DocumentEditSession::edit(ChannelId channel, const EditorDocument::CurveEdit &edit)
{
    if (!m_active)
        return finishedError();
    return m_document->edit(channel, edit, &m_change);
}

Result<ChannelId> DocumentEditSession::insertChannel(std::size_t row, Channel channel)
{
    if (!m_active)
        return finishedError();
    return m_document->insertChannel(row, std::move(channel), &m_change);
}

Status DocumentEditSession::removeChannel(ChannelId channel)
{
    if (!m_active)
        return finishedError();
    return m_document->removeChannel(channel, &m_change);
}

Status DocumentEditSession::setTimeline(Timeline next)
{
    if (!m_active)
        return finishedError();
    return m_document->setTimeline(std::move(next), m_change);
}

const Timeline *DocumentEditSession::timelineBefore() const
{
    if (const Timeline *before = m_change.timelineBefore())
        return before;
    return m_document->timeline();
}

const AnimCurve &DocumentEditSession::curveBefore(ChannelId channel) const
{
    for (const DocumentChange::Step &step : m_change.steps()) {
        if (stepChannel(step) != channel)
            continue;
        if (const auto *c = std::get_if<DocumentChange::CurveStep>(&step)) {
            if (c->change.isEmpty())
                continue;
            return c->change.before();
        }
        if (const auto *i = std::get_if<DocumentChange::ChannelInsertion>(&step))
            return i->channel.curve;
        return std::get<DocumentChange::ChannelRemoval>(step).channel.curve;
    }
    return m_document->channel(channel).curve;
}

DocumentChange DocumentEditSession::finish()
{
    m_active = false;
    return std::move(m_change);
}

Status DocumentEditSession::cancel()
{
    if (!m_active)
        return finishedError();
    m_active = false;
    return m_document->revert(m_change);
}

} // namespace knotline
