#include "core/base/Status.h"

namespace knotline {

namespace {

const std::string kEmpty;
const std::vector<MessageArg> kNoArgs;
const std::vector<std::string> kNoContext;

/// `format` with %1 … %9 replaced by `args` in one pass (an argument that itself holds
/// "%1" is not filled again); a placeholder without an argument stays as it is.
std::string fill(std::string_view format, const std::vector<MessageArg> &args)
{
    std::string out;
    out.reserve(format.size() + 16);
    for (std::size_t i = 0; i < format.size(); ++i) {
        if (format[i] == '%' && i + 1 < format.size() && format[i + 1] >= '1' && format[i + 1] <= '9') {
            const std::size_t n = static_cast<std::size_t>(format[i + 1] - '1');
            if (n < args.size()) {
                out += args[n].text();
                ++i;
                continue;
            }
        }
        out += format[i];
    }
    return out;
}

} // namespace

Status Status::make(MessageId id, std::vector<MessageArg> args)
{
    auto d = std::make_shared<Detail>();
    d->id = id;
    d->text = fill(messageFormat(id), args);
    d->args = std::move(args);
    Status s;
    s.m_detail = std::move(d);
    return s;
}

Status Status::withContext(std::string prefix) const
{
    if (!m_detail)
        return *this;
    auto d = std::make_shared<Detail>(*m_detail);
    d->text = prefix + ": " + d->text;
    d->context.insert(d->context.begin(), std::move(prefix));
    Status s;
    s.m_detail = std::move(d);
    return s;
}

const std::string &Status::message() const
{
    return m_detail ? m_detail->text : kEmpty;
}

const std::vector<MessageArg> &Status::args() const
{
    return m_detail ? m_detail->args : kNoArgs;
}

const std::vector<std::string> &Status::context() const
{
    return m_detail ? m_detail->context : kNoContext;
}

} // namespace knotline
