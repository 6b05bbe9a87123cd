#pragma once
// The user-language text of a message made by core (Status / Result messages), or by the
// app's edit operations, which pass core messages on and add a few of their own.
//
// Core builds its messages in English (the command line prints them as they are, and
// core/spline includes no Qt), so the GUI translates them where it shows them: the message
// is matched against a table of the core's message forms (CoreMessageText.cpp), and a
// matching form is replaced by its translation from the "CoreMessages" context of the
// installed translator, with the variable parts (paths, times, tokens) carried over.
// Location prefixes stay exactly as they were: "file:line:column: ", "file: ",
// "/Prim.attr: " or "setTime: " in front of a known form are kept verbatim.
// A message no form matches is returned unchanged (English).

#include <QString>

#include <string>

namespace knotline {

/// The message in the user's language (see above). Never fails.
QString coreMessageText(const std::string &message);
/// Same for a message already converted to QString.
QString coreMessageText(const QString &message);

} // namespace knotline
