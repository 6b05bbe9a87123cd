#pragma once
// Status: the result of an operation that can fail in an expected way.
// Knotline never throws or crashes on bad input; functions that can fail
// return a Status (or a Result<T>) whose message says what was wrong.
//
// A failure carries a message id (core/base/MessageId.h) with its arguments, and the
// location prefixes added by the callers it passed through ("file:line:column",
// "/Prim.attr", "setTime"). message() is the English text the command line prints:
// the prefixes joined by ": ", then the id's English format with its arguments filled in.
// The GUI translates by id instead (widgets/messages/CoreMessageText). An argument may be
// a whole Status of its own (a nested message, e.g. a sublayer's error), which is
// translated as well. Status::error(std::string) makes a message without an id
// (MessageId::Plain) for code that still builds its text by hand.

#include "core/base/MessageId.h"

#include <concepts>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace knotline {

class Status;

/// One argument of a message: a text (a path, a number already formatted, a token) or a
/// nested message.
class MessageArg {
public:
    MessageArg(std::string text) : m_text(std::move(text)) {}
    MessageArg(const char *text) : m_text(text) {}
    MessageArg(std::string_view text) : m_text(text) {}
    template <std::integral I>
        requires(!std::same_as<I, bool> && !std::same_as<I, char>)
    MessageArg(I n) : m_text(std::to_string(n))
    {
    }
    inline MessageArg(const Status &nested);

    /// The English text of the argument (a nested message's message()).
    const std::string &text() const { return m_text; }
    /// The nested message, or null for a plain text argument.
    const Status *nested() const { return m_nested.get(); }

private:
    std::string m_text;
    std::shared_ptr<const Status> m_nested;
};

class [[nodiscard]] Status {
public:
    /// A successful status (empty message).
    Status() = default;

    /// Success.
    static Status ok() { return Status(); }

    /// Failure with the message `id`, its %1, %2, … filled by `args` in order.
    template <typename... Args>
    static Status error(MessageId id, Args &&...args)
    {
        return make(id, std::vector<MessageArg>{MessageArg(std::forward<Args>(args))...});
    }
    /// Failure with a message text that has no id (MessageId::Plain): the GUI shows it as
    /// it is, unless it matches a catalog form (see CoreMessageText.h).
    static Status error(std::string message) { return make(MessageId::Plain, {MessageArg(std::move(message))}); }
    static Status error(const char *message) { return error(std::string(message)); }

    /// This failure with `prefix` + ": " in front of its message (a location: a file
    /// position, an attribute path, the name of the operation). Success stays success.
    Status withContext(std::string prefix) const;

    bool isOk() const { return !m_detail; }
    explicit operator bool() const { return isOk(); }
    /// Empty on success; the reason on failure (English, prefixes included).
    const std::string &message() const;

    /// The message id (MessageId::Plain on success).
    MessageId id() const { return m_detail ? m_detail->id : MessageId::Plain; }
    /// The arguments of the id's format.
    const std::vector<MessageArg> &args() const;
    /// The location prefixes, outermost first (without the ": " separators).
    const std::vector<std::string> &context() const;

private:
    struct Detail {
        MessageId id = MessageId::Plain;
        std::vector<MessageArg> args;
        std::vector<std::string> context;
        std::string text; ///< message(), composed once
    };
    static Status make(MessageId id, std::vector<MessageArg> args);

    std::shared_ptr<const Detail> m_detail; ///< null on success
};

inline MessageArg::MessageArg(const Status &nested)
    : m_text(nested.message()), m_nested(std::make_shared<const Status>(nested))
{
}

/// The English text of `id` with `args` (what Status::error(id, args…).message() says),
/// for messages that are not a Status (warnings collected as text).
template <typename... Args>
std::string messageText(MessageId id, Args &&...args)
{
    return Status::error(id, std::forward<Args>(args)...).message();
}

} // namespace knotline
