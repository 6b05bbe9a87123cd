// Writing Maya .anim files, and the AnimFile helpers (see AnimFile.h).

#include "core/io/AnimFile.h"

#include "core/animcurve/MayaConversions.h"

#include <QSaveFile>

#include <charconv>
#include <cmath>

namespace knotline {

namespace {

void appendNumber(std::string &out, double v)
{
    if (v == 0.0)
        v = 0.0; // no "-0"
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v);
    (void)ec; // 64 characters always hold a double
    out.append(buffer, end);
}

void appendHeaderNumber(std::string &out, const char *keyword, const std::optional<double> &v)
{
    if (!v)
        return;
    out += keyword;
    out += ' ';
    appendNumber(out, *v);
    out += ";\n";
}

const char *outputWord(AnimOutputType t)
{
    switch (t) {
    case AnimOutputType::Time:
        return "time";
    case AnimOutputType::Linear:
        return "linear";
    case AnimOutputType::Angular:
        return "angular";
    case AnimOutputType::Unitless:
        return "unitless";
    }
    return "linear";
}

void appendAnimLine(std::string &out, const AnimFileEntry &e)
{
    out += "anim ";
    if (!e.attribute.empty()) {
        out += e.attribute;
        out += ' ';
        out += e.leafAttribute.empty() ? e.attribute : e.leafAttribute;
        out += ' ';
    }
    if (!e.node.empty()) {
        out += e.node;
        out += ' ';
    }
    out += std::to_string(e.row) + ' ' + std::to_string(e.childCount) + ' ' + std::to_string(e.attributeIndex) + ";\n";
}

// Version 1.0 key lines have no breakdown field. A 1.0 file whose keys carry one (the
// reader accepts it) is written as 1.1, so the breakdown flags survive a write + read: the
// header declares the version the content needs.
std::string writtenVersion(const AnimFile &file)
{
    if (file.animVersion != "1.0")
        return file.animVersion;
    for (const AnimFileEntry &e : file.entries)
        if (e.hasCurve)
            for (const MayaKeyInfo &info : e.curve.keyInfo())
                if (info.isBreakdown)
                    return "1.1";
    return file.animVersion;
}

void appendCurve(std::string &out, const AnimFile &file, const std::string &version, const AnimFileEntry &e)
{
    const AnimCurve &c = e.curve;
    const bool writeBreakdown = version != "1.0";
    const double unitsPerRadian = 1.0 / radiansPer(file.angularUnit);
    out += "animData {\n";
    out += std::string("  input ") + (e.input == AnimInputType::Time ? "time" : "unitless") + ";\n";
    out += std::string("  output ") + outputWord(e.output) + ";\n";
    out += std::string("  weighted ") + (c.isWeighted() ? "1" : "0") + ";\n";
    out += "  preInfinity " + std::string(infinityTypeWord(c.preInfinityType())) + ";\n";
    out += "  postInfinity " + std::string(infinityTypeWord(c.postInfinityType())) + ";\n";
    out += "  keys {\n";
    for (std::size_t i = 0; i < c.numKeys(); ++i) {
        const MayaKeyInfo &info = c.keyInfo()[i];
        out += "    ";
        appendNumber(out, c.keyTime(i));
        out += ' ';
        appendNumber(out, c.keyValue(i));
        out += ' ';
        out += mayaTangentTypeWord(info.inType);
        out += ' ';
        out += mayaTangentTypeWord(info.outType);
        out += info.tangentsLocked ? " 1" : " 0";
        out += info.weightsLocked ? " 1" : " 0";
        if (writeBreakdown)
            out += info.isBreakdown ? " 1" : " 0";
        for (TangentSide side : {TangentSide::In, TangentSide::Out}) {
            if ((side == TangentSide::In ? info.inType : info.outType) != MayaTangentType::Fixed)
                continue;
            const MayaTangentAngleWeight aw = angleWeightFromMayaTangent(c.keyTangent(i, side));
            out += ' ';
            appendNumber(out, aw.angle * unitsPerRadian);
            out += ' ';
            appendNumber(out, c.isWeighted() ? aw.weight : 1.0);
        }
        out += ";\n";
    }
    out += "  }\n}\n";
}

} // namespace

AnimFileEntry AnimFileEntry::forPath(const std::string &path, AnimCurve curve)
{
    AnimFileEntry e;
    const std::size_t dot = path.find('.');
    e.node = path.substr(0, dot);
    e.attribute = path.substr(dot + 1);
    const std::size_t leaf = e.attribute.rfind('.');
    e.leafAttribute = leaf == std::string::npos ? e.attribute : e.attribute.substr(leaf + 1);
    e.hasCurve = true;
    e.curve = std::move(curve);
    return e;
}

std::string AnimFileEntry::path() const
{
    if (attribute.empty())
        return node;
    if (node.empty())
        return attribute;
    return node + "." + attribute;
}

const AnimFileEntry *AnimFile::find(std::string_view path) const
{
    for (const AnimFileEntry &e : entries) {
        if (!e.hasCurve)
            continue;
        if (e.path() == path)
            return &e;
        if (!e.node.empty() && !e.leafAttribute.empty() && path == e.node + "." + e.leafAttribute)
            return &e;
    }
    return nullptr;
}

std::string formatAnimFile(const AnimFile &file)
{
    std::string out;
    const std::string version = writtenVersion(file);
    out += "animVersion " + version + ";\n";
    if (!file.mayaVersion.empty())
        out += "mayaVersion " + file.mayaVersion + ";\n";
    out += "timeUnit " + file.timeUnit.name + ";\n";
    out += "linearUnit " + std::string(animLinearUnitName(file.linearUnit)) + ";\n";
    out += "angularUnit " + std::string(animAngularUnitName(file.angularUnit)) + ";\n";
    appendHeaderNumber(out, "startTime", file.startTime);
    appendHeaderNumber(out, "endTime", file.endTime);
    appendHeaderNumber(out, "startUnitless", file.startUnitless);
    appendHeaderNumber(out, "endUnitless", file.endUnitless);
    for (const AnimFileEntry &e : file.entries) {
        appendAnimLine(out, e);
        if (e.hasCurve)
            appendCurve(out, file, version, e);
    }
    return out;
}

Status writeAnimFile(const AnimFile &file, const QString &path)
{
    const std::string text = formatAnimFile(file);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return Status::error(MessageId::CannotOpenForWriting, out.errorString().toStdString()).withContext(path.toStdString());
    if (out.write(text.data(), qint64(text.size())) != qint64(text.size()))
        return Status::error(MessageId::CannotWrite, out.errorString().toStdString()).withContext(path.toStdString());
    if (!out.commit())
        return Status::error(MessageId::CannotSave, out.errorString().toStdString()).withContext(path.toStdString());
    return Status::ok();
}

} // namespace knotline
