"""The scope of a negation in an obligation (issue #10): a negation inside the rule's subject
clause or condition ("who has none", "chi non ce l'ha", "wer nicht bedienen kann", "celui qui n'en
a pas", "если ... не", "jos ei voi") says the player is void, and stops at that clause; the main
clause's modal stays positive ("must play a trump"). A negation on the modal itself ("need not",
"muss nicht", "не обязан") still reads as optional. Our Minchiate (rules/games/minchiate.yaml,
/work/shared/RULES.md): one must follow suit, and must trump when void. Sentences written for this
test, checked by hand; each pair differs only in where the negation stands."""

import pytest

from checking import MAY_FOLLOW as FF
from checking import MAY_TRUMP as TF
from checking import stated_found
from toolkit.check.lexicon import lexicon
from toolkit.check.obligations import obligation

# (lang, negation in the condition: our rule, negation on the modal: another rule)
PAIRS = [
    ("it", "Chi non ce l'ha deve giocare un tarocco.",
           "Chi non ce l'ha non deve giocare un tarocco."),
    ("it", "Il giocatore che non ha carte del seme deve giocare un tarocco.",
           "Il giocatore che non ha carte del seme non è obbligato a giocare un tarocco."),
    ("en", "A player who has none must play a trump.",
           "A player who has none does not have to play a trump."),
    ("en", "If you have none you must play a trump.",
           "If you have none you do not have to play a trump."),
    ("fr", "Celui qui n'en a pas doit couper.",
           "Celui qui n'en a pas n'est pas obligé de couper."),
    ("fr", "Celui qui n'a pas doit jouer un atout.",
           "Celui qui n'a pas ne doit pas jouer un atout."),
    ("de", "Wer nicht bedienen kann, muss trumpfen.",
           "Wer nicht bedienen kann, muss nicht trumpfen."),
    ("es", "Quien no tenga, debe fallar.",
           "Quien no tenga, no está obligado a fallar."),
    ("pt", "Quem não tiver, deve trunfar.",
           "Quem não tiver, não é obrigado a trunfar."),
    ("ru", "Кто не может ответить в масть, обязан бить козырем.",
           "Кто не может ответить в масть, не обязан бить козырем."),
    ("fi", "Jos ei voi tunnustaa maata, täytyy lyödä valtilla.",
           "Jos ei voi tunnustaa maata, ei tarvitse lyödä valtilla."),
    ("vi", "Ai không có lá cùng chất thì phải đánh chủ bài.",
           "Ai không có lá cùng chất thì không phải đánh chủ bài."),
]


@pytest.mark.parametrize("lang,ours,_", PAIRS)
def test_negation_in_condition_agrees(lang, ours, _):
    assert obligation("trump", doing=True)(ours, lexicon(lang)) == "compulsory"
    assert stated_found(ours, lang, "minchiate", claims_only=True) == []


@pytest.mark.parametrize("lang,_,other", PAIRS)
def test_negation_on_modal_differs(lang, _, other):
    assert obligation("trump", doing=True)(other, lexicon(lang)) == "optional"
    assert stated_found(other, lang, "minchiate", claims_only=True) == [TF]


def test_corpus_sentence():
    """The dev forum post's clean statement (it_minchiate_forum_d4): follow suit, and who has none
    must play a trump."""
    text = "Nel gioco bisogna rispondere al seme, e chi non ce l'ha deve giocare un tarocco."
    assert obligation("trump", doing=True)(text, lexicon("it")) == "compulsory"
    assert stated_found(text, "it", "minchiate", claims_only=True) == []


@pytest.mark.parametrize("lang,text", [
    ("en", "You need not follow suit."),
    ("it", "Non è obbligatorio rispondere al seme."),
    ("it", "Si noti che non è obbligatorio rispondere al seme."),     # "che" opens no subject
    ("en", "Who cannot follow suit need not play a trump."),
])
def test_negated_modal_still_optional(lang, text):
    concept = "trump" if "trump" in text else "follow_suit"
    assert obligation(concept, doing=concept == "trump")(text, lexicon(lang)) == "optional"
    assert stated_found(text, lang, "minchiate", claims_only=True) == [TF if concept == "trump" else FF]
