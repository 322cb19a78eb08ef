//! `/replay`: the whole game as an animated GIF, one frame per published
//! turn drawn as the turn's picture was, then a pause on the last. Each
//! game makes its frames; this file holds what they share: the limits,
//! the thinking off the async threads, and the reply's words.

use std::time::Duration;

use image::RgbImage;

use super::catalogue::{Message, say_with};
use super::{Attachment, CommandError, Reply};
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

/// The replay of `turns` turns whose pictures `frames` makes, built on
/// the blocking pool (it renders and encodes every frame), as a public
/// reply with `replay.gif` attached; refused if it takes longer than
/// [`REPLAY_BUDGET`].
pub(crate) async fn replay_reply<F, I>(frames: F, turns: usize) -> Result<Reply, CommandError>
where
    F: Fn() -> I + Send + 'static,
    I: Iterator<Item = Result<RgbImage, RenderError>>,
{
    replay_within(frames, turns, REPLAY_BUDGET).await
}

/// [`replay_reply`] with `budget` for the drawing.
async fn replay_within<F, I>(
    frames: F,
    turns: usize,
    budget: Duration,
) -> Result<Reply, CommandError>
where
    F: Fn() -> I + Send + 'static,
    I: Iterator<Item = Result<RgbImage, RenderError>>,
{
    let drawing = tokio::task::spawn_blocking(move || animate(frames, turns, &REPLAY_LIMITS));
    let Ok(drawn) = tokio::time::timeout(budget, drawing).await else {
        let minutes = (budget.as_secs() / 60).max(1).to_string();
        return Err(CommandError::Refused(say_with(
            Message::ReplayTooSlow,
            &[("minutes", &minutes)],
        )));
    };
    let animation = drawn.map_err(|e| CommandError::Task(e.to_string()))??;
    let text = replay_text(&animation, turns);
    let mut reply = Reply::public(text);
    reply.file = Some(Attachment {
        name: "replay.gif".into(),
        bytes: animation.bytes,
    });
    Ok(reply)
}

/// What the replay shows, and what was given up to fit the limit.
#[must_use]
pub fn replay_text(animation: &Animation, turns: usize) -> String {
    let turns_word = if turns == 1 { "turn" } else { "turns" };
    let size = match animation.shrink {
        2 => "half",
        3 => "a third of",
        4 => "a quarter of",
        _ => "a fraction of",
    };
    if animation.every > 1 {
        format!(
            "The whole game, {turns} {turns_word}: one turn in {} shown (and the last), at {size} the picture's size, to keep it watchable and under Discord's file limit.",
            animation.every
        )
    } else if animation.shrink > 2 {
        format!(
            "The whole game, {turns} {turns_word}, one frame per turn, at {size} the picture's size to stay under Discord's file limit."
        )
    } else {
        format!("The whole game, {turns} {turns_word}, one frame per turn.")
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
        let outcome = replay_within(slow, 3, Duration::from_millis(50)).await;
        match outcome {
            Err(CommandError::Refused(text)) => {
                assert!(text.contains("took more than 1 minutes"), "{text}");
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
        let quick = || std::iter::repeat_with(|| Ok(RgbImage::new(8, 8))).take(2);
        let reply = replay_within(quick, 2, Duration::from_secs(60))
            .await
            .expect("drawn in time");
        assert!(reply.file.is_some());
    }
}
