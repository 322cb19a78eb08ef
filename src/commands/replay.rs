//! `/replay`: the whole game as an animated GIF, one frame per published
//! turn drawn as the turn's picture was, then a pause on the last. Each
//! game makes its frames; this file holds what they share: the limits,
//! the drawing off the async threads, one drawing at a time per process,
//! the replays kept drawn, and the reply's words.
//!
//! Drawing a long game's replay takes seconds of a core; ten players
//! pressing `/replay` at once must not take the machine. So a process
//! draws one replay at a time (the others wait for it, within the same
//! budget), and keeps the last few drawn, by game and version: a
//! repeated `/replay` of an unchanged game draws nothing, and two at once
//! draw once.

use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use image::RgbImage;

use super::catalogue::{Message, say, say_with};
use super::language::Language;
use super::recent::Recent;
use crate::commands::error::CommandError;
use crate::commands::refusal::said;
use crate::commands::reply::{Attachment, Reply};
use crate::picture::RenderError;
use crate::picture::animation::{Animation, AnimationLimits, animate};

/// Discord's attachment limit is 10 MiB for most servers; the replay
/// keeps under 8 MiB, leaving room for the message around it.
pub const REPLAY_MAX_BYTES: usize = 8 * 1024 * 1024;

/// A replay's pace and size: 0.8 s per turn, 4 s on the last picture.
pub const REPLAY_LIMITS: AnimationLimits = AnimationLimits {
    max_bytes: REPLAY_MAX_BYTES,
    frame_cs: 80,
    pause_cs: 400,
};

/// How long a replay may take to draw: past it the player is told so
/// privately, well before Discord's 15 minutes for answering the
/// interaction run out (the drawing itself finishes on its thread and is
/// dropped).
pub const REPLAY_BUDGET: Duration = Duration::from_secs(10 * 60);

/// Replays kept drawn: a few, as each may weigh up to
/// [`REPLAY_MAX_BYTES`].
pub const REPLAYS_KEPT: usize = 4;

/// The replays a process has drawn lately, and its one drawing slot.
pub(crate) struct Replays {
    /// The last replays drawn, by game id, with the game's version then.
    kept: Mutex<Recent<(i64, Reply)>>,
    /// Held while a replay is drawn, until its drawing thread finishes
    /// (even past the budget).
    drawing: Arc<tokio::sync::Mutex<()>>,
    /// How many replays were drawn rather than found kept.
    drawn: AtomicU64,
}

impl Replays {
    /// No replay kept, none drawn.
    pub(crate) fn new() -> Replays {
        Replays {
            kept: Mutex::new(Recent::new(REPLAYS_KEPT)),
            drawing: Arc::new(tokio::sync::Mutex::new(())),
            drawn: AtomicU64::new(0),
        }
    }

    /// How many replays this process has drawn (the others were served
    /// kept).
    pub(crate) fn drawn(&self) -> u64 {
        self.drawn.load(Ordering::Relaxed)
    }

    /// The replay of game `game` at `version`, `turns` turns whose
    /// pictures `frames` makes: kept from an earlier call, or drawn on the
    /// blocking pool once the drawing slot is free, as a public reply with
    /// `replay.gif` attached, worded in `language` (the channel's; the
    /// frames come worded from `frames`). Refused if waiting and drawing
    /// take longer than `budget` ([`REPLAY_BUDGET`] for players).
    pub(crate) async fn reply<F, I>(
        &self,
        (game, version): (i64, i64),
        frames: F,
        turns: usize,
        (budget, language): (Duration, Language),
    ) -> Result<Reply, CommandError>
    where
        F: Fn() -> I + Send + 'static,
        I: Iterator<Item = Result<RgbImage, RenderError>>,
    {
        if let Some(reply) = self.kept(game, version, language) {
            return Ok(reply);
        }
        let drawn = tokio::time::timeout(budget, async {
            let slot = Arc::clone(&self.drawing).lock_owned().await;
            if let Some(reply) = self.kept(game, version, language) {
                return Ok(reply);
            }
            // The slot goes with the drawing and comes back with it: if
            // the budget runs out first, it is freed when the drawing ends.
            let drawing =
                tokio::task::spawn_blocking(move || (animate(frames, turns, &REPLAY_LIMITS), slot));
            let (animation, _slot) = drawing
                .await
                .map_err(|e| CommandError::Task(e.to_string()))?;
            let reply = replay_reply(language, animation?, turns);
            self.drawn.fetch_add(1, Ordering::Relaxed);
            self.keep(game, version, &reply);
            Ok(reply)
        })
        .await;
        drawn.unwrap_or_else(|_| {
            let minutes = (budget.as_secs() / 60).max(1).to_string();
            Err(CommandError::Refused(said(
                Message::ReplayTooSlow,
                &[("minutes", &minutes)],
            )))
        })
    }

    /// The replay kept for game `game`, if drawn at `version` in
    /// `language`.
    fn kept(&self, game: i64, version: i64, language: Language) -> Option<Reply> {
        let mut kept = self
            .kept
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        // Kept in the channel's language of the time: a server that
        // changed it since gets a fresh replay.
        match kept.get(game) {
            Some((at, reply)) if at == version && reply.language == language => Some(reply),
            _ => None,
        }
    }

    /// Keeps `reply` as game `game`'s replay at `version`.
    fn keep(&self, game: i64, version: i64, reply: &Reply) {
        let mut kept = self
            .kept
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        kept.put(game, (version, reply.clone()));
    }
}

/// The public reply carrying `animation` as `replay.gif`, in `language`.
fn replay_reply(language: Language, animation: Animation, turns: usize) -> Reply {
    let mut reply = Reply::public(language, replay_text(language, &animation, turns));
    reply.file = Some(Attachment {
        name: "replay.gif".into(),
        bytes: animation.bytes,
    });
    reply
}

/// What the replay shows, and what was given up to fit the limit, in
/// `language`.
#[must_use]
pub fn replay_text(language: Language, animation: &Animation, turns: usize) -> String {
    let turns = say_with(language, Message::TurnCount, &[("count", &turns)]);
    let size = say(
        language,
        match animation.shrink {
            2 => Message::SizeHalf,
            3 => Message::SizeThird,
            4 => Message::SizeQuarter,
            _ => Message::SizeFraction,
        },
    );
    if animation.every > 1 {
        let every = animation.every;
        say_with(
            language,
            Message::ReplaySampled,
            &[("turns", &turns), ("every", &every), ("size", &size)],
        )
    } else if animation.shrink > 2 {
        say_with(
            language,
            Message::ReplayShrunk,
            &[("turns", &turns), ("size", &size)],
        )
    } else {
        say_with(language, Message::ReplayWhole, &[("turns", &turns)])
    }
}

#[cfg(test)]
mod budget_tests {
    use super::*;

    /// A replay that takes longer than its budget to draw is refused in
    /// plain words (the player is told privately), not left to run past
    /// the interaction's 15 minutes.
    #[tokio::test]
    async fn a_replay_slower_than_its_budget_is_refused() {
        let slow = || {
            std::iter::repeat_with(|| {
                std::thread::sleep(Duration::from_millis(300));
                Ok(RgbImage::new(8, 8))
            })
            .take(3)
        };
        let replays = Replays::new();
        let outcome = replays
            .reply(
                (1, 1),
                slow,
                3,
                (Duration::from_millis(50), Language::English),
            )
            .await;
        match outcome {
            Err(CommandError::Refused(refusal)) => {
                let text = refusal.to_string();
                assert!(text.contains("took more than 1 minutes"), "{text}");
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
        let quick = || std::iter::repeat_with(|| Ok(RgbImage::new(8, 8))).take(2);
        let reply = replays
            .reply(
                (2, 1),
                quick,
                2,
                (Duration::from_secs(60), Language::English),
            )
            .await
            .expect("drawn in time");
        assert!(reply.file.is_some());
    }

    /// A replay asked again of an unchanged game is not drawn again; once
    /// the game changes (its version), it is.
    #[tokio::test]
    async fn a_replay_is_drawn_once_per_game_version() {
        let replays = Replays::new();
        let frames = || std::iter::repeat_with(|| Ok(RgbImage::new(8, 8))).take(2);
        for version in [1, 1, 1, 2, 2] {
            let reply = replays
                .reply((7, version), frames, 2, (REPLAY_BUDGET, Language::English))
                .await
                .expect("drawn");
            assert!(reply.file.is_some());
        }
        assert_eq!(replays.drawn(), 2);
    }

    /// Two replays asked at once are drawn one after the other, and the
    /// second of the same game is the first one's, not drawn again.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_replays_at_once_are_drawn_once() {
        let replays = Arc::new(Replays::new());
        let busy = Arc::new(AtomicU64::new(0));
        let most = Arc::new(AtomicU64::new(0));
        let ask = |game: i64| {
            let (replays, busy, most) =
                (Arc::clone(&replays), Arc::clone(&busy), Arc::clone(&most));
            tokio::spawn(async move {
                let frames = move || {
                    let (busy, most) = (Arc::clone(&busy), Arc::clone(&most));
                    let now = busy.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(200));
                    busy.fetch_sub(1, Ordering::SeqCst);
                    std::iter::repeat_with(|| Ok(RgbImage::new(8, 8))).take(2)
                };
                replays
                    .reply((game, 1), frames, 2, (REPLAY_BUDGET, Language::English))
                    .await
            })
        };
        let asked = [ask(1), ask(1), ask(2)];
        for answer in asked {
            answer.await.expect("joined").expect("drawn");
        }
        assert_eq!(replays.drawn(), 2, "game 1 drawn once, game 2 once");
        assert_eq!(most.load(Ordering::SeqCst), 1, "never two drawings at once");
    }
}
