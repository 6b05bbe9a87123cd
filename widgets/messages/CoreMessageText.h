#pragma once
// The user-language text of a message made by core (Status / Result messages), or by the
// app's edit operations, which pass core messages on and add a few of their own.
//
// Core reports a message id with arguments and location prefixes (core/base/Status.h,
// MessageId.h); its English format is the source text of the translation in the
// "CoreMessages" context of the installed translator. coreMessageText(const Status &)
// translates by id: the format's translation gets the arguments (an argument that is a
// nested message is translated in turn), and the location prefixes ("file:line:column",
// "/Prim.attr", "setTime") stay exactly as they were.
//
// A message that is only text (MessageId::Plain: warnings and sublayer problems, which are
// collected as text, messages of core/editor and app/edits that are still built by hand)
// is recognised by the English formats themselves: the catalog's formats and the few
// forms of app/edits listed in CoreMessageText.cpp are matched against the text, after
// each location prefix in turn, the most specific form (most literal characters) winning.
// A text that matches no form is returned unchanged (English).

#include <QString>

#include <string>

namespace knotline {

class Status;

/// The message of `status` in the user's language (see above); empty on success.
QString coreMessageText(const Status &status);
/// The same for a message that is only text. Never fails.
QString coreMessageText(const std::string &message);
/// Same for a message already converted to QString.
QString coreMessageText(const QString &message);

} // namespace knotline
