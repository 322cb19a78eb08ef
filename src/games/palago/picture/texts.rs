//! Every sentence the Palago picture writes, in English and in French, in
//! one place: the headings, the players' lines, the tiles placed and left,
//! the last turn, whose move it is and what to type (P6, P7, P13), the
//! result (P11, P12), the note on eyes (P10) and the legend's words (P4,
//! P8, P10). The panel asks here for its words and only lays them out.
//!
//! The French follows the French rules text and the bot's French replies:
//! Blanc and Bleu, tuile, créature, œil, droite, pointe, trou isolé. A
//! no-break space stands before a French colon or semicolon, so that a
//! wrapped line never starts with one. Counts take their plural through
//! [`crate::plural`] (in French, none and one are singular).

use crate::games::palago::{Colour, End, Outcome, TILE_COUNT};
use crate::language::Language;
use crate::plural;

/// The picture's title: the game's name, the same in every language.
pub(crate) const TITLE: &str = "Palago";

/// A no-break space, before a French colon or semicolon.
const NBSP: char = '\u{a0}';

/// The panel's and legend's fixed words in one language.
pub(crate) struct Words {
    /// The heading over a finished game's result (P11, P12).
    pub(crate) result: &'static str,
    /// The heading over the last turn (P13).
    pub(crate) last_turn: &'static str,
    /// The heading over the caller's highlighted tiles (a draft turn).
    pub(crate) highlighted: &'static str,
    /// What is highlighted when no tile is.
    pub(crate) nothing: &'static str,
    /// The last turn's line before any turn (P6).
    pub(crate) none_yet: &'static str,
    /// What to type on the first turn (P6, P7).
    pub(crate) first_turn_hint: &'static str,
    /// What to type on every later turn (P7).
    pub(crate) turn_hint: &'static str,
    /// Why the free cells are not named, and how to find them (P6).
    pub(crate) cells_too_small: &'static str,
    /// What the dashed ring on the table means (P10).
    pub(crate) eye_note: &'static str,
    /// The legend's caption of a free cell (P13).
    pub(crate) legend_free: &'static str,
    /// The legend's caption of a single hole (P8).
    pub(crate) legend_hole: &'static str,
    /// The legend's caption of the ring round the last turn's tiles.
    pub(crate) legend_last_turn: &'static str,
    /// The legend's caption of the ring round the caller's tiles.
    pub(crate) legend_highlighted: &'static str,
    /// The legend's caption of a creature's outline (P10).
    pub(crate) legend_creature: &'static str,
    /// The legend's caption of an eye's ring (P10).
    pub(crate) legend_eye: &'static str,
}

/// The English words, as the picture has always written them.
const ENGLISH: Words = Words {
    result: "Result",
    last_turn: "Last turn",
    highlighted: "Highlighted",
    nothing: "nothing",
    none_yet: "none yet: White lays the first tile on 0,0",
    first_turn_hint: "Two tiles side by side, the first on 0,0: type q,r:k q,r:k (P6, P7).",
    turn_hint: "Two tiles side by side, one touching the table: type q,r:k q,r:k (P7).",
    cells_too_small: "The cells are too small to name here: count from the dot, 0,0 (the first tile, P6).",
    eye_note: "Dashed ring: an eye, three tips round one corner. It does not count (P10).",
    legend_free: "free: q,r",
    legend_hole: "single hole (P8)",
    legend_last_turn: "last turn",
    legend_highlighted: "highlighted",
    legend_creature: "creature (P10)",
    legend_eye: "eye: does not count (P10)",
};

/// The French words, in the vocabulary of the French rules.
const FRENCH: Words = Words {
    result: "Résultat",
    last_turn: "Dernier tour",
    highlighted: "En évidence",
    nothing: "rien",
    none_yet: "aucun\u{a0}: Blanc commence, en 0,0",
    first_turn_hint: "Deux tuiles côte à côte, la première en 0,0\u{a0}: tape q,r:k q,r:k (P6, P7).",
    turn_hint: "Deux tuiles côte à côte, dont une touche une tuile déjà posée\u{a0}: \
                tape q,r:k q,r:k (P7).",
    cells_too_small: "Les cases sont trop petites pour y écrire leur nom\u{a0}: compte depuis \
                      le point, 0,0 (la première tuile, P6).",
    eye_note: "Cercle pointillé\u{a0}: un œil, trois pointes autour d'un coin. \
               Il ne compte pas (P10).",
    legend_free: "libre\u{a0}: q,r",
    legend_hole: "trou isolé (P8)",
    legend_last_turn: "dernier tour",
    legend_highlighted: "en évidence",
    legend_creature: "créature (P10)",
    legend_eye: "œil\u{a0}: ne compte pas (P10)",
};

/// The fixed words of the picture in `language`.
pub(crate) const fn words(language: Language) -> &'static Words {
    match language {
        Language::English => &ENGLISH,
        Language::French => &FRENCH,
    }
}

/// The name of the player of `colour` as the rules call them: White and
/// Blue, Blanc and Bleu (in English, the same as `Colour`'s `Display`).
pub(crate) const fn colour_name(colour: Colour, language: Language) -> &'static str {
    match (language, colour) {
        (Language::English, Colour::White) => "White",
        (Language::English, Colour::Blue) => "Blue",
        (Language::French, Colour::White) => "Blanc",
        (Language::French, Colour::Blue) => "Bleu",
    }
}

/// The colour of a creature, as an adjective: "white", "bleue".
const fn creature_colour(colour: Colour, language: Language) -> &'static str {
    match (language, colour) {
        (Language::English, Colour::White) => "white",
        (Language::English, Colour::Blue) => "blue",
        (Language::French, Colour::White) => "blanche",
        (Language::French, Colour::Blue) => "bleue",
    }
}

/// The name shown for the player of `colour`: the caller's, else the
/// colour's own name.
pub(crate) fn display_name(names: [&str; 2], colour: Colour, language: Language) -> String {
    let name = names[colour as usize].trim();
    if name.is_empty() {
        colour_name(colour, language).to_owned()
    } else {
        name.to_owned()
    }
}

/// `singular` or `plural`, whichever `count` takes in French.
fn french(count: usize, singular: &'static str, plural: &'static str) -> &'static str {
    let count = i64::try_from(count).unwrap_or(i64::MAX);
    if plural::singular_in_french(count) {
        singular
    } else {
        plural
    }
}

/// The line under the title: the tiles placed and the tiles left.
pub(crate) fn tile_counts(placed: usize, left: usize, language: Language) -> String {
    match language {
        Language::English => format!("{placed} placed · {left} left"),
        Language::French => format!(
            "{placed} {} · {left} {}",
            french(placed, "tuile posée", "tuiles posées"),
            french(left, "restante", "restantes"),
        ),
    }
}

/// A player's line under their name: their colour, and whether they won
/// or are to move.
pub(crate) fn player_state(
    colour: Colour,
    winner: bool,
    moving: bool,
    language: Language,
) -> String {
    let colour = colour_name(colour, language);
    let (won, to_move) = match language {
        Language::English => ("★ winner", "◀ to move"),
        Language::French => ("★ gagne", "◀ à jouer"),
    };
    if winner {
        format!("{colour} · {won}")
    } else if moving {
        format!("{colour} · {to_move}")
    } else {
        colour.to_owned()
    }
}

/// The heading naming the player to move.
pub(crate) fn to_move(mover: &str, language: Language) -> String {
    match language {
        Language::English => format!("{mover} to move"),
        Language::French => format!("À {mover} de jouer"),
    }
}

/// Who won, or that nobody did (P11, P12).
fn outcome(outcome: Outcome, language: Language) -> String {
    match (language, outcome) {
        (Language::English, outcome) => outcome.to_string(),
        (Language::French, Outcome::Win(colour)) => {
            format!("{} gagne", colour_name(colour, language))
        }
        (Language::French, Outcome::Draw) => "partie nulle".to_owned(),
    }
}

/// How the game ended, in a sentence naming its ruling (P11, P12). The
/// English is the engine's own ([`End`]'s `Display`).
pub(crate) fn end(end: End, language: Language) -> String {
    if language == Language::English {
        return end.to_string();
    }
    let result = outcome(end.outcome(), language);
    let name = |colour| colour_name(colour, language);
    match end {
        End::Creature { winner, mover } => format!(
            "{} a fermé une créature {}{NBSP}: {result} (P11)",
            name(mover),
            creature_colour(winner, language),
        ),
        End::DoubleCreature { mover } => format!(
            "{} a fermé d'un coup des créatures des deux couleurs et perd{NBSP}: {result} (P11)",
            name(mover),
        ),
        End::TilesOut { scores: None } => format!(
            "Les {TILE_COUNT} tuiles sont posées sans qu'aucune créature soit fermée{NBSP}: \
             {result} (P12)"
        ),
        End::TilesOut {
            scores: Some([white, blue]),
        } => format!(
            "Les {TILE_COUNT} tuiles sont posées sans qu'aucune créature soit fermée{NBSP}; \
             départage{NBSP}: la plus grande région de {} a {white} {}, celle de {} \
             {blue} {}{NBSP}: {result} (P12)",
            name(Colour::White),
            french(white, "droite", "droites"),
            name(Colour::Blue),
            french(blue, "droite", "droites"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::fonts::{Fonts, text_width};

    /// Every fixed text of `words`.
    fn all(words: &Words) -> [&'static str; 15] {
        [
            words.result,
            words.last_turn,
            words.highlighted,
            words.nothing,
            words.none_yet,
            words.first_turn_hint,
            words.turn_hint,
            words.cells_too_small,
            words.eye_note,
            words.legend_free,
            words.legend_hole,
            words.legend_last_turn,
            words.legend_highlighted,
            words.legend_creature,
            words.legend_eye,
        ]
    }

    /// The ruling ids a text names (`P10`), in order.
    fn rulings(text: &str) -> Vec<&str> {
        text.split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| {
                w.len() > 1 && w.starts_with('P') && w[1..].bytes().all(|b| b.is_ascii_digit())
            })
            .collect()
    }

    fn ends() -> [End; 7] {
        [
            End::Creature {
                winner: Colour::Blue,
                mover: Colour::White,
            },
            End::Creature {
                winner: Colour::White,
                mover: Colour::White,
            },
            End::DoubleCreature {
                mover: Colour::Blue,
            },
            End::TilesOut { scores: None },
            End::TilesOut {
                scores: Some([3, 1]),
            },
            End::TilesOut {
                scores: Some([0, 2]),
            },
            End::TilesOut {
                scores: Some([2, 2]),
            },
        ]
    }

    #[test]
    fn english_is_what_the_picture_has_always_written() {
        let english = Language::English;
        assert_eq!(tile_counts(1, 47, english), "1 placed · 47 left");
        assert_eq!(tile_counts(0, 48, english), "0 placed · 48 left");
        assert_eq!(
            player_state(Colour::White, false, true, english),
            "White · ◀ to move"
        );
        assert_eq!(
            player_state(Colour::Blue, true, false, english),
            "Blue · ★ winner"
        );
        assert_eq!(player_state(Colour::Blue, false, false, english), "Blue");
        assert_eq!(to_move("Alice", english), "Alice to move");
        assert_eq!(display_name(["", " Bob "], Colour::White, english), "White");
        assert_eq!(display_name(["", " Bob "], Colour::Blue, english), "Bob");
        for colour in Colour::BOTH {
            assert_eq!(colour_name(colour, english), colour.to_string());
        }
        for ending in ends() {
            assert_eq!(end(ending, english), ending.to_string());
        }
        assert_eq!(words(english).legend_eye, "eye: does not count (P10)");
    }

    #[test]
    fn french_names_blanc_and_bleu_and_counts_none_and_one_in_the_singular() {
        let french = Language::French;
        assert_eq!(colour_name(Colour::White, french), "Blanc");
        assert_eq!(colour_name(Colour::Blue, french), "Bleu");
        assert_eq!(display_name(["", "Bob"], Colour::White, french), "Blanc");
        assert_eq!(tile_counts(0, 48, french), "0 tuile posée · 48 restantes");
        assert_eq!(tile_counts(1, 47, french), "1 tuile posée · 47 restantes");
        assert_eq!(tile_counts(47, 1, french), "47 tuiles posées · 1 restante");
        assert_eq!(tile_counts(48, 0, french), "48 tuiles posées · 0 restante");
        assert_eq!(
            player_state(Colour::White, false, true, french),
            "Blanc · ◀ à jouer"
        );
        assert_eq!(
            player_state(Colour::Blue, true, false, french),
            "Bleu · ★ gagne"
        );
        assert_eq!(to_move("Alice", french), "À Alice de jouer");
    }

    #[test]
    fn p11_p12_french_results_name_the_colours_and_their_rulings() {
        let french = Language::French;
        let [creature, own, double, draw, tiebreak, one_none, even] =
            ends().map(|e| end(e, french));
        assert_eq!(
            creature,
            "Blanc a fermé une créature bleue\u{a0}: Bleu gagne (P11)"
        );
        assert_eq!(
            own,
            "Blanc a fermé une créature blanche\u{a0}: Blanc gagne (P11)"
        );
        assert_eq!(
            double,
            "Bleu a fermé d'un coup des créatures des deux couleurs et perd\u{a0}: \
             Blanc gagne (P11)"
        );
        assert_eq!(
            draw,
            "Les 48 tuiles sont posées sans qu'aucune créature soit fermée\u{a0}: \
             partie nulle (P12)"
        );
        assert!(
            tiebreak.ends_with(
                "la plus grande région de Blanc a 3 droites, celle de Bleu 1 droite\u{a0}: \
                 Blanc gagne (P12)"
            ),
            "{tiebreak}"
        );
        assert!(
            one_none.contains("Blanc a 0 droite, celle de Bleu 2 droites\u{a0}: Bleu gagne"),
            "{one_none}"
        );
        assert!(even.ends_with(": partie nulle (P12)"), "{even}");
    }

    #[test]
    fn every_french_text_is_french_and_keeps_the_english_rulings() {
        let english = all(words(Language::English));
        let french = all(words(Language::French));
        for (english, french) in english.iter().zip(french) {
            assert_ne!(*english, french, "{english} left in English");
            assert_eq!(rulings(english), rulings(french), "{french}");
            for word in ["the ", "tile", "type", "does not", "White", "Blue"] {
                assert!(!french.contains(word), "{word:?} in {french:?}");
            }
            // A French colon or semicolon follows a no-break space.
            for (at, mark) in french.match_indices([':', ';']) {
                let before = french[..at].chars().next_back();
                let q_r = french[at..].starts_with(":k");
                assert!(q_r || before == Some(NBSP), "{mark} in {french:?}");
            }
        }
        for ending in ends() {
            let (english, french) = (
                end(ending, Language::English),
                end(ending, Language::French),
            );
            assert_eq!(rulings(&english), rulings(&french), "{french}");
        }
        assert!(words(Language::French).eye_note.contains("œil"));
    }

    #[test]
    fn one_line_texts_fit_the_panel_in_french() {
        // The panel's text runs from its left margin (20 px in) to its
        // right one (16 px in); the legend's captions of its left column
        // stop where the right column's symbols start.
        let fonts = Fonts::load().expect("fonts");
        let width = (super::super::layout::PANEL_WIDTH - 36) as f32;
        let french = Language::French;
        let body = |text: &str| text_width(&fonts.regular, 17.0, text);
        for text in [
            tile_counts(48, 0, french),
            tile_counts(22, 26, french),
            words(french).none_yet.to_owned(),
            player_state(Colour::White, true, false, french),
        ] {
            assert!(body(&text) <= width, "{text}: {}", body(&text));
        }
        let column = width * 0.5 - 17.0 * 2.0 - 8.0;
        for caption in [
            words(french).legend_free,
            words(french).legend_last_turn,
            words(french).legend_highlighted,
        ] {
            let used = text_width(&fonts.regular, 15.0, caption);
            assert!(used <= column, "{caption}: {used} > {column}");
        }
    }
}
