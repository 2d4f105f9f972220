"""Readers asked for every sentence keep their answers (issue #10, speed): a function inserted
above one of them once took its cache decorator (``scope._clause_cues`` lost it to
``_narrated``, which kept every sentence it read instead). Each reader below returns the very
object it returned before when asked again."""

from toolkit.check import scope


def test_clause_cues_are_read_once():
    assert scope._clause_cues("en", "narrated") is scope._clause_cues("en", "narrated")


def test_a_narrated_sentence_is_not_kept():
    assert not hasattr(scope._narrated, "cache_info")      # a text-keyed reader keeps nothing unbounded
    assert scope._narrated("Yesterday I had to capture the 7.", "en")
    assert not scope._narrated("Yesterday's question: how many cards each?", "en")
