// Binds the core's error reporting (core/base/Status.h, Result.h) as the Python exception
// knotline.Error, a subclass of RuntimeError whose text is the core's English message
// (what the command line prints). pxr.Ts reports failed edits through Tf errors and
// boolean returns; this module raises instead, so a script cannot miss a refused edit.

#include "app/python/Bindings.h"

#include <charconv>
#include <cmath>
#include <string_view>

namespace knotline::python {

std::string formatDouble(double value)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    if (ec != std::errc())
        return "?";
    return std::string(buffer, end);
}

double timeArgument(double t)
{
    if (std::isnan(t))
        throw py::value_error("a time must be a number, not NaN");
    return t;
}

void bindStatus(py::module_ &m)
{
    static py::exception<Error> error(m, "Error", PyExc_RuntimeError);
    error.doc() = "Raised when the Knotline core refuses an operation (an invalid knot, an "
                  "edit that would reorder keys, an index out of range, ...). The text is the "
                  "core's message. A subclass of RuntimeError.";
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p)
                std::rethrow_exception(p);
        } catch (const Error &e) {
            // Messages quote the input (a bad file's text), which need not be UTF-8: decode
            // with escapes rather than lose the message.
            const std::string_view text = e.what();
            PyObject *message = PyUnicode_DecodeUTF8(text.data(), py::ssize_t(text.size()), "backslashreplace");
            PyErr_SetObject(error.ptr(), message);
            Py_XDECREF(message);
        }
    });
}

} // namespace knotline::python
