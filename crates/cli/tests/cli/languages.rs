//! `play` in Dutch, German and French: every screen in the language, no message id showing.

use crate::support::havenbaron;

/// Headings and labels of the screens (board, state views, hands, scores) in English; the
/// Dutch catalogue replaces every one of them.
const ENGLISH_SCREEN_WORDS: &[&str] = &[
    "Round ",
    "Harbour Master",
    "to act",
    "Board:",
    "no ships on the board",
    "ships:",
    "free starts",
    "harbours:",
    "accepts ",
    "product pile",
    "top card",
    "Raw materials in supply",
    "Piles:",
    "Players:",
    "ships in supply",
    "missions done",
    "laid:",
    "Your hand:",
    "products:",
    "missions:",
    "navigation:",
    "you hold",
    "Harbour planning",
    "fields per character",
    "Raw-material market",
    "Product market",
    "Assignments (face up",
    "Shipping cards face up",
    "factory sites",
    "next site costs",
    "money ",
    "stock:",
    "shipping cards:",
    "Turn ",
    "'s turn",
    "main action",
    "End:",
    "locks (a closed lock",
    "double channels",
    "docks:",
    "no lock",
    "ship cards:",
    "lock cards:",
    "at most",
    "This turn",
    "Final scores",
    " pts)",
    "nothing",
    "none",
    "Cashier",
    "Manufacturer",
    "gasoline",
    "grain",
    "channels: ",
    "double channel alternates",
    "locks (# closed",
    "(takes ",
    "anchor positions",
    "ship marks",
    "cargo: ",
];

#[test]
fn play_in_dutch_shows_every_screen_in_dutch() {
    let cases: [(&str, &str, &[&str]); 3] = [
        (
            "rotterdam",
            "2",
            &[
                "=== Ronde 1 (max. 2) · fase 1: plaatsen & laden · havenmeester: plaats 0 (jij)",
                "Bord: Rotterdam",
                "  vaargeulen: r rood, e geel, g groen, b blauw, p paars",
                "  havens: Bot Botlek (neemt olie), ",
                "  ankerplaatsen: A2, B3, C1, D2",
                "  scheepstekens: [1g] is een schip van plaats 1 met graan",
                "  lading: g graan, f fruit, c containers, o olie",
                "geen schepen op het bord",
                "vrije starts: ",
                "havens:",
                "neemt olie",
                "productstapel 15",
                "Grondstoffen in voorraad: graan ",
                "Stapels: opdrachten ",
                "Spelers:",
                "schepen in voorraad ",
                "Je hand:",
                "  producten:  niets",
                "(je hebt er 0 van 2)",
                "Eindstand:",
                "afgebroken (maximum aantal rondes)",
            ],
        ),
        (
            "masters",
            "2",
            &[
                "=== Masters of Trade · Ronde 1 (max. 2) · voorbereiding",
                "Havenplanning (",
                "Kassier 0/",
                "Fabrikant 0/",
                "gebruikt door niemand",
                "Grondstoffenmarkt",
                "koop  1",
                "Productenmarkt",
                "benzine 5 (3–7)",
                "Opdrachten (open, voor iedereen):",
                "Scheepvaartkaarten open:",
                "fabrieksplaatsen",
                "geld 15",
                "opslag: geen",
                "scheepvaartkaarten: geen",
                "Eindstand:",
            ],
        ),
        (
            "antwerpen",
            "12",
            &[
                "=== Antwerpen · Beurt 1 (max. 12) · beurt van plaats 0 (jij) (hoofdactie nog niet gedaan)",
                "Einde: de laatste beurten beginnen als een speler een 3e opdracht voltooit",
                "sluizen (een dichte sluis",
                "  sluizen (# dicht, = open): ",
                "  een dubbele vaargeul wisselt haar twee letters af",
                "  kades: Deu Deurganckdok (neemt speelgoed), ",
                "  uitgang: Tra Transit",
                "dicht",
                "dubbele vaargeulen: ",
                "uitgang: ",
                "kades:",
                "bovenste kaart:",
                "scheepskaarten:",
                "sluiskaarten:",
                "(hoogstens 3)",
                "Deze beurt (plaats 0 (jij)): hoofdactie",
                "Eindstand:",
                "afgebroken (maximum aantal beurten)",
            ],
        ),
    ];
    for (ruleset, cap, dutch) in cases {
        let input = "1\n".repeat(600);
        let r = havenbaron(
            &[
                "play",
                "--ruleset",
                ruleset,
                "--players",
                "3",
                "--seed",
                "4",
                "--round-cap",
                cap,
                "--lang",
                "nl",
            ],
            Some(&input),
        );
        assert_eq!(r.code, 0, "{ruleset}: {}", r.all());
        let out = &r.stdout;
        for part in dutch {
            assert!(
                flat(out).contains(&flat(part)),
                "{ruleset}: missing {part:?}: {out}"
            );
        }
        for english in ENGLISH_SCREEN_WORDS {
            let line = out.lines().find(|l| l.contains(english));
            assert!(
                line.is_none(),
                "{ruleset}: English {english:?} in the Dutch screens: {line:?}"
            );
        }
        // A message the catalogue lacks would show as its id.
        assert!(!out.contains("cli-"), "{ruleset}: a missing message: {out}");
    }
}

/// German and French: every screen of every rule set in the chosen language, with no English
/// screen words and no message id showing; an unknown language is refused with the list.
#[test]
fn play_in_german_and_french_shows_every_screen_in_that_language() {
    let cases: [(&str, &[&str]); 2] = [
        (
            "de",
            &[
                "Hafenmeister: Platz 0 (du)",
                "Brett: ",
                "Deine Hand:",
                "Deine Wahl (1-",
                "Endstand:",
            ],
        ),
        (
            "fr",
            &[
                "Capitaine du Port : place 0 (vous)",
                "Plateau : ",
                "Votre main :",
                "Votre choix (1-",
                "Scores finaux :",
            ],
        ),
    ];
    // Words the same in English and in that language (a grain is a grain in French).
    let shared = |lang: &str, word: &str| lang == "fr" && word == "grain";
    for (lang, expected) in cases {
        for (ruleset, cap) in [("rotterdam", "2"), ("masters", "2"), ("antwerpen", "12")] {
            let input = "1\n".repeat(600);
            let r = havenbaron(
                &[
                    "play",
                    "--ruleset",
                    ruleset,
                    "--players",
                    "3",
                    "--seed",
                    "4",
                    "--round-cap",
                    cap,
                    "--lang",
                    lang,
                ],
                Some(&input),
            );
            assert_eq!(r.code, 0, "{lang} {ruleset}: {}", r.all());
            let out = &r.stdout;
            for part in expected
                .iter()
                .skip(if ruleset == "rotterdam" { 0 } else { 1 })
            {
                assert!(
                    flat(out).contains(&flat(part)),
                    "{lang} {ruleset}: missing {part:?}: {out}"
                );
            }
            for english in ENGLISH_SCREEN_WORDS.iter().filter(|w| !shared(lang, w)) {
                let line = out.lines().find(|l| l.contains(english));
                assert!(
                    line.is_none(),
                    "{lang} {ruleset}: English {english:?} in the screens: {line:?}"
                );
            }
            for id in ["cli-", "action-", "event-", "expect-", "-title"] {
                assert!(
                    !out.contains(id),
                    "{lang} {ruleset}: a message id {id}: {out}"
                );
            }
        }
    }
    let r = havenbaron(&["play", "--lang", "xx"], None);
    assert_ne!(r.code, 0);
    assert!(r.all().contains("en, nl, de, fr"), "{}", r.all());
}

/// Text with every run of white space (line breaks included) as one space: the screens break
/// long lines to fit 80 columns, and where a line breaks depends on the words around it.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
