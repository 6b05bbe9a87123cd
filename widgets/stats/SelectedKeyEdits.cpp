#include "widgets/stats/SelectedKeyEdits.h"

#include "widgets/models/EditNumber.h"
#include "widgets/session/EditStepText.h"
#include "widgets/session/EditorSession.h"

#include <QCoreApplication>

#include <cmath>
#include <map>
#include <vector>

namespace knotline {

namespace {

using KeysByChannel = std::map<ChannelId, std::vector<std::size_t>>;

/// The selected keys by channel; an error when there are none or a channel cannot be edited.
Result<KeysByChannel> selectedKeys(const EditorSession &session)
{
    KeysByChannel out;
    for (const KnotRef &k : session.selection()->knots())
        out[k.channel].push_back(k.knot);
    if (out.empty())
        return Status::error("select keys first");
    for (const auto &[channel, keys] : out) {
        if (!session.isChannelEditable(channel)) {
            const std::string path = session.document()->contains(channel) ? session.document()->channel(channel).path
                                                                             : std::string("a removed channel");
            return Status::error(path + " cannot be edited (hidden, locked or read-only)");
        }
        (void)keys;
    }
    return out;
}

/// Runs `edit` on every channel of `keys` inside one gesture named after `text` and what it
/// reaches (onKeysText); all or nothing.
template <typename Edit>
Status editEachChannel(EditorSession &session, const KeysByChannel &keys, const QString &text, Edit edit)
{
    std::size_t count = 0;
    for (const auto &entry : keys)
        count += entry.second.size();
    EditGesture gesture(&session, onKeysText(text, count, keys.size()));
    for (const auto &[channel, indices] : keys) {
        const Status st = gesture.edit(channel, [&](AnimCurveFn &fn) { return edit(fn, indices); });
        if (!st) {
            gesture.cancel();
            return Status::error(session.document()->channel(channel).path + ": " + st.message());
        }
    }
    gesture.commit();
    return Status::ok();
}

/// Moves keys `indices` (ascending) of `fn` to `times` without ever reordering: first the
/// keys moving later, last to first, then the keys moving earlier, first to last. With a
/// valid final order every step then lands strictly between its current neighbours.
Status moveKeyTimes(AnimCurveFn &fn, const std::vector<std::size_t> &indices, const std::vector<double> &times)
{
    for (std::size_t n = indices.size(); n-- > 0;)
        if (times[n] > fn.curve().keyTime(indices[n]))
            if (Status st = fn.setTime(indices[n], times[n]); !st)
                return st;
    for (std::size_t n = 0; n < indices.size(); ++n)
        if (times[n] < fn.curve().keyTime(indices[n]))
            if (Status st = fn.setTime(indices[n], times[n]); !st)
                return st;
    return Status::ok();
}

/// A time or value an entry gives (e.g. "*=1e10" of a large value) passes the rule every
/// number editor applies (EditNumber.h): finite and within ±kMaxEditMagnitude.
Status checkedResult(double result)
{
    const EditNumber checked = checkEditNumber(std::isfinite(result) ? std::optional<double>(result) : std::nullopt,
                                               QString::number(result, 'g', 6));
    return checked.isOk() ? Status::ok() : Status::error(checked.refusal.toStdString());
}

} // namespace

Status setSelectedKeyTimes(EditorSession &session, const NumberEntry &entry)
{
    const Result<KeysByChannel> keys = selectedKeys(session);
    if (!keys)
        return keys.status();
    return editEachChannel(
        session, keys.value(), QCoreApplication::translate("SelectedKeyEdits", "Set Key Times"),
        [&](AnimCurveFn &fn, const std::vector<std::size_t> &indices) -> Status {
            const AnimCurve &curve = fn.curve();
            std::vector<double> all(curve.numKeys());
            for (std::size_t i = 0; i < all.size(); ++i)
                all[i] = curve.keyTime(i);
            std::vector<double> times;
            for (std::size_t i : indices) {
                if (i >= all.size())
                    return Status::error("a selected key does not exist");
                times.push_back(entry.apply(all[i]));
                if (Status st = checkedResult(times.back()); !st)
                    return st;
                all[i] = times.back();
            }
            for (std::size_t i = 1; i < all.size(); ++i)
                if (!(all[i - 1] < all[i]))
                    return Status::error("keys would pass one another or share a time");
            return moveKeyTimes(fn, indices, times);
        });
}

Status setSelectedKeyValues(EditorSession &session, const NumberEntry &entry)
{
    const Result<KeysByChannel> keys = selectedKeys(session);
    if (!keys)
        return keys.status();
    return editEachChannel(
        session, keys.value(), QCoreApplication::translate("SelectedKeyEdits", "Set Key Values"),
        [&](AnimCurveFn &fn, const std::vector<std::size_t> &indices) -> Status {
            for (std::size_t i : indices) {
                if (i >= fn.numKeys())
                    return Status::error("a selected key does not exist");
                const double value = entry.apply(fn.curve().keyValue(i));
                if (Status st = checkedResult(value); !st)
                    return st;
                if (Status st = fn.setValue(i, value); !st)
                    return st;
            }
            return Status::ok();
        });
}

} // namespace knotline
