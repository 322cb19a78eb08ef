//! The engine's refusals in the caller's language. The engine gives a
//! [`Reason`] as data (and words it in English for the command line); this
//! file words the same values from the game's Fluent files
//! (`src/games/palanquee/words/reasons.{en,fr}.ftl`). The `match` is
//! exhaustive, so a new reason does not compile until it has its sentence.

use std::fmt::Display;

use crate::commands::catalogue::refused;
use crate::commands::language::Language;
use crate::commands::refusal::{GameReason, Refusal};
use crate::games::palanquee::captures::RunEnd;
use crate::games::palanquee::game::MAX_LAUNCH_DISTANCE;
use crate::games::palanquee::reasons::cell_list;
use crate::games::palanquee::words::PalanqueeMessage;
use crate::games::palanquee::words::PalanqueeReason as W;
use crate::games::palanquee::{
    Action, Cell, GroupKind, IllegalAction, Outcome, ParseActionError, ParseCellError, Piece,
    PieceKind, Player, Reason, Verb,
};
use crate::words::{Sentence, format};

/// An action the engine refused: kept as a value until worded
/// (`` `grow H8` refused: R10: … ``).
#[derive(Debug)]
pub(crate) struct ActionRefused {
    /// The action refused.
    pub action: Action,
    /// Why.
    pub illegal: IllegalAction,
}

impl GameReason for ActionRefused {
    fn ruling(&self) -> Option<String> {
        Some(self.illegal.ruling.to_string())
    }

    fn words(&self, language: Language) -> String {
        refused(language, &self.action, &refusal_in(&self.illegal, language))
    }
}

/// The refusal of `action` for `illegal`.
pub(crate) fn action_refused(action: Action, illegal: IllegalAction) -> Refusal {
    Refusal::game(ActionRefused { action, illegal })
}

/// The `n`-th of several actions given at once, refused by the engine, so
/// that none was added: kept as a value until worded (`Action 2 (`grow
/// H8`) is refused, so none was added. R10: …`).
#[derive(Debug)]
pub(crate) struct OneOfManyRefused {
    /// Which action of those given (from 1).
    pub n: usize,
    /// The action refused.
    pub action: Action,
    /// Why.
    pub illegal: IllegalAction,
}

impl GameReason for OneOfManyRefused {
    fn ruling(&self) -> Option<String> {
        Some(self.illegal.ruling.to_string())
    }

    fn words(&self, language: Language) -> String {
        let why = refusal_in(&self.illegal, language);
        let what = self.action.to_string();
        let args: [(&str, &dyn Display); 3] = [("n", &self.n), ("what", &what), ("why", &why)];
        format(PalanqueeMessage::RefusedOneOfMany, language, &args)
    }
}

/// The refusal of the `n`-th of several actions, `action`, for `illegal`.
pub(crate) fn one_of_many_refused(n: usize, action: Action, illegal: IllegalAction) -> Refusal {
    Refusal::game(OneOfManyRefused { n, action, illegal })
}

/// `R10: …`: the ruling and why, in `language`.
pub(crate) fn refusal_in(illegal: &IllegalAction, language: Language) -> String {
    let why = reason_in(&illegal.reason, language);
    let args: [(&str, &dyn Display); 2] = [("ruling", &illegal.ruling), ("why", &why)];
    format(W::Refusal, language, &args)
}

/// Why a text is not an action, in `language` (the caller's).
pub(crate) fn action_error_text(error: &ParseActionError, language: Language) -> String {
    let say = |sentence: W, args: &[(&str, &dyn Display)]| format(sentence, language, args);
    match error {
        ParseActionError::Empty => say(W::ParseEmpty, &[]),
        ParseActionError::UnknownAction(word) => say(W::UnknownAction, &[("word", word)]),
        ParseActionError::MissingCell {
            action, example, ..
        } => say(W::MissingCell, &[("action", action), ("example", example)]),
        ParseActionError::BadCell(error) => cell_error_text(error, language),
        ParseActionError::Unexpected { word, action } => {
            say(W::Unexpected, &[("word", word), ("action", action)])
        }
    }
}

/// Why a text is not a cell, in `language` (the caller's).
pub(crate) fn cell_error_text(error: &ParseCellError, language: Language) -> String {
    match error {
        ParseCellError::Empty => W::CellEmpty.in_language(language),
        ParseCellError::BadColumn(text) => format(W::BadColumn, language, &[("text", text)]),
        ParseCellError::BadRow(text) => format(W::BadRow, language, &[("text", text)]),
    }
}

/// A reason in `language`: its sentence in `reasons.{en,fr}.ftl`, with
/// the reason's cells, players and numbers as arguments.
fn reason_in(reason: &Reason, language: Language) -> String {
    use Reason as R;
    let say = |sentence: W, args: &[(&str, &dyn Display)]| format(sentence, language, args);
    match *reason {
        R::NotYourTurn { to_move, player } => say(
            W::NotYourTurn,
            &[("to_move", &to_move), ("player", &player)],
        ),
        R::NoSeedInReserve => say(W::NoSeedInReserve, &[]),
        R::NoSproutInReserve => say(W::NoSproutInReserve, &[]),
        R::NoPlant { cell } => say(W::NoPlant, &[("cell", &cell)]),
        R::ParasiteInBasicRules { player, cell } => say(
            W::ParasiteInBasicRules,
            &[("player", &player), ("cell", &cell)],
        ),
        R::NoActionToSow => say(W::NoActionToSow, &[]),
        R::NoActionToGrow { cell, groups, seed } => {
            let sentence = if seed {
                W::NoActionToGrowSeed
            } else {
                W::NoActionToGrow
            };
            let groups = if groups > 1 { "many" } else { "one" };
            say(sentence, &[("cell", &cell), ("groups", &groups)])
        }
        R::NoActionToHarvest { cell } => say(W::NoActionToHarvest, &[("cell", &cell)]),
        R::NoActionLeft { cell, group } => say(
            W::NoActionLeft,
            &[("group", &group_key(group)), ("cell", &cell)],
        ),
        R::Taken { cell, piece } => piece_on(W::Taken, cell, piece, language),
        R::SeedsNever { cell, verb } => {
            say(W::SeedsNever, &[("cell", &cell), ("verb", &verb_key(verb))])
        }
        R::OnlySeedsHarvested { cell } => say(W::OnlySeedsHarvested, &[("cell", &cell)]),
        R::NotYours { cell, piece } => piece_on(W::NotYours, cell, piece, language),
        R::Empty { cell, kind, verb } => {
            let args: [(&str, &dyn Display); 3] = [
                ("cell", &cell),
                ("kind", &kind_key(kind)),
                ("verb", &verb_key(verb)),
            ];
            say(W::Empty, &args)
        }
        R::TouchesNoPlant { cell } => say(W::TouchesNoPlant, &[("cell", &cell)]),
        R::LeavesItsPlant { from, to } => say(W::LeavesItsPlant, &[("from", &from), ("to", &to)]),
        R::SingleSeed { cell } => say(W::SingleSeed, &[("cell", &cell)]),
        R::StrandsSprouts { cell, stranded } => {
            let stranded = cell_list(stranded);
            say(
                W::StrandsSprouts,
                &[("cell", &cell), ("stranded", &stranded)],
            )
        }
        R::NoSeedToSow => say(W::NoSeedToSow, &[]),
        R::MustSow => say(W::MustSow, &[]),
        R::SowOnly => say(W::SowOnly, &[]),
        R::OneSeedPerTurn => say(W::OneSeedPerTurn, &[]),
        R::SeedActionNeeded => say(W::SeedActionNeeded, &[]),
        R::Suicide {
            kind,
            cell,
            by,
            ends,
        } => suicide(kind, cell, by, ends, language),
        R::Recapture {
            cell,
            owner,
            placed,
        } => {
            let args: [(&str, &dyn Display); 3] =
                [("cell", &cell), ("owner", &owner), ("placed", &placed)];
            say(W::Recapture, &args)
        }
        R::TooClose {
            cell,
            distance,
            owner,
            enemy,
        } => {
            let args: [(&str, &dyn Display); 3] =
                [("cell", &cell), ("distance", &distance), ("enemy", &enemy)];
            match owner {
                Some(owner) => say(W::TooClose, &[&args[..], &[("owner", &owner)]].concat()),
                None => say(W::TooCloseUnknown, &args),
            }
        }
        R::TimeoutByHand => say(W::TimeoutByHand, &[]),
        R::ClaimOnEmpty { cell } => say(W::ClaimOnEmpty, &[("cell", &cell)]),
        R::ClaimOnSprout { cell } => say(W::ClaimOnSprout, &[("cell", &cell)]),
        R::ClaimOnOwn { cell } => say(W::ClaimOnOwn, &[("cell", &cell)]),
        R::NoClaimOpen { owner } => say(W::NoClaimOpen, &[("owner", &owner)]),
        R::NothingToClaim { cell, group, owner } => {
            group_of(W::NothingToClaim, group, cell, owner, language)
        }
        R::AllClaimed { cell, group, owner } => {
            group_of(W::AllClaimed, group, cell, owner, language)
        }
        R::GameOver { outcome } => match outcome {
            Outcome::Winner(player) => say(W::GameWon, &[("player", &player)]),
            Outcome::Draw => say(W::GameDrawn, &[]),
        },
        R::NotPlaying { player } => say(W::NotPlaying, &[("player", &player)]),
        R::NewParasite { at } => match at {
            Some(at) => say(W::NewParasiteAt, &[("at", &at)]),
            None => say(W::NewParasite, &[]),
        },
        R::ParasiteStep { from, to } => say(W::ParasiteStep, &[("from", &from), ("to", &to)]),
        R::ParasiteLosesContact { from, to } => {
            say(W::ParasiteLosesContact, &[("from", &from), ("to", &to)])
        }
        R::LaunchInBasicRules => say(W::LaunchInBasicRules, &[]),
        R::NotAButton { from } => say(W::NotAButton, &[("from", &from)]),
        R::LaunchTooFar { from, to, distance } => {
            let args: [(&str, &dyn Display); 4] = [
                ("from", &from),
                ("to", &to),
                ("distance", &distance),
                ("most", &MAX_LAUNCH_DISTANCE),
            ];
            say(W::LaunchTooFar, &args)
        }
        R::LaunchTouchesOwn { to, touching } => {
            say(W::LaunchTouchesOwn, &[("to", &to), ("touching", &touching)])
        }
        R::LaunchTouchesNoEnemy { to } => say(W::LaunchTouchesNoEnemy, &[("to", &to)]),
        R::AlreadyLaunched { from, group } => say(
            W::AlreadyLaunched,
            &[("group", &group_key(group)), ("from", &from)],
        ),
    }
}

/// `sentence` about `piece` on `cell`: its cell, owner and kind.
fn piece_on(sentence: W, cell: Cell, piece: Piece, language: Language) -> String {
    let kind = kind_key(piece.kind);
    let args: [(&str, &dyn Display); 3] =
        [("cell", &cell), ("owner", &piece.owner), ("kind", &kind)];
    format(sentence, language, &args)
}

/// `sentence` about the `group` of `cell` in `owner`'s last turn.
fn group_of(
    sentence: W,
    group: GroupKind,
    cell: Cell,
    owner: Player,
    language: Language,
) -> String {
    let group = group_key(group);
    let args: [(&str, &dyn Display); 3] = [("group", &group), ("cell", &cell), ("owner", &owner)];
    format(sentence, language, &args)
}

/// The key by which the words pick a piece's kind: `seed` or `sprout`.
fn kind_key(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Seed => "seed",
        PieceKind::Sprout => "sprout",
    }
}

/// The key by which the words pick a group: `plant` or `parasite`.
fn group_key(group: GroupKind) -> &'static str {
    match group {
        GroupKind::Plant => "plant",
        GroupKind::Parasite => "parasite",
    }
}

/// The key by which the words pick a verb.
fn verb_key(verb: Verb) -> &'static str {
    match verb {
        Verb::Move => "move",
        Verb::Harvest => "harvest",
        Verb::Prune => "prune",
        Verb::Launch => "launch",
    }
}

/// A piece of `kind` (or any piece) on `cell` that would stand captured
/// by `by` between `ends` (R15).
fn suicide(
    kind: Option<PieceKind>,
    cell: Cell,
    by: Player,
    ends: [RunEnd; 2],
    language: Language,
) -> String {
    let kind = kind.map_or("piece", kind_key);
    let head: [(&str, &dyn Display); 3] = [("kind", &kind), ("cell", &cell), ("by", &by)];
    match ends {
        [RunEnd::Piece(a), RunEnd::Piece(b)] => {
            let args = [&head[..], &[("a", &a as &dyn Display), ("b", &b)]].concat();
            format(W::SuicideBetweenPieces, language, &args)
        }
        [RunEnd::RedEdge, RunEnd::Piece(at)] | [RunEnd::Piece(at), RunEnd::RedEdge] => {
            let args = [&head[..], &[("at", &at as &dyn Display)]].concat();
            format(W::SuicideEdgeAndPiece, language, &args)
        }
        [RunEnd::RedEdge, RunEnd::RedEdge] => format(W::SuicideBetweenEdges, language, &head),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::reply::TEXT_LIMIT;
    use crate::games::palanquee::CellSet;

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    fn player(letter: char) -> Player {
        Player::from_letter(letter).expect("a player")
    }

    /// One reason of every kind, with cells, players and numbers to find
    /// again in the French.
    fn one_of_each() -> Vec<Reason> {
        let (h8, h9, c7) = (cell("H8"), cell("H9"), cell("C7"));
        let (a, b) = (player('a'), player('b'));
        let seed_of_b = Piece::from_letter('B').expect("b's seed");
        let plant = GroupKind::Plant;
        let parasite = GroupKind::Parasite;
        vec![
            Reason::NotYourTurn {
                to_move: b,
                player: a,
            },
            Reason::NoSeedInReserve,
            Reason::NoSproutInReserve,
            Reason::NoPlant { cell: h8 },
            Reason::ParasiteInBasicRules {
                player: b,
                cell: h8,
            },
            Reason::NoActionToSow,
            Reason::NoActionToGrow {
                cell: h8,
                groups: 2,
                seed: true,
            },
            Reason::NoActionToGrow {
                cell: h8,
                groups: 1,
                seed: false,
            },
            Reason::NoActionToHarvest { cell: h8 },
            Reason::NoActionLeft {
                cell: h8,
                group: parasite,
            },
            Reason::Taken {
                cell: h8,
                piece: seed_of_b,
            },
            Reason::SeedsNever {
                cell: h8,
                verb: Verb::Launch,
            },
            Reason::OnlySeedsHarvested { cell: h8 },
            Reason::NotYours {
                cell: h8,
                piece: seed_of_b,
            },
            Reason::Empty {
                cell: h8,
                kind: PieceKind::Sprout,
                verb: Verb::Prune,
            },
            Reason::TouchesNoPlant { cell: h8 },
            Reason::LeavesItsPlant { from: h8, to: h9 },
            Reason::SingleSeed { cell: h8 },
            Reason::StrandsSprouts {
                cell: h8,
                stranded: CellSet::single(h9) | CellSet::single(c7),
            },
            Reason::NoSeedToSow,
            Reason::MustSow,
            Reason::SowOnly,
            Reason::OneSeedPerTurn,
            Reason::SeedActionNeeded,
            Reason::Suicide {
                kind: Some(PieceKind::Seed),
                cell: h8,
                by: b,
                ends: [RunEnd::RedEdge, RunEnd::Piece(c7)],
            },
            Reason::Suicide {
                kind: None,
                cell: h8,
                by: b,
                ends: [RunEnd::Piece(h9), RunEnd::Piece(c7)],
            },
            Reason::Recapture {
                cell: h8,
                owner: b,
                placed: h9,
            },
            Reason::TooClose {
                cell: h8,
                distance: 2,
                owner: Some(b),
                enemy: c7,
            },
            Reason::TimeoutByHand,
            Reason::ClaimOnEmpty { cell: h8 },
            Reason::ClaimOnSprout { cell: h8 },
            Reason::ClaimOnOwn { cell: h8 },
            Reason::NoClaimOpen { owner: b },
            Reason::NothingToClaim {
                cell: h8,
                group: plant,
                owner: b,
            },
            Reason::AllClaimed {
                cell: h8,
                group: plant,
                owner: b,
            },
            Reason::GameOver {
                outcome: Outcome::Winner(b),
            },
            Reason::NotPlaying { player: b },
            Reason::NewParasite { at: Some(h8) },
            Reason::ParasiteStep { from: h8, to: c7 },
            Reason::ParasiteLosesContact { from: h8, to: h9 },
            Reason::LaunchInBasicRules,
            Reason::NotAButton { from: h8 },
            Reason::LaunchTooFar {
                from: h8,
                to: c7,
                distance: 7,
            },
            Reason::LaunchTouchesOwn {
                to: h8,
                touching: h9,
            },
            Reason::LaunchTouchesNoEnemy { to: h8 },
            Reason::AlreadyLaunched {
                from: h8,
                group: plant,
            },
        ]
    }

    /// The words of `text`.
    fn words(text: &str) -> Vec<&str> {
        text.split(|c: char| !c.is_ascii_alphanumeric()).collect()
    }

    /// The cells, numbers and rulings of an English text, and player b
    /// (player a is not told from the article).
    fn particulars(text: &str) -> Vec<&str> {
        words(text)
            .into_iter()
            .filter(|word| word.chars().any(|c| c.is_ascii_digit()) || *word == "b")
            .collect()
    }

    #[test]
    fn every_refusal_has_french_naming_the_same_ruling_cells_players_and_numbers() {
        for reason in one_of_each() {
            let illegal = IllegalAction::from(reason);
            let english = refusal_in(&illegal, Language::English);
            let french = refusal_in(&illegal, Language::French);
            assert_eq!(english, illegal.to_string());
            assert_ne!(french, english);
            assert!(
                french.starts_with(&format!("{} : ", illegal.ruling)),
                "{french}"
            );
            assert!(french.len() < TEXT_LIMIT / 2, "{french}");
            for particular in particulars(&english) {
                assert!(
                    words(&french).contains(&particular),
                    "`{particular}` of «{english}» is missing from «{french}»"
                );
            }
        }
    }

    #[test]
    fn a_refused_move_reads_in_french() {
        let illegal = IllegalAction::from(Reason::Suicide {
            kind: Some(PieceKind::Sprout),
            cell: cell("B6"),
            by: player('b'),
            ends: [RunEnd::RedEdge, RunEnd::Piece(cell("C7"))],
        });
        let french = refusal_in(&illegal, Language::French);
        assert_eq!(
            french,
            "R17 : ta pousse en B6 serait prise en tenaille entre le bord rouge et la pièce de b en C7"
        );
    }

    /// A text that is not an action reads in English as the engine
    /// writes it (`palanquee play` prints the engine's), and in French
    /// names the same action, cell or example.
    #[test]
    fn every_parse_error_reads_as_the_engine_writes_it_in_english() {
        let texts = [
            "",
            "fly H8",
            "sow",
            "grow",
            "move H8",
            "launch",
            "harvest",
            "prune",
            "claim",
            "sow Z9",
            "sow H99",
            "sow H8 J9",
        ];
        for text in texts {
            let error = crate::games::palanquee::parse_actions(text).expect_err(text);
            let english = action_error_text(&error, Language::English);
            let french = action_error_text(&error, Language::French);
            assert_eq!(english, error.to_string());
            assert_ne!(french, english);
            for particular in english.split('`').skip(1).step_by(2) {
                assert!(french.contains(particular), "{particular} in «{french}»");
            }
        }
    }
}
