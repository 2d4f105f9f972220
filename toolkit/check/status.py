"""The translation status page's "Published pages checked": each published page checked, per
language, with its findings linked to the clause on our own page.

``check_published(paths)`` is what the build passes to ``render_pages(..., checked=...)``.
"""

from __future__ import annotations

from pathlib import Path

from .document import NotChecked
from .run import check_path

SHOWN = ("error", "warning")     # info findings (our examples the page lacks) are not listed


def clause_link(clause: str | None, clause_game: dict[str, tuple[str, str]]) -> str | None:
    """The clause's anchor on our game page, relative to ``status.md`` of the same language."""
    if not clause or clause not in clause_game:
        return None
    game, _section = clause_game[clause]
    return f"games/{game}.md#{clause}"


def check_published(paths: list[Path]) -> dict[str, list[dict]]:
    """language → [{title, path, games, findings: [{line, severity, clause, message, link}]}].

    A page that cannot be checked (not a rules text) is listed with no games and one finding
    saying why, so that the status page never silently drops a published page."""
    from . import canon

    clause_game = {c.id: (gid, c.section) for gid in canon.known_games() for c in canon.load(gid).clauses}
    out: dict[str, list[dict]] = {}
    for path in sorted(Path(p) for p in paths):
        try:
            report = check_path(path)
        except NotChecked as exc:
            out.setdefault("unknown", []).append({"title": path.name, "path": str(path), "games": [],
                                                  "findings": [{"line": exc.line or 1, "severity": "error",
                                                                "clause": None, "message": exc.message,
                                                                "link": None}]})
            continue
        names = [canon.load(g).name for g in report.games]
        findings = [{"line": f.line, "severity": f.severity, "clause": f.clause or "",
                     "message": f.message + (f" ({f.found})" if f.found else ""),
                     "link": clause_link(f.clause, clause_game)}
                    for f in report.findings if f.severity in SHOWN]
        findings.sort(key=lambda f: (f["line"], f["severity"] != "error"))
        out.setdefault(report.language, []).append({
            "title": f"{path.name}: {', '.join(names)}", "path": str(path), "games": report.games,
            "findings": findings})
    return out
