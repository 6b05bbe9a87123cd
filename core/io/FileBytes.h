#pragma once
// Reading a whole file for the readers of core/io (usda layers, .anim files, compiled
// timelines, BML, OpenTimelineIO): the one place that opens a file and says why it could
// not be read.

#include "core/base/MessageId.h"
#include "core/base/Result.h"

#include <QByteArray>
#include <QString>

namespace knotline {

/// The bytes of the file at `path`. Errors (nothing read): the file cannot be opened
/// (`openError`, CannotRead unless the caller names another, e.g. CannotOpen: "path: cannot
/// open: <reason>") or reading it fails (CannotRead: "path: cannot read: <reason>"), each
/// with the system's reason and `path` as the context.
Result<QByteArray> readFileBytes(const QString &path, MessageId openError = MessageId::CannotRead);

} // namespace knotline
