//! Posts that fit in one message. A turn's post has lines that must be
//! read whole (the headline, the claims open, whose turn it is or the
//! result) and a story that may be told in less detail: a resignation or a
//! saturation can remove fifty pieces, and listing each under a long name
//! would push the lines that matter past the limit. [`Post::fit`] shortens
//! the story step by step until the post fits: first the longest lists of
//! pieces become counts per owner, then story lines go from the end, under
//! a line saying how many and where to see them. The picture and /history
//! keep every detail.

use crate::commands::catalogue::{say, say_with};
use crate::commands::language::Language;
use crate::games::palanquee::words::PalanqueeMessage;
use crate::games::palanquee::{Cell, Piece, PieceKind, Player};

/// A piece that left the board, with its owner's name.
#[derive(Clone, Debug)]
pub(crate) struct Gone {
    /// Where it stood.
    pub cell: Cell,
    /// What it was.
    pub piece: Piece,
    /// Its owner's name.
    pub owner: String,
}

impl Gone {
    /// The piece as a post lists it in `language`: `H6 (BOB's sprout)`.
    fn text(&self, language: Language) -> String {
        let kind = say(
            language,
            match self.piece.kind {
                PieceKind::Seed => PalanqueeMessage::SeedWord,
                PieceKind::Sprout => PalanqueeMessage::SproutWord,
            },
        );
        let (cell, owner) = (&self.cell, &self.owner);
        say_with(
            language,
            PalanqueeMessage::GonePiece,
            &[("cell", cell), ("owner", owner), ("kind", &kind)],
        )
    }
}

/// One consequence in a story line.
#[derive(Clone, Debug)]
pub(crate) enum Part {
    /// Words told as they are: `column J saturated: 15 pieces removed (R16)`.
    Words(String),
    /// Pieces that left the board, as `{verb} {pieces}{note}`: listed one
    /// by one (`removed H8 (BOB's sprout), H9 (BOB's seed)`), or counted
    /// per owner once the post is too long (`removed 2 pieces of BOB (1
    /// seed)`).
    Pieces {
        /// What happened to them: `captured`, `took`, `removed`.
        verb: PalanqueeMessage,
        /// The pieces, in the engine's order.
        pieces: Vec<Gone>,
        /// Said after the pieces, like ` (R14)`; may be empty.
        note: &'static str,
        /// Whether they are told as counts.
        counted: bool,
    },
}

impl Part {
    /// A list of `pieces` that left the board, listed one by one for now.
    pub(crate) fn pieces(verb: PalanqueeMessage, pieces: Vec<Gone>, note: &'static str) -> Part {
        Part::Pieces {
            verb,
            pieces,
            note,
            counted: false,
        }
    }

    /// The part as it reads now in `language`, listed or counted.
    fn text(&self, language: Language) -> String {
        match self {
            Part::Words(words) => words.clone(),
            Part::Pieces {
                verb,
                pieces,
                note,
                counted: false,
            } => {
                let list: Vec<String> = pieces.iter().map(|gone| gone.text(language)).collect();
                format!("{} {}{note}", say(language, *verb), list.join(", "))
            }
            Part::Pieces {
                verb,
                pieces,
                note,
                counted: true,
            } => format!(
                "{} {}",
                say(language, *verb),
                counts(language, pieces, note)
            ),
        }
    }

    /// Characters saved by telling this part as counts in `language` (0
    /// if it is not a listed part, or if counting would not make it
    /// shorter).
    fn saving(&self, language: Language) -> usize {
        match self {
            Part::Pieces {
                verb,
                pieces,
                note,
                counted: false,
            } => {
                let counted = Part::Pieces {
                    verb: *verb,
                    pieces: pieces.clone(),
                    note,
                    counted: true,
                };
                length(&self.text(language)).saturating_sub(length(&counted.text(language)))
            }
            _ => 0,
        }
    }
}

/// `pieces` counted per owner in `language`, in order of first
/// appearance, with `note` after the total: `53 pieces of ALICE (3
/// seeds)`, or `12 pieces (R14): 7 of ALICE (1 seed), 5 of BOB`.
fn counts(language: Language, pieces: &[Gone], note: &str) -> String {
    let mut owners: Vec<(Player, &str, usize, usize)> = Vec::new();
    for gone in pieces {
        let seed = usize::from(gone.piece.kind == PieceKind::Seed);
        match owners.iter_mut().find(|o| o.0 == gone.piece.owner) {
            Some(owner) => {
                owner.2 += 1;
                owner.3 += seed;
            }
            None => owners.push((gone.piece.owner, &gone.owner, 1, seed)),
        }
    }
    let seeds = |n: usize| match n {
        0 => String::new(),
        n => format!(
            " ({})",
            say_with(language, PalanqueeMessage::SeedCount, &[("count", &n)])
        ),
    };
    let total = say_with(
        language,
        PalanqueeMessage::PieceCount,
        &[("count", &pieces.len())],
    );
    match owners.as_slice() {
        [(_, name, _, seed_count)] => say_with(
            language,
            PalanqueeMessage::PiecesOf,
            &[
                ("pieces", &total),
                ("name", name),
                ("seeds", &seeds(*seed_count)),
                ("note", &note),
            ],
        ),
        _ => {
            let each: Vec<String> = owners
                .iter()
                .map(|(_, name, count, seed_count)| {
                    let seeds = seeds(*seed_count);
                    say_with(
                        language,
                        PalanqueeMessage::CountOf,
                        &[("count", count), ("name", name), ("seeds", &seeds)],
                    )
                })
                .collect();
            let each = each.join(", ");
            say_with(
                language,
                PalanqueeMessage::PiecesEach,
                &[("pieces", &total), ("note", &note), ("each", &each)],
            )
        }
    }
}

/// One event of a story: `• grow H7 → captured H6 (BOB's sprout) (R14)`.
#[derive(Clone, Debug)]
pub(crate) struct StoryLine {
    /// The action, in words: `grow H7`, `time ran out`.
    pub action: String,
    /// What it did, joined by `; `.
    pub parts: Vec<Part>,
}

impl StoryLine {
    /// The line as it reads now in `language`: `• {action}`, then its
    /// parts after `→`.
    fn text(&self, language: Language) -> String {
        if self.parts.is_empty() {
            return format!("• {}", self.action);
        }
        let parts: Vec<String> = self.parts.iter().map(|part| part.text(language)).collect();
        format!("• {} → {}", self.action, parts.join("; "))
    }
}

/// A line of a post.
#[derive(Clone, Debug)]
enum Line {
    /// Always there, word for word.
    Kept(String),
    /// Part of the story: shortened, or left out, when the post is too long.
    Told(StoryLine),
}

/// A message of lines, some kept whole, some told in less detail when the
/// whole would pass the limit.
#[derive(Clone, Debug)]
pub(crate) struct Post {
    /// The language of the post's own words (the story's, the line of
    /// story lines left out).
    language: Language,
    lines: Vec<Line>,
    /// Where the story lines left out can be seen, for the line that
    /// replaces them: `/history and the picture have them all`.
    elsewhere: String,
}

impl Post {
    /// An empty post in `language`; `elsewhere` says where left-out
    /// story lines can be seen.
    pub(crate) fn new(language: Language, elsewhere: String) -> Post {
        Post {
            language,
            lines: Vec::new(),
            elsewhere,
        }
    }

    /// Adds a line that is always there, word for word.
    pub(crate) fn keep(&mut self, line: impl Into<String>) {
        self.lines.push(Line::Kept(line.into()));
    }

    /// Adds story lines, which may be shortened or left out.
    pub(crate) fn tell(&mut self, story: impl IntoIterator<Item = StoryLine>) {
        self.lines.extend(story.into_iter().map(Line::Told));
    }

    /// The post as text of at most `limit` characters if it can be: told
    /// in full when it fits; else the lists of pieces are counted, the one
    /// that saves most first, until it fits; else story lines are left out
    /// from the end, with a line saying how many. Kept lines are never
    /// shortened: if they alone pass the limit, the text does too.
    pub(crate) fn fit(mut self, limit: usize) -> String {
        let mut left_out = 0;
        loop {
            let text = self.text(left_out);
            if length(&text) <= limit {
                return text;
            }
            if self.count_one_list() {
                continue;
            }
            let told = self
                .lines
                .iter()
                .filter(|line| matches!(line, Line::Told(_)))
                .count();
            if left_out == told {
                return text;
            }
            left_out += 1;
        }
    }

    /// Counts the listed pieces whose counting saves most; `false` when
    /// counting would save nothing more.
    fn count_one_list(&mut self) -> bool {
        let language = self.language;
        let best = self
            .lines
            .iter_mut()
            .filter_map(|line| match line {
                Line::Told(story) => Some(story.parts.iter_mut()),
                Line::Kept(_) => None,
            })
            .flatten()
            .map(|part| (part.saving(language), part))
            .filter(|(saving, _)| *saving > 0)
            .max_by_key(|(saving, _)| *saving);
        match best {
            Some((_, Part::Pieces { counted, .. })) => {
                *counted = true;
                true
            }
            _ => false,
        }
    }

    /// The text with the last `left_out` story lines replaced by a line
    /// saying how many are left out.
    fn text(&self, left_out: usize) -> String {
        let told = self
            .lines
            .iter()
            .filter(|line| matches!(line, Line::Told(_)))
            .count();
        let shown = told - left_out.min(told);
        let mut index = 0;
        let mut lines: Vec<String> = Vec::new();
        for line in &self.lines {
            match line {
                Line::Kept(text) => lines.push(text.clone()),
                Line::Told(story) => {
                    if index < shown {
                        lines.push(story.text(self.language));
                    } else if index == shown {
                        let more = [("n", &left_out as _), ("elsewhere", &self.elsewhere as _)];
                        lines.push(say_with(self.language, PalanqueeMessage::StoryMore, &more));
                    }
                    index += 1;
                }
            }
        }
        lines.join("\n")
    }
}

/// Length in characters, as the limits count.
fn length(text: &str) -> usize {
    text.chars().count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gone(cell: &str, owner: char, name: &str) -> Gone {
        Gone {
            cell: cell.parse().expect("a cell"),
            piece: Piece::from_letter(owner).expect("a piece letter"),
            owner: name.to_string(),
        }
    }

    fn post(lines: usize, pieces: usize) -> Post {
        let mut post = Post::new(Language::English, "the picture has them all".to_owned());
        post.keep("Headline:");
        post.tell((0..lines).map(|n| StoryLine {
            action: format!("grow H{}", n + 1),
            parts: vec![
                Part::Words("2 plants fused".into()),
                Part::pieces(
                    PalanqueeMessage::CapturedVerb,
                    (0..pieces)
                        .map(|i| gone("K9", if i % 3 == 0 { 'B' } else { 'b' }, "BOB"))
                        .collect(),
                    " (R14)",
                ),
            ],
        }));
        post.keep("Claims line.");
        post.keep("Last line.");
        post
    }

    #[test]
    fn a_post_that_fits_is_told_in_full() {
        let text = post(2, 2).fit(1000);
        assert_eq!(
            text,
            "Headline:\n\
             • grow H1 → 2 plants fused; captured K9 (BOB's seed), K9 (BOB's sprout) (R14)\n\
             • grow H2 → 2 plants fused; captured K9 (BOB's seed), K9 (BOB's sprout) (R14)\n\
             Claims line.\n\
             Last line."
        );
    }

    #[test]
    fn the_longest_list_is_counted_first() {
        let mut post = Post::new(Language::English, "the picture has them all".to_owned());
        post.keep("Head");
        post.tell([
            StoryLine {
                action: "grow A1".into(),
                parts: vec![Part::pieces(
                    PalanqueeMessage::RemovedVerb,
                    vec![gone("B2", 'a', "AL")],
                    "",
                )],
            },
            StoryLine {
                action: "grow A2".into(),
                parts: vec![Part::pieces(
                    PalanqueeMessage::CapturedVerb,
                    vec![
                        gone("C3", 'b', "BOB"),
                        gone("C4", 'B', "BOB"),
                        gone("C5", 'c', "CY"),
                    ],
                    " (R14)",
                )],
            },
        ]);
        let full = post.clone().fit(1000);
        assert_eq!(
            full,
            "Head\n• grow A1 → removed B2 (AL's sprout)\n\
             • grow A2 → captured C3 (BOB's sprout), C4 (BOB's seed), C5 (CY's sprout) (R14)"
        );
        let text = post.fit(full.chars().count() - 1);
        assert_eq!(
            text,
            "Head\n• grow A1 → removed B2 (AL's sprout)\n\
             • grow A2 → captured 3 pieces (R14): 2 of BOB (1 seed), 1 of CY"
        );
    }

    #[test]
    fn story_lines_go_from_the_end_when_counts_are_not_enough() {
        let text = post(30, 12).fit(300);
        assert!(text.chars().count() <= 300, "{text}");
        assert!(
            text.starts_with(
                "Headline:\n• grow H1 → 2 plants fused; captured 12 pieces of BOB (4 seeds) (R14)\n"
            ),
            "{text}"
        );
        assert!(
            text.ends_with("more; the picture has them all.\nClaims line.\nLast line."),
            "{text}"
        );
        let shown = text.matches("• grow").count();
        assert!(
            text.contains(&format!("• … and {} more;", 30 - shown)),
            "{text}"
        );
    }

    #[test]
    fn kept_lines_stay_whole_even_past_the_limit() {
        let text = post(3, 5).fit(10);
        assert_eq!(
            text,
            "Headline:\n• … and 3 more; the picture has them all.\nClaims line.\nLast line."
        );
    }
}
