//! What the local mode prints: every line goes through [`Terminal::say`],
//! which writes Discord's instants for a terminal (`timestamps.rs`) and
//! shows control characters as visible text, so nothing a player
//! types (a name, an option echoed in a refusal, the channel) can move the
//! cursor, clear the screen, ring the bell or retitle the window.

use std::borrow::Cow;
use std::io::Write;

use super::timestamps::readable;
use crate::language::Language;

/// The output of a local session; every line has its instants written
/// for a terminal ([`readable`]) and is made [`visible`].
pub(crate) struct Terminal<'w, W: Write> {
    out: &'w mut W,
    now: Box<dyn Fn() -> i64 + 'w>,
    language: Language,
}

impl<'w, W: Write> Terminal<'w, W> {
    /// Prints through `out`; `now` tells the time (unix seconds) that
    /// relative instants count from, said in `language` ("in 3 h").
    pub(crate) fn new(out: &'w mut W, now: impl Fn() -> i64 + 'w, language: Language) -> Self {
        Terminal {
            out,
            now: Box::new(now),
            language,
        }
    }

    /// Prints `text` and a line feed; `text` may hold several lines.
    pub(crate) fn say(&mut self, text: &str) -> std::io::Result<()> {
        let text = readable(self.language, text, (self.now)());
        self.out.write_all(visible(&text).as_bytes())?;
        self.out.write_all(b"\n")
    }

    /// Sends what was printed on.
    pub(crate) fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// `text` with every control character but the line feed made visible:
/// C0 controls and DEL in caret notation (ESC as `^[`, NUL as `^@`, DEL
/// as `^?`), C1 controls (U+0080-U+009F) as U+FFFD.
pub(crate) fn visible(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c.is_control() && c != '\n') {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => shown.push('\n'),
            '\0'..='\x1f' | '\x7f' => {
                shown.push('^');
                shown.push(char::from(c as u8 ^ 0x40));
            }
            c if c.is_control() => shown.push('\u{FFFD}'),
            c => shown.push(c),
        }
    }
    Cow::Owned(shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_become_visible_and_the_rest_is_kept() {
        assert_eq!(visible("alice"), "alice");
        assert_eq!(visible("two\nlines"), "two\nlines");
        assert_eq!(
            visible("a\x07\x1b[2J\0\x7f\r\t\u{9b}é"),
            "a^G^[[2J^@^?^M^I\u{FFFD}é"
        );
    }
}
