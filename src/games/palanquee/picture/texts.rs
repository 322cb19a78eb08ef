//! Every sentence the board picture writes, from its Fluent files
//! (`src/games/palanquee/words/picture.{en,fr}.ftl`, [`PalanqueePicture`]):
//! the blue bands over and under the board (R3), the panel's headings, the
//! players' lines, the actions of the player to move (R9, R11, R30, R36),
//! the result (R22, R23), the last turn's lines and the legend's words.
//! Counts take their plural by each language's CLDR rule (French counts
//! none as one). The panel asks here for its words and only lays them
//! out; the language is the picture's argument, never ambient.
//!
//! A text that may be too wide comes as its forms, longest first (the
//! message's value, then its `.shorter` attributes), and the panel shows
//! the first that fits. French is longer than English, so it has more
//! forms; English keeps the forms it always had.

use std::fmt::Display;

use super::status::{Group, PlantActions};
use super::story::{RemovalReason, TurnStory};
use crate::games::palanquee::words::PalanqueePicture as P;
use crate::games::palanquee::{Cell, Outcome, Player};
use crate::language::Language;
use crate::words::{Sentence, format, forms};

/// The picture's words that depend on nothing but the language.
pub(crate) struct Words {
    /// The picture's title.
    pub(crate) title: String,
    /// The heading over a finished game's result (R22, R23).
    pub(crate) game_over: String,
    /// The last turn's line before anything was played.
    pub(crate) nothing_yet: String,
    /// The line under the mover's heading when they must sow (R11).
    pub(crate) one_sowing: String,
    /// The legend's word for a sprout.
    pub(crate) sprout: String,
    /// The legend's word for a seed.
    pub(crate) seed: String,
    /// The legend's line on the edges (R3, R4).
    pub(crate) edges: String,
    /// The legend of a parasite's mark (R30).
    pub(crate) parasite_mark: String,
    /// The legend of a button that can launch now (R32).
    pub(crate) launch_mark: String,
    /// The legend of a button that cannot launch now (R32).
    pub(crate) button_mark: String,
    /// The legend of a leaf granting a bonus (R36).
    pub(crate) leaf_mark: String,
    /// The blue band above the board: row 16 continues there (R3).
    pub(crate) band_above: String,
    /// The blue band below the board: row 1 continues there (R3).
    pub(crate) band_below: String,
}

/// The picture's fixed words in `language`.
pub(crate) fn words(language: Language) -> Words {
    let say = |sentence: P| sentence.in_language(language);
    Words {
        title: say(P::Title),
        game_over: say(P::GameOver),
        nothing_yet: say(P::NothingYet),
        one_sowing: say(P::OneSowing),
        sprout: say(P::Sprout),
        seed: say(P::Seed),
        edges: say(P::Edges),
        parasite_mark: say(P::ParasiteMark),
        launch_mark: say(P::LaunchMark),
        button_mark: say(P::ButtonMark),
        leaf_mark: say(P::LeafMark),
        band_above: say(P::BandAbove),
        band_below: say(P::BandBelow),
    }
}

/// The name shown for `player`: from `names` in seat order, else the seat
/// letter ("player a", "joueur a").
pub(crate) fn display_name(names: &[String], player: Player, language: Language) -> String {
    names
        .get(player.index())
        .map(|name| name.trim())
        .filter(|name| !name.is_empty())
        .map_or_else(
            || format(P::Seat, language, &[("letter", &player.letter())]),
            str::to_string,
        )
}

/// The line under the title: the round, and who is to move unless the
/// game is over.
pub(crate) fn headline(round: u32, mover: Option<&str>, language: Language) -> String {
    match mover {
        None => format(P::HeadlineOver, language, &[("round", &round)]),
        Some(mover) => {
            let args: [(&str, &dyn Display); 2] = [("round", &round), ("mover", &mover)];
            format(P::HeadlineToMove, language, &args)
        }
    }
}

/// A player's name with what they are now: to move, the winner, or out.
pub(crate) fn player_name(
    name: String,
    playing: bool,
    winner: bool,
    alive: bool,
    language: Language,
) -> String {
    let line = if playing {
        P::NameToMove
    } else if winner {
        P::NameWinner
    } else if !alive {
        P::NameOut
    } else {
        return name;
    };
    format(line, language, &[("name", &name)])
}

/// A player's reserve and the seeds they lost (R7), longest first.
pub(crate) fn reserve_details(sprouts: u8, seeds: u8, lost: u8, language: Language) -> Vec<String> {
    let args: [(&str, &dyn Display); 3] =
        [("sprouts", &sprouts), ("seeds", &seeds), ("lost", &lost)];
    forms(P::Reserve, language, &args)
}

/// The heading of the player to move when their actions are not known,
/// longest first.
pub(crate) fn to_move(name: &str, language: Language) -> Vec<String> {
    forms(P::ToMove, language, &[("name", &name)])
}

/// The heading of the player to move followed by `what` they have to do,
/// longest first.
fn to_move_and(name: &str, what: &str, language: Language) -> Vec<String> {
    let args: [(&str, &dyn Display); 2] = [("name", &name), ("what", &what)];
    forms(P::ToMoveAnd, language, &args)
}

/// The heading of a player who can only sow (R11), longest first.
pub(crate) fn must_sow(name: &str, language: Language) -> Vec<String> {
    to_move_and(name, &P::SowASeed.in_language(language), language)
}

/// `count` actions (R9): "1 action", "2 actions", and in French
/// "0 action".
fn actions(count: usize, language: Language) -> String {
    format(P::Actions, language, &[("count", &count)])
}

/// The heading of the player to move with their actions in all (R9),
/// longest first.
pub(crate) fn actions_in_all(name: &str, total: usize, language: Language) -> Vec<String> {
    to_move_and(name, &actions(total, language), language)
}

/// The line of a player with no seed on the board who may sow, longest
/// first (R11).
pub(crate) fn may_sow(language: Language) -> Vec<String> {
    forms(P::MaySow, language, &[])
}

/// The texts a row of the action list may read, longest first: the panel
/// shows the first that fits. A plant with no bonus reads as under the
/// basic rules.
pub(crate) fn row_texts(row: &PlantActions, names: &[String], language: Language) -> Vec<String> {
    let owed = actions(row.owed, language);
    let counts = if row.bonus > 0 {
        let bonus = |actions: &dyn Display| {
            let args: [(&str, &dyn Display); 2] = [("actions", actions), ("bonus", &row.bonus)];
            forms(P::Bonus, language, &args)
        };
        let mut counts = bonus(&owed);
        // The terse count, without the word "actions", is the last resort.
        counts.extend(bonus(&row.owed).pop());
        counts
    } else {
        vec![owed]
    };
    match &row.group {
        Group::Plant { seeds } => plant_row_texts(seeds, &counts, row.bonus, language),
        Group::Parasite { sprouts, hosts } => {
            parasite_row_texts(sprouts, hosts, &counts, row.owed, names, language)
        }
    }
}

/// [`row_texts`] of a plant named by its `seeds`.
fn plant_row_texts(
    seeds: &[Cell],
    counts: &[String],
    bonus: usize,
    language: Language,
) -> Vec<String> {
    let count = seeds.len();
    let seeds: Vec<String> = seeds.iter().map(ToString::to_string).collect();
    let seeds = seeds.join(", ");
    let row = |line: P, counts: &String| {
        let args: [(&str, &dyn Display); 3] =
            [("count", &count), ("seeds", &seeds), ("counts", counts)];
        format(line, language, &args)
    };
    let long = |counts: &String| row(P::PlantRow, counts);
    let short = |counts: &String| row(P::PlantRowShort, counts);
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
    language: Language,
) -> Vec<String> {
    let at = sprouts.first().map(ToString::to_string);
    let hosts: Vec<String> = hosts
        .iter()
        .map(|&h| display_name(names, h, language))
        .collect();
    let hosts = (!hosts.is_empty()).then(|| hosts.join(", "));
    // A parasite's owed action must be used (R30).
    let musts = if owed > 0 {
        forms(P::MustAct, language, &[])
    } else {
        vec![String::new()]
    };
    let row = |at: Option<&String>, hosts: Option<&String>, counts: &String, must: &String| {
        let line = match (at.is_some(), hosts.is_some()) {
            (true, true) => P::ParasiteAtOn,
            (true, false) => P::ParasiteAt,
            (false, true) => P::ParasiteOn,
            (false, false) => P::Parasite,
        };
        let none = String::new();
        let args: [(&str, &dyn Display); 4] = [
            ("at", at.unwrap_or(&none)),
            ("hosts", hosts.unwrap_or(&none)),
            ("counts", counts),
            ("must", must),
        ];
        format(line, language, &args)
    };
    let (at, hosts) = (at.as_ref(), hosts.as_ref());
    let mut texts = Vec::new();
    for counts in counts {
        for must in &musts {
            texts.push(row(at, hosts, counts, must));
        }
    }
    for counts in counts {
        for must in &musts {
            texts.push(row(None, hosts, counts, must));
            texts.push(row(at, None, counts, must));
        }
    }
    texts
}

/// The line counting the rows left out of the action list.
pub(crate) fn more_rows(rest: &[PlantActions], language: Language) -> String {
    let all_parasites = rest.iter().all(PlantActions::is_parasite);
    let some_parasites = rest.iter().any(PlantActions::is_parasite);
    let kind = match (all_parasites, some_parasites) {
        (true, _) => "parasites",
        (false, true) => "mixed",
        (false, false) => "plants",
    };
    let args: [(&str, &dyn Display); 2] = [("more", &rest.len()), ("kind", &kind)];
    format(P::MoreRows, language, &args)
}

/// The result of a finished game (R22, R23).
pub(crate) fn result(outcome: Outcome, names: &[String], language: Language) -> String {
    match outcome {
        Outcome::Winner(player) => {
            let name = display_name(names, player, language);
            format(P::Wins, language, &[("name", &name)])
        }
        Outcome::Draw => P::Drawn.in_language(language),
    }
}

/// The heading of the last turn's lines, naming who played it.
pub(crate) fn last_turn(mover: Option<Player>, names: &[String], language: Language) -> String {
    match mover {
        Some(player) => {
            let name = display_name(names, player, language);
            format(P::LastTurnBy, language, &[("name", &name)])
        }
        None => P::LastTurn.in_language(language),
    }
}

/// The last turn's line on the cells where pieces arrived, longest first.
pub(crate) fn arrivals(count: usize, language: Language) -> Vec<String> {
    forms(P::Arrivals, language, &[("count", &count)])
}

/// The last turn's line on its moves, longest first.
pub(crate) fn moves(count: usize, language: Language) -> Vec<String> {
    forms(P::Moves, language, &[("count", &count)])
}

/// The key by which a language words pieces removed for `reason`.
const fn reason_key(reason: RemovalReason) -> &'static str {
    match reason {
        RemovalReason::Captured => "captured",
        RemovalReason::Saturated => "saturated",
        RemovalReason::Isolated => "isolated",
        RemovalReason::Claimed => "claimed",
        RemovalReason::Resigned => "resigned",
    }
}

/// `count` pieces removed for `reason`: "2 captured"; in French the word
/// agrees with "pièces" (feminine) and with the count ("1 capturée").
pub(crate) fn removed(reason: RemovalReason, count: usize, language: Language) -> String {
    let args: [(&str, &dyn Display); 2] = [("count", &count), ("reason", &reason_key(reason))];
    format(P::Removed, language, &args)
}

/// The last turn's line on the pieces removed, counted by reason, longest
/// first.
pub(crate) fn removals(story: &TurnStory, language: Language) -> Vec<String> {
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
            (count > 0).then(|| removed(reason, count, language))
        })
        .collect();
    forms(P::Removals, language, &[("parts", &parts.join(", "))])
}

/// The last turn's line on the claims it opened (R21), against the plants
/// of `owner` if known, longest first.
pub(crate) fn claims(open: usize, owner: Option<&str>, language: Language) -> Vec<String> {
    let line = match (open > 0, owner.is_some()) {
        (true, true) => P::ClaimsOpenOn,
        (true, false) => P::ClaimsOpen,
        (false, true) => P::ClaimPossibleOn,
        (false, false) => P::ClaimPossible,
    };
    let owner = owner.unwrap_or_default();
    let args: [(&str, &dyn Display); 2] = [("open", &open), ("owner", &owner)];
    forms(line, language, &args)
}

#[cfg(test)]
mod tests {
    use super::super::board::BAND_SIZE;
    use super::super::layout::BOARD_WIDTH;
    use super::super::legend::{LEGEND_TEXT, MARK_ICON};
    use super::super::pen::{BODY, HEADING, LEFT, NAME, RIGHT, choose};
    use super::*;
    use crate::games::palanquee::Outcome;
    use crate::language::Language::{English, French, German};
    use crate::picture::fonts::{Fonts, text_width};

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    fn names() -> Vec<String> {
        ["Alice", "Bilal", "Chen", "Dagny", "Émile"]
            .map(String::from)
            .to_vec()
    }

    /// The row as the panel writes it in `language`, and whether it had to
    /// fall back to a cut text.
    fn shown(row: &PlantActions, names: &[String], language: Language) -> (String, bool) {
        let fonts = Fonts::load().expect("fonts");
        let width = RIGHT - (LEFT + 8.0);
        let texts = row_texts(row, names, language);
        let (Ok(text) | Err(text)) = choose(&fonts.regular, BODY, width, &texts);
        let fits = text_width(&fonts.regular, BODY, text) <= width;
        (text.to_string(), fits)
    }

    /// The ruling ids a text names (`R11`, `R30`), in order.
    fn rulings(text: &str) -> Vec<&str> {
        text.split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| {
                w.len() > 1 && w.starts_with('R') && w[1..].chars().all(|c| c.is_ascii_digit())
            })
            .collect()
    }

    fn first(texts: Vec<String>) -> String {
        texts.into_iter().next().unwrap_or_default()
    }

    fn plant(seeds: &[&str], owed: usize, bonus: usize) -> PlantActions {
        PlantActions {
            group: Group::Plant {
                seeds: seeds.iter().map(|&s| cell(s)).collect(),
            },
            owed,
            bonus,
        }
    }

    fn parasite(owed: usize) -> PlantActions {
        PlantActions {
            group: Group::Parasite {
                sprouts: vec![cell("L6"), cell("L7")],
                hosts: vec![Player::ALL[1]],
            },
            owed,
            bonus: 0,
        }
    }

    #[test]
    fn r36_a_plant_row_shows_owed_and_bonus_apart() {
        let row = plant(&["G7"], 1, 1);
        assert_eq!(
            shown(&row, &names(), English),
            (
                "plant of seed G7: 1 action +1 bonus (R36)".to_string(),
                true
            )
        );
        // Three seeds and two bonuses: a shorter form still fits.
        let row = plant(&["G10", "J10", "K11"], 3, 2);
        let (text, fits) = shown(&row, &names(), English);
        assert!(fits, "{text}");
        assert!(text.contains("3 actions +2 bonus"), "{text}");
    }

    #[test]
    fn r36_a_plant_row_without_bonus_reads_as_under_the_basic_rules() {
        let row = plant(&["G9", "J9"], 2, 0);
        assert_eq!(
            row_texts(&row, &names(), English),
            vec!["plant of seeds G9, J9: 2 actions".to_string()]
        );
        assert_eq!(
            row_texts(&row, &names(), French),
            vec!["plante des graines G9, J9 : 2 actions".to_string()]
        );
    }

    #[test]
    fn r30_a_parasite_row_names_its_host_and_that_it_must_act() {
        let row = parasite(1);
        assert_eq!(
            shown(&row, &names(), English),
            (
                "parasite L6 on Bilal: 1 action, must act (R30)".to_string(),
                true
            )
        );
        // Long names give way first: the ring's colour tells the host.
        let long: Vec<String> = ["Alice", "Bartholomew Longname-Smythe"]
            .map(String::from)
            .to_vec();
        let (text, fits) = shown(&row, &long, English);
        assert!(fits, "{text}");
        assert!(text.starts_with("parasite L6"), "{text}");
        assert!(text.contains("1 action, must act"), "{text}");
        // Acted: nothing more owed, nothing to insist on.
        let acted = parasite(0);
        let (text, _) = shown(&acted, &names(), English);
        assert_eq!(text, "parasite L6 on Bilal: 0 actions");
    }

    #[test]
    fn r30_r36_french_rows_fit_and_count_the_french_way() {
        let (text, fits) = shown(&plant(&["G7"], 1, 1), &names(), French);
        assert!(fits, "{text}");
        assert!(text.starts_with("plante de la graine G7 : "), "{text}");
        assert!(text.contains("1 action +1 bonus"), "{text}");
        let (text, fits) = shown(&plant(&["G10", "J10", "K11"], 3, 2), &names(), French);
        assert!(fits, "{text}");
        assert!(text.contains("3 actions +2 bonus"), "{text}");
        let (text, fits) = shown(&parasite(1), &names(), French);
        assert!(fits, "{text}");
        assert!(
            text.starts_with("parasite L6 sur Bilal : 1 action, doit agir"),
            "{text}"
        );
        let long: Vec<String> = ["Alice", "Bartholomew Longname-Smythe"]
            .map(String::from)
            .to_vec();
        let (text, fits) = shown(&parasite(1), &long, French);
        assert!(fits, "{text}");
        assert!(text.starts_with("parasite L6"), "{text}");
        assert!(text.contains("1 action, doit agir"), "{text}");
        // French counts none as one.
        let (text, _) = shown(&parasite(0), &names(), French);
        assert_eq!(text, "parasite L6 sur Bilal : 0 action");
        // Every row keeps its ruling in its longest form.
        assert_eq!(
            first(row_texts(&parasite(1), &names(), French)),
            "parasite L6 sur Bilal : 1 action, doit agir (R30)"
        );
        assert_eq!(
            first(row_texts(&plant(&["G7"], 1, 1), &names(), French)),
            "plante de la graine G7 : 1 action +1 bonus (R36)"
        );
    }

    #[test]
    fn french_counts_take_the_singular_for_none_and_one() {
        let heading = |total| first(actions_in_all("Alice", total, French));
        assert_eq!(heading(0), "À Alice de jouer : 0 action");
        assert_eq!(heading(1), "À Alice de jouer : 1 action");
        assert_eq!(heading(2), "À Alice de jouer : 2 actions");
        assert_eq!(
            first(reserve_details(0, 2, 1, French)),
            "rés. 0 pousse · 2 graines · 1 perdue"
        );
        assert_eq!(
            first(reserve_details(50, 1, 0, French)),
            "rés. 50 pousses · 1 graine · 0 perdue"
        );
        assert_eq!(
            first(reserve_details(0, 2, 3, English)),
            "reserve 0 sprouts · 2 seeds · 3 lost"
        );
        assert_eq!(
            first(arrivals(1, French)),
            "1 case où une pièce est arrivée"
        );
        assert_eq!(
            first(arrivals(3, French)),
            "3 cases où des pièces sont arrivées"
        );
        assert_eq!(
            first(moves(1, French)),
            "1 déplacement (en pâle : le départ)"
        );
        assert_eq!(
            first(moves(2, French)),
            "2 déplacements (en pâle : les départs)"
        );
        assert_eq!(
            claims(1, Some("Bilal"), French),
            [
                "1 réclamation ouverte contre Bilal",
                "1 réclamation ouverte"
            ]
        );
        assert_eq!(
            first(claims(2, Some("Émile"), French)),
            "2 réclamations ouvertes contre Émile"
        );
        assert_eq!(
            first(claims(0, Some("Chen"), French)),
            "réclamation possible contre Chen"
        );
        let rows = |count| vec![plant(&["G7"], 1, 0); count];
        assert_eq!(more_rows(&rows(1), French), "et 1 autre plante");
        assert_eq!(more_rows(&rows(2), French), "et 2 autres plantes");
        let mixed = [plant(&["G7"], 1, 0), parasite(1)];
        assert_eq!(
            more_rows(&mixed, French),
            "et 2 autres plantes et parasites"
        );
        assert_eq!(more_rows(&mixed[1..], French), "et 1 autre parasite");
        assert_eq!(removed(RemovalReason::Captured, 1, French), "1 capturée");
        assert_eq!(removed(RemovalReason::Captured, 0, French), "0 capturée");
        assert_eq!(removed(RemovalReason::Captured, 2, French), "2 capturées");
    }

    #[test]
    fn french_sentences_are_french() {
        let names = names();
        assert_eq!(
            headline(12, Some("Chen"), French),
            "Manche 12 · à Chen de jouer"
        );
        assert_eq!(headline(30, None, French), "Manche 30 · partie terminée");
        assert_eq!(
            player_name("Chen".into(), true, false, true, French),
            "Chen  ◀ à jouer"
        );
        assert_eq!(
            player_name("Chen".into(), false, true, true, French),
            "Chen  ★ vainqueur"
        );
        assert_eq!(
            player_name("Chen".into(), false, false, false, French),
            "Chen  (éliminé)"
        );
        assert_eq!(to_move("Chen", French)[0], "À Chen de jouer");
        assert_eq!(
            must_sow("Chen", French)[0],
            "À Chen de jouer : semer une graine"
        );
        assert_eq!(
            result(Outcome::Winner(Player::ALL[4]), &names, French),
            "Émile gagne !"
        );
        assert_eq!(result(Outcome::Draw, &names, French), "Partie nulle");
        assert_eq!(
            last_turn(Some(Player::ALL[1]), &names, French),
            "Dernier tour : Bilal"
        );
        assert_eq!(display_name(&[], Player::ALL[2], French), "joueur c");
        assert_eq!(words(French).game_over, "Partie terminée");
        assert_eq!(words(French).leaf_mark, "feuille : action bonus (R36)");
    }

    /// Every English text as the picture wrote it before it spoke French:
    /// English pictures must not change.
    #[test]
    fn every_english_text_is_unchanged() {
        let names = names();
        let english = words(English);
        let fixed = [
            english.title,
            english.game_over,
            english.nothing_yet,
            english.one_sowing,
            english.sprout,
            english.seed,
            english.edges,
            english.parasite_mark,
            english.launch_mark,
            english.button_mark,
            english.leaf_mark,
            english.band_above,
            english.band_below,
        ];
        assert_eq!(
            fixed,
            [
                "Palanquée",
                "Game over",
                "nothing to show yet",
                "no seed on the board: one sowing",
                "sprout",
                "seed",
                "blue edges wrap around · red edges stop",
                "parasite, ring in its host's colour (R30)",
                "can launch (R32)",
                "button (R32)",
                "leaf: bonus action (R36)",
                "↑  row 16 continues above row 1: the blue edges wrap  ↑",
                "↓  row 1 continues below row 16: the blue edges wrap  ↓",
            ]
        );
        assert_eq!(display_name(&[], Player::ALL[2], English), "player c");
        assert_eq!(
            headline(12, Some("Chen"), English),
            "Round 12 · Chen to move"
        );
        assert_eq!(headline(30, None, English), "Round 30 · game over");
        let states = [
            (true, false, true),
            (false, true, true),
            (false, false, false),
            (false, false, true),
        ]
        .map(|(playing, winner, alive)| {
            player_name("Chen".into(), playing, winner, alive, English)
        });
        assert_eq!(
            states,
            ["Chen  ◀ to move", "Chen  ★ winner", "Chen  (out)", "Chen"]
        );
        assert_eq!(
            reserve_details(1, 0, 2, English),
            ["reserve 1 sprout · 0 seeds · 2 lost"]
        );
        assert_eq!(to_move("Chen", English), ["Chen to move"]);
        assert_eq!(must_sow("Chen", English), ["Chen to move: sow a seed"]);
        assert_eq!(
            actions_in_all("Chen", 1, English),
            ["Chen to move: 1 action"]
        );
        assert_eq!(
            actions_in_all("Chen", 0, English),
            ["Chen to move: 0 actions"]
        );
        assert_eq!(
            may_sow(English),
            [
                "no seed on the board: may sow one (R11)",
                "may sow a seed (R11)"
            ]
        );
        assert_eq!(
            row_texts(&plant(&["G7", "J9"], 2, 1), &names, English),
            [
                "plant of seeds G7, J9: 2 actions +1 bonus (R36)",
                "plant of seeds G7, J9: 2 actions +1 bonus",
                "seeds G7, J9: 2 actions +1 bonus (R36)",
                "seeds G7, J9: 2 actions +1 bonus",
                "plant of seeds G7, J9: 2 +1 bonus",
                "seeds G7, J9: 2 +1 bonus",
            ]
        );
        assert_eq!(
            row_texts(&parasite(1), &names, English),
            [
                "parasite L6 on Bilal: 1 action, must act (R30)",
                "parasite L6 on Bilal: 1 action, must act",
                "parasite on Bilal: 1 action, must act (R30)",
                "parasite L6: 1 action, must act (R30)",
                "parasite on Bilal: 1 action, must act",
                "parasite L6: 1 action, must act",
            ]
        );
        let rows = |count| vec![plant(&["G7"], 1, 0); count];
        let mixed = [plant(&["G7"], 1, 0), parasite(1)];
        assert_eq!(
            [
                more_rows(&rows(1), English),
                more_rows(&rows(2), English),
                more_rows(&mixed, English),
                more_rows(&mixed[1..], English),
            ],
            [
                "and 1 more plant",
                "and 2 more plants",
                "and 2 more plants and parasites",
                "and 1 more parasite",
            ]
        );
        assert_eq!(
            result(Outcome::Winner(Player::ALL[4]), &names, English),
            "Émile wins!"
        );
        assert_eq!(result(Outcome::Draw, &names, English), "The game is drawn");
        assert_eq!(
            last_turn(Some(Player::ALL[1]), &names, English),
            "Last turn: Bilal"
        );
        assert_eq!(last_turn(None, &names, English), "Last turn");
        assert_eq!(arrivals(1, English), ["1 cell where pieces arrived"]);
        assert_eq!(moves(2, English), ["2 moves (faded: where from)"]);
        let words: Vec<String> = [
            RemovalReason::Captured,
            RemovalReason::Saturated,
            RemovalReason::Isolated,
            RemovalReason::Claimed,
            RemovalReason::Resigned,
        ]
        .map(|reason| removed(reason, 2, English))
        .to_vec();
        assert_eq!(
            words,
            [
                "2 captured",
                "2 saturated",
                "2 isolated",
                "2 claimed",
                "2 resigned"
            ]
        );
        assert_eq!(
            claims(1, Some("Bilal"), English),
            ["1 claim open on Bilal's plants"]
        );
        assert_eq!(claims(0, None, English), ["open to a claim"]);
    }

    /// Every French text names the rulings its English text names.
    #[test]
    fn french_texts_keep_the_rulings_ids() {
        let (english, french) = (words(English), words(French));
        let pairs = [
            (english.one_sowing, french.one_sowing),
            (english.edges, french.edges),
            (english.parasite_mark, french.parasite_mark),
            (english.launch_mark, french.launch_mark),
            (english.button_mark, french.button_mark),
            (english.leaf_mark, french.leaf_mark),
        ];
        for (english, french) in pairs {
            assert_ne!(english, french);
            assert_eq!(rulings(&english), rulings(&french), "{french}");
        }
        for (english, french) in may_sow(English).iter().zip(&may_sow(French)) {
            assert_eq!(rulings(english), rulings(french), "{french}");
        }
        let rows = [plant(&["G7"], 1, 1), parasite(1)];
        for row in &rows {
            let english = first(row_texts(row, &names(), English));
            let french = first(row_texts(row, &names(), French));
            assert_eq!(rulings(&english), rulings(&french), "{french}");
        }
    }

    /// The French fixed texts fit where they are drawn, and every French
    /// list has a variant that fits for common names.
    #[test]
    fn translated_texts_fit_the_panel_and_the_bands() {
        let fonts = Fonts::load().expect("fonts");
        for language in [French, German] {
            fits_in(&fonts, language);
        }
    }

    /// [`translated_texts_fit_the_panel_and_the_bands`] in `language`.
    fn fits_in(fonts: &Fonts, language: Language) {
        let (regular, bold) = (&fonts.regular, &fonts.bold);
        let fixed = words(language);
        for band in [&fixed.band_above, &fixed.band_below] {
            assert!(text_width(bold, BAND_SIZE, band) <= BOARD_WIDTH, "{band}");
        }
        let width = RIGHT - LEFT;
        assert!(text_width(regular, LEGEND_TEXT, &fixed.edges) <= width);
        for mark in [
            &fixed.parasite_mark,
            &fixed.launch_mark,
            &fixed.button_mark,
            &fixed.leaf_mark,
        ] {
            assert!(
                MARK_ICON + text_width(regular, LEGEND_TEXT, mark) <= width,
                "{mark}"
            );
        }
        assert!(text_width(regular, BODY, &fixed.one_sowing) <= width - 8.0);
        let fits = |font, size, room: f32, texts: Vec<String>| {
            let (Ok(text) | Err(text)) = choose(font, size, room, &texts);
            assert!(text_width(font, size, text) <= room, "{text}");
        };
        fits(bold, HEADING, width, must_sow("Dagny", language));
        fits(bold, HEADING, width, actions_in_all("Dagny", 12, language));
        fits(regular, BODY, width - 8.0, may_sow(language));
        fits(
            regular,
            BODY,
            width - 52.0,
            reserve_details(50, 3, 3, language),
        );
        fits(
            bold,
            NAME,
            width - 52.0,
            vec![player_name("Bilal".into(), false, true, true, language)],
        );
        fits(regular, BODY, width - 40.0, arrivals(12, language));
        fits(regular, BODY, width - 40.0, moves(12, language));
        fits(
            regular,
            BODY,
            width - 40.0,
            claims(2, Some("Bilal"), language),
        );
    }
}
