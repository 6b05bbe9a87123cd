#pragma once
// KnotTableDelegate: editors for KnotTableModel cells, chosen by the model's EditKindRole:
// numbers get a plain line edit (no validator: the model reads the text in the user's
// locale and refuses what is not a finite number, or beyond ±kMaxEditMagnitude, with a
// message; the pre-value may be left empty to make the knot single-valued), enum columns a combo box of ChoicesRole that
// commits as soon as an entry is chosen, check columns no editor — a click anywhere in
// the cell (or Space) toggles them. The delegate never changes the document itself: it
// hands the new value to the model's setData, which applies or refuses it.

#include <QStyledItemDelegate>

namespace knotline {

class KnotTableDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    explicit KnotTableDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    /// Numbers: the parsed double, or the raw text when it does not parse (the model then
    /// refuses it with a message); an empty optional number: an invalid QVariant.
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;

protected:
    bool editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override;
};

} // namespace knotline
