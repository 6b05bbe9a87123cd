# Bad input never crashes the interpreter: the fuzz targets' inputs (tests/fuzz/README.md)
# replayed through the module's readers, each file either read (and its splines or curves
# evaluated) or refused with an exception.
#
# - knotline.OpenDocument: the corpus of fuzz_usda_reader (tests/fuzz/regressions/
#   usda_reader, resources/, ../shared/realdata/ and ../shared/golden/clips/, every file of
#   them whatever its extension, as the fuzzer does) and of fuzz_layer_stack (seeds and
#   regressions; each input's "#=== NAME" layers written as files next to root.usda);
# - knotline.ReadAnimFile: the corpus of fuzz_anim_reader (tests/fuzz/regressions/
#   anim_reader, ../shared/realdata/);
# - and for every .usda / .anim input of those corpora, eight mutants made from a fixed
#   seed (cut short, bytes flipped, spans deleted or repeated, format keywords inserted
#   from the fuzzers' dictionaries), so that broken forms of real files are read too.
#
# The files are read in child processes (replay_worker.py), a batch each, so a crash is a
# failure naming the file rather than the end of pytest. The fuzzers' other inputs (compiled
# timeline JSON, BML, spline and edit-sequence byte encodings) have no reader in the module.
import json
import os
import pathlib
import random
import re
import subprocess
import sys

import pytest

from conftest import GOLDEN_COUNTS

HERE = pathlib.Path(__file__).resolve().parent
PROJECT_ROOT = HERE.parents[1]
FUZZ = PROJECT_ROOT / "tests" / "fuzz"
SHARED = pathlib.Path(os.environ.get("KNOTLINE_SHARED_DIR") or PROJECT_ROOT.parent / "shared")
BATCH = 150
MUTANTS_PER_FILE = 8


def files_under(*folders):
    out = []
    for folder in folders:
        if folder.is_dir():
            out += sorted(p for p in folder.rglob("*") if p.is_file() and p.name != ".keep")
    return out


def dictionary_words(name):
    """The quoted entries of a libFuzzer dictionary, with its escapes decoded."""
    words = []
    for line in (FUZZ / name).read_text().splitlines():
        m = re.match(r'^\s*(?:\w+=)?"(.*)"\s*$', line)
        if m:
            words.append(re.sub(rb"\\x([0-9a-fA-F]{2})", lambda h: bytes([int(h.group(1), 16)]),
                                m.group(1).encode()).replace(b"\\\\", b"\\"))
    return words


def mutants(data, seed, words):
    rng = random.Random(seed)
    out = [data[: len(data) // 3], data[: 2 * len(data) // 3]]
    while len(out) < MUTANTS_PER_FILE:
        b = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            kind = rng.randrange(4)
            at = rng.randrange(len(b) + 1)
            if kind == 0 and b:
                b[min(at, len(b) - 1)] ^= 1 << rng.randrange(8)
            elif kind == 1:
                del b[at: at + rng.randint(1, 64)]
            elif kind == 2:
                b[at:at] = b[at: at + rng.randint(1, 64)] * rng.randint(2, 4)
            else:
                b[at:at] = rng.choice(words)
        out.append(bytes(b))
    return out


def unpack_layer_stack(data, folder):
    """Writes a fuzz_layer_stack input as files: the text before the first '#=== NAME' line
    is root.usda, each marker starts the layer NAME (names leaving the folder are skipped)."""
    folder.mkdir(parents=True)
    name, chunks = "root.usda", {}
    for line in data.splitlines(keepends=True):
        if line.startswith(b"#=== "):
            name = line[5:].strip().decode("utf-8", "replace")
            chunks.setdefault(name, b"")
            continue
        chunks[name] = chunks.get(name, b"") + line
    for name, text in chunks.items():
        target = (folder / name).resolve()
        if not name or folder.resolve() not in target.parents:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.is_dir():
            target.write_bytes(text)
    return folder / "root.usda"


def build_jobs(tmp):
    usda_corpus = files_under(FUZZ / "regressions" / "usda_reader", PROJECT_ROOT / "resources",
                              SHARED / "realdata", SHARED / "golden" / "clips")
    anim_corpus = files_under(FUZZ / "regressions" / "anim_reader", SHARED / "realdata")
    stacks = files_under(FUZZ / "seeds" / "layer_stack", FUZZ / "regressions" / "layer_stack")
    jobs = [("usda", str(p)) for p in usda_corpus] + [("anim", str(p)) for p in anim_corpus]
    for i, p in enumerate(stacks):
        jobs.append(("usda", str(unpack_layer_stack(p.read_bytes(), tmp / "stack" / str(i)))))
    replayed = len(jobs)

    made = tmp / "mutants"
    made.mkdir()
    for reader, corpus, suffix, words in (
            ("usda", usda_corpus, ".usda", dictionary_words("usda.dict")),
            ("anim", anim_corpus, ".anim", dictionary_words("anim.dict"))):
        for n, p in enumerate(corpus):
            if p.suffix != suffix and "regressions" not in p.parts:
                continue
            for m, data in enumerate(mutants(p.read_bytes(), f"{p.name}:{n}", words)):
                target = made / f"{reader}-{n}-{m}{suffix}"
                target.write_bytes(data)
                jobs.append((reader, str(target)))
    return jobs, replayed


def run_batch(batch):
    proc = subprocess.run([sys.executable, str(HERE / "replay_worker.py")], input=json.dumps(batch),
                          capture_output=True, text=True, timeout=600)
    started, done = [], {}
    for line in proc.stdout.splitlines():
        record = json.loads(line)
        if "start" in record:
            started.append((record["reader"], record["start"]))
        else:
            done[(record["reader"], record["done"])] = record
    crashed = [p for p in started if p not in done]
    assert proc.returncode == 0 and not crashed, (
        f"the interpreter died (exit {proc.returncode}) reading {crashed or 'before the first file'}:\n"
        f"{proc.stderr[-2000:]}")
    assert len(done) == len(set(batch)), "some files were not read"
    return done


def test_fuzz_corpora_read_or_raise(tmp_path):
    jobs, replayed = build_jobs(tmp_path)
    assert replayed >= 15   # the in-repository regressions and seeds at least
    results = {}
    for start in range(0, len(jobs), BATCH):
        results.update(run_batch(jobs[start: start + BATCH]))

    outcomes = {}
    for r in results.values():
        outcomes[r["outcome"]] = outcomes.get(r["outcome"], 0) + 1
        if r["outcome"] != "read":
            assert r["message"], f"{r['done']}: {r['outcome']} without a message"
    for r in results.values():
        # A parse error names the file it is about (file:line:column: message).
        if r["outcome"] == "Error" and "mutants" in r["done"]:
            assert os.path.basename(r["done"]) in r["message"], r
    # The real files among them read: the bundled scene, with its splines evaluated.
    sample = results[("usda", str(PROJECT_ROOT / "resources" / "sample_scene.usda"))]
    assert sample["outcome"] == "read" and sample["curves"] >= 2
    assert outcomes.get("read", 0) > 0 and outcomes.get("Error", 0) > 0
    curves = sum(r["curves"] for r in results.values())
    GOLDEN_COUNTS["fuzz corpora"] = (
        f"{len(jobs)} files read in child processes ({replayed} corpus inputs, "
        f"{len(jobs) - replayed} mutants): "
        + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
        + f"; {curves} splines / curves evaluated")
