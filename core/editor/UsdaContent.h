#pragma once
// UsdaContent: a usda layer stack as an EditorDocument's content (DocumentContent). Channels
// are the spline attributes of the stack (composedSplineAttributes: the root layer's are
// editable, the sublayers' read-only); saving writes the root layer with the editable
// channels' splines (a channel whose curve is still what its spline opened as keeps the
// authored spline): new channels become attributes at the end of their prim (typed by the
// spline's value type; so a reopened file lists them after the prim's other attributes),
// removed channels lose their spline (and the attribute, when it held nothing else).
// Time-sample and clip-set channels (Channel::valueSource) are not written: their samples, and a
// spline they shadow, stay as authored. A spline channel of the root layer whose attribute
// has time samples there (converted: EditorDocument::convertTimeSamplesToSpline) loses
// those samples, so that its spline is in effect. Sublayers are never written. Saving
// keeps the text of the file the root layer was read from (or last saved to) wherever no
// channel changed — authored order of prims and properties, comments, spacing — and
// rewrites only the edited splines in place (UsdaTextPatch.h); when that file is gone,
// cannot be patched, or the layer was made in memory, the layer is written in
// writeUsda()'s canonical form.

#include "core/document/Document.h"
#include "core/editor/DocumentContent.h"
#include "core/valueclips/ValueClipStage.h"

#include <memory>

namespace knotline {

class UsdaContent : public DocumentContent {
public:
    explicit UsdaContent(Document layers);
    ~UsdaContent() override;

    const DocumentFormat &format() const override;
    const Document *usdDocument() const override { return &m_layers; }
    ValueClipStage *clipStage() const override { return m_stage.get(); }
    std::optional<UsdValue> clipSetDictionary(const std::string &primPath, const std::string &setName) const override;
    /// Edits the root layer in memory (saved with it; UsdaTextPatch rewrites only the
    /// changed entries of the set). Validation reads the edited stack's clip sets of the
    /// prim (ClipSetReader.h): a warning about this set that was not there before refuses
    /// the edit.
    Status setClipSetDictionary(const std::string &primPath, const std::string &setName,
                                const std::optional<UsdValue> &dictionary) override;
    Status checkClipSetDictionary(const std::string &primPath, const std::string &setName,
                                  const std::optional<UsdValue> &dictionary) const override
    {
        return checkClipSetDictionary(primPath, setName, dictionary, nullptr);
    }
    std::vector<std::string> layerFilePaths(const std::string &documentPath) const override;
    /// A "/Prim.attr" path (ChannelPathSyntax.h: NotPrimPath, NotAttributeName) of a prim of the root layer, whose attribute (if any) has a
    /// spline value type; source UsdaAttribute.
    Status checkInsertable(const Channel &channel) const override;
    std::size_t newChannelSourceIndex(const Channel &) const override { return 0; } // the root layer
    /// Refused when a sublayer also has a spline at the channel's path (removing the root
    /// layer's opinion would let it show through, as a different channel).
    Status checkRemovable(const Channel &channel) const override;
    Result<Layer> editedRootLayer(const ChannelRows &channels) const override;
    Status save(const ChannelRows &channels, const QString &path) override;

private:
    /// The validation of setClipSetDictionary; on success `*edited` (when given) is the
    /// layer stack with the edit.
    Status checkClipSetDictionary(const std::string &primPath, const std::string &setName,
                                  const std::optional<UsdValue> &dictionary, Document *edited) const;
    /// The root layer with `channels` written in. `keepRemoved`: removed channels'
    /// attributes, and the time samples of converted channels, are kept as they were
    /// (what the content remembers after a save, so that undoing a removal or a
    /// conversion brings the attribute back with its whole declaration or its samples).
    Layer writeChannels(const ChannelRows &channels, bool keepRemoved) const;

    Document m_layers;
    std::unique_ptr<ValueClipStage> m_stage; ///< over m_layers; rebuilt when they change
    QString m_sourcePath; ///< the root layer's file as read or last saved ("" for none)
};

} // namespace knotline
