#pragma once
// Curve ▸ Edit Clip Set…: opens the clip-set editor (widgets/valueclips/ClipSetEditor) for
// the clip set driving the session's current channel.

namespace knotline {

class ClipSetEditor;
class MainWindow;

/// Opens the editor (non-modal, deleted when closed) for the current channel's clip set
/// and returns it; reports why not in the window's status bar (no current clip-driven
/// channel, or a set the root layer does not author) and returns nullptr.
ClipSetEditor *openClipSetEditor(MainWindow &window);

} // namespace knotline
