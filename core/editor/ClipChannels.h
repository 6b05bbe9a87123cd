#pragma once
// ClipChannels: the editor's channels for clip-driven usda attributes (issue 14's editor
// part). A channel is made per attribute whose strongest opinion is a value-clip set
// (ValueClipStage), read-only, with its curve left pending until it is drawn or asked for
// (EditorDocument::resolveClipCurve); EditorDocument's value-clip members are defined in
// ClipChannels.cpp. This header includes no Qt.

#include "core/editor/Channel.h"

#include <optional>
#include <string>
#include <vector>

namespace knotline {

class ValueClipStage;

/// The pending channel for `attributePath`, which `stage` resolves through a clip set:
/// valueSource ClipSet, readOnly, sourceIndex the set's anchor layer, clipSetName and
/// clipSetPrimPath the driving set's, `shadowed` the weaker animated opinions. nullopt
/// when the attribute is not clip-driven or its type is not scalar (isScalarClipTypeName).
/// Reads no clip layer (a manifest at most).
std::optional<Channel> clipChannel(ValueClipStage &stage, const std::string &attributePath,
                                   std::vector<ValueOpinion> shadowed);

} // namespace knotline
