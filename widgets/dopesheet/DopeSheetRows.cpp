#include "widgets/dopesheet/DopeSheetRows.h"

#include "widgets/models/ChannelTreeModel.h"
#include "widgets/session/EditorSession.h"

#include <QAbstractItemModel>

#include <algorithm>
#include <map>

namespace knotline {

namespace {

bool allReadOnly(const EditorSession &session, const std::vector<ChannelId> &channels)
{
    if (channels.empty())
        return false;
    return std::all_of(channels.begin(), channels.end(), [&](ChannelId c) {
        const Channel *ch = session.document()->findChannel(c);
        return ch && ch->readOnly;
    });
}

void addRows(const EditorSession &session, const ChannelTreeModel &model, const QModelIndex &parent, int depth,
             const std::function<bool(const QModelIndex &)> &isExpanded, std::vector<DopeSheetRow> &rows)
{
    for (int r = 0; r < model.rowCount(parent); ++r) {
        const QModelIndex index = model.index(r, ChannelTreeModel::NameColumn, parent);
        DopeSheetRow row;
        row.label = model.data(index, Qt::DisplayRole).toString();
        row.depth = depth;
        if (const std::optional<ChannelId> channel = model.channelAt(index)) {
            row.kind = DopeSheetRow::Kind::Channel;
            row.channels = {*channel};
            row.hidden = !session.display(*channel).visible;
        } else {
            row.kind = DopeSheetRow::Kind::Group;
            row.channels = model.channelsAt(index);
        }
        row.readOnly = allReadOnly(session, row.channels);
        const bool group = row.kind == DopeSheetRow::Kind::Group;
        rows.push_back(std::move(row));
        if (group && (!isExpanded || isExpanded(index)))
            addRows(session, model, index, depth + 1, isExpanded, rows);
    }
}

} // namespace

std::vector<DopeSheetRow> dopeSheetRows(const EditorSession &session, const QAbstractItemModel &treeModel,
                                        const std::function<bool(const QModelIndex &)> &isExpanded,
                                        const QString &documentLabel)
{
    std::vector<DopeSheetRow> rows;
    const EditorDocument *doc = session.document();
    DopeSheetRow summary;
    summary.kind = DopeSheetRow::Kind::Document;
    summary.label = documentLabel;
    summary.channels = doc->channelIds();
    summary.readOnly = allReadOnly(session, summary.channels);
    rows.push_back(std::move(summary));
    if (const auto *model = qobject_cast<const ChannelTreeModel *>(&treeModel))
        addRows(session, *model, QModelIndex(), 1, isExpanded, rows);
    return rows;
}

std::vector<DopeSheetTick> dopeSheetTicks(const EditorSession &session, const DopeSheetRow &row)
{
    std::map<double, DopeSheetTick> byTime;
    const EditorDocument *doc = session.document();
    const KnotSelection &selection = *session.selection();
    for (ChannelId channel : row.channels) {
        const Channel *c = doc->findChannel(channel);
        if (!c || !session.display(channel).visible)
            continue;
        const AnimCurve &curve = c->curve;
        for (std::size_t k = 0; k < curve.numKeys(); ++k) {
            const double t = curve.keyTime(k);
            auto [it, inserted] = byTime.try_emplace(t);
            DopeSheetTick &tick = it->second;
            const bool breakdown = curve.keyInfo()[k].isBreakdown;
            const bool selected = selection.contains(KnotRef{channel, k});
            if (inserted) {
                tick.time = t;
                tick.breakdown = breakdown;
                tick.selected = selected;
            } else {
                tick.breakdown = tick.breakdown && breakdown;
                tick.partlySelected = tick.partlySelected || tick.selected != selected;
                tick.selected = tick.selected && selected;
            }
            tick.keys.push_back(KnotRef{channel, k});
        }
    }
    std::vector<DopeSheetTick> ticks;
    ticks.reserve(byTime.size());
    for (auto &entry : byTime) {
        DopeSheetTick &tick = entry.second;
        if (tick.selected)
            tick.partlySelected = false;
        ticks.push_back(std::move(tick));
    }
    return ticks;
}

std::set<KnotRef> keysOfTicks(const std::vector<const DopeSheetTick *> &ticks)
{
    std::set<KnotRef> keys;
    for (const DopeSheetTick *tick : ticks)
        keys.insert(tick->keys.begin(), tick->keys.end());
    return keys;
}

} // namespace knotline
