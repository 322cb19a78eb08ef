//! What Palanquée's turn posts and previews say: the story of a turn
//! (each action, what it captured or removed), the claims it opens (R21),
//! whose turn it is or the result, and the actions left. Kept apart from
//! the turn flow (`turn`), which decides what happens; this file only
//! words it, within Discord's length (`post`).

use super::post::{Gone, Part, Post, StoryLine};
use super::table::{Table, Told};
use crate::commands::catalogue::{say, say_with};
use crate::commands::language::Language;
use crate::commands::reply::TEXT_LIMIT;
use crate::games::palanquee::words::PalanqueeMessage;
use crate::games::palanquee::{Action, Cell, Game, Outcome, Piece, Player, Report};

/// The text of a published turn's post, in `readers`' language: the
/// headline, what the story did, the claims open (R21), then whose turn
/// it is or the result. Only the story is shortened when the post would
/// pass [`TEXT_LIMIT`]. Posts are read by the whole channel, so they
/// speak its language whoever played.
pub(crate) fn announce_text(
    readers: Language,
    table: &Table,
    story: &[Told],
    headline: String,
) -> String {
    let game = &table.current;
    let mut post = Post::new(readers, say(readers, PalanqueeMessage::HistoryHasAll));
    post.keep(headline);
    post.tell(story_lines(readers, table, story));
    for line in claims_lines(readers, table, game) {
        post.keep(line);
    }
    post.keep(match game.outcome() {
        Some(outcome) => {
            let result = outcome_words(readers, table, outcome);
            say_with(
                readers,
                PalanqueeMessage::GameOverResult,
                &[("result", &result)],
            )
        }
        None if table.ends_without_people(game) => format!("**{}.**", unrated_end(readers)),
        None => {
            let next = game.to_move();
            say_with(
                readers,
                PalanqueeMessage::YourTurnRound,
                &[
                    ("name", &table.name(next)),
                    ("round", &game.position().round()),
                    ("actions", &actions_text(readers, game)),
                ],
            )
        }
    });
    post.fit(TEXT_LIMIT)
}

/// The public words, in `readers`' language, of a game ended because no
/// person is left in it.
pub(crate) fn unrated_end(readers: Language) -> String {
    say(readers, PalanqueeMessage::UnratedEnd)
}

/// The text of the private preview of the mover's draft, in `language`
/// (the mover's): what it did so far and what is left. Only the story is
/// shortened when the preview would pass [`TEXT_LIMIT`].
pub(crate) fn preview_text(language: Language, table: &Table) -> String {
    let game = &table.current;
    let mut post = Post::new(language, say(language, PalanqueeMessage::PictureHasAll));
    let round = game.position().round();
    post.keep(say_with(
        language,
        PalanqueeMessage::DraftHeader,
        &[("round", &round)],
    ));
    if table.draft_trimmed {
        post.keep(say(language, PalanqueeMessage::DraftTrimmed));
    }
    post.tell(story_lines(language, table, &table.draft_story));
    if table.draft.is_empty() {
        post.keep(say(language, PalanqueeMessage::DraftIsEmpty));
    }
    let actions = actions_text(language, game);
    post.keep(say_with(
        language,
        PalanqueeMessage::DraftLeft,
        &[("actions", &actions)],
    ));
    post.fit(TEXT_LIMIT)
}

/// What the player to move can still do, in `language`, group by group:
/// "3 actions (plant H4: 1 + 1 bonus, parasite L7: 1)" or "one sowing,
/// compulsory (R11)". Bonuses of leaves are optional (R36); a parasite's
/// action is owed (R30).
pub(crate) fn actions_text(language: Language, game: &Game) -> String {
    if game.outcome().is_some() {
        return say(language, PalanqueeMessage::NoAction);
    }
    let turn = game.turn();
    let total = game.actions_left();
    if total == 0 {
        return say(language, PalanqueeMessage::NoActionLeft);
    }
    let position = game.position();
    let groups = position.groups(turn.player());
    let mut parts: Vec<String> = Vec::new();
    if turn.is_sow_only() {
        let has_parasite = groups.iter().any(|group| group.is_parasite());
        if !has_parasite {
            return say(language, PalanqueeMessage::SowingCompulsory);
        }
        parts.push(say(language, PalanqueeMessage::SowingOptional));
    }
    for group in &groups {
        let (owed, bonus) = turn.actions_left_within(group.cells);
        if owed + bonus == 0 {
            continue;
        }
        let name = match (group.seeds.first(), group.cells.first()) {
            (Some(seed), _) => say_with(language, PalanqueeMessage::PlantGroup, &[("cell", &seed)]),
            (None, Some(cell)) => say_with(
                language,
                PalanqueeMessage::ParasiteGroup,
                &[("cell", &cell)],
            ),
            (None, None) => continue,
        };
        let args: [(&str, &dyn std::fmt::Display); 3] =
            [("name", &name), ("owed", &owed), ("bonus", &bonus)];
        parts.push(match (owed, bonus) {
            (_, 0) => say_with(language, PalanqueeMessage::OwedActions, &args),
            (0, _) => say_with(language, PalanqueeMessage::BonusActions, &args),
            _ => say_with(language, PalanqueeMessage::OwedAndBonus, &args),
        });
    }
    let note = if game.actions_owed() < total && !turn.is_sow_only() {
        say(language, PalanqueeMessage::BonusesOptional)
    } else {
        String::new()
    };
    let count = say_with(
        language,
        PalanqueeMessage::ActionCount,
        &[("count", &total)],
    );
    let groups = parts.join(", ");
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("count", &count), ("groups", &groups), ("note", &note)];
    say_with(language, PalanqueeMessage::ActionsLeft, &args)
}

/// One line per event in `language`, with names: `grow H7 → captured H6
/// (bob's sprout)`.
fn story_lines(language: Language, table: &Table, story: &[Told]) -> Vec<StoryLine> {
    story
        .iter()
        .filter(|(event, _)| !matches!(event.action, Action::End))
        .map(|(event, report)| {
            let mut consequences = consequences(language, table, report);
            if let Action::Launch(_, to) = event.action {
                let words = launched(language, table, event.player, to);
                consequences.insert(0, Part::Words(words));
            }
            let action = match event.action {
                Action::TimeOut => say(language, PalanqueeMessage::TimeRanOut),
                other => other.to_string(),
            };
            StoryLine {
                action,
                parts: consequences,
            }
        })
        .collect()
}

/// What a launch to `to` made, in `language`: a parasite, on whose plants
/// as the board stands now (R30, R32).
fn launched(language: Language, table: &Table, player: Player, to: Cell) -> String {
    let position = table.current.position();
    let mut hosts: Vec<String> = Vec::new();
    for neighbour in to.neighbours() {
        if let Some(piece) = position.piece_at(neighbour)
            && piece.owner != player
        {
            let name = table.name(piece.owner);
            if !hosts.contains(&name) {
                hosts.push(name);
            }
        }
    }
    if position.pieces_of(player).contains(to) && !hosts.is_empty() {
        let hosts = hosts.join(&say(language, PalanqueeMessage::AndWord));
        say_with(language, PalanqueeMessage::ParasiteOn, &[("hosts", &hosts)])
    } else {
        say(language, PalanqueeMessage::AParasite)
    }
}

/// What an event did, in players' words in `language`; lists of pieces
/// are told one by one unless the post is too long (then counted, see
/// [`Post::fit`]).
fn consequences(language: Language, table: &Table, report: &Report) -> Vec<Part> {
    let pieces = |removed: &[(Cell, Piece)]| -> Vec<Gone> {
        removed
            .iter()
            .map(|&(cell, piece)| Gone {
                cell,
                piece,
                owner: table.name(piece.owner),
            })
            .collect()
    };
    let mut parts = Vec::new();
    if !report.captured.is_empty() {
        parts.push(Part::pieces(
            PalanqueeMessage::CapturedVerb,
            pieces(&report.captured),
            " (R14)",
        ));
    }
    for (column, removed) in &report.saturated {
        let pieces = say_with(
            language,
            PalanqueeMessage::PieceRemovedCount,
            &[("count", &removed.len())],
        );
        parts.push(Part::Words(say_with(
            language,
            PalanqueeMessage::ColumnSaturated,
            &[("column", column), ("pieces", &pieces)],
        )));
    }
    if !report.claimed.is_empty() {
        parts.push(Part::pieces(
            PalanqueeMessage::TookVerb,
            pieces(&report.claimed),
            " (R21)",
        ));
    }
    if !report.removed.is_empty() {
        parts.push(Part::pieces(
            PalanqueeMessage::RemovedVerb,
            pieces(&report.removed),
            "",
        ));
    }
    for joined in &report.fused {
        parts.push(Part::Words(say_with(
            language,
            PalanqueeMessage::PlantsFused,
            &[("n", joined)],
        )));
    }
    for split in &report.split {
        parts.push(Part::Words(say_with(
            language,
            PalanqueeMessage::PlantSplit,
            &[("n", split)],
        )));
    }
    if report.unused > 0 {
        let actions = say_with(
            language,
            PalanqueeMessage::UnusedActionCount,
            &[("count", &report.unused)],
        );
        parts.push(Part::Words(say_with(
            language,
            PalanqueeMessage::UnusedActions,
            &[("actions", &actions)],
        )));
    }
    for player in &report.eliminated {
        let name = table.name(*player);
        parts.push(Part::Words(say_with(
            language,
            PalanqueeMessage::PlayerOut,
            &[("name", &name)],
        )));
    }
    parts
}

/// What may be claimed now, from whom, until when (R21), in `language`.
fn claims_lines(language: Language, table: &Table, game: &Game) -> Vec<String> {
    game.claims()
        .iter()
        .map(|window| {
            let position = game.position();
            let cells = window.claimable_cells(position);
            let seeds = cells & position.seeds_of(window.against());
            let parasites: Vec<String> = position
                .parasites(window.against())
                .iter()
                .filter(|parasite| !(parasite.cells & cells).is_empty())
                .filter_map(|parasite| parasite.cells.first())
                .map(|cell| {
                    say_with(
                        language,
                        PalanqueeMessage::ClaimableParasite,
                        &[("cell", &cell)],
                    )
                })
                .collect();
            let mut targets: Vec<String> = Vec::new();
            if !seeds.is_empty() {
                let list: Vec<String> = seeds.iter().map(|c| c.to_string()).collect();
                let noun = if list.len() == 1 {
                    PalanqueeMessage::ClaimableSeed
                } else {
                    PalanqueeMessage::ClaimableSeeds
                };
                targets.push(say_with(language, noun, &[("cells", &list.join(", "))]));
            }
            targets.extend(parasites);
            let who = table.name(window.against());
            say_with(
                language,
                PalanqueeMessage::UnusedActionsOpenClaims,
                &[
                    ("who", &who),
                    (
                        "unused",
                        &say_with(
                            language,
                            PalanqueeMessage::ActionUnusedCount,
                            &[("count", &window.remaining())],
                        ),
                    ),
                    (
                        "claims",
                        &say_with(
                            language,
                            PalanqueeMessage::ClaimCount,
                            &[("count", &window.remaining())],
                        ),
                    ),
                    (
                        "targets",
                        &targets.join(&say(language, PalanqueeMessage::OrWord)),
                    ),
                ],
            )
        })
        .collect()
}

/// The result in words, with names, as the store keeps it: in English.
pub(crate) fn outcome_text(table: &Table, outcome: Outcome) -> String {
    outcome_words(Language::English, table, outcome)
}

/// How the game ended, in `language`.
pub(crate) fn outcome_words(language: Language, table: &Table, outcome: Outcome) -> String {
    match outcome {
        Outcome::Winner(player) => say_with(
            language,
            PalanqueeMessage::WinnerIs,
            &[("player", &table.name(player))],
        ),
        Outcome::Draw => say(language, PalanqueeMessage::DrawnGame),
    }
}

#[cfg(test)]
mod long_posts;
