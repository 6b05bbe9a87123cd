#include "widgets/messages/CoreMessageText.h"

#include "core/base/Status.h"

#include <QCoreApplication>

#include <vector>

namespace knotline {

namespace {

constexpr const char *kContext = "CoreMessages";

// Messages that app/edits builds as text (they have no MessageId, app/ is not core); the
// GUI recognises them by these forms like the catalog's.
const char *const kAppForms[] = {
    QT_TRANSLATE_NOOP("CoreMessages", "no channel to key: select keys or make an editable channel current"),
    QT_TRANSLATE_NOOP("CoreMessages", "nothing to edit: select keys or make an editable channel current"),
    QT_TRANSLATE_NOOP("CoreMessages", "already has a key at this time"),
    QT_TRANSLATE_NOOP("CoreMessages", "no value at this time (value block)"),
    QT_TRANSLATE_NOOP("CoreMessages", "nothing changed"),
    QT_TRANSLATE_NOOP("CoreMessages", "stepped tangents exist on the out side only"),
    QT_TRANSLATE_NOOP("CoreMessages", "select keys first"),
    QT_TRANSLATE_NOOP("CoreMessages", "no regressive segments"),
    QT_TRANSLATE_NOOP("CoreMessages", "no channel to loop"),
    QT_TRANSLATE_NOOP("CoreMessages", "select keys on one channel for its inner loop"),
    QT_TRANSLATE_NOOP("CoreMessages", "a loop boundary must be at a key; there is none at %1"),
    QT_TRANSLATE_NOOP("CoreMessages", "no editable channel %1 to paste to; select keys on one channel to paste there"),
    QT_TRANSLATE_NOOP("CoreMessages", "two copied channels would paste into the same channel"),
    QT_TRANSLATE_NOOP("CoreMessages", "keys of several channels were copied; to paste onto another channel, copy keys of one channel"),
};

/// `text` with %1 … %9 replaced by `args`, in one pass (an argument that itself contains
/// "%1" is not filled again).
QString fill(const QString &text, const std::vector<QString> &args)
{
    QString out;
    out.reserve(text.size() + 32);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('%') && i + 1 < text.size() && text[i + 1] >= QLatin1Char('1')
            && text[i + 1] <= QLatin1Char('9')) {
            const auto n = static_cast<std::size_t>(text[i + 1].digitValue() - 1);
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

// ---- matching a text against an English format -----------------------------------------

/// A format split into literal pieces and placeholders (arg >= 0).
struct Piece {
    QString literal;
    int arg = -1;
};

struct Form {
    const char *source; ///< the English format (the translation's source text)
    std::vector<Piece> pieces;
    qsizetype literalLength = 0;
    int argCount = 0;
};

Form parseForm(const char *source)
{
    Form f;
    f.source = source;
    const QString text = QString::fromUtf8(source);
    QString literal;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('%') && i + 1 < text.size() && text[i + 1] >= QLatin1Char('1')
            && text[i + 1] <= QLatin1Char('9')) {
            if (!literal.isEmpty())
                f.pieces.push_back({literal, -1});
            literal.clear();
            const int n = text[i + 1].digitValue() - 1;
            f.pieces.push_back({QString(), n});
            f.argCount = std::max(f.argCount, n + 1);
            ++i;
            continue;
        }
        literal += text[i];
        ++f.literalLength;
    }
    if (!literal.isEmpty())
        f.pieces.push_back({literal, -1});
    return f;
}

/// Every form the plain-text fallback knows: the catalog's (but Plain) and app/edits'.
const std::vector<Form> &forms()
{
    static const std::vector<Form> all = [] {
        std::vector<Form> out;
        for (std::size_t i = 0; i < kMessageIdCount; ++i)
            if (static_cast<MessageId>(i) != MessageId::Plain)
                out.push_back(parseForm(messageFormat(static_cast<MessageId>(i))));
        for (const char *f : kAppForms)
            out.push_back(parseForm(f));
        return out;
    }();
    return all;
}

/// Whether `text` from `pos` matches `pieces` from `k` to the end; placeholders take
/// non-empty text, shortest first, and a placeholder that occurs twice the same text.
bool matchFrom(QStringView text, qsizetype pos, const std::vector<Piece> &pieces, std::size_t k,
               std::vector<QString> &args)
{
    if (k == pieces.size())
        return pos == text.size();
    const Piece &p = pieces[k];
    if (p.arg < 0) {
        if (!text.mid(pos).startsWith(p.literal))
            return false;
        return matchFrom(text, pos + p.literal.size(), pieces, k + 1, args);
    }
    QString &slot = args[static_cast<std::size_t>(p.arg)];
    if (!slot.isNull()) { // seen before: must repeat
        if (!text.mid(pos).startsWith(slot))
            return false;
        return matchFrom(text, pos + slot.size(), pieces, k + 1, args);
    }
    for (qsizetype end = pos + 1; end <= text.size(); ++end) {
        // Fast skip: the next literal must start at `end`.
        if (k + 1 < pieces.size() && pieces[k + 1].arg < 0 && !text.mid(end).startsWith(pieces[k + 1].literal))
            continue;
        slot = text.mid(pos, end - pos).toString();
        if (matchFrom(text, end, pieces, k + 1, args))
            return true;
    }
    slot = QString();
    return false;
}

/// The translation of `body` when a form matches all of it (the most specific one).
bool translateBody(QStringView body, QString *out)
{
    const Form *best = nullptr;
    std::vector<QString> bestArgs;
    for (const Form &f : forms()) {
        if (best && f.literalLength <= best->literalLength)
            continue;
        std::vector<QString> args(static_cast<std::size_t>(f.argCount));
        if (matchFrom(body, 0, f.pieces, 0, args)) {
            best = &f;
            bestArgs = std::move(args);
        }
    }
    if (!best)
        return false;
    // An argument may be a message of its own (a sublayer's error inside a problem).
    for (QString &a : bestArgs)
        a = coreMessageText(a);
    *out = fill(QCoreApplication::translate(kContext, best->source), bestArgs);
    return true;
}

} // namespace

QString coreMessageText(const Status &status)
{
    if (status.isOk())
        return QString();
    QString prefix;
    for (const std::string &c : status.context())
        prefix += QString::fromStdString(c) + QLatin1String(": ");
    const std::vector<MessageArg> &args = status.args();
    if (status.id() == MessageId::Plain)
        return prefix + coreMessageText(QString::fromStdString(args.empty() ? std::string() : args.front().text()));
    std::vector<QString> texts;
    texts.reserve(args.size());
    for (const MessageArg &a : args)
        texts.push_back(a.nested() ? coreMessageText(*a.nested()) : QString::fromStdString(a.text()));
    return prefix + fill(QCoreApplication::translate(kContext, messageFormat(status.id())), texts);
}

QString coreMessageText(const QString &message)
{
    // Try the whole message, then what follows each ": " (a location prefix such as
    // "file:line:column: " or "/Prim.attr: "), keeping the prefix as it is.
    qsizetype start = 0;
    while (!message.isEmpty()) {
        QString translated;
        if (translateBody(QStringView(message).mid(start), &translated))
            return message.left(start) + translated;
        const qsizetype colon = message.indexOf(QLatin1String(": "), start);
        if (colon < 0)
            break;
        start = colon + 2;
    }
    return message;
}

QString coreMessageText(const std::string &message)
{
    return coreMessageText(QString::fromStdString(message));
}

} // namespace knotline
