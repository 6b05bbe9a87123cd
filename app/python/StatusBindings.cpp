// Binds the core's error reporting (core/base/Status.h, Result.h) as the Python exception
// knotline.Error, a subclass of RuntimeError whose text is the core's English message
// (what the command line prints). pxr.Ts reports failed edits through Tf errors and
// boolean returns; this module raises instead, so a script cannot miss a refused edit.

#include "app/python/Bindings.h"

#include "core/base/MessageId.h"

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
                  "edit that would reorder keys, an index out of range, a bad file, ...). A "
                  "subclass of RuntimeError. str(e) is the core's English message, what the "
                  "command line prints and the editor shows translated (a bad file's begins "
                  "'file:line:column: '). Attributes: message_id (int, the core's message id: "
                  "0 for a message of its own text; ids are stable within a release, compare "
                  "message_format across releases), message_format (the English format, %1, "
                  "%2, ... for the arguments), message_args (tuple of str, the arguments in "
                  "order), message_context (tuple of str, the prefixes before the message, "
                  "outermost first: the file, the JSON path, ...).";
    // Class-level defaults, so that a knotline.Error a script raises itself has them too.
    error.attr("message_id") = 0;
    error.attr("message_format") = "%1";
    error.attr("message_args") = py::tuple();
    error.attr("message_context") = py::tuple();
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p)
                std::rethrow_exception(p);
        } catch (const Error &e) {
            // Messages quote the input (a bad file's text), which need not be UTF-8: decode
            // with escapes rather than lose the message.
            const auto decoded = [](std::string_view text) {
                return py::reinterpret_steal<py::object>(
                    PyUnicode_DecodeUTF8(text.data(), py::ssize_t(text.size()), "backslashreplace"));
            };
            const py::object message = decoded(e.what());
            if (!message)
                return; // the decoder's own error is set
            py::object instance = py::reinterpret_steal<py::object>(PyObject_CallOneArg(error.ptr(), message.ptr()));
            if (!instance)
                return; // the constructor's error is set
            const Status status = e.status();
            py::tuple args(status.args().size());
            for (std::size_t i = 0; i < status.args().size(); ++i)
                args[i] = decoded(status.args()[i].text());
            py::tuple context(status.context().size());
            for (std::size_t i = 0; i < status.context().size(); ++i)
                context[i] = decoded(status.context()[i]);
            instance.attr("message_id") = py::int_(static_cast<int>(status.id()));
            instance.attr("message_format") = py::str(messageFormat(status.id()));
            instance.attr("message_args") = args;
            instance.attr("message_context") = context;
            PyErr_SetObject(error.ptr(), instance.ptr());
        }
    });
}

} // namespace knotline::python
