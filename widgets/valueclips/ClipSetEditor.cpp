#include "widgets/valueclips/ClipSetEditor.h"

#include "core/document/Document.h"
#include "core/editor/ClipSetEdit.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/models/EditNumber.h"
#include "widgets/models/NumberText.h"
#include "widgets/session/EditorSession.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace knotline {

namespace {

/// A two-column table of number pairs with "Add Row" / "Remove Row" buttons under it.
QGroupBox *pairTable(const QString &title, const QString &first, const QString &second, QTableWidget **table,
                     QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    auto *t = *table = new QTableWidget(0, 2, box);
    t->setHorizontalHeaderLabels({first, second});
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    t->verticalHeader()->setVisible(false);
    auto *add = new QPushButton(QCoreApplication::translate("knotline::ClipSetEditor", "Add Row"), box);
    auto *remove = new QPushButton(QCoreApplication::translate("knotline::ClipSetEditor", "Remove Row"), box);
    QObject::connect(add, &QPushButton::clicked, t, [t] {
        const int row = t->rowCount();
        t->insertRow(row);
        for (int c = 0; c < 2; ++c)
            t->setItem(row, c, new QTableWidgetItem(row > 0 && t->item(row - 1, c) ? t->item(row - 1, c)->text() : QStringLiteral("0")));
    });
    QObject::connect(remove, &QPushButton::clicked, t, [t] {
        if (t->rowCount() > 0)
            t->removeRow(t->currentRow() >= 0 ? t->currentRow() : t->rowCount() - 1);
    });
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(t);
    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove);
    row->addStretch(1);
    layout->addLayout(row);
    return box;
}

void fill(QTableWidget *t, const std::vector<std::pair<double, double>> &rows)
{
    t->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        t->setItem(r, 0, new QTableWidgetItem(formatNumber(rows[std::size_t(r)].first)));
        t->setItem(r, 1, new QTableWidgetItem(formatNumber(rows[std::size_t(r)].second)));
    }
}

/// The table's rows as numbers; an error names the table, row and column.
Result<std::vector<std::pair<double, double>>> rowsOf(const QTableWidget *t, const QString &name)
{
    std::vector<std::pair<double, double>> out;
    for (int r = 0; r < t->rowCount(); ++r) {
        double v[2];
        for (int c = 0; c < 2; ++c) {
            const QTableWidgetItem *item = t->item(r, c);
            const QString text = item ? item->text().trimmed() : QString();
            const EditNumber n = checkEditNumber(parseNumber(text), text); // the rule of every number editor
            if (!n.isOk())
                return Status::error(QCoreApplication::translate("knotline::ClipSetEditor", "%1, row %2: %3")
                                         .arg(name)
                                         .arg(r + 1)
                                         .arg(n.refusal)
                                         .toStdString());
            v[c] = *n.value;
        }
        out.emplace_back(v[0], v[1]);
    }
    return out;
}

} // namespace

ClipSetEditor::ClipSetEditor(EditorSession *session, std::string primPath, std::string setName, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_primPath(std::move(primPath))
    , m_setName(std::move(setName))
    , m_assetTemplate(new QLineEdit(this))
    , m_start(new QLineEdit(this))
    , m_end(new QLineEdit(this))
    , m_stride(new QLineEdit(this))
    , m_offset(new QLineEdit(this))
    , m_interpolate(new QCheckBox(tr("Interpolate missing clip values"), this))
    , m_manifest(new QLineEdit(this))
    , m_message(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("clipSetEditor"));
    setWindowTitle(tr("Clip Set '%1' of %2").arg(QString::fromStdString(m_setName), QString::fromStdString(m_primPath)));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(pairTable(tr("Active clips"), tr("Stage time"), tr("Clip index"), &m_active, this));
    layout->addWidget(pairTable(tr("Times"), tr("Stage time"), tr("Clip time"), &m_times, this));
    auto *templateBox = new QGroupBox(tr("Template"), this);
    auto *form = new QFormLayout(templateBox);
    form->addRow(tr("Asset path template"), m_assetTemplate);
    form->addRow(tr("Start time"), m_start);
    form->addRow(tr("End time"), m_end);
    form->addRow(tr("Stride"), m_stride);
    form->addRow(tr("Active offset"), m_offset);
    m_offset->setPlaceholderText(tr("none"));
    layout->addWidget(templateBox);
    auto *other = new QFormLayout;
    other->addRow(m_interpolate);
    other->addRow(tr("Manifest"), m_manifest);
    m_manifest->setPlaceholderText(tr("none (generated from the clips)"));
    layout->addLayout(other);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #d04040;"));
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ClipSetEditor::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    const EditorDocument *doc = m_session->document();
    std::optional<ClipSetFields> fields = doc->clipSetFields(m_primPath, m_setName);
    std::optional<std::size_t> sublayer;
    if (!fields) {
        // Not in the root layer: the strongest sublayer that authors it, shown read-only.
        const Document *layers = doc->usdDocument();
        for (std::size_t i = 1; layers && !fields && i < layers->layers.size(); ++i)
            if (const std::optional<UsdValue> dict = clipSetDictionary(layers->layers[i].layer, m_primPath, m_setName)) {
                fields = clipSetFields(*dict);
                sublayer = i;
            }
    }
    templateBox->setVisible(fields && fields->templateAssetPath.has_value());
    load(fields.value_or(ClipSetFields{}));
    for (QTableWidget *t : {m_active, m_times})
        connect(t, &QTableWidget::itemChanged, this, &ClipSetEditor::validate);
    for (QTableWidget *t : {m_active, m_times}) {
        connect(t->model(), &QAbstractItemModel::rowsInserted, this, &ClipSetEditor::validate);
        connect(t->model(), &QAbstractItemModel::rowsRemoved, this, &ClipSetEditor::validate);
    }
    for (QLineEdit *e : {m_assetTemplate, m_start, m_end, m_stride, m_offset, m_manifest})
        connect(e, &QLineEdit::textChanged, this, &ClipSetEditor::validate);
    connect(m_interpolate, &QCheckBox::toggled, this, &ClipSetEditor::validate);
    if (sublayer)
        showReadOnly(*sublayer, QString::fromStdString(doc->usdDocument()->layers[*sublayer].filePath));
    else
        validate();
}

void ClipSetEditor::showReadOnly(std::size_t layerIndex, const QString &layerFile)
{
    m_readOnly = true;
    for (QTableWidget *t : {m_active, m_times})
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (QPushButton *b : findChildren<QPushButton *>())
        if (m_buttons->buttonRole(b) == QDialogButtonBox::InvalidRole)
            b->setEnabled(false); // Add Row, Remove Row
    for (QLineEdit *e : {m_assetTemplate, m_start, m_end, m_stride, m_offset, m_manifest})
        e->setReadOnly(true);
    m_interpolate->setEnabled(false);
    m_buttons->setStandardButtons(QDialogButtonBox::Close);
    m_message->setStyleSheet(QString());
    m_message->setText(tr("Read-only: this clip set is authored in sublayer %1 (%2), and Knotline saves only the "
                          "root layer. To change it, open %2 itself.")
                           .arg(layerIndex)
                           .arg(QFileInfo(layerFile).fileName()));
}

void ClipSetEditor::load(const ClipSetFields &f)
{
    std::vector<std::pair<double, double>> active, times;
    for (const ClipActivation &a : f.active.value_or(std::vector<ClipActivation>{}))
        active.emplace_back(a.stageTime, double(a.clipIndex));
    for (const ClipTimePair &p : f.times.value_or(std::vector<ClipTimePair>{}))
        times.emplace_back(p.stageTime, p.clipTime);
    fill(m_active, active);
    fill(m_times, times);
    m_assetTemplate->setText(QString::fromStdString(f.templateAssetPath.value_or(std::string())));
    const auto number = [](const std::optional<double> &v) { return v ? formatNumber(*v) : QString(); };
    m_start->setText(number(f.templateStartTime));
    m_end->setText(number(f.templateEndTime));
    m_stride->setText(number(f.templateStride));
    m_offset->setText(number(f.templateActiveOffset));
    m_interpolate->setChecked(f.interpolateMissingClipValues.value_or(false));
    m_manifest->setText(QString::fromStdString(f.manifestAssetPath.value_or(std::string())));
}

Result<ClipSetFields> ClipSetEditor::typedFields() const
{
    if (!m_session)
        return ClipSetFields{};
    // Start from what is authored, so that a field the dialog leaves alone stays so.
    ClipSetFields f = m_session->document()->clipSetFields(m_primPath, m_setName).value_or(ClipSetFields{});
    const Result<std::vector<std::pair<double, double>>> active = rowsOf(m_active, tr("Active clips"));
    if (!active)
        return active.status();
    const Result<std::vector<std::pair<double, double>>> times = rowsOf(m_times, tr("Times"));
    if (!times)
        return times.status();
    std::vector<ClipActivation> activations;
    for (const auto &[t, i] : active.value()) {
        if (!(i >= 0 && i == std::floor(i) && i < 1e9))
            return Status::error(tr("Active clips: the clip index %1 is not a whole number of 0 or more").arg(formatNumber(i)).toStdString());
        activations.push_back({t, std::size_t(i)});
    }
    if (f.active || !activations.empty())
        f.active = std::move(activations);
    std::vector<ClipTimePair> pairs;
    for (const auto &[s, c] : times.value())
        pairs.push_back({s, c});
    if (f.times || !pairs.empty())
        f.times = std::move(pairs);
    if (f.templateAssetPath) {
        f.templateAssetPath = m_assetTemplate->text().toStdString();
        const std::pair<QLineEdit *, std::optional<double> *> numbers[] = {
            {m_start, &f.templateStartTime}, {m_end, &f.templateEndTime}, {m_stride, &f.templateStride}, {m_offset, &f.templateActiveOffset}};
        for (const auto &[edit, field] : numbers) {
            if (edit == m_offset && edit->text().trimmed().isEmpty()) {
                field->reset();
                continue;
            }
            const QString text = edit->text().trimmed();
            const EditNumber n = checkEditNumber(parseNumber(text), text);
            if (!n.isOk())
                return Status::error(n.refusal.toStdString());
            *field = *n.value;
        }
    }
    if (f.interpolateMissingClipValues || m_interpolate->isChecked())
        f.interpolateMissingClipValues = m_interpolate->isChecked();
    const std::string manifest = m_manifest->text().trimmed().toStdString();
    if (manifest.empty())
        f.manifestAssetPath.reset();
    else
        f.manifestAssetPath = manifest;
    return f;
}

void ClipSetEditor::validate()
{
    if (!m_session || m_readOnly)
        return;
    const Result<ClipSetFields> f = typedFields();
    Status st = f ? m_session->document()->checkClipSetFields(m_primPath, m_setName, f.value()) : f.status();
    m_message->setText(st ? QString() : coreMessageText(st));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(st.isOk());
}

QString ClipSetEditor::message() const
{
    return m_message->text();
}

void ClipSetEditor::accept()
{
    if (!m_session || m_readOnly)
        return QDialog::reject();
    const Result<ClipSetFields> f = typedFields();
    if (!f)
        return;
    DocumentChange change;
    const Status st = m_session->document()->setClipSetFields(m_primPath, m_setName, f.value(), &change);
    if (!st) {
        m_message->setText(coreMessageText(st));
        return;
    }
    m_session->pushChange(std::move(change), tr("Edit Clip Set"));
    QDialog::accept();
}

} // namespace knotline
