#pragma once
// GUI-test helpers for modal dialogs driven as a user would: run code on the dialog a
// trigger opens while its exec runs, and type a file name into a QFileDialog.

#include <QApplication>
#include <QDialog>
#include <QLineEdit>
#include <QTest>
#include <QTimer>

#include <functional>

namespace knotline::test {

/// Runs `drive` on the modal dialog that `trigger` opens (from the event loop while its
/// exec runs, as soon as it is the active modal widget). A dialog that `drive` left open
/// is rejected, so that a failing test cannot hang. Returns false when no dialog came up.
inline bool withDialog(const std::function<void()> &trigger, const std::function<void(QDialog *)> &drive)
{
    bool saw = false;
    QTimer poll;
    poll.setInterval(20);
    int tries = 0;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            if (++tries > 250)
                poll.stop();
            return;
        }
        poll.stop();
        saw = true;
        drive(dialog);
        QTimer::singleShot(500, dialog, [dialog] {
            if (dialog->isVisible())
                dialog->reject();
        });
    });
    poll.start();
    trigger();
    poll.stop();
    return saw;
}

/// Types `path` into the file name field of a QFileDialog and presses Return. The field's
/// completer, which fills in from a directory scan running in another thread, is turned
/// off first so that Return accepts the typed name whenever the scan ends. When that scan
/// ends the dialog may write the suggested file's name into the field again (a file that
/// exists), so the name is typed again until it stays, and Return is pressed only on it.
inline void typeFileName(QDialog *dialog, const QString &path)
{
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY(name);
    name->setCompleter(nullptr);
    name->setFocus();
    // The dialog takes Return once its model has caught up with the typed name (its Save
    // button enabled); until then a Return is ignored, so press it again.
    for (int i = 0; i < 40 && dialog->isVisible(); ++i) {
        if (name->text() != path) {
            QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(name, path);
            QTest::qWait(50);
            continue;
        }
        QTest::keyClick(name, Qt::Key_Return);
        if (dialog->isVisible())
            QTest::qWait(25);
    }
    QVERIFY(!dialog->isVisible());
}

} // namespace knotline::test
