"""Conformance suites: the spec's examples, legal-move positions and finished deals, exported for
any implementation of our games and run against it over a JSON-lines protocol."""
