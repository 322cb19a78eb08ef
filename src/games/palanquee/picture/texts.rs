//! Every English sentence the side panel writes, in one place: the
//! headings, the players' lines, the actions of the player to move (R9,
//! R11, R30, R36), the result (R22, R23), the last turn's lines and the
//! legend's words. Counts take their plural through [`crate::plural`].
//! The panel asks here for its words and only lays them out, so another
//! language is a matter of this file.

use super::status::{Group, PlantActions};
use super::story::{RemovalReason, TurnStory};
use crate::games::palanquee::{Cell, Outcome, Player};
use crate::plural;

/// The picture's title.
pub(crate) const TITLE: &str = "Palanquée";
/// The heading over a finished game's result (R22, R23).
pub(crate) const GAME_OVER: &str = "Game over";
/// The last turn's line before anything was played.
pub(crate) const NOTHING_YET: &str = "nothing to show yet";
/// The line under the mover's heading when they must sow (R11).
pub(crate) const ONE_SOWING: &str = "no seed on the board: one sowing";
/// The legend's word for a sprout.
pub(crate) const SPROUT: &str = "sprout";
/// The legend's word for a seed.
pub(crate) const SEED: &str = "seed";
/// The legend's line on the edges (R3, R4).
pub(crate) const EDGES: &str = "blue edges wrap around · red edges stop";
/// The legend of a parasite's mark (R30).
pub(crate) const PARASITE_MARK: &str = "parasite, ring in its host's colour (R30)";
/// The legend of a button that can launch now (R32).
pub(crate) const LAUNCH_MARK: &str = "can launch (R32)";
/// The legend of a button that cannot launch now (R32).
pub(crate) const BUTTON_MARK: &str = "button (R32)";
/// The legend of a leaf granting a bonus (R36).
pub(crate) const LEAF_MARK: &str = "leaf: bonus action (R36)";

/// The name shown for `player`: from `names` in seat order, else the seat
/// letter.
pub(crate) fn display_name(names: &[String], player: Player) -> String {
    names
        .get(player.index())
        .map(|name| name.trim())
        .filter(|name| !name.is_empty())
        .map_or_else(|| format!("player {}", player.letter()), str::to_string)
}

/// The line under the title: the round, and who is to move unless the
/// game is over.
pub(crate) fn headline(round: u32, mover: Option<&str>) -> String {
    match mover {
        None => format!("Round {round} · game over"),
        Some(mover) => format!("Round {round} · {mover} to move"),
    }
}

/// A player's name with what they are now: to move, the winner, or out.
pub(crate) fn player_name(name: String, playing: bool, winner: bool, alive: bool) -> String {
    if playing {
        format!("{name}  ◀ to move")
    } else if winner {
        format!("{name}  ★ winner")
    } else if !alive {
        format!("{name}  (out)")
    } else {
        name
    }
}

/// A player's reserve and the seeds they lost (R7).
pub(crate) fn reserve_details(sprouts: u8, seeds: u8, lost: u8) -> String {
    format!(
        "reserve {} sprout{} · {} seed{} · {} lost",
        sprouts,
        plural::ending(sprouts.into()),
        seeds,
        plural::ending(seeds.into()),
        lost,
    )
}

/// The heading of the player to move when their actions are not known.
pub(crate) fn to_move(name: &str) -> String {
    format!("{name} to move")
}

/// The heading of a player who can only sow (R11).
pub(crate) fn must_sow(name: &str) -> String {
    format!("{name} to move: sow a seed")
}

/// The heading of the player to move with their actions in all (R9).
pub(crate) fn actions_in_all(name: &str, total: usize) -> String {
    format!("{name} to move: {total} action{}", plural::ending(total))
}

/// The line of a player with no seed on the board who may sow, longest
/// first (R11).
pub(crate) fn may_sow() -> [String; 2] {
    [
        "no seed on the board: may sow one (R11)".to_string(),
        "may sow a seed (R11)".to_string(),
    ]
}

/// The texts a row of the action list may read, longest first: the panel
/// shows the first that fits. A plant with no bonus reads as under the
/// basic rules.
pub(crate) fn row_texts(row: &PlantActions, names: &[String]) -> Vec<String> {
    let owed = format!("{} action{}", row.owed, plural::ending(row.owed));
    let counts = if row.bonus > 0 {
        vec![
            format!("{owed} +{} bonus (R36)", row.bonus),
            format!("{owed} +{} bonus", row.bonus),
            format!("{} +{} bonus", row.owed, row.bonus),
        ]
    } else {
        vec![owed]
    };
    match &row.group {
        Group::Plant { seeds } => plant_row_texts(seeds, &counts, row.bonus),
        Group::Parasite { sprouts, hosts } => {
            parasite_row_texts(sprouts, hosts, &counts, row.owed, names)
        }
    }
}

/// [`row_texts`] of a plant named by its `seeds`.
fn plant_row_texts(seeds: &[Cell], counts: &[String], bonus: usize) -> Vec<String> {
    let seeds: Vec<String> = seeds.iter().map(ToString::to_string).collect();
    let label = if seeds.len() == 1 { "seed" } else { "seeds" };
    let seeds = seeds.join(", ");
    let long = |counts: &String| format!("plant of {label} {seeds}: {counts}");
    let short = |counts: &String| format!("{label} {seeds}: {counts}");
    // Without a bonus the row stays as the basic rules write it.
    let Some((terse, wordy)) = counts.split_last().filter(|_| bonus > 0) else {
        return counts.iter().map(long).collect();
    };
    // The terse count, without the word "actions", is the last
    // resort.
    let mut texts: Vec<String> = wordy.iter().map(long).collect();
    texts.extend(wordy.iter().map(short));
    texts.push(long(terse));
    texts.push(short(terse));
    texts
}

/// [`row_texts`] of a parasite of `sprouts` living on `hosts` (R30).
fn parasite_row_texts(
    sprouts: &[Cell],
    hosts: &[Player],
    counts: &[String],
    owed: usize,
    names: &[String],
) -> Vec<String> {
    let at = sprouts
        .first()
        .map_or_else(String::new, |cell| format!(" {cell}"));
    let hosts: Vec<String> = hosts.iter().map(|&h| display_name(names, h)).collect();
    let on = if hosts.is_empty() {
        String::new()
    } else {
        format!(" on {}", hosts.join(", "))
    };
    // A parasite's owed action must be used (R30).
    let musts: &[&str] = if owed > 0 {
        &[", must act (R30)", ", must act"]
    } else {
        &[""]
    };
    let mut texts = Vec::new();
    for counts in counts {
        for must in musts {
            texts.push(format!("parasite{at}{on}: {counts}{must}"));
        }
    }
    for counts in counts {
        for must in musts {
            texts.push(format!("parasite{on}: {counts}{must}"));
            texts.push(format!("parasite{at}: {counts}{must}"));
        }
    }
    texts
}

/// The line counting the rows left out of the action list.
pub(crate) fn more_rows(rest: &[PlantActions]) -> String {
    let more = rest.len();
    let what = if rest.iter().all(PlantActions::is_parasite) {
        "parasite"
    } else if rest.iter().any(PlantActions::is_parasite) {
        "plant or parasite"
    } else {
        "plant"
    };
    let what = match (more, what) {
        (1, what) => what.to_string(),
        (_, "plant or parasite") => "plants and parasites".to_string(),
        (_, what) => format!("{what}s"),
    };
    format!("and {more} more {what}")
}

/// The result of a finished game (R22, R23).
pub(crate) fn result(outcome: Outcome, names: &[String]) -> String {
    match outcome {
        Outcome::Winner(player) => format!("{} wins!", display_name(names, player)),
        Outcome::Draw => "The game is drawn".to_string(),
    }
}

/// The heading of the last turn's lines, naming who played it.
pub(crate) fn last_turn(mover: Option<Player>, names: &[String]) -> String {
    match mover {
        Some(player) => format!("Last turn: {}", display_name(names, player)),
        None => "Last turn".to_string(),
    }
}

/// The last turn's line on the cells where pieces arrived.
pub(crate) fn arrivals(count: usize) -> String {
    format!("{count} cell{} where pieces arrived", plural::ending(count))
}

/// The last turn's line on its moves.
pub(crate) fn moves(count: usize) -> String {
    format!("{count} move{} (faded: where from)", plural::ending(count))
}

/// The word for pieces removed for `reason`.
pub(crate) fn removal_word(reason: RemovalReason) -> &'static str {
    match reason {
        RemovalReason::Captured => "captured",
        RemovalReason::Saturated => "saturated",
        RemovalReason::Isolated => "isolated",
        RemovalReason::Claimed => "claimed",
        RemovalReason::Resigned => "resigned",
    }
}

/// The last turn's line on the pieces removed, counted by reason.
pub(crate) fn removals(story: &TurnStory) -> String {
    let reasons = [
        RemovalReason::Captured,
        RemovalReason::Saturated,
        RemovalReason::Isolated,
        RemovalReason::Claimed,
        RemovalReason::Resigned,
    ];
    let parts: Vec<String> = reasons
        .iter()
        .filter_map(|&reason| {
            let count = story.removed_count(reason);
            (count > 0).then(|| format!("{count} {}", removal_word(reason)))
        })
        .collect();
    format!("removed: {}", parts.join(", "))
}

/// The last turn's line on the claims it opened (R21), against the plants
/// of `owner` if known.
pub(crate) fn claims(open: usize, owner: Option<&str>) -> String {
    let whose = owner.map_or_else(String::new, |owner| format!(" on {owner}'s plants"));
    if open > 0 {
        format!("{open} claim{} open{whose}", plural::ending(open))
    } else {
        format!("open to a claim{whose}")
    }
}

#[cfg(test)]
mod tests {
    use super::super::pen::{BODY, LEFT, RIGHT, first_fitting};
    use super::*;
    use crate::picture::fonts::{Fonts, text_width};

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    fn names() -> Vec<String> {
        ["Alice", "Bilal", "Chen", "Dagny", "Émile"]
            .map(String::from)
            .to_vec()
    }

    /// The row as the panel writes it, and whether it had to fall back to
    /// a cut text.
    fn shown(row: &PlantActions, names: &[String]) -> (String, bool) {
        let fonts = Fonts::load().expect("fonts");
        let width = RIGHT - (LEFT + 8.0);
        let texts = row_texts(row, names);
        let text = first_fitting(&fonts.regular, BODY, width, &texts);
        let fits = text_width(&fonts.regular, BODY, &text) <= width;
        (text, fits)
    }

    #[test]
    fn r36_a_plant_row_shows_owed_and_bonus_apart() {
        let row = PlantActions {
            group: Group::Plant {
                seeds: vec![cell("G7")],
            },
            owed: 1,
            bonus: 1,
        };
        assert_eq!(
            shown(&row, &names()),
            (
                "plant of seed G7: 1 action +1 bonus (R36)".to_string(),
                true
            )
        );
        // Three seeds and two bonuses: a shorter form still fits.
        let row = PlantActions {
            group: Group::Plant {
                seeds: vec![cell("G10"), cell("J10"), cell("K11")],
            },
            owed: 3,
            bonus: 2,
        };
        let (text, fits) = shown(&row, &names());
        assert!(fits, "{text}");
        assert!(text.contains("3 actions +2 bonus"), "{text}");
    }

    #[test]
    fn r36_a_plant_row_without_bonus_reads_as_under_the_basic_rules() {
        let row = PlantActions {
            group: Group::Plant {
                seeds: vec![cell("G9"), cell("J9")],
            },
            owed: 2,
            bonus: 0,
        };
        assert_eq!(
            row_texts(&row, &names()),
            vec!["plant of seeds G9, J9: 2 actions".to_string()]
        );
    }

    #[test]
    fn r30_a_parasite_row_names_its_host_and_that_it_must_act() {
        let row = PlantActions {
            group: Group::Parasite {
                sprouts: vec![cell("L6"), cell("L7")],
                hosts: vec![Player::ALL[1]],
            },
            owed: 1,
            bonus: 0,
        };
        assert_eq!(
            shown(&row, &names()),
            (
                "parasite L6 on Bilal: 1 action, must act (R30)".to_string(),
                true
            )
        );
        // Long names give way first: the ring's colour tells the host.
        let long: Vec<String> = ["Alice", "Bartholomew Longname-Smythe"]
            .map(String::from)
            .to_vec();
        let (text, fits) = shown(&row, &long);
        assert!(fits, "{text}");
        assert!(text.starts_with("parasite L6"), "{text}");
        assert!(text.contains("1 action, must act"), "{text}");
        // Acted: nothing more owed, nothing to insist on.
        let acted = PlantActions { owed: 0, ..row };
        let (text, _) = shown(&acted, &names());
        assert_eq!(text, "parasite L6 on Bilal: 0 actions");
    }
}
