#pragma once
// File ▸ Map Missing Animations…: one row per placeholder of an OpenTimelineIO cut (a clip
// of the cut that named no animation, drawn as missing on the timeline), with where it came
// from (its media reference's target_url, else its name) and a list of the animations it
// may play: the document's, and those of files loaded with Load Animations… (a compiled
// timeline .json, or an .otio that carries its animations). "(missing)" leaves it as it is.
// The dialog only collects the choice; TimelineFileActions applies it as one undo step
// (core/editor/PlaceholderMapping.h).
// Object names (for tests): animationMappingDialog, mappingTable, mappingCombo0…N-1 (the
// list of row N), loadAnimationsButton, mappingSummary.

#include "core/editor/PlaceholderMapping.h"

#include <QDialog>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QTableWidget;

namespace knotline {

class AnimationMappingDialog : public QDialog {
    Q_OBJECT

public:
    /// `placeholders`: the clips to map, each with its hint (where the OTIO clip came from);
    /// `animations`: what they may play. Nothing is chosen at first.
    AnimationMappingDialog(std::vector<std::shared_ptr<const Clip>> placeholders, std::vector<QString> hints,
                           std::vector<std::shared_ptr<const Clip>> animations, QWidget *parent = nullptr);

    /// Adds the animations of the file at `path` (animationsInFile) to every row's list, and
    /// picks for each row still missing the animation whose id or name is the placeholder's
    /// name. Errors: the reader's (nothing added).
    Status addAnimationsFrom(const QString &path);
    /// The rows given an animation, in row order.
    std::vector<PlaceholderMapping> mappings() const;

private:
    void loadAnimations();
    void fillList(QComboBox *list) const;
    void updateSummary();

    std::vector<std::shared_ptr<const Clip>> m_placeholders;
    std::vector<std::shared_ptr<const Clip>> m_animations;
    QTableWidget *m_table;
    std::vector<QComboBox *> m_lists;
    QLabel *m_summary;
};

} // namespace knotline
