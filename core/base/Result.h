#pragma once
// Result<T>: a value or the Status that says why there is none.
// Used by operations that produce something and can fail in an expected way (file
// readers, queries with an index). Never throws; reading value() of a failed result is a
// programming error (checked with assert in debug builds).

#include "core/base/Status.h"

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace knotline {

template <typename T>
class [[nodiscard]] Result {
public:
    /// A successful result holding `value`.
    Result(T value)
        : m_value(std::move(value))
    {
    }
    /// A failed result; `status` must be an error (an ok status becomes a generic error).
    Result(Status status)
        : m_status(status.isOk() ? Status::error(MessageId::NoValue) : std::move(status))
    {
    }

    /// A failed result with the message `id` and its arguments (see Status::error).
    template <typename... Args>
    static Result error(MessageId id, Args &&...args)
    {
        return Result(Status::error(id, std::forward<Args>(args)...));
    }
    /// A failed result with a message that has no id (MessageId::Plain).
    static Result error(std::string message) { return Result(Status::error(std::move(message))); }

    bool isOk() const { return m_value.has_value(); }
    explicit operator bool() const { return isOk(); }
    /// Ok when a value is held; otherwise the failure.
    const Status &status() const { return m_status; }
    /// Empty on success; the reason on failure.
    const std::string &message() const { return m_status.message(); }

    /// Precondition: isOk().
    const T &value() const &
    {
        assert(isOk());
        return *m_value;
    }
    T &value() &
    {
        assert(isOk());
        return *m_value;
    }
    T &&value() &&
    {
        assert(isOk());
        return std::move(*m_value);
    }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }
    /// The value, or `fallback` on failure.
    T valueOr(T fallback) const { return m_value ? *m_value : std::move(fallback); }

private:
    std::optional<T> m_value;
    Status m_status;
};

} // namespace knotline
