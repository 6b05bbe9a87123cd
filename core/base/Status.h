#pragma once
// Status: the result of an operation that can fail in an expected way.
// Knotline never throws or crashes on bad input; functions that can fail
// return a Status (or a Result<T>) whose message says what was wrong.

#include <string>
#include <utility>

namespace knotline {

class [[nodiscard]] Status {
public:
    /// A successful status (empty message).
    Status() = default;

    /// Success.
    static Status ok() { return Status(); }

    /// Failure with a human-readable message (one sentence, no trailing period needed).
    static Status error(std::string message)
    {
        Status s;
        s.m_ok = false;
        s.m_message = std::move(message);
        return s;
    }

    bool isOk() const { return m_ok; }
    explicit operator bool() const { return m_ok; }
    /// Empty on success; the reason on failure.
    const std::string &message() const { return m_message; }

private:
    bool m_ok = true;
    std::string m_message;
};

} // namespace knotline
