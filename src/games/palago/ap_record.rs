//! Palago's moves in an Abstract Play record (the shared shape is
//! [`crate::games::ap_record`]): White in seat 1, Blue in seat 2, a row
//! per pair of turns, each turn's one or two placements as `/play` reads
//! them (`0,1:1 1,1:2`, P13). A resignation or a timeout ends the game
//! outside the turns: the players' results say it. Pure: no I/O.

use super::cell::Colour;
use super::game::{Game, Options};
use super::turn::Turn;
use crate::games::ap_record::{Done, Entry, in_order, rows};

/// The game's name in records.
pub const AP_NAME: &str = "Palago";

/// The tiebreak variant of P12.
const TIEBREAK: &str = "tiebreak";

/// The variants of `options` (`tiebreak`, or none).
#[must_use]
pub fn ap_variants(options: Options) -> Vec<String> {
    if options.tiebreak {
        vec![TIEBREAK.to_owned()]
    } else {
        Vec::new()
    }
}

/// The options of `variants`; `None` for a variant Palago does not have.
#[must_use]
pub fn options_of_variants(variants: &[String]) -> Option<Options> {
    let mut options = Options::default();
    for variant in variants {
        if variant != TIEBREAK {
            return None;
        }
        options.tiebreak = true;
    }
    Some(options)
}

/// The `moves` rows of `game`: White's turn, then Blue's, per row.
#[must_use]
pub fn ap_moves(game: &Game) -> Vec<Vec<Option<Entry>>> {
    let done: Vec<Done> = game
        .turns()
        .iter()
        .enumerate()
        .map(|(index, turn)| Done {
            seat: index % 2,
            round: u32::try_from(index / 2 + 1).unwrap_or(u32::MAX),
            text: turn.to_string(),
        })
        .collect();
    rows(2, &done)
}

/// The game `moves` lead to under `options`, or why not: the entry and
/// the ruling that refuses it.
///
/// # Errors
/// A turn in the wrong seat, unreadable, or refused by the rules.
pub fn replay_ap(options: Options, moves: &[Vec<Option<Entry>>]) -> Result<Game, String> {
    let mut game = Game::new(options);
    for (seat, text) in in_order(moves) {
        let to_move = usize::from(game.to_move() == Colour::Blue);
        if seat != to_move {
            return Err(format!(
                "`{text}` is seat {}'s, but {} is to move",
                seat + 1,
                game.to_move()
            ));
        }
        let turn: Turn = text.parse().map_err(|e| format!("`{text}`: {e}"))?;
        game.play(&turn).map_err(|e| format!("`{text}`: {e}"))?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_read_back_reaches_the_same_table() {
        let turns: Vec<Turn> = ["0,0:1 -1,1:0", "-1,2:2 -2,2:2", "1,0:1 1,-1:0"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
        let game = Game::replay(Options::default(), &turns).unwrap();
        let moves = ap_moves(&game);
        assert_eq!(moves.len(), 2);
        assert_eq!(moves[0][1], Some(Entry::Text("-1,2:2 -2,2:2".into())));
        assert_eq!(moves[1][1], None);
        let back = replay_ap(Options::default(), &moves).unwrap();
        assert_eq!(back.record(), game.record());
    }

    #[test]
    fn variants_name_the_tiebreak() {
        let tiebreak = Options { tiebreak: true };
        assert_eq!(options_of_variants(&ap_variants(tiebreak)), Some(tiebreak));
        assert_eq!(options_of_variants(&["advanced".into()]), None);
    }
}
