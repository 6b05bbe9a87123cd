#pragma once
// DocumentContent: what an EditorDocument holds besides its channels — the file's model in
// the format it was read as (a usda layer stack, a Maya .anim file, a compiled timeline) and
// the rules for writing channels back into it. One implementation per document format,
// registered with that format (DocumentFormats.h); EditorDocument talks to it only through
// this interface.

#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/editor/Channel.h"
#include "core/timeline/Timeline.h"

#include "core/document/UsdValue.h"

#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace knotline {

struct AnimFile;
struct Document;
struct DocumentFormat;
struct Layer;
class Clip;
struct PlaceholderMapping;
class ValueClipStage;

/// The channels of a document in row order (pointers into the document; valid during the call).
using ChannelRows = std::vector<const Channel *>;

class DocumentContent {
public:
    virtual ~DocumentContent() = default;

    /// The registered format the content was read as (its save rules).
    virtual const DocumentFormat &format() const = 0;
    /// The usda layer stack / the .anim file as opened or last saved; nullptr when the
    /// content is of another kind.
    virtual const Document *usdDocument() const { return nullptr; }
    virtual const AnimFile *animFile() const { return nullptr; }
    /// The current timeline of a timeline document (TimelineContent); nullptr otherwise.
    virtual const Timeline *timeline() const { return nullptr; }
    /// Replaces the current timeline. Precondition: timeline() is not null (a timeline
    /// content); other contents ignore it.
    virtual void setTimeline(Timeline) {}
    /// Every clip (animation) of a timeline document as saving would write them: the
    /// file's animations in its order (replaced ones as now played), then clips played
    /// now that the file did not list. Empty for other contents.
    virtual std::vector<std::shared_ptr<const Clip>> timelineClips() const { return {}; }
    /// The placeholder clips of a timeline read from OpenTimelineIO (standing for OTIO clips
    /// that named no animation; no channels) that the timeline still plays; empty otherwise.
    virtual std::vector<std::shared_ptr<const Clip>> placeholderClips() const { return {}; }
    /// The animations a placeholder may be mapped to (the document's clips that are not
    /// placeholders); empty for other contents.
    virtual std::vector<std::shared_ptr<const Clip>> mappableAnimations() const { return {}; }
    /// Where a placeholder came from: its OTIO clip's media reference target_url, else the
    /// clip's name; empty for anything else.
    virtual QString placeholderHint(const Clip &) const { return {}; }
    /// The current timeline with `mappings` applied (core/editor/PlaceholderMapping.h); a
    /// content read from OTIO also maps a frozen placeholder to the animation's still and
    /// remembers it, so that saving writes a freeze frame of the animation. Errors:
    /// mapPlaceholders', or MessageId::NotTimelineDocument for content without a timeline.
    virtual Result<Timeline> mapPlaceholders(const std::vector<PlaceholderMapping> &mappings);
    /// The value clips of a usda layer stack, resolved lazily (its clip layers are read
    /// when a value is asked for); nullptr for other content. Rebuilt when the layer
    /// stack changes (a save, a clip-set edit): do not keep the pointer across those.
    virtual ValueClipStage *clipStage() const { return nullptr; }
    /// The root layer's dictionary of clip set `setName` of prim `primPath` (in memory, as
    /// edited); nullopt when it has none, and for other content.
    virtual std::optional<UsdValue> clipSetDictionary(const std::string &primPath, const std::string &setName) const;
    /// Replaces that dictionary (nullopt removes the set's entry) and rebuilds the clip
    /// stage, all or nothing. Errors: not usda content, no such prim or `clips` in the root
    /// layer (MessageId::ClipSetNotInRootLayer), or a dictionary that makes the set
    /// dropped with a warning (MessageId::ClipSetEditRefused with the warning's reason).
    virtual Status setClipSetDictionary(const std::string &primPath, const std::string &setName,
                                        const std::optional<UsdValue> &dictionary);
    /// What setClipSetDictionary would answer, changing nothing.
    virtual Status checkClipSetDictionary(const std::string &primPath, const std::string &setName,
                                          const std::optional<UsdValue> &dictionary) const;
    /// The file paths of the content's layers, root first; `documentPath` stands for a
    /// layer read from memory.
    virtual std::vector<std::string> layerFilePaths(const std::string &documentPath) const = 0;
    /// Ok when `channel` (its path and source) can live in this content, else why not.
    virtual Status checkInsertable(const Channel &channel) const = 0;
    /// The same, knowing the document's channels now (`existing`, in row order): what
    /// EditorDocument asks. The default ignores them.
    virtual Status checkInsertableAmong(const Channel &channel, const ChannelRows &existing) const
    {
        (void)existing;
        return checkInsertable(channel);
    }
    /// The Channel::sourceIndex of `channel`, inserted now (checkInsertable passed).
    virtual std::size_t newChannelSourceIndex(const Channel &channel) const = 0;
    /// Ok when `channel` (a channel of the document, not read-only) may be removed, else why not.
    virtual Status checkRemovable(const Channel &) const { return Status::ok(); }
    /// The usda root layer with `channels` written in (what save writes); an error for
    /// non-usda content.
    virtual Result<Layer> editedRootLayer(const ChannelRows &channels) const;
    /// Writes `channels` into the content's file format at `path`, atomically (on failure
    /// the old file is intact and the content unchanged); on success the content is what
    /// was written. Precondition: format().canSaveAs(path).
    virtual Status save(const ChannelRows &channels, const QString &path) = 0;
    /// After a successful save: the content the document continues with, when saving
    /// changed its kind (a new document saved as usda or .anim: NewContent); nullptr to
    /// keep this one (the default).
    virtual std::unique_ptr<DocumentContent> takeSavedContent() { return nullptr; }
};

} // namespace knotline
