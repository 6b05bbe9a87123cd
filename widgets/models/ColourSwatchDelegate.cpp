#include "widgets/models/ColourSwatchDelegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>

namespace knotline {

QRect ColourSwatchDelegate::swatchRect(const QRect &cell, const QSize &size)
{
    return QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, cell);
}

void ColourSwatchDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.features &= ~QStyleOptionViewItem::HasDecoration;
    opt.icon = QIcon();
    opt.text.clear();
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const QVariant value = index.data(Qt::DecorationRole);
    if (!value.canConvert<QColor>())
        return;
    const QRect r = swatchRect(option.rect, option.decorationSize);
    painter->save();
    painter->setPen(QColor(0x20, 0x20, 0x20));
    painter->setBrush(value.value<QColor>());
    painter->drawRect(r.adjusted(0, 0, -1, -1));
    painter->restore();
}

} // namespace knotline
