"""CARDAVIA toolkit: the ``cardavia`` command, rule pages and the translation checker."""
