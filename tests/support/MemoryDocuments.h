#pragma once
// Test helper: small editor documents made in memory (no file read) for the document-model
// tests — a usda layer "/Rig" with two spline channels (tx: 3 keys, ty: 2 keys) and an
// attribute with a default only (tz), a Maya .anim file with two curves on node "box" —
// and a new channel to insert (2 linear keys: (2, 1), (8, -1)).

#include "core/animcurve/AnimCurveFn.h"
#include "core/document/Document.h"
#include "core/editor/EditorDocument.h"
#include "core/io/AnimFile.h"
#include "core/io/UsdaReader.h"

#include <initializer_list>
#include <memory>
#include <string>
#include <utility>

namespace knotline::test {

inline const char *kRigUsda = "#usda 1.0\n(\n    timeCodesPerSecond = 24\n)\n\ndef Xform \"Rig\"\n{\n"
                              "    double tx.spline = {\n        0: 0,\n        10: 5,\n        20: 1,\n    }\n"
                              "    double ty.spline = {\n        0: 1,\n        12: 3,\n    }\n"
                              "    double tz = 4\n}\n";

inline const char *kBoxAnim = "animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n"
                              "anim translate.translateX translateX box 0 1 0;\n"
                              "animData {\n  input time;\n  output linear;\n  weighted 0;\n  keys {\n"
                              "    1 0 linear linear 1 0 0;\n    20 20 linear linear 1 0 0;\n  }\n}\n"
                              "anim translate.translateY translateY box 0 1 1;\n"
                              "animData {\n  input time;\n  output linear;\n  weighted 0;\n  keys {\n"
                              "    1 3 linear linear 1 0 0;\n    9 4 linear linear 1 0 0;\n  }\n}\n";

/// EditorDocument::fromLayerStack over the usda `text` (kRigUsda by default); null when it
/// does not read.
inline std::unique_ptr<EditorDocument> usdaDocument(const char *text = kRigUsda)
{
    Result<Layer> layer = readUsda(text, "memory.usda");
    if (!layer)
        return nullptr;
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::fromLayerStack(documentFromLayer(std::move(layer.value())));
    return doc ? std::move(doc.value()) : nullptr;
}

/// EditorDocument::fromAnimFile over kBoxAnim.
inline std::unique_ptr<EditorDocument> animDocument()
{
    Result<AnimFile> anim = parseAnimFile(kBoxAnim, "memory.anim");
    return anim ? EditorDocument::fromAnimFile(std::move(anim.value())) : nullptr;
}

/// A curve with linear-tangent keys at (time, value).
inline AnimCurve curveWithKeys(std::initializer_list<std::pair<double, double>> keys)
{
    AnimCurve curve;
    AnimCurveFn fn(curve);
    for (const auto &[t, v] : keys)
        (void)fn.addKey(t, v, MayaTangentType::Linear, MayaTangentType::Linear);
    return curve;
}

/// A channel to insert at `path`: keys (2, 1) and (8, -1).
inline Channel newChannel(std::string path, ChannelSource source = ChannelSource::UsdaAttribute)
{
    Channel c;
    c.path = std::move(path);
    c.source = source;
    c.curve = curveWithKeys({{2, 1}, {8, -1}});
    return c;
}

} // namespace knotline::test
