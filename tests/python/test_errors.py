# knotline.Error carries what the core's refusal said (app/python/StatusBindings.cpp): the
# English text the command line prints, and its parts: the message id and format, the
# arguments in order and the context prefixes (the file:line:column, the JSON path, the
# function). The text is the context and the filled format, so a script can match either.
import pytest

import knotline as kl


def filled(e):
    text = e.message_format
    for i, arg in enumerate(e.message_args, 1):
        text = text.replace(f"%{i}", arg)
    return ": ".join(list(e.message_context) + [text])


def test_a_bad_usda_file_names_line_and_column(tmp_path):
    path = tmp_path / "bad.usda"
    path.write_text('#usda 1.0\ndef Xform "a" {\n  double x.spline = {\n   1: 2;\n }\n')
    with pytest.raises(kl.Error) as e:
        kl.OpenDocument(str(path))
    assert e.value.message_context == (f"{path}:5:2",)
    assert e.value.message_format == "expected %1, found %2"
    assert e.value.message_args[1] == "'}'"
    assert e.value.message_id > 0
    assert str(e.value) == filled(e.value)


def test_a_bad_otio_file_names_the_json_path(tmp_path):
    path = tmp_path / "bad.otio"
    path.write_text('{"OTIO_SCHEMA": "Timeline.1", "tracks": {"OTIO_SCHEMA": "Stack.1", "children": '
                    '[{"OTIO_SCHEMA": "Track.1", "children": [{"OTIO_SCHEMA": "Gap.1", "name": "g"}]}]}}')
    with pytest.raises(kl.Error) as e:
        kl.OpenTimeline(str(path))
    assert e.value.message_context == (str(path), "tracks.children[0].children[0]")
    assert e.value.message_args == ("g",)
    assert str(e.value) == filled(e.value)


def test_a_refused_edit_and_the_module_own_messages():
    spline = kl.Spline()
    with pytest.raises(kl.Error) as e:
        spline.SetKnot(kl.Knot(time=float("inf")))
    assert e.value.message_context == ("SetKnot",)
    assert e.value.message_format == "knot time is not a finite number"
    assert str(e.value) == "SetKnot: knot time is not a finite number"
    # A different refusal has a different id.
    with pytest.raises(kl.Error) as other:
        kl.ComputeSyncWarp(raw=[0.0] * 7, duration=1.0, speed=-1.0)
    assert other.value.message_id not in (0, e.value.message_id)
    # The module's own messages (no core id) have id 0 and their text as the one argument.
    change = kl.AnimCurveChange()
    with pytest.raises(kl.Error) as own:
        change.undoIt()
    assert own.value.message_id == 0
    assert own.value.message_format == "%1"
    assert own.value.message_args == (str(own.value),)
    assert own.value.message_context == ()


def test_an_error_a_script_raises_has_the_attributes_too():
    e = kl.Error("my own")
    assert (e.message_id, e.message_format, e.message_args, e.message_context) == (0, "%1", (), ())
