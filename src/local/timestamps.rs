//! Instants made readable in the terminal. The command layer writes an
//! instant as Discord's markup `<t:UNIX:STYLE>` wherever it names one (a
//! vacation's end, a game's deadline in `/mygames`, who is away in
//! `/status`, the turn post of a player away), and Discord shows it in
//! each reader's own time zone. A terminal has no reader's time zone, so
//! every line the local mode prints passes through [`readable`]: the
//! relative style `<t:UNIX:R>` becomes "in 3 h 5 min" or "3 min ago", any
//! other style the date and time in UTC, saying so (`2026-11-30 18:25
//! UTC`). One step at the output covers replies, refusals and the
//! announcements kept in the outbox as text alike.

use std::borrow::Cow;

use crate::commands::catalogue::{Message, say_with};
use crate::commands::date_of;
use crate::language::Language;

/// Seconds in a day.
const DAY: i64 = 86_400;

/// `text` with every `<t:UNIX>` or `<t:UNIX:STYLE>` written for a
/// terminal, `now` (unix seconds) the time relative ones count from,
/// said in `language`.
/// Anything else, a malformed markup included, is kept as it is.
pub(crate) fn readable(language: Language, text: &str, now: i64) -> Cow<'_, str> {
    if !text.contains("<t:") {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("<t:") {
        shown.push_str(&rest[..start]);
        let after = &rest[start + 3..];
        match markup(after) {
            Some((instant, style, length)) => {
                shown.push_str(&in_terminal(language, instant, style, now));
                rest = &after[length..];
            }
            None => {
                shown.push_str("<t:");
                rest = after;
            }
        }
    }
    shown.push_str(rest);
    Cow::Owned(shown)
}

/// Reads `UNIX>` or `UNIX:S>` at the start of `text` (what follows
/// `<t:`): the instant, the style letter (`f` when none) and the length
/// read.
fn markup(text: &str) -> Option<(i64, char, usize)> {
    let end = text.find('>')?;
    let inside = &text[..end];
    let (number, style) = match inside.split_once(':') {
        Some((number, style)) => {
            let mut letters = style.chars();
            let letter = letters.next()?;
            if letters.next().is_some() || !"tTdDfFR".contains(letter) {
                return None;
            }
            (number, letter)
        }
        None => (inside, 'f'),
    };
    let instant = number.parse::<i64>().ok()?;
    Some((instant, style, end + 1))
}

/// An instant as the terminal shows it: relative for style `R`, else the
/// UTC date and time.
fn in_terminal(language: Language, instant: i64, style: char, now: i64) -> String {
    if style == 'R' {
        return in_words(language, instant.saturating_sub(now));
    }
    utc(instant)
}

/// `2026-11-30 18:25 UTC`.
pub(crate) fn utc(instant: i64) -> String {
    let (year, month, day) = date_of(instant);
    let minutes = instant.rem_euclid(DAY) / 60;
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        minutes / 60,
        minutes % 60
    )
}

/// "in 23 h 5 min", "2 min ago".
pub(crate) fn in_words(language: Language, seconds: i64) -> String {
    let s = seconds.unsigned_abs();
    let text = if s >= 3600 {
        format!("{} h {} min", s / 3600, s % 3600 / 60)
    } else {
        format!("{} min", s / 60)
    };
    let message = if seconds < 0 {
        Message::LocalAgo
    } else {
        Message::LocalIn
    };
    say_with(language, message, &[("time", &text)])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-30 18:25:00 UTC.
    const INSTANT: i64 = 1_796_063_100;

    #[test]
    fn every_style_of_the_markup_becomes_words_a_terminal_shows() {
        let now = INSTANT - 3 * 3600 - 5 * 60;
        let text = format!("until <t:{INSTANT}:f>; ends <t:{INSTANT}:R>, <t:{INSTANT}>.");
        assert_eq!(
            readable(Language::English, &text, now),
            "until 2026-11-30 18:25 UTC; ends in 3 h 5 min, 2026-11-30 18:25 UTC."
        );
        assert_eq!(
            readable(Language::English, &format!("<t:{now}:R>"), INSTANT),
            "3 h 5 min ago"
        );
    }

    #[test]
    fn dates_are_utc_across_years_and_leap_days() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(951_825_599), "2000-02-29 11:59 UTC");
        assert_eq!(utc(1_798_761_599), "2026-12-31 23:59 UTC");
        assert_eq!(utc(-1), "1969-12-31 23:59 UTC");
    }

    #[test]
    fn text_without_or_with_malformed_markup_is_kept() {
        for text in [
            "plain", "<t:", "<t:12", "<t:x:f>", "<t:1:Q>", "<t:1:ff>", "a < t:1>",
        ] {
            assert_eq!(readable(Language::English, text, 0), text);
        }
        assert_eq!(
            readable(Language::English, "<t:<t:0:f>", 0),
            "<t:1970-01-01 00:00 UTC"
        );
        assert!(readable(Language::English, &format!("<t:{}:f>", i64::MIN), 0).ends_with(" UTC"));
    }
}
