//! Posts of turns too big to tell piece by piece, on real positions of
//! five players with 32-character names (Markdown-ish and non-ASCII): a
//! resignation of 53 pieces (R22), a turn of captures and a saturation
//! (R14, R16) removing dozens, claims open against four players (R21), the
//! end of the game. Each text stays within [`TEXT_LIMIT`] and keeps its
//! headline, every claims line, and the "your turn" line or the result.

use super::*;
use crate::commands::reply::TEXT_LIMIT;
use crate::games::palanquee::{Event, Position, Rules};
use crate::store::queries::{GameRow, GameStatus, SeatRow};

/// Seat names, `a` to `e`, 32 characters each.
const NAMES: [&str; 5] = [
    "Zoë **Ærøskøbing** Ñandú_Çedilla",
    "__Bob__ the ~~Builder~~ of Table",
    "Chloé `Quotes` & <Angles> Ünïcöd",
    "Dmitri Дмитриевич Ковалевский_*",
    "Eve | spoiler ||hidden|| 日本語名前だよ",
];

/// The seat's name as messages show it (Markdown escaped).
fn name(letter: char) -> String {
    crate::commands::shown(NAMES[usize::from(letter as u8 - b'a')])
}

fn player(letter: char) -> Player {
    Player::from_letter(letter).expect("a player letter")
}

/// The position drawn by `rows` (row 1 first, columns A to S; `.` empty,
/// `a`..`e` sprouts, `A`..`E` seeds) for five players, `to_move` starting
/// a turn of `round`. Reserves hold the rest of 50 sprouts and 3 seeds,
/// except the seeds `seeds` sets.
fn position(rows: [&str; 16], to_move: char, round: u32, seeds: &[(char, u8)]) -> Position {
    let mut texts = Vec::new();
    for row in rows {
        assert_eq!(row.len(), 19, "{row}");
        let mut text = String::new();
        let mut empty = 0;
        for c in row.chars() {
            if c == '.' {
                empty += 1;
                continue;
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            empty = 0;
            text.push(c);
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        texts.push(text);
    }
    let count = |c: char| {
        rows.iter()
            .flat_map(|r| r.chars())
            .filter(|&x| x == c)
            .count()
    };
    let reserves: Vec<String> = "abcde"
        .chars()
        .map(|sprout| {
            let seed = sprout.to_ascii_uppercase();
            let seeds = seeds
                .iter()
                .find(|(who, _)| *who == sprout)
                .map_or(3 - count(seed), |&(_, n)| usize::from(n));
            format!("{}/{seeds}", 50 - count(sprout))
        })
        .collect();
    let text = format!(
        "{} {to_move} {round} {}",
        texts.join("/"),
        reserves.join(",")
    );
    text.parse().unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// A basic game whose player to move starts a turn in `position`.
fn game(position: Position) -> Game {
    Game::from_position_with(position, Rules::Basic).unwrap_or_else(|e| panic!("{e}"))
}

/// The table of a game being played by [`NAMES`]: `committed` is what
/// was published, `current` the game with the story played.
fn table(committed: Game, current: Game) -> Table {
    Table {
        row: GameRow {
            id: 1,
            channel: "channel".into(),
            status: GameStatus::Playing,
            game: crate::games::palanquee::options::KIND,
            options: Rules::Basic.options_text(),
            turn_hours: Some(24),
            creator_id: "10000000000000000000".into(),
            server: String::new(),
            version: 1,
            result: None,
        },
        seats: NAMES
            .iter()
            .enumerate()
            .map(|(seat, name)| SeatRow {
                seat: seat as i64,
                user_id: format!("1000000000000000000{seat}"),
                name: (*name).to_string(),
                missed_deadlines: 0,
            })
            .collect(),
        committed,
        last_turn: Vec::new(),
        draft: Vec::new(),
        draft_story: Vec::new(),
        current,
        draft_trimmed: false,
        deadline: None,
        board: false,
    }
}

/// Plays `text` for `who`, which must be legal; the event and its report.
fn play(game: &mut Game, who: char, text: &str) -> Told {
    let action: Action = text.parse().unwrap_or_else(|e| panic!("{e}"));
    let player = player(who);
    let report = game
        .play(player, action)
        .unwrap_or_else(|e| panic!("`{text}` by {who}: {e}"));
    (Event { player, action }, report)
}

/// `text` fits the budget and holds each of `lines` as a line of its own.
fn assert_post(text: &str, lines: &[String]) {
    let length = text.chars().count();
    assert!(length <= TEXT_LIMIT, "{length} characters:\n{text}");
    for line in lines {
        assert!(
            text.lines().any(|l| l == line),
            "missing line {line:?} in:\n{text}"
        );
    }
}

/// Columns A-D full of `a`'s 53 pieces; the others hold a small plant each.
const RESIGNATION: [&str; 16] = [
    "Aaaa...............",
    "aaaa...B...C...D...",
    "aaaa...b...c...d...",
    "aaaa...............",
    "aaaa...............",
    "aaaa...............",
    "aAaa...............",
    "aaaa...............",
    "aaaa...............",
    "aaaa...E...........",
    "aaaa...e...........",
    "aaa................",
    "aaA................",
    "aaa................",
    "...................",
    "...................",
];

#[test]
fn a_resignation_of_53_pieces_is_counted_and_the_turn_line_stays() {
    let committed = game(position(RESIGNATION, 'b', 6, &[]));
    let mut current = committed.clone();
    let story = vec![play(&mut current, 'a', "resign")];
    assert_eq!(story[0].1.removed.len(), 53);
    let table = table(committed, current);
    let headline = format!("**{}** resigns (R22).", name('a'));
    let text = announce_text(Language::English, &table, &story, headline.clone());
    assert_post(
        &text,
        &[
            headline,
            format!(
                "**{}**, your turn (round 6): 1 action (plant H2: 1).",
                name('b')
            ),
        ],
    );
    let summary = format!("removed 53 pieces of {} (3 seeds)", name('a'));
    assert!(text.contains(&summary), "{text}");
}

#[test]
fn a_resignation_that_ends_the_game_keeps_the_result() {
    // c, d and e are out already: no piece, no seed left.
    let out = [('c', 0), ('d', 0), ('e', 0)];
    let mut rows = RESIGNATION;
    rows[1] = "aaaa...B...........";
    rows[2] = "aaaa...b...........";
    rows[9] = "aaaa...............";
    rows[10] = "aaaa...............";
    let committed = game(position(rows, 'b', 6, &out));
    let mut current = committed.clone();
    let story = vec![play(&mut current, 'a', "resign")];
    let table = table(committed, current);
    let headline = format!("**{}** resigns (R22).", name('a'));
    let text = announce_text(Language::English, &table, &story, headline.clone());
    assert_post(
        &text,
        &[
            headline,
            format!("**Game over: {} wins (R22).**", name('b')),
        ],
    );
    assert!(text.contains("removed 53 pieces of"), "{text}");
}

/// `a` (seeds E1, E13, I16) to grow J15, saturating column J (R16) where
/// `b`..`e` keep seeds whose plants stretch to column Q, and to grow E12,
/// capturing the polychrome run E2-E11 against E1 (R14). With `extras`,
/// `b`..`e` each keep a plant elsewhere.
fn big_turn_board(extras: bool) -> [&'static str; 16] {
    let mut rows = [
        "....A....bbbbbbbb..",
        "....B....Bbbbbbbb..",
        "....b....b.........",
        "....b....cccccccc..",
        "....C....Cccccccc..",
        "....c....c.........",
        "....c....dddddddd..",
        "....D....Dddddddd..",
        "....d....d.........",
        "....E....d.........",
        "....e....eeeeeeee..",
        ".........Eeeeeeee..",
        "....A....e.........",
        ".........e.........",
        "...................",
        "........A..........",
    ];
    if extras {
        rows[1] = "....B....Bbbbbbbb.E";
        rows[2] = "....b....b........e";
        rows[13] = ".........e....B.C.D";
        rows[14] = "..............b.c.d";
    }
    rows
}

/// Plays `a`'s big turn in `game`: the story as published, `end` included.
fn big_turn(game: &mut Game) -> Vec<Told> {
    let mut story = vec![play(game, 'a', "grow J15"), play(game, 'a', "grow E12")];
    assert_eq!(story[0].1.saturated.len(), 1, "column J saturates");
    assert_eq!(story[1].1.captured.len(), 10, "E2-E11 are captured");
    if game.outcome().is_none() {
        story.push(play(game, 'a', "end"));
    }
    story
}

#[test]
fn a_turn_of_captures_and_a_saturation_is_summarised() {
    let committed = game(position(big_turn_board(true), 'a', 9, &[]));
    let mut current = committed.clone();
    let story = big_turn(&mut current);
    assert_eq!(story[0].1.removed.len(), 56);
    let table = table(committed, current);
    let headline = format!("**{}** played:", name('a'));
    let text = announce_text(Language::English, &table, &story, headline.clone());
    let mut lines = vec![headline];
    lines.extend(claims_lines(Language::English, &table, &table.current));
    assert_eq!(lines.len(), 2, "one claims line, against a");
    lines.push(format!(
        "**{}**, your turn (round 9): 1 action (plant O14: 1).",
        name('b')
    ));
    assert_post(&text, &lines);
    assert!(text.contains("column J saturated: 15 pieces removed (R16)"));
    let summary = format!(
        "removed 56 pieces: 14 of {}, 14 of {}, 14 of {}, 14 of {}",
        name('b'),
        name('c'),
        name('d'),
        name('e')
    );
    assert!(text.contains(&summary), "{text}");
}

#[test]
fn claims_open_against_four_players_all_stay() {
    let mut committed = game(position(big_turn_board(true), 'c', 9, &[]));
    for who in ['c', 'd', 'e'] {
        play(&mut committed, who, "end");
    }
    let mut current = committed.clone();
    let story = big_turn(&mut current);
    let table = table(committed, current);
    let headline = format!("**{}** played:", name('a'));
    let text = announce_text(Language::English, &table, &story, headline.clone());
    let claims = claims_lines(Language::English, &table, &table.current);
    assert_eq!(claims.len(), 4, "against c, d, e and a");
    let expected = format!(
        "{c} left 3 actions unused: opponents may make 3 claims (/claim cell) on the seed Q14 until {c}'s next turn (R21).",
        c = name('c')
    );
    assert!(claims.contains(&expected), "{claims:?}");
    let mut lines = vec![headline];
    lines.extend(claims);
    lines.push(format!(
        "**{}**, your turn (round 10): 1 action (plant O14: 1).",
        name('b')
    ));
    assert_post(&text, &lines);
    // Counting the 56 pieces of the saturation is enough here: the
    // captures stay listed.
    assert!(text.contains("removed 56 pieces: 14 of"), "{text}");
    assert!(
        text.contains(&format!("E2 ({}'s seed)", name('b'))),
        "{text}"
    );
}

#[test]
fn a_turn_that_puts_everyone_else_out_keeps_the_result() {
    let out = [('b', 0), ('c', 0), ('d', 0), ('e', 0)];
    let committed = game(position(big_turn_board(false), 'a', 9, &out));
    let mut current = committed.clone();
    let story = big_turn(&mut current);
    let table = table(committed, current);
    let headline = format!("**{}** played:", name('a'));
    let text = announce_text(Language::English, &table, &story, headline.clone());
    assert_post(
        &text,
        &[
            headline,
            format!("**Game over: {} wins (R22).**", name('a')),
        ],
    );
    for who in ['b', 'c', 'd', 'e'] {
        let out = format!("{} is out (R22)", name(who));
        assert!(text.contains(&out), "{out} in:\n{text}");
    }
}

#[test]
fn the_preview_of_a_big_draft_keeps_what_is_left() {
    let committed = game(position(big_turn_board(true), 'a', 9, &[]));
    let mut table = table(committed.clone(), committed);
    for action in ["grow J15", "grow E12"] {
        let told = play(&mut table.current, 'a', action);
        table.draft.push(told.0.action);
        table.draft_story.push(told);
    }
    let text = preview_text(Language::English, &table);
    assert_post(
        &text,
        &[
            "Your draft, round 9 (only you see it):".to_string(),
            "Left: 1 action (plant E1: 1). /end publishes the turn, /undo steps back.".to_string(),
        ],
    );
    assert!(text.contains("removed 56 pieces: 14 of"), "{text}");
}
