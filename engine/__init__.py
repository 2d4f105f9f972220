"""CARDAVIA engine: executes the rules of each game from its spec in ``rules/``.

>>> from engine import games
>>> cicera = games.load("cicera")
>>> state = cicera.deal(random.Random(7))          # doctest: +SKIP
>>> cicera.legal_moves(state)[0]                   # doctest: +SKIP
"""
