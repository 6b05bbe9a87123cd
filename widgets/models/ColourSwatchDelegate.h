#pragma once
// ColourSwatchDelegate: draws the channel tree's colour column. The row's background and
// selection highlight come first as for any cell, then the channel's colour as a swatch
// (a filled square with a dark outline, centred in the cell) on top, untinted, so a
// selected row still shows its curve's colour.

#include <QStyledItemDelegate>

namespace knotline {

class ColourSwatchDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    /// Where the swatch of a cell at `cell` goes for swatches of `size` (centred).
    static QRect swatchRect(const QRect &cell, const QSize &size);

    /// Draws the cell without its decoration, then the colour of `index`'s DecorationRole
    /// (a QColor; nothing more for none) as a swatch of option.decorationSize.
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace knotline
