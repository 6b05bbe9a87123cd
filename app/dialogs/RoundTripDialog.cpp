#include "app/dialogs/RoundTripDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace knotline {

namespace {

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

QString number(double v)
{
    return std::isnan(v) ? QString() : QString::number(v, 'g', 6);
}

} // namespace

QString RoundTripDialog::verdictText(RoundTripVerdict verdict)
{
    switch (verdict) {
    case RoundTripVerdict::Exact:
        return tr("Exact");
    case RoundTripVerdict::Rounding:
        return tr("Rounding only");
    case RoundTripVerdict::Differs:
        break;
    }
    return tr("Differs");
}

RoundTripDialog::RoundTripDialog(const RoundTripReport &report, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Maya ↔ USD Round Trip"));
    auto *note = new QLabel(tr("Each Maya curve was written as an OpenUSD spline (usda text), read back and "
                               "converted back to a Maya curve. Both were compared with the original at every "
                               "frame, every 1/8 frame and every key, beyond the keys as well (infinity)."),
                            this);
    note->setWordWrap(true);
    auto *table = new QTableWidget(int(report.curves.size()), 6, this);
    table->setObjectName(QStringLiteral("roundTripTable"));
    table->setHorizontalHeaderLabels({tr("Curve"), tr("Result"), tr("USD spline: largest difference"), tr("at frame"),
                                      tr("Back in Maya: largest difference"), tr("at frame")});
    std::size_t counts[3] = {0, 0, 0};
    for (int row = 0; row < int(report.curves.size()); ++row) {
        const CurveRoundTrip &c = report.curves[std::size_t(row)];
        ++counts[int(c.verdict)];
        table->setItem(row, 0, cell(QString::fromStdString(c.animPath)));
        table->setItem(row, 1, cell(c.problem.empty() ? verdictText(c.verdict) : QString::fromStdString(c.problem)));
        table->setItem(row, 2, cell(number(c.usd.largest)));
        table->setItem(row, 3, cell(c.usd.largest > 0 ? number(c.usd.time) : QString()));
        table->setItem(row, 4, cell(number(c.back.largest)));
        table->setItem(row, 5, cell(c.back.largest > 0 ? number(c.back.time) : QString()));
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->verticalHeader()->hide();
    auto *summary = new QLabel(tr("%1 exact, %2 rounding only, %3 differ; %4 samples compared.")
                                   .arg(counts[0])
                                   .arg(counts[1])
                                   .arg(counts[2])
                                   .arg(report.samples),
                               this);
    summary->setObjectName(QStringLiteral("roundTripSummary"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(table);
    layout->addWidget(summary);
    layout->addWidget(buttons);
    resize(820, 420);
}

} // namespace knotline
