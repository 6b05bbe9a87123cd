#include "app/dialogs/AddCurveDialog.h"

#include "core/animcurve/AnimCurveFn.h"
#include "core/editor/ChannelPathSyntax.h"
#include "core/editor/EditorDocument.h"
#include "widgets/messages/CoreMessageText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace knotline {

namespace {

enum Kind { UsdAttribute, MayaCurve };

/// The kind a document takes: fixed for usda and .anim documents, and for a new document
/// with channels (that of its first); nullopt when the user chooses (new, empty).
std::optional<Kind> fixedKind(const EditorDocument &doc)
{
    if (doc.animFile())
        return MayaCurve;
    if (!doc.isUnsavedNew())
        return UsdAttribute;
    if (doc.channelCount() == 0)
        return std::nullopt;
    return doc.channel(doc.channelIdAt(0)).source == ChannelSource::AnimCurve ? MayaCurve : UsdAttribute;
}

QLineEdit *lineEdit(const char *name, const QString &placeholder, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(QLatin1String(name));
    edit->setPlaceholderText(placeholder);
    return edit;
}

} // namespace

AddCurveDialog::AddCurveDialog(const EditorDocument &document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_kind(new QComboBox(this))
    , m_usdFields(new QWidget(this))
    , m_animFields(new QWidget(this))
    , m_prim(lineEdit("addCurvePrim", QStringLiteral("/Ball"), m_usdFields))
    , m_attribute(lineEdit("addCurveAttribute", QStringLiteral("translateX"), m_usdFields))
    , m_valueType(new QComboBox(m_usdFields))
    , m_nodeAttribute(lineEdit("addCurveNodeAttribute", QStringLiteral("ball.translateX"), m_animFields))
    , m_message(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Add Curve"));
    m_kind->setObjectName(QStringLiteral("addCurveKind"));
    m_kind->addItem(tr("USD attribute (/Prim.attribute)"), int(UsdAttribute));
    m_kind->addItem(tr("Maya anim curve (node.attribute)"), int(MayaCurve));
    const std::optional<Kind> fixed = fixedKind(document);
    if (fixed)
        m_kind->setCurrentIndex(m_kind->findData(int(*fixed)));
    m_kind->setEnabled(!fixed);

    m_valueType->setObjectName(QStringLiteral("addCurveValueType"));
    m_valueType->addItem(QStringLiteral("double"), int(ValueType::Double));
    m_valueType->addItem(QStringLiteral("float"), int(ValueType::Float));
    m_valueType->addItem(QStringLiteral("half"), int(ValueType::Half));

    auto *usd = new QFormLayout(m_usdFields);
    usd->setContentsMargins(0, 0, 0, 0);
    usd->addRow(tr("&Prim path:"), m_prim);
    usd->addRow(tr("&Attribute:"), m_attribute);
    usd->addRow(tr("&Value type:"), m_valueType);
    auto *anim = new QFormLayout(m_animFields);
    anim->setContentsMargins(0, 0, 0, 0);
    anim->addRow(tr("&Node.attribute:"), m_nodeAttribute);

    m_message->setObjectName(QStringLiteral("addCurveMessage"));
    m_message->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    if (document.isUnsavedNew()) { // the other documents have one kind: no box
        auto *kindRow = new QFormLayout;
        kindRow->addRow(tr("&Kind:"), m_kind);
        layout->addLayout(kindRow);
    } else {
        m_kind->hide();
    }
    layout->addWidget(m_usdFields);
    layout->addWidget(m_animFields);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &AddCurveDialog::updateKind);
    for (QLineEdit *edit : {m_prim, m_attribute, m_nodeAttribute})
        connect(edit, &QLineEdit::textChanged, this, &AddCurveDialog::validate);
    updateKind();
}

bool AddCurveDialog::animKind() const
{
    return m_kind->currentData().toInt() == MayaCurve;
}

void AddCurveDialog::updateKind()
{
    m_usdFields->setVisible(!animKind());
    m_animFields->setVisible(animKind());
    (animKind() ? m_nodeAttribute : m_prim)->setFocus();
    validate();
}

Channel AddCurveDialog::channel() const
{
    Channel c;
    if (animKind()) {
        c.source = ChannelSource::AnimCurve;
        c.path = m_nodeAttribute->text().trimmed().toStdString();
        return c;
    }
    c.source = ChannelSource::UsdaAttribute;
    c.path = (m_prim->text().trimmed() + QLatin1Char('.') + m_attribute->text().trimmed()).toStdString();
    const auto type = ValueType(m_valueType->currentData().toInt());
    if (type != ValueType::Double) {
        Spline spline;
        if (spline.setValueType(type))
            if (Result<AnimCurve> curve = AnimCurveFn::fromSpline(spline))
                c.curve = curve.value();
    }
    return c;
}

Status AddCurveDialog::validity() const
{
    if (animKind()) {
        if (m_nodeAttribute->text().trimmed().isEmpty())
            return Status::error(MessageId::ChannelNeedsPath);
    } else {
        if (m_prim->text().trimmed().isEmpty())
            return Status::error(MessageId::PrimPathEmpty);
        if (m_attribute->text().trimmed().isEmpty())
            return Status::error(MessageId::AttributeNameEmpty);
        // Each field on its own first, so the message names the field that is wrong.
        const std::string prim = m_prim->text().trimmed().toStdString();
        const std::string name = m_attribute->text().trimmed().toStdString();
        if (!isAbsolutePrimPath(prim))
            return Status::error(MessageId::NotPrimPath, prim);
        if (!isUsdAttributeName(name))
            return Status::error(MessageId::NotAttributeName, name);
    }
    return m_document.checkInsertChannel(channel());
}

void AddCurveDialog::validate()
{
    const Status st = validity();
    m_message->setText(st ? tr("A new, empty curve: add keys with Key ▸ Set Key (S).") : coreMessageText(st));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(st.isOk());
}

} // namespace knotline
