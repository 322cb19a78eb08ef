//! Palanquée's moves in an Abstract Play record (the shared shape is
//! [`crate::games::ap_record`]): a round per row, each seat's actions in
//! their text forms as `/play` reads them (`sow E1; grow H8; end`). A
//! claim (R21) is the claimant's, `claim H8` in its entry of the round it
//! was made in, in order with its own turn (`claim H8; sow E1; end` when
//! it claimed as its turn began); a resignation is `resign` and a turn
//! ended by its deadline `timeout`. Pure: no I/O.

use super::game::{Game, Report};
use super::notation::ParsePositionError;
use super::position::{Player, Position};
use super::record::{Event, Record};
use super::rules::Rules;
use super::{Action, parse_actions};
use crate::games::ap_record::{Done, Entry, in_order, rows};

/// The game's name in records.
pub const AP_NAME: &str = "Palanquée";

/// The variants of `rules` (`advanced`, none for the basic game).
#[must_use]
pub fn ap_variants(rules: Rules) -> Vec<String> {
    if rules.is_advanced() {
        vec![rules.name().to_owned()]
    } else {
        Vec::new()
    }
}

/// The rules of `variants` (basic when none names them); `None` for a
/// variant Palanquée does not have.
#[must_use]
pub fn rules_of_variants(variants: &[String]) -> Option<Rules> {
    let mut rules = Rules::Basic;
    for variant in variants {
        rules = variant.parse().ok()?;
    }
    Some(rules)
}

/// The `moves` rows of `record`, a round per row; `None` when the record
/// does not replay (a stored game always does).
#[must_use]
pub fn ap_moves(record: &Record) -> Option<Vec<Vec<Option<Entry>>>> {
    let mut game = Game::from_position_with(record.start().clone(), record.rules()).ok()?;
    let mut done = Vec::with_capacity(record.events().len());
    for event in record.events() {
        done.push(Done {
            seat: event.player.index(),
            round: game.position().round(),
            text: event.action.to_string(),
        });
        game.apply_event(*event).ok()?;
    }
    Some(rows(record.start().player_count(), &done))
}

/// The game `moves` lead to from `start` (the standard start of `seats`
/// players without one) under `rules`, or why it cannot be read or
/// played: the entry and the action refused. `played` is told each
/// action with what it did, in order.
///
/// # Errors
/// A position, entry or action that cannot be read, or an action the
/// rules refuse.
pub fn replay_ap(
    start: Option<&str>,
    seats: usize,
    rules: Rules,
    moves: &[Vec<Option<Entry>>],
    mut played: impl FnMut(Player, Action, &Report),
) -> Result<Game, String> {
    let mut game = match start {
        Some(text) => {
            let position: Position = text
                .parse()
                .map_err(|e: ParsePositionError| format!("startingPosition: {e}"))?;
            Game::from_position_with(position, rules).map_err(|e| e.to_string())?
        }
        None => Game::new_with_rules(seats, rules)
            .ok_or_else(|| format!("Palanquée is played by 2 to 5, not {seats}"))?,
    };
    for (seat, text) in in_order(moves) {
        let player = Player::new(seat).ok_or_else(|| format!("no seat {}", seat + 1))?;
        let actions = parse_actions(text).map_err(|e| format!("`{text}`: {e}"))?;
        for action in actions {
            // A timeout plays as the deadline keeper recorded it.
            let report = game
                .apply_event(Event { player, action })
                .map_err(|e| format!("`{action}` by {player}: {e}"))?;
            played(player, action, &report);
        }
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_read_back_reaches_the_same_position() {
        let mut game = Game::new(3).unwrap();
        for text in ["sow E1", "end"] {
            game.play(Player::new(0).unwrap(), text.parse().unwrap())
                .unwrap();
        }
        for text in ["sow K9", "end"] {
            game.play(Player::new(1).unwrap(), text.parse().unwrap())
                .unwrap();
        }
        let moves = ap_moves(game.record()).unwrap();
        assert_eq!(moves[0][0], Some(Entry::Text("sow E1; end".into())));
        assert_eq!(moves[0][2], None);
        let start = game.record().start().to_string();
        let back = replay_ap(Some(&start), 3, Rules::Basic, &moves, |_, _, _| {}).unwrap();
        assert_eq!(back.position(), game.position());
        let back = replay_ap(None, 3, Rules::Basic, &moves, |_, _, _| {}).unwrap();
        assert_eq!(back.position(), game.position());
    }

    #[test]
    fn variants_name_the_advanced_rules() {
        assert_eq!(ap_variants(Rules::Advanced), ["advanced"]);
        assert!(ap_variants(Rules::Basic).is_empty());
        assert_eq!(
            rules_of_variants(&["advanced".into()]),
            Some(Rules::Advanced)
        );
        assert_eq!(rules_of_variants(&["odd".into()]), None);
    }
}
