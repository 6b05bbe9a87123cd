# pytest set-up for the `knotline` Python module tests (tests/python). CTest runs them with
# PYTHONPATH=<build>/python; run by hand with
#   PYTHONPATH=build/python /usr/bin/python3 -m pytest -q tests/python
# The golden test records how much it compared in GOLDEN_COUNTS; the summary prints it.

GOLDEN_COUNTS = {}


def pytest_terminal_summary(terminalreporter):
    for name, text in sorted(GOLDEN_COUNTS.items()):
        terminalreporter.write_line(f"{name}: {text}")
