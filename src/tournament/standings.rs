//! The standings of an event with the FIDE tie-breaks (Handbook C.07,
//! the 2023 regulations): Buchholz (BH), Buchholz cut-1 (BH-C1),
//! Sonneborn-Berger (SB), direct encounter (DE) and games won (WON).
//!
//! Unplayed rounds (a bye, a forfeit either way, an absence) count, for
//! the player's own BH and SB, as a game against an opponent with the
//! player's own final score, the regulations' "dummy opponent"; BH-C1
//! cuts such a round first when the player did not win it (a forfeit
//! loss, an absence, a requested bye), then the lowest opponent. An
//! opponent's score is taken as it stands, forfeits included. A Swiss
//! event breaks ties by BH-C1, BH, SB, DE, WON; a round-robin, where
//! everyone meets everyone, by DE, SB, WON. Values are kept in quarter
//! points so that none is rounded.

use std::cmp::Ordering;

use super::event::{Event, Format, RoundOf};

/// One tie-break of the standings.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TieBreak {
    /// Buchholz cut-1.
    BuchholzCut1,
    /// Buchholz.
    Buchholz,
    /// Sonneborn-Berger.
    SonnebornBerger,
    /// Direct encounter among the players still tied.
    DirectEncounter,
    /// Games won over the board.
    Won,
}

impl TieBreak {
    /// The regulations' abbreviation.
    #[must_use]
    pub fn short(self) -> &'static str {
        match self {
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::Buchholz => "BH",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::DirectEncounter => "DE",
            TieBreak::Won => "WON",
        }
    }

    /// A value of this tie-break as text: points for DE, a count for
    /// WON, quarter points for the others.
    #[must_use]
    pub fn shown(self, value: u32) -> String {
        match self {
            TieBreak::DirectEncounter => points_text(value),
            TieBreak::Won => value.to_string(),
            _ => quarters_text(value),
        }
    }

    /// The tie-breaks of `format`, in order.
    #[must_use]
    pub fn of(format: Format) -> &'static [TieBreak] {
        match format {
            Format::Swiss { .. } => &[
                TieBreak::BuchholzCut1,
                TieBreak::Buchholz,
                TieBreak::SonnebornBerger,
                TieBreak::DirectEncounter,
                TieBreak::Won,
            ],
            Format::RoundRobin { .. } => &[
                TieBreak::DirectEncounter,
                TieBreak::SonnebornBerger,
                TieBreak::Won,
            ],
        }
    }
}

/// One line of the standings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Standing {
    /// The place, shared by players tied on everything (1 first).
    pub place: usize,
    /// The entrant's number.
    pub number: usize,
    /// The entrant's name.
    pub name: String,
    /// Points, in half points.
    pub half_points: u32,
    /// Each tie-break's value in quarter points (DE and WON in half
    /// points and games), in the order of [`TieBreak::of`].
    pub values: Vec<u32>,
}

/// What one finished round gave a player, for the tie-breaks.
struct Contribution {
    /// The opponent's final score, or the player's own for an unplayed
    /// round (half points).
    opponent_half_points: u32,
    /// The player's half points in the round.
    scored: u32,
    /// A round not played over the board and not won: cut first.
    cut_first: bool,
}

/// The standings of `event` after its results so far.
#[must_use]
pub fn standings(event: &Event) -> Vec<Standing> {
    let breaks = TieBreak::of(event.format);
    let count = event.entrants.len();
    // Each entrant's history and score once: every tie-break reads them.
    let histories: Vec<Vec<RoundOf>> = (1..=count).map(|n| event.history(n)).collect();
    let scores: Vec<u32> = histories
        .iter()
        .map(|history| history.iter().map(|r| r.half_points).sum())
        .collect();
    let mut lines: Vec<Standing> = (1..=count)
        .map(|number| {
            let history = &histories[number - 1];
            let rounds = contributions(history, &scores, scores[number - 1]);
            Standing {
                place: 0,
                number,
                name: event.entrants[number - 1].name.clone(),
                half_points: scores[number - 1],
                values: breaks
                    .iter()
                    .map(|&tie_break| value(history, &rounds, tie_break))
                    .collect(),
            }
        })
        .collect();
    let direct = breaks.iter().position(|&b| b == TieBreak::DirectEncounter);
    if let Some(direct) = direct {
        settle_direct_encounters(event, &mut lines, direct);
    }
    lines.sort_by(|a, b| compare(a, b).then(a.number.cmp(&b.number)));
    for index in 0..lines.len() {
        lines[index].place = if index > 0 && compare(&lines[index - 1], &lines[index]).is_eq() {
            lines[index - 1].place
        } else {
            index + 1
        };
    }
    lines
}

/// Better first: points, then each tie-break in turn.
fn compare(a: &Standing, b: &Standing) -> Ordering {
    b.half_points
        .cmp(&a.half_points)
        .then_with(|| b.values.cmp(&a.values))
}

/// The value of `tie_break` for the entrant of `history`, whose rounds
/// gave `rounds` (DE is settled later).
fn value(history: &[RoundOf], rounds: &[Contribution], tie_break: TieBreak) -> u32 {
    let buchholz: u32 = rounds.iter().map(|r| r.opponent_half_points).sum();
    match tie_break {
        TieBreak::Buchholz => 2 * buchholz,
        TieBreak::BuchholzCut1 => 2 * (buchholz - cut(rounds)),
        TieBreak::SonnebornBerger => rounds
            .iter()
            .map(|r| r.opponent_half_points * r.scored)
            .sum(),
        TieBreak::Won => history
            .iter()
            .filter(|r| r.played && r.half_points == 2)
            .count() as u32,
        TieBreak::DirectEncounter => 0,
    }
}

/// The contribution BH-C1 cuts: an unplayed round not won if any (the
/// least of them), else the least of all.
fn cut(rounds: &[Contribution]) -> u32 {
    let least = |first: bool| {
        rounds
            .iter()
            .filter(|r| r.cut_first == first)
            .map(|r| r.opponent_half_points)
            .min()
    };
    least(true).or_else(|| least(false)).unwrap_or(0)
}

/// What each round of `history` with a result gave its entrant, whose
/// score is `own` (`scores`: every entrant's, by number from 1).
fn contributions(history: &[RoundOf], scores: &[u32], own: u32) -> Vec<Contribution> {
    history
        .iter()
        .filter(|r| r.code != ' ')
        .map(|r| {
            let opponent_half_points = match r.opponent {
                Some(opponent) if r.played => {
                    scores.get(opponent.wrapping_sub(1)).copied().unwrap_or(0)
                }
                _ => own,
            };
            Contribution {
                opponent_half_points,
                scored: r.half_points,
                cut_first: !r.played && r.half_points < 2,
            }
        })
        .collect()
}

/// Direct encounter (C.07): among players tied on points and on the
/// tie-breaks before DE, the points scored in their games against each
/// other, when every one of them met every other; otherwise DE does not
/// separate them.
fn settle_direct_encounters(event: &Event, lines: &mut [Standing], direct: usize) {
    let key = |s: &Standing| (s.half_points, s.values[..direct].to_vec());
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for index in 0..lines.len() {
        match groups
            .iter_mut()
            .find(|g| key(&lines[g[0]]) == key(&lines[index]))
        {
            Some(group) => group.push(index),
            None => groups.push(vec![index]),
        }
    }
    for group in groups.into_iter().filter(|g| g.len() > 1) {
        let numbers: Vec<usize> = group.iter().map(|&i| lines[i].number).collect();
        let among = |number: usize| -> Option<u32> {
            let history = event.history(number);
            let mut total = 0;
            for &other in numbers.iter().filter(|&&o| o != number) {
                let games: Vec<_> = history
                    .iter()
                    .filter(|r| r.played && r.opponent == Some(other))
                    .collect();
                if games.is_empty() {
                    return None;
                }
                total += games.iter().map(|r| r.half_points).sum::<u32>();
            }
            Some(total)
        };
        let scores: Option<Vec<u32>> = numbers.iter().map(|&n| among(n)).collect();
        if let Some(scores) = scores {
            for (&index, score) in group.iter().zip(scores) {
                lines[index].values[direct] = score;
            }
        }
    }
}

/// Half points as text: `3`, `3½`, `½`.
#[must_use]
pub fn points_text(half_points: u32) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_owned(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// Quarter points as text: `7`, `7½`, `7¼`, `7¾`.
#[must_use]
pub fn quarters_text(quarters: u32) -> String {
    let fraction = ["", "¼", "½", "¾"][(quarters % 4) as usize];
    match quarters / 4 {
        0 if !fraction.is_empty() => fraction.to_owned(),
        whole => format!("{whole}{fraction}"),
    }
}

/// The standings as text lines: place, name, points, then each
/// tie-break by its abbreviation.
#[must_use]
pub fn standings_text(event: &Event) -> String {
    let breaks = TieBreak::of(event.format);
    let mut text = String::new();
    for line in standings(event) {
        text.push_str(&format!(
            "{}. {} — {}",
            line.place,
            line.name,
            points_text(line.half_points)
        ));
        for (tie_break, value) in breaks.iter().zip(&line.values) {
            text.push_str(&format!(
                " · {} {}",
                tie_break.short(),
                tie_break.shown(*value)
            ));
        }
        text.push('\n');
    }
    text
}
