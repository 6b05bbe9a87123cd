# The README's Python examples run as written: each ```python block of the "Python module"
# section that the text before it names as `script.py ARGS` is run as that script, in a
# fresh folder (arguments naming files of the project taken from the project root, the
# others, its outputs, written in that folder), and what the text says it prints ("prints
# `…`", "a line reads `…`") must be in its output.
import os
import pathlib
import re
import subprocess
import sys

import pytest

PROJECT_ROOT = pathlib.Path(__file__).resolve().parents[2]


def examples():
    text = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Python module"):]
    section = section[:section.index("\n## ", 1)]
    out = []
    for match in re.finditer(r"```python\n(.*?)```", section, re.S):
        before = " ".join(section[:match.start()].split("```")[-1].split())
        call = re.findall(r"\(`(\w+\.py) ([^`]*)`", before)
        if not call:
            continue
        name, args = call[-1]
        said = re.findall(r"(?:prints|a line reads) `([^`]*)`", before)
        out.append(pytest.param(match.group(1), args.split(), said[-1] if said else None, id=name))
    return out


EXAMPLES = examples()


def test_the_readme_has_three_examples():
    assert len(EXAMPLES) == 3


@pytest.mark.parametrize("code, args, said", EXAMPLES)
def test_readme_example_runs(tmp_path, code, args, said):
    script = tmp_path / "example.py"
    script.write_text(code, encoding="utf-8")
    resolved = [str(PROJECT_ROOT / a) if (PROJECT_ROOT / a).exists() else a for a in args]
    run = subprocess.run([sys.executable, str(script), *resolved], cwd=tmp_path, capture_output=True, text=True,
                         env=dict(os.environ), timeout=600)
    assert run.returncode == 0, run.stderr
    if said is not None:
        assert said in " ".join(run.stdout.split()), run.stdout[-2000:]
