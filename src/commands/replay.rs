//! `/replay`: the whole game as an animated GIF, one frame per published
//! turn drawn as the turn's picture was, then a pause on the last. Each
//! game makes its frames; this file holds what they share: the limits,
//! the thinking off the async threads, and the reply's words.

use image::RgbImage;

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

/// The replay of `turns` turns whose pictures `frames` makes, built on
/// the blocking pool (it renders and encodes every frame), as a public
/// reply with `replay.gif` attached.
pub(crate) async fn replay_reply<F, I>(frames: F, turns: usize) -> Result<Reply, CommandError>
where
    F: Fn() -> I + Send + 'static,
    I: Iterator<Item = Result<RgbImage, RenderError>>,
{
    let animation = tokio::task::spawn_blocking(move || animate(frames, turns, &REPLAY_LIMITS))
        .await
        .map_err(|e| CommandError::Task(e.to_string()))??;
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
