//! The lines a local session reads: raw bytes up to each line feed, so a
//! line that is not UTF-8 (or is absurdly long) costs that line only, never
//! the session. `\r\n` ends a line too, and a byte-order mark before the
//! first line is skipped.

use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncReadExt};

/// The longest line read, in bytes; longer lines are refused whole.
pub(crate) const LINE_LIMIT: usize = 64 * 1024;

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Line {
    /// A line of text, without its line end.
    Text(String),
    /// Line `number` (from 1) is not valid UTF-8.
    NotUtf8(usize),
    /// Line `number` is longer than [`LINE_LIMIT`] bytes.
    TooLong(usize),
}

/// Reads [`Line`]s from `input`.
pub(crate) struct Lines<R> {
    input: R,
    read: usize,
    bytes: Vec<u8>,
}

impl<R: AsyncBufRead + Unpin> Lines<R> {
    /// Lines of `input`.
    pub(crate) fn new(input: R) -> Self {
        Lines {
            input,
            read: 0,
            bytes: Vec::new(),
        }
    }

    /// The next line; `None` at the end of the input.
    pub(crate) async fn next(&mut self) -> std::io::Result<Option<Line>> {
        self.bytes.clear();
        let limit = LINE_LIMIT as u64 + 1;
        let n = (&mut self.input)
            .take(limit)
            .read_until(b'\n', &mut self.bytes)
            .await?;
        if n == 0 {
            return Ok(None);
        }
        self.read += 1;
        let mut line = self.bytes.as_slice();
        if let Some(rest) = line.strip_suffix(b"\n") {
            line = rest.strip_suffix(b"\r").unwrap_or(rest);
        } else if line.len() > LINE_LIMIT {
            self.skip_line().await?;
            return Ok(Some(Line::TooLong(self.read)));
        }
        if self.read == 1 {
            line = line.strip_prefix("\u{FEFF}".as_bytes()).unwrap_or(line);
        }
        Ok(Some(match std::str::from_utf8(line) {
            Ok(text) => Line::Text(text.to_string()),
            Err(_) => Line::NotUtf8(self.read),
        }))
    }

    /// Reads and drops the rest of the current line.
    async fn skip_line(&mut self) -> std::io::Result<()> {
        loop {
            self.bytes.clear();
            let n = (&mut self.input)
                .take(LINE_LIMIT as u64)
                .read_until(b'\n', &mut self.bytes)
                .await?;
            if n == 0 || self.bytes.ends_with(b"\n") {
                return Ok(());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn all(input: &[u8]) -> Vec<Line> {
        let mut lines = Lines::new(input);
        let mut read = Vec::new();
        while let Some(line) = lines.next().await.expect("read") {
            read.push(line);
        }
        read
    }

    #[tokio::test]
    async fn lines_end_with_lf_or_crlf_and_a_bom_is_skipped() {
        let text = |s: &str| Line::Text(s.to_string());
        assert_eq!(
            all(b"\xef\xbb\xbf@a /new\r\n\xff\n\r\n@b \xef\xbb\xbf/join").await,
            [
                text("@a /new"),
                Line::NotUtf8(2),
                text(""),
                text("@b \u{FEFF}/join")
            ]
        );
    }

    #[tokio::test]
    async fn a_line_too_long_is_dropped_whole() {
        let mut input = vec![b'x'; 3 * LINE_LIMIT];
        input.extend_from_slice(b"\n@a /help\n");
        input.extend(vec![b'y'; LINE_LIMIT + 1]);
        assert_eq!(
            all(&input).await,
            [
                Line::TooLong(1),
                Line::Text("@a /help".into()),
                Line::TooLong(3)
            ]
        );
    }
}
