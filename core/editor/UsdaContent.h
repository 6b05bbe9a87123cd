#pragma once
// UsdaContent: a usda layer stack as an EditorDocument's content (DocumentContent). Channels
// are the spline attributes of the stack (composedSplineAttributes: the root layer's are
// editable, the sublayers' read-only); saving writes the root layer with the editable
// channels' splines: new channels become attributes of their prim (typed by the spline's
// value type), removed channels lose their spline (and the attribute, when it held nothing
// else). Sublayers are never written.

#include "core/document/Document.h"
#include "core/editor/DocumentContent.h"

namespace knotline {

class UsdaContent : public DocumentContent {
public:
    explicit UsdaContent(Document layers);

    const DocumentFormat &format() const override;
    const Document *usdDocument() const override { return &m_layers; }
    std::vector<std::string> layerFilePaths(const std::string &documentPath) const override;
    /// A "/Prim.attr" path of a prim of the root layer, whose attribute (if any) has a
    /// spline value type; source UsdaAttribute.
    Status checkInsertable(const Channel &channel) const override;
    std::size_t newChannelSourceIndex() const override { return 0; } // the root layer
    Result<Layer> editedRootLayer(const ChannelRows &channels) const override;
    Status save(const ChannelRows &channels, const QString &path) override;

private:
    Document m_layers;
};

} // namespace knotline
