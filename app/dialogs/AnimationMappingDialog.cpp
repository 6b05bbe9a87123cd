#include "app/dialogs/AnimationMappingDialog.h"

#include "widgets/messages/CoreMessageText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace knotline {

namespace {

QString labelOf(const Clip &clip)
{
    if (clip.id().isEmpty() || clip.id() == clip.name())
        return clip.label();
    return QStringLiteral("%1 (%2)").arg(clip.name(), clip.id());
}

} // namespace

AnimationMappingDialog::AnimationMappingDialog(std::vector<std::shared_ptr<const Clip>> placeholders,
                                               std::vector<QString> hints,
                                               std::vector<std::shared_ptr<const Clip>> animations, QWidget *parent)
    : QDialog(parent), m_placeholders(std::move(placeholders)), m_animations(std::move(animations))
{
    setObjectName(QStringLiteral("animationMappingDialog"));
    setWindowTitle(tr("Map Missing Animations"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("These clips of the cut name no animation, so they play nothing. Choose the animation "
                                "each one plays; saving writes the choice into the file."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_table = new QTableWidget(int(m_placeholders.size()), 3, this);
    m_table->setObjectName(QStringLiteral("mappingTable"));
    m_table->setHorizontalHeaderLabels({tr("Clip"), tr("From"), tr("Animation")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (std::size_t row = 0; row < m_placeholders.size(); ++row) {
        const int r = int(row);
        m_table->setItem(r, 0, new QTableWidgetItem(m_placeholders[row]->label()));
        m_table->setItem(r, 1, new QTableWidgetItem(row < hints.size() ? hints[row] : QString()));
        auto *list = new QComboBox(m_table);
        list->setObjectName(QStringLiteral("mappingCombo%1").arg(r));
        fillList(list);
        connect(list, &QComboBox::currentIndexChanged, this, &AnimationMappingDialog::updateSummary);
        m_table->setCellWidget(r, 2, list);
        m_lists.push_back(list);
    }
    layout->addWidget(m_table);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("mappingSummary"));
    layout->addWidget(m_summary);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *load = buttons->addButton(tr("&Load Animations…"), QDialogButtonBox::ActionRole);
    load->setObjectName(QStringLiteral("loadAnimationsButton"));
    load->setToolTip(tr("Add the animations of a compiled timeline (.json) or of an .otio file saved by Knotline"));
    connect(load, &QPushButton::clicked, this, &AnimationMappingDialog::loadAnimations);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 120 + 30 * int(std::min<std::size_t>(m_placeholders.size(), 12)));
    updateSummary();
}

void AnimationMappingDialog::fillList(QComboBox *list) const
{
    const int current = list->currentIndex();
    const QSignalBlocker block(list);
    list->clear();
    list->addItem(tr("(missing)"));
    for (const std::shared_ptr<const Clip> &a : m_animations)
        list->addItem(labelOf(*a));
    list->setCurrentIndex(std::max(0, current));
}

Status AnimationMappingDialog::addAnimationsFrom(const QString &path)
{
    Result<std::vector<std::shared_ptr<const Clip>>> read = animationsInFile(path);
    if (!read)
        return read.status();
    for (const std::shared_ptr<const Clip> &a : *read)
        m_animations.push_back(a);
    for (std::size_t row = 0; row < m_lists.size(); ++row) {
        fillList(m_lists[row]);
        if (m_lists[row]->currentIndex() > 0)
            continue;
        const QString &name = m_placeholders[row]->name();
        for (std::size_t i = 0; i < m_animations.size(); ++i)
            if (m_animations[i]->id() == name || m_animations[i]->name() == name) {
                m_lists[row]->setCurrentIndex(int(i) + 1);
                break;
            }
    }
    updateSummary();
    return Status::ok();
}

std::vector<PlaceholderMapping> AnimationMappingDialog::mappings() const
{
    std::vector<PlaceholderMapping> out;
    for (std::size_t row = 0; row < m_lists.size(); ++row)
        if (const int i = m_lists[row]->currentIndex(); i > 0)
            out.push_back({m_placeholders[row].get(), m_animations[std::size_t(i - 1)], std::nullopt});
    return out;
}

void AnimationMappingDialog::loadAnimations()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Animations"), QString(),
                                                      tr("Timelines and animation files (*.json *.otio *.anim *.usda *.usd);;All files (*)"));
    if (path.isEmpty())
        return;
    if (Status st = addAnimationsFrom(path); !st)
        QMessageBox::warning(this, tr("Cannot load animations"), coreMessageText(st));
}

void AnimationMappingDialog::updateSummary()
{
    const std::size_t chosen = mappings().size();
    m_summary->setText(m_animations.empty()
                           ? tr("No animations to choose from yet: load them from a compiled timeline, a Knotline .otio file, a Maya .anim or a usda file.")
                           : tr("%1 of %n clip(s) mapped.", nullptr, int(m_lists.size())).arg(chosen));
}

} // namespace knotline
