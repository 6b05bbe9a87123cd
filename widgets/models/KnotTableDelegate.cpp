#include "widgets/models/KnotTableDelegate.h"

#include "widgets/models/KnotTableModel.h"
#include "widgets/models/NumberText.h"

#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMouseEvent>

namespace knotline {

namespace {

KnotTableModel::EditKind kindOf(const QModelIndex &index)
{
    return KnotTableModel::EditKind(index.data(KnotTableModel::EditKindRole).toInt());
}

bool isNumberKind(KnotTableModel::EditKind kind)
{
    return kind == KnotTableModel::EditKind::Number || kind == KnotTableModel::EditKind::OptionalNumber;
}

} // namespace

KnotTableDelegate::KnotTableDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QWidget *KnotTableDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                         const QModelIndex &index) const
{
    const KnotTableModel::EditKind kind = kindOf(index);
    if (isNumberKind(kind)) {
        // No validator: a validator swallows keystrokes and Enter silently ("abc", "nan",
        // "1e" did nothing); the model reads the text and refuses what is not a number
        // (or too large to draw) with a message for the status bar.
        auto *edit = new QLineEdit(parent);
        edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        edit->setFrame(false);
        return edit;
    }
    if (kind == KnotTableModel::EditKind::Choice) {
        auto *combo = new QComboBox(parent);
        combo->addItems(index.data(KnotTableModel::ChoicesRole).toStringList());
        // Commit as soon as an entry is picked (mouse or arrow keys), like a spreadsheet.
        connect(combo, &QComboBox::activated, this, [this, combo] {
            auto *self = const_cast<KnotTableDelegate *>(this);
            emit self->commitData(combo);
            emit self->closeEditor(combo, QAbstractItemDelegate::NoHint);
        });
        return combo;
    }
    if (kind == KnotTableModel::EditKind::Check)
        return nullptr;
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void KnotTableDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        const QVariant v = index.data(Qt::EditRole);
        edit->setText(v.isValid() ? formatNumber(v.toDouble()) : QString());
        edit->selectAll();
        return;
    }
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentIndex(index.data(Qt::EditRole).toInt());
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void KnotTableDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                     const QModelIndex &index) const
{
    if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        const QString text = edit->text().trimmed();
        if (text.isEmpty() && kindOf(index) == KnotTableModel::EditKind::OptionalNumber) {
            model->setData(index, QVariant(), Qt::EditRole);
            return;
        }
        if (const std::optional<double> v = parseNumber(text))
            model->setData(index, *v, Qt::EditRole);
        else
            model->setData(index, text, Qt::EditRole); // refused by the model, with a reason
        return;
    }
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        if (combo->currentIndex() != index.data(Qt::EditRole).toInt())
            model->setData(index, combo->currentIndex(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

bool KnotTableDelegate::editorEvent(QEvent *event, QAbstractItemModel *model,
                                    const QStyleOptionViewItem &option, const QModelIndex &index)
{
    if (kindOf(index) != KnotTableModel::EditKind::Check)
        return QStyledItemDelegate::editorEvent(event, model, option, index);
    const Qt::ItemFlags flags = model->flags(index);
    if (!(flags & Qt::ItemIsUserCheckable) || !(flags & Qt::ItemIsEnabled))
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonRelease: {
        const auto *me = static_cast<QMouseEvent *>(event);
        if (me->button() != Qt::LeftButton || !option.rect.contains(me->position().toPoint()))
            return false;
        break;
    }
    case QEvent::MouseButtonDblClick:
        return true; // the press/release pair already toggled
    case QEvent::KeyPress: {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key != Qt::Key_Space && key != Qt::Key_Select)
            return false;
        break;
    }
    default:
        return false;
    }
    const bool checked = index.data(Qt::CheckStateRole).toInt() == Qt::Checked;
    return model->setData(index, checked ? Qt::Unchecked : Qt::Checked, Qt::CheckStateRole);
}

} // namespace knotline
