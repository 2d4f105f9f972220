"""The naming policy for a numeral's name: a text by others that covers nearly all of our rules
(a notice, a leaflet, a club's sheet) and keeps the Italian names of the court cards may still
call the Asso by its own language's word ("l'As"): that is the text's naming of a numeral, one
note per document, not an error per sentence. Our own page (the site's layout) keeps every
Italian name, so there each translation stays an error; and a court card renamed among the kept
ones is an inconsistency in any text."""

from checking import checked

CLUB_SHEET = """\
# Cìcera : la règle que nous suivons au cercle

Quatre joueurs, deux équipes : vous et votre partenaire, assis face à face, contre les deux adversaires placés à votre gauche et à votre droite. Les cartes prises et les points sont mis en commun dans l'équipe ; on joue une seule donne et l'équipe au total le plus élevé l'emporte.

## Mise en place

On se sert des 52 cartes bresciennes : Deniers, Coupes, Épées et Bâtons, avec dans chaque couleur l'As, les cartes de 2 à 10, le Fante, le Cavallo et le Re. Le donneur est tiré au sort. Il donne 12 cartes à chacun et en pose 4 faces visibles sur la table. Le joueur à la droite du donneur commence, et l'on tourne dans le sens inverse des aiguilles d'une montre.

Pour les cartes numérales, l'As compte 1 et les cartes de 2 à 10 leur valeur imprimée. Le Fante, le Cavallo et le Re sont des figures : elles n'entrent jamais dans une somme.

## Le tour de jeu

À votre tour, posez une carte de votre main : elle prend sur la table une carte de même rang. Une carte numérale peut aussi prendre deux cartes numérales ou plus dont la somme est égale à sa valeur. Une figure ne prend qu'une figure de même rang. La carte jouée rejoint elle aussi le tas de l'équipe.

Si vous pouvez prendre une carte seule ou une somme, vous choisissez. Prendre n'est jamais obligatoire : même quand une prise est possible, vous pouvez simplement poser votre carte sur la table.

## Les primes de prise

- Scùa : vider la table d'une seule prise rapporte 1 point.
- Picada : prendre, par son rang, la seule carte que le joueur précédent vient de poser rapporte 1 point.
- Simili : si la carte jouée et toutes les cartes prises sont de la même couleur, 1 point.
- Quadriglia : prendre au moins 3 cartes de la table d'un coup rapporte 1 point.

Les primes d'une même prise s'additionnent, y compris au dernier coup de la donne.

## Fin de la donne et décompte

Quand toutes les mains sont vides, les cartes restées sur la table vont à l'équipe qui a pris en dernier, sans prime. Si personne n'a rien pris, elles ne vont à personne et la donne est nulle.

Primes de fin de donne : le plus de cartes 2 points ; le plus d'Épées 1 point ; le 2 d'Épées (la Mata) 1 point ; le 10 de Deniers 1 point ; le Fante de Coupes 1 point. Une majorité à égalité ne donne de point à aucune équipe.

Napula : il faut avoir pris l'As, le 2 et le 3 d'Épées. On compte alors la suite sans trou des Épées depuis l'As, jusqu'à 10 au plus ; sa longueur donne les points.

On additionne les primes de prise et les primes de fin de donne. L'équipe au total le plus élevé gagne ; à totaux égaux, la donne est nulle.
"""


def _names(report, severity):
    return [f for f in report.findings if f.check == "names" and f.severity == severity]


def test_a_text_by_others_calling_the_asso_l_as_gets_one_note():
    report = checked(CLUB_SHEET, "fr", "cicera", name="cercle.md")
    assert not _names(report, "error")
    notes = _names(report, "info")
    assert len(notes) == 1 and "As" in notes[0].found and notes[0].expected == "Asso"


def test_a_court_card_renamed_among_the_kept_ones_stays_an_error():
    text = CLUB_SHEET.replace("Le Fante, le Cavallo et le Re sont", "Le Fante, le Cavallo et le Roi sont")
    assert text != CLUB_SHEET
    report = checked(text, "fr", "cicera", name="cercle.md")
    assert [f.found for f in _names(report, "error")] == ["Roi"]
    assert [f.expected for f in _names(report, "info")] == ["Asso"]


def test_on_our_own_page_the_asso_translated_stays_an_error():
    page = "CARDAVIA\nLanguage: Français\n" + CLUB_SHEET.replace("# ", "").replace("## ", "")
    report = checked(page, "fr", "cicera", name="page.txt")
    assert len(_names(report, "error")) == 3
    assert all(f.found == "As" for f in _names(report, "error"))
