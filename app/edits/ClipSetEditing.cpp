#include "app/edits/ClipSetEditing.h"

#include "app/MainWindow.h"
#include "core/valueclips/ClipSet.h"
#include "widgets/session/EditorSession.h"
#include "widgets/valueclips/ClipSetEditor.h"

namespace knotline {

ClipSetEditor *openClipSetEditor(MainWindow &window)
{
    EditorSession *session = window.session();
    const EditorDocument *doc = session->document();
    const Channel *channel = doc->findChannel(session->currentChannel());
    const ClipSet *set = channel ? doc->clipSetOf(channel->id) : nullptr;
    if (!set) {
        window.report(Status::error(MessageId::ClipBakeNotClipDriven, channel ? channel->path : std::string("-")), {});
        return nullptr;
    }
    auto *editor = new ClipSetEditor(session, set->primPath, set->name, &window);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->show();
    return editor;
}

} // namespace knotline
