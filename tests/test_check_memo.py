"""The checker's caches: a table per object is built once per object, a reading per text is kept
for the last texts only, and no caller can change what another one gets."""

from toolkit.check.memo import per_object, recent


class Thing:
    """An object built once and compared by identity, like an engine or a lexicon."""

    def __init__(self, name: str = "") -> None:
        self.name = name


def test_per_object_builds_once_per_object():
    calls = []

    @per_object
    def table(thing):
        calls.append(thing)
        return {"n": len(calls)}

    a, b = Thing(), Thing()
    assert table(a) is table(a)
    assert table(b) == {"n": 2}
    assert calls == [a, b]


def test_per_object_keeps_its_objects_so_no_other_takes_their_id():
    @per_object
    def name(thing):
        return thing.name

    for i in range(50):         # each object is dropped at once: its id would be free for the next
        assert name(Thing(str(i))) == str(i)


def test_recent_reads_a_text_once_and_hands_out_copies():
    calls = []

    @recent(2)
    def read(text, thing):
        calls.append(text)
        return text.split()

    t = Thing()
    first = read("a b", t)
    first.append("changed")
    assert read("a b", t) == ["a", "b"]
    assert calls == ["a b"]
    assert read("a b", Thing()) == ["a", "b"] and calls == ["a b", "a b"]   # another object: read again


def test_recent_forgets_the_oldest_text():
    calls = []

    @recent(2)
    def read(text):
        calls.append(text)
        return [text]

    for text in ("x", "y", "z", "y", "x"):
        read(text)
    assert calls == ["x", "y", "z", "x"]
