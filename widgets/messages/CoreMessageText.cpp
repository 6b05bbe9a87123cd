#include "widgets/messages/CoreMessageText.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <vector>

namespace knotline {

namespace {

/// One message form of core: `pattern` matches the whole message body (after any location
/// prefix); its capture groups become %1, %2, … of `text` (the translatable English form).
/// With `nested`, the last capture is itself a core message and is translated too.
struct MessageForm {
    const char *pattern;
    const char *text;
    bool nested = false;
};

// Order matters: the first form that matches wins, so specific forms come before general ones.
const MessageForm kForms[] = {
    // Opening and saving files (core/io, core/editor/EditorDocument).
    {R"(cannot read: (.*))", QT_TRANSLATE_NOOP("CoreMessages", "cannot read: %1")},
    {R"(cannot open: (.*))", QT_TRANSLATE_NOOP("CoreMessages", "cannot open: %1")},
    {R"(cannot open for writing: (.*))", QT_TRANSLATE_NOOP("CoreMessages", "cannot open for writing: %1")},
    {R"(cannot write: (.*))", QT_TRANSLATE_NOOP("CoreMessages", "cannot write: %1")},
    {R"(cannot save: (.*))", QT_TRANSLATE_NOOP("CoreMessages", "cannot save: %1")},
    {R"(is a directory, not a layer file)", QT_TRANSLATE_NOOP("CoreMessages", "is a directory, not a layer file")},
    {R"(unknown file type \(expected one of (.+)\))",
     QT_TRANSLATE_NOOP("CoreMessages", "unknown file type (expected one of %1)")},
    {R"(a USD layer can only be saved as \.usda or \.usd)",
     QT_TRANSLATE_NOOP("CoreMessages", "a USD layer can only be saved as .usda or .usd")},
    {R"(a Maya anim file can only be saved as \.anim)",
     QT_TRANSLATE_NOOP("CoreMessages", "a Maya anim file can only be saved as .anim")},
    {R"(the document has no file yet: use Save As)", QT_TRANSLATE_NOOP("CoreMessages", "the document has no file yet: use Save As")},
    {R"(an empty document has nothing to save)", QT_TRANSLATE_NOOP("CoreMessages", "an empty document has nothing to save")},
    {R"(only usda documents with spline attributes can be exported baked)",
     QT_TRANSLATE_NOOP("CoreMessages", "only usda documents with spline attributes can be exported baked")},
    // Sublayers (core/io/DocumentLoader.cpp).
    {R"(cannot open sublayer '(.+)' \((.+) does not exist\))",
     QT_TRANSLATE_NOOP("CoreMessages", "cannot open sublayer '%1' (%2 does not exist)")},
    {R"(cannot open sublayer '([^']+)': (.+))", QT_TRANSLATE_NOOP("CoreMessages", "cannot open sublayer '%1': %2"), true},
    {R"(sublayer cycle: '(.+)' is already in the layer stack above this layer)",
     QT_TRANSLATE_NOOP("CoreMessages", "sublayer cycle: '%1' is already in the layer stack above this layer")},
    {R"(invalid layer offset for sublayer '(.+)' \(scale must be non-zero\); using no offset)",
     QT_TRANSLATE_NOOP("CoreMessages", "invalid layer offset for sublayer '%1' (scale must be non-zero); using no offset")},
    // usda syntax (core/io/Usda*).
    {R"(unexpected character)", QT_TRANSLATE_NOOP("CoreMessages", "unexpected character")},
    {R"(unterminated string)", QT_TRANSLATE_NOOP("CoreMessages", "unterminated string")},
    {R"(line break inside a string \(use triple quotes\))",
     QT_TRANSLATE_NOOP("CoreMessages", "line break inside a string (use triple quotes)")},
    {R"(unterminated asset path)", QT_TRANSLATE_NOOP("CoreMessages", "unterminated asset path")},
    {R"(unterminated path)", QT_TRANSLATE_NOOP("CoreMessages", "unterminated path")},
    {R"(malformed number (.+))", QT_TRANSLATE_NOOP("CoreMessages", "malformed number %1")},
    {R"(missing '(.+)' at the end of prim \x22(.*)\x22)", QT_TRANSLATE_NOOP("CoreMessages", "missing '%1' at the end of prim \"%2\"")},
    {R"(unsupported spline value type '(.+)' \(splines hold double, float, half or timecode values\))",
     QT_TRANSLATE_NOOP("CoreMessages", "unsupported spline value type '%1' (splines hold double, float, half or timecode values)")},
    {R"(unknown extrapolation (.+) \(expected none, held, linear, sloped or loop\))",
     QT_TRANSLATE_NOOP("CoreMessages", "unknown extrapolation %1 (expected none, held, linear, sloped or loop)")},
    {R"(knot time is not a finite number)", QT_TRANSLATE_NOOP("CoreMessages", "knot time is not a finite number")},
    // Maya .anim syntax (core/io/AnimFileRead.cpp).
    {R"(missing the required 'animVersion' header)", QT_TRANSLATE_NOOP("CoreMessages", "missing the required 'animVersion' header")},
    {R"('anim' before the required 'animVersion' header)",
     QT_TRANSLATE_NOOP("CoreMessages", "'anim' before the required 'animVersion' header")},
    {R"('animData' without a preceding 'anim' line)", QT_TRANSLATE_NOOP("CoreMessages", "'animData' without a preceding 'anim' line")},
    {R"(unexpected end of file: expected '\}' to close '(.+)')",
     QT_TRANSLATE_NOOP("CoreMessages", "unexpected end of file: expected '}' to close '%1'")},
    {R"(unexpected end of file)", QT_TRANSLATE_NOOP("CoreMessages", "unexpected end of file")},
    {R"(unexpected '\}')", QT_TRANSLATE_NOOP("CoreMessages", "unexpected '}'")},
    {R"(expected ';' before (.+))", QT_TRANSLATE_NOOP("CoreMessages", "expected ';' before %1")},
    {R"(expected a number, found (.+))", QT_TRANSLATE_NOOP("CoreMessages", "expected a number, found %1")},
    {R"(expected an integer, found (.+))", QT_TRANSLATE_NOOP("CoreMessages", "expected an integer, found %1")},
    {R"(expected 0 or 1, found (.+))", QT_TRANSLATE_NOOP("CoreMessages", "expected 0 or 1, found %1")},
    {R"(expected a keyword, found (.+))", QT_TRANSLATE_NOOP("CoreMessages", "expected a keyword, found %1")},
    {R"(expected an animData keyword, found (.+))", QT_TRANSLATE_NOOP("CoreMessages", "expected an animData keyword, found %1")},
    {R"(unknown tangent type (.+))", QT_TRANSLATE_NOOP("CoreMessages", "unknown tangent type %1")},
    {R"(unknown infinity type (.+))", QT_TRANSLATE_NOOP("CoreMessages", "unknown infinity type %1")},
    {R"(two keys at the same time)", QT_TRANSLATE_NOOP("CoreMessages", "two keys at the same time")},
    // General syntax (both readers).
    {R"(expected (.+), found (.+))", QT_TRANSLATE_NOOP("CoreMessages", "expected %1, found %2")},
    // Edits refused (core/edit, core/animcurve, core/spline).
    {R"((.+) comes from a sublayer and is read-only)", QT_TRANSLATE_NOOP("CoreMessages", "%1 comes from a sublayer and is read-only")},
    {R"(channel (\d+) does not exist)", QT_TRANSLATE_NOOP("CoreMessages", "channel %1 does not exist")},
    {R"(time (.+) would reorder the keys \(key (\d+) must stay between its neighbours\))",
     QT_TRANSLATE_NOOP("CoreMessages", "time %1 would reorder the keys (key %2 must stay between its neighbours)")},
    {R"(key index (\d+) is out of range \(the curve has (\d+) keys\))",
     QT_TRANSLATE_NOOP("CoreMessages", "key index %1 is out of range (the curve has %2 keys)")},
    {R"(two (?:knots|keys) at time (.+))", QT_TRANSLATE_NOOP("CoreMessages", "two keys at time %1")},
    {R"(the curve has no keys)", QT_TRANSLATE_NOOP("CoreMessages", "the curve has no keys")},
    {R"(key value must be a finite number)", QT_TRANSLATE_NOOP("CoreMessages", "key value must be a finite number")},
    {R"(key time must be a finite number)", QT_TRANSLATE_NOOP("CoreMessages", "key time must be a finite number")},
    {R"(tangent x must be >= 0 \(tangents point forward in time\))",
     QT_TRANSLATE_NOOP("CoreMessages", "tangent x must be >= 0 (tangents point forward in time)")},
    {R"(vertical tangents \(x = 0, y != 0\) are not supported)",
     QT_TRANSLATE_NOOP("CoreMessages", "vertical tangents (x = 0, y != 0) are not supported")},
    {R"(tangent weight must be a finite number >= 0)", QT_TRANSLATE_NOOP("CoreMessages", "tangent weight must be a finite number >= 0")},
    {R"(the curve is not weighted, tangent weights have no effect)",
     QT_TRANSLATE_NOOP("CoreMessages", "the curve is not weighted, tangent weights have no effect")},
    {R"(inner loop prototype start must be before its end)",
     QT_TRANSLATE_NOOP("CoreMessages", "inner loop prototype start must be before its end")},
    {R"(inner loop counts must be >= 0)", QT_TRANSLATE_NOOP("CoreMessages", "inner loop counts must be >= 0")},
    {R"(inner loops cannot be combined with a loop boundary)",
     QT_TRANSLATE_NOOP("CoreMessages", "inner loops cannot be combined with a loop boundary")},
    {R"(a loop boundary cannot be combined with inner loops)",
     QT_TRANSLATE_NOOP("CoreMessages", "a loop boundary cannot be combined with inner loops")},
    // Edit commands refused (app/edits).
    {R"(no visible, unlocked channel to key)", QT_TRANSLATE_NOOP("CoreMessages", "no visible, unlocked channel to key")},
    {R"(nothing to edit: no visible, unlocked channel)", QT_TRANSLATE_NOOP("CoreMessages", "nothing to edit: no visible, unlocked channel")},
    {R"(already has a key at this time)", QT_TRANSLATE_NOOP("CoreMessages", "already has a key at this time")},
    {R"(no value at this time \(value block\))", QT_TRANSLATE_NOOP("CoreMessages", "no value at this time (value block)")},
    {R"(nothing changed)", QT_TRANSLATE_NOOP("CoreMessages", "nothing changed")},
    {R"(stepped tangents exist on the out side only)", QT_TRANSLATE_NOOP("CoreMessages", "stepped tangents exist on the out side only")},
    {R"(select keys first)", QT_TRANSLATE_NOOP("CoreMessages", "select keys first")},
    {R"(no regressive segments)", QT_TRANSLATE_NOOP("CoreMessages", "no regressive segments")},
    {R"(no channel to loop)", QT_TRANSLATE_NOOP("CoreMessages", "no channel to loop")},
    {R"(select keys on one channel for its inner loop)", QT_TRANSLATE_NOOP("CoreMessages", "select keys on one channel for its inner loop")},
    {R"(a loop boundary must be at a key; there is none at (.+))",
     QT_TRANSLATE_NOOP("CoreMessages", "a loop boundary must be at a key; there is none at %1")},
    {R"(no editable channel (.+) to paste to; select keys on one channel to paste there)",
     QT_TRANSLATE_NOOP("CoreMessages", "no editable channel %1 to paste to; select keys on one channel to paste there")},
    {R"(two copied channels would paste into the same channel)",
     QT_TRANSLATE_NOOP("CoreMessages", "two copied channels would paste into the same channel")},
};

struct CompiledForm {
    QRegularExpression pattern;
    const char *text;
    bool nested;
};

const std::vector<CompiledForm> &compiledForms()
{
    static const std::vector<CompiledForm> forms = [] {
        std::vector<CompiledForm> out;
        for (const MessageForm &f : kForms)
            out.push_back({QRegularExpression(QRegularExpression::anchoredPattern(QString::fromUtf8(f.pattern))), f.text, f.nested});
        return out;
    }();
    return forms;
}

/// `text` with %1, %2, … replaced by the captures of `match`, in one pass (a capture that
/// itself contains "%1" is not substituted again); with `nested` the last capture is
/// translated as a message of its own.
QString fill(const QString &text, const QRegularExpressionMatch &match, bool nested)
{
    QString out;
    const int last = match.lastCapturedIndex();
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('%') && i + 1 < text.size() && text[i + 1].isDigit()) {
            const int n = text[i + 1].digitValue();
            if (n >= 1 && n <= last) {
                out += nested && n == last ? coreMessageText(match.captured(n)) : match.captured(n);
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

/// The translation of `body` when one form matches it completely.
bool translateBody(const QString &body, QString *out)
{
    for (const CompiledForm &form : compiledForms()) {
        const QRegularExpressionMatch match = form.pattern.match(body);
        if (match.hasMatch()) {
            *out = fill(QCoreApplication::translate("CoreMessages", form.text), match, form.nested);
            return true;
        }
    }
    return false;
}

} // namespace

QString coreMessageText(const QString &message)
{
    // Try the whole message, then what follows each ": " (a location prefix such as
    // "file:line:column: " or "/Prim.attr: "), keeping the prefix as it is.
    qsizetype start = 0;
    while (true) {
        QString translated;
        if (translateBody(message.mid(start), &translated))
            return message.left(start) + translated;
        const qsizetype colon = message.indexOf(QLatin1String(": "), start);
        if (colon < 0)
            return message;
        start = colon + 2;
    }
}

QString coreMessageText(const std::string &message)
{
    return coreMessageText(QString::fromStdString(message));
}

} // namespace knotline
