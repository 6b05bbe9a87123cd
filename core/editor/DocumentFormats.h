#pragma once
// The document file formats Knotline reads and writes, each registered once
// (DocumentFormats.cpp) with everything about it: the extensions it is read from and saved
// to, how a file opens as an editor document (EditorDocument::open), how it reads as a usda
// layer stack for the command line (knotline info | eval | bake), and — through the
// DocumentContent it opens into — how channels are written back. Adding a format is one
// entry here plus its DocumentContent. Qt Core only.

#include "core/base/Result.h"
#include "core/document/Document.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace knotline {

class EditorDocument;

struct DocumentFormat {
    QString name;               ///< "usda", "anim", "timeline": the name the command line prints
    QStringList extensions;     ///< lower case, without the dot: the ones it is read from
    QStringList saveExtensions; ///< the ones a document of this format may be saved as
    /// Why saving to another extension is refused, e.g. UsdSaveExtension ("a USD layer can
    /// only be saved as .usda or .usd").
    MessageId saveRefusal = MessageId::Plain;
    /// Reads a file of this format into an editor document. Errors: the reader's
    /// "file:line:column: message" (nothing is opened).
    std::function<Result<std::unique_ptr<EditorDocument>>(const QString &path)> open;
    /// Reads a file of this format as a usda layer stack (root layer first), the form the
    /// command line evaluates; non-fatal problems are appended to `warnings`.
    std::function<Result<Document>(const QString &path, std::vector<std::string> *warnings)> readLayerStack;

    /// True when `path`'s extension (any case) is one of saveExtensions.
    bool canSaveAs(const QString &path) const;
};

/// Every registered format, in registration order.
const std::vector<DocumentFormat> &documentFormats();
/// The usda format (.usda, .usd and legacy .sdf text layers with their sublayers) and the
/// Maya .anim format (read for the command line as core/io/AnimToUsda.h's layer).
const DocumentFormat &usdaDocumentFormat();
const DocumentFormat &animDocumentFormat();
/// The compiled timeline JSON format (.json, spec/timeline.md §1.5): opens as a timeline
/// document (EditorDocument::timeline(), core/editor/TimelineContent.h), saves as .json;
/// read for the command line as the timeline's pose baked into a usda layer of time
/// samples over [0, duration] at its frame rate (24 when it names none; TimelineBake.h).
const DocumentFormat &timelineDocumentFormat();

/// The OpenTimelineIO format (.otio, core/io/OtioReader.h): opens as a timeline document
/// (core/editor/OtioContent.h), saves as .otio or .json; read for the command line as the
/// timeline format is (its pose baked over [0, duration] at its frame rate).
const DocumentFormat &otioDocumentFormat();

/// The format that reads `path`, by its extension (any case); nullptr when none does.
const DocumentFormat *documentFormatForPath(const QString &path);
/// The format to read `path` with, or the error both the editor and the command line
/// report: "<path>: is a directory, not a layer file", or "<path>: unknown file type
/// (expected one of .usda, .usd, .sdf, .anim, .json)". Reads nothing but the file's type.
Result<const DocumentFormat *> documentFormatToRead(const QString &path);
/// Every readable extension with a leading dot, e.g. ".usda, .usd, .sdf, .anim, .json, .otio".
QString readableExtensionsText();

} // namespace knotline
