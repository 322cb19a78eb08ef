//! Drawing a board picture off the async threads, timed for the
//! operators ([`telemetry::picture_drawn`]): every game's pictures come
//! through here.

use std::time::Instant;

use super::error::CommandError;
use crate::picture::RenderError;
use crate::telemetry;

/// Runs `render` (a picture of `game`) on a blocking thread and returns
/// its PNG bytes.
pub(crate) async fn draw_png(
    game: &'static str,
    render: impl FnOnce() -> Result<Vec<u8>, RenderError> + Send + 'static,
) -> Result<Vec<u8>, CommandError> {
    let started = Instant::now();
    let png = tokio::task::spawn_blocking(render)
        .await
        .map_err(|e| CommandError::Task(e.to_string()))??;
    telemetry::picture_drawn(game, started.elapsed());
    Ok(png)
}
