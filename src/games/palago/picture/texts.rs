//! Every sentence the Palago picture writes, from its Fluent files
//! (`src/games/palago/words/picture.{en,fr}.ftl`, [`PalagoPicture`]): the
//! headings, the players' lines, the tiles placed and left, the last turn,
//! whose move it is and what to type (P6, P7, P13), the result (P11, P12),
//! the note on eyes (P10) and the legend's words (P4, P8, P10). The panel
//! asks here for its words and only lays them out; the language is the
//! picture's argument, never ambient.

use crate::games::palago::words::PalagoPicture;
use crate::games::palago::{Colour, End, Outcome, TILE_COUNT};
use crate::language::Language;
use crate::words::{Sentence, format};

/// The picture's title: the game's name, the same in every language.
pub(crate) const TITLE: &str = "Palago";

/// The panel's and legend's fixed words in one language.
pub(crate) struct Words {
    /// The heading over a finished game's result (P11, P12).
    pub(crate) result: String,
    /// The heading over the last turn (P13).
    pub(crate) last_turn: String,
    /// The heading over the caller's highlighted tiles (a draft turn).
    pub(crate) highlighted: String,
    /// What is highlighted when no tile is.
    pub(crate) nothing: String,
    /// The last turn's line before any turn (P6).
    pub(crate) none_yet: String,
    /// What to type on the first turn (P6, P7).
    pub(crate) first_turn_hint: String,
    /// What to type on every later turn (P7).
    pub(crate) turn_hint: String,
    /// Why the free cells are not named, and how to find them (P6).
    pub(crate) cells_too_small: String,
    /// What the dashed ring on the table means (P10).
    pub(crate) eye_note: String,
    /// The legend's caption of a free cell (P13).
    pub(crate) legend_free: String,
    /// The legend's caption of a single hole (P8).
    pub(crate) legend_hole: String,
    /// The legend's caption of the ring round the last turn's tiles.
    pub(crate) legend_last_turn: String,
    /// The legend's caption of the ring round the caller's tiles.
    pub(crate) legend_highlighted: String,
    /// The legend's caption of a creature's outline (P10).
    pub(crate) legend_creature: String,
    /// The legend's caption of an eye's ring (P10).
    pub(crate) legend_eye: String,
}

/// The fixed words of the picture in `language`.
pub(crate) fn words(language: Language) -> Words {
    let say = |sentence: PalagoPicture| sentence.in_language(language);
    Words {
        result: say(PalagoPicture::Result),
        last_turn: say(PalagoPicture::LastTurn),
        highlighted: say(PalagoPicture::Highlighted),
        nothing: say(PalagoPicture::Nothing),
        none_yet: say(PalagoPicture::NoneYet),
        first_turn_hint: say(PalagoPicture::FirstTurnHint),
        turn_hint: say(PalagoPicture::TurnHint),
        cells_too_small: say(PalagoPicture::CellsTooSmall),
        eye_note: say(PalagoPicture::EyeNote),
        legend_free: say(PalagoPicture::LegendFree),
        legend_hole: say(PalagoPicture::LegendHole),
        legend_last_turn: say(PalagoPicture::LegendLastTurn),
        legend_highlighted: say(PalagoPicture::LegendHighlighted),
        legend_creature: say(PalagoPicture::LegendCreature),
        legend_eye: say(PalagoPicture::LegendEye),
    }
}

/// The name of the player of `colour` as the rules call them: White and
/// Blue, Blanc and Bleu (in English, the same as `Colour`'s `Display`).
pub(crate) fn colour_name(colour: Colour, language: Language) -> String {
    match colour {
        Colour::White => PalagoPicture::White,
        Colour::Blue => PalagoPicture::Blue,
    }
    .in_language(language)
}

/// The name shown for the player of `colour`: the caller's, else the
/// colour's own name.
pub(crate) fn display_name(names: [&str; 2], colour: Colour, language: Language) -> String {
    let name = names[colour as usize].trim();
    if name.is_empty() {
        colour_name(colour, language)
    } else {
        name.to_owned()
    }
}

/// The line under the title: the tiles placed and the tiles left.
pub(crate) fn tile_counts(placed: usize, left: usize, language: Language) -> String {
    let args: [(&str, &dyn std::fmt::Display); 2] = [("placed", &placed), ("left", &left)];
    format(PalagoPicture::TileCounts, language, &args)
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
    let line = match (winner, moving) {
        (true, _) => PalagoPicture::PlayerWon,
        (false, true) => PalagoPicture::PlayerMoving,
        (false, false) => return colour,
    };
    format(line, language, &[("colour", &colour)])
}

/// The heading naming the player to move.
pub(crate) fn to_move(mover: &str, language: Language) -> String {
    format(PalagoPicture::ToMove, language, &[("mover", &mover)])
}

/// Who won, or that nobody did (P11, P12).
fn outcome(outcome: Outcome, language: Language) -> String {
    match outcome {
        Outcome::Win(colour) => {
            let colour = colour_name(colour, language);
            format(PalagoPicture::Wins, language, &[("colour", &colour)])
        }
        Outcome::Draw => PalagoPicture::Draw.in_language(language),
    }
}

/// `white` or `blue`, the key by which a language picks a creature's
/// colour as an adjective (`bleue`).
fn colour_key(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Blue => "blue",
    }
}

/// How the game ended, in a sentence naming its ruling (P11, P12). The
/// English is the engine's own ([`End`]'s `Display`), which a test holds.
pub(crate) fn end(end: End, language: Language) -> String {
    let result = outcome(end.outcome(), language);
    match end {
        End::Creature { winner, mover } => {
            let mover = colour_name(mover, language);
            let args: [(&str, &dyn std::fmt::Display); 3] = [
                ("mover", &mover),
                ("winner", &colour_key(winner)),
                ("result", &result),
            ];
            format(PalagoPicture::EndCreature, language, &args)
        }
        End::DoubleCreature { mover } => {
            let mover = colour_name(mover, language);
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("mover", &mover), ("result", &result)];
            format(PalagoPicture::EndDoubleCreature, language, &args)
        }
        End::TilesOut { scores: None } => {
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("tiles", &TILE_COUNT), ("result", &result)];
            format(PalagoPicture::EndTilesOut, language, &args)
        }
        End::TilesOut {
            scores: Some([white, blue]),
        } => {
            let args: [(&str, &dyn std::fmt::Display); 4] = [
                ("tiles", &TILE_COUNT),
                ("white", &white),
                ("blue", &blue),
                ("result", &result),
            ];
            format(PalagoPicture::EndTiebreak, language, &args)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::fonts::{Fonts, text_width};

    /// A no-break space, before a French colon or semicolon.
    const NBSP: char = '\u{a0}';

    /// Every fixed text of `words`.
    fn all(words: Words) -> [String; 15] {
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
        for (english, french) in english.iter().zip(&french) {
            assert_ne!(english, french, "{english} left in English");
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
    fn one_line_texts_fit_the_panel_in_every_language() {
        let fonts = Fonts::load().expect("fonts");
        for language in Language::ALL {
            one_line_texts_fit_in(&fonts, language);
        }
    }

    /// [`one_line_texts_fit_the_panel_in_every_language`] in `language`.
    fn one_line_texts_fit_in(fonts: &Fonts, language: Language) {
        // The panel's text runs from its left margin (20 px in) to its
        // right one (16 px in); the legend's captions of its left column
        // stop where the right column's symbols start.
        let width = (super::super::layout::PANEL_WIDTH - 36) as f32;
        let body = |text: &str| text_width(&fonts.regular, 17.0, text);
        for text in [
            tile_counts(48, 0, language),
            tile_counts(22, 26, language),
            words(language).none_yet,
            player_state(Colour::White, true, false, language),
        ] {
            assert!(body(&text) <= width, "{text}: {}", body(&text));
        }
        let column = width * 0.5 - 17.0 * 2.0 - 8.0;
        let words = words(language);
        for caption in [
            words.legend_free,
            words.legend_last_turn,
            words.legend_highlighted,
        ] {
            let used = text_width(&fonts.regular, 15.0, &caption);
            assert!(used <= column, "{caption}: {used} > {column}");
        }
    }
}
