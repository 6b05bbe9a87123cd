#pragma once
// NewContent: the content of a document made by File ▸ New (EditorDocument::createNew)
// that has not been saved yet. It holds channels of either kind — usda attributes
// ("/Prim.attr", source UsdaAttribute) or Maya curves ("node.attribute", source AnimCurve),
// never both — and picks the file format when first saved, by the extension: .usda / .usd
// writes a new root layer (with the time metadata and a `def` prim for every prim path
// the channels name, each attribute typed by its spline's value type), .anim a new anim
// file (one entry per channel). After that save the document is an ordinary usda or
// .anim document (takeSavedContent), with that format's rules for later inserts.

#include "core/editor/DocumentContent.h"

#include <memory>

namespace knotline {

class NewContent : public DocumentContent {
public:
    /// `timeCodesPerSecond`, `startTimeCode` and `endTimeCode`: the time frame written on
    /// the first save (the document's own, EditorDocument::createNew).
    NewContent(double timeCodesPerSecond, double startTimeCode, double endTimeCode);
    ~NewContent() override;

    /// A format of its own (name "new", not registered: nothing is read as it) that saves
    /// as .usda, .usd or .anim (MessageId::NewDocumentSaveExtension otherwise).
    const DocumentFormat &format() const override;
    std::vector<std::string> layerFilePaths(const std::string &) const override { return {}; }
    /// A usda attribute channel with a path "/Prim.attr" (isAbsolutePrimPath,
    /// isUsdAttributeName: MessageId::NotAttributePath, NotPrimPath, NotAttributeName), or a
    /// Maya curve channel with a "node.attribute" path (NotNodeAttributePath); the prims
    /// need not exist. Refused (NewDocumentMixedKinds, naming a channel of the other kind)
    /// when `existing` holds a channel of the other kind.
    Status checkInsertableAmong(const Channel &channel, const ChannelRows &existing) const override;
    /// checkInsertableAmong(channel, {}).
    Status checkInsertable(const Channel &channel) const override { return checkInsertableAmong(channel, {}); }
    /// 0 (the root layer) for a usda attribute, Channel::kNewEntry for a Maya curve.
    std::size_t newChannelSourceIndex(const Channel &channel) const override;
    /// Writes the channels in the format `path`'s extension names (see above). Errors,
    /// writing nothing: a channel of the other kind (ChannelNotForUsda / ChannelNotForAnim,
    /// naming the first one), the writer's error.
    Status save(const ChannelRows &channels, const QString &path) override;
    std::unique_ptr<DocumentContent> takeSavedContent() override { return std::move(m_saved); }

private:
    double m_timeCodesPerSecond;
    double m_startTimeCode;
    double m_endTimeCode;
    std::unique_ptr<DocumentContent> m_saved; ///< the content the last save made
};

} // namespace knotline
