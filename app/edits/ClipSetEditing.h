#pragma once
// Curve ▸ Edit Clip Set…: opens the clip-set editor (widgets/valueclips/ClipSetEditor) for
// the clip set driving the session's current channel.

namespace knotline {

class ClipSetEditor;
class MainWindow;

/// Opens the editor (non-modal, deleted when closed) for the current channel's clip set
/// and returns it (read-only, saying why, for a set a sublayer authors); reports why not
/// in the window's status bar (no current clip-driven channel) and returns nullptr.
ClipSetEditor *openClipSetEditor(MainWindow &window);

} // namespace knotline
