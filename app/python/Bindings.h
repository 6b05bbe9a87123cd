#pragma once
// Shared declarations of the `knotline` Python module (app/python): one bind function per
// concept file, the Error exception that carries a core Status message, and the helpers
// that turn a failed Status / Result into that exception.
//
// Error policy (mirrors the core's "never throw, never crash on bad input"): every core
// Status or Result error is raised as knotline.Error (a RuntimeError) whose text is the
// core's English message; type errors of the arguments are pybind11's TypeError.

#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/spline/Extrapolation.h"
#include "core/spline/Knot.h"
#include "core/spline/SplineTypes.h"

#include <pybind11/pybind11.h>

#include <QString>

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

namespace knotline::python {

namespace py = pybind11;

/// The C++ side of knotline.Error: thrown by the bindings, translated to the Python
/// exception class registered in StatusBindings.cpp. One made from a core Status carries
/// its message id and arguments (the Python attributes message_id, message_format,
/// message_args and message_context); one made from text only has MessageId::Plain.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
    /// `text` (the whole message, context included) for the failed `status`.
    Error(const std::string &text, const Status &status) : std::runtime_error(text), m_status(status) {}

    /// The failed status, or a failure with MessageId::Plain and the text.
    Status status() const { return m_status.isOk() ? Status::error(std::string(what())) : m_status; }

private:
    Status m_status;
};

/// Throws Error with the status message (prefixed with `context` when given) on failure.
inline void check(const Status &status, const char *context = nullptr)
{
    if (status.isOk())
        return;
    const Status located = context ? status.withContext(context) : status;
    throw Error(located.message(), located);
}

/// The value of `result`, or Error with its message.
template <typename T>
T unwrap(Result<T> result, const char *context = nullptr)
{
    check(result.status(), context);
    return std::move(result).value();
}

/// A str, bytes or os.PathLike as a QString (UTF-8), through os.fsdecode; ValueError for a
/// NUL character, TypeError (from os.fsdecode) for anything else.
QString pathArgument(const py::object &path);

/// `t` (a time code or seconds), or ValueError for NaN, which names no time.
double timeArgument(double t);

/// Shortest text that reads back as the same double ("1", "0.1", "-2.5e-07", "inf", "nan").
std::string formatDouble(double value);

/// Python names of the enum values ("InterpCurve", "ExtrapLoopRepeat", ...), as the module
/// exports them; used by the repr of knots and splines.
const char *interpolationName(Interpolation value);
const char *extrapolationModeName(ExtrapolationMode value);
const char *curveTypeName(CurveType value);
const char *antiRegressionModeName(AntiRegressionMode value);
const char *tangentAlgorithmName(TangentAlgorithm value);
/// "double", "float" or "half" (pxr.Ts value type names), and back (nullopt if unknown).
const char *valueTypeName(ValueType value);
std::optional<ValueType> valueTypeFromName(const std::string &name);
/// Stable descriptions, "knotline.Knot(time=1, value=2, ...)" and the like.
std::string describeKnot(const Knot &knot);
std::string describeExtrapolation(const Extrapolation &extrapolation);
std::string describeLoopParams(const LoopParams &params);

void bindStatus(py::module_ &m);
void bindTypes(py::module_ &m);
void bindKnot(py::module_ &m);
void bindSpline(py::module_ &m);
void bindSplineAlgorithms(py::module_ &m);
void bindAnimCurve(py::module_ &m);
void bindFilters(py::module_ &m);
void bindDocuments(py::module_ &m);
void bindTimeline(py::module_ &m);
void bindValueClips(py::module_ &m);
void bindSyncWarp(py::module_ &m);
void bindDragSessions(py::module_ &m);
void bindBenchmarkHelpers(py::module_ &m);

} // namespace knotline::python
