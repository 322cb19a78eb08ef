//! Vacations: each player has [`VACATION_DAYS_PER_YEAR`] days a calendar
//! year (or what the server's admins set with `/settings`) to spend with
//! `/vacation days:N` (`/vacation end:true` comes back early and gives
//! back the days not begun). While a player is away their
//! deadlines in every game of the server wait: a deadline that comes due
//! meanwhile is moved to their return plus the time their turn had left
//! when they went. Others see it in `/status`.

use super::reply::fit;
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, days_in_words, say_with};
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::refusal::said;
use crate::commands::reply::Reply;
use crate::commands::service::Service;
use crate::store::Tx;
use crate::store::queries::{self, DeadlineRow, GameRow};
use crate::store::vacations::{self, Away};

/// Vacation days each player may take per calendar year.
pub const VACATION_DAYS_PER_YEAR: i64 = 30;

/// Seconds in a day.
const DAY: i64 = 86_400;

/// The calendar year (UTC) of unix time `seconds`.
#[must_use]
pub fn year_of(seconds: i64) -> i64 {
    date_of(seconds).0
}

/// The calendar date (UTC) of unix time `seconds`: the year, the month
/// (1-12) and the day (1-31), by Howard Hinnant's civil-from-days. The
/// local mode writes instants with it.
#[must_use]
pub fn date_of(seconds: i64) -> (i64, u32, u32) {
    let days = seconds.div_euclid(DAY) + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month as u32, day as u32)
}

impl Service {
    /// `/vacation [days:N] [end:true]`: go away, come back, or see what is
    /// left.
    pub(crate) async fn vacation(
        &self,
        caller: &Caller,
        days: Option<u32>,
        end: bool,
    ) -> Result<Vec<Reply>, CommandError> {
        let now = self.now();
        let year = year_of(now);
        let (server, user) = (caller.server.as_str(), caller.id.as_str());
        let mut tx = self.store.write().await?;
        let away = vacations::away_at(&mut tx, server, user, now).await?;
        let used = vacations::days_used(&mut tx, server, user, year).await?;
        let allowance = self.vacation_allowance(&mut tx, server).await?;
        let left = (allowance - used).max(0);
        let text = match (days, end, away) {
            (Some(_), true, _) => {
                return refuse(Message::VacationDaysOrEnd);
            }
            (None, true, None) => return refuse(Message::NotOnVacation),
            (None, true, Some(away)) => {
                // The day under way counts; the days not begun come back.
                let unused = ((away.until - now) / DAY).min(used);
                let until = now;
                vacations::set_away(&mut tx, server, user, Away { until, ..away }).await?;
                vacations::set_days_used(&mut tx, server, user, year, used - unused).await?;
                let given = days_in_words(caller.language, unused, false);
                say_with(
                    caller.language,
                    Message::WelcomeBack,
                    &[("given", &given), ("left", &(left + unused))],
                )
            }
            (Some(_), false, Some(away)) => {
                return refuse(said(Message::AlreadyAway, &[("until", &away.until)]));
            }
            (Some(n), false, None) if i64::from(n) > left => {
                let left = days_in_words(caller.language, left, true);
                let args: [(&str, &dyn std::fmt::Display); 3] =
                    [("left", &left), ("allowance", &allowance), ("n", &n)];
                return refuse(said(Message::TooManyDays, &args));
            }
            (Some(n), false, None) => {
                let n = i64::from(n);
                let until = now + n * DAY;
                vacations::set_away(&mut tx, server, user, Away { from: now, until }).await?;
                vacations::set_days_used(&mut tx, server, user, year, used + n).await?;
                let taken = days_in_words(caller.language, n, false);
                let args: [(&str, &dyn std::fmt::Display); 3] =
                    [("until", &until), ("taken", &taken), ("left", &(left - n))];
                say_with(caller.language, Message::GoneAway, &args)
            }
            (None, false, Some(away)) => {
                let left = days_in_words(caller.language, left, false);
                say_with(
                    caller.language,
                    Message::AwayUntil,
                    &[("until", &away.until), ("left", &left)],
                )
            }
            (None, false, None) => {
                let left = days_in_words(caller.language, left, true);
                say_with(
                    caller.language,
                    Message::DaysLeft,
                    &[("left", &left), ("allowance", &allowance)],
                )
            }
        };
        tx.commit().await?;
        Ok(vec![Reply::private(caller.language, text)])
    }

    /// Whether a due `deadline` of game `row` is left as it is for now:
    /// the seat to move is a `computer`'s (its turn is being thought), or
    /// its player (`user`) is on vacation, and the deadline is moved to
    /// their return ([`Service::hold_for_vacation`]; the caller commits).
    pub(crate) async fn deadline_waits(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        deadline: &DeadlineRow,
        computer: bool,
        user: Option<String>,
        now: i64,
    ) -> Result<bool, CommandError> {
        match user {
            _ if computer => Ok(true),
            Some(user) => self.hold_for_vacation(tx, row, deadline, &user, now).await,
            None => Ok(false),
        }
    }

    /// Moves `deadline` of game `row` if its player to move (`user_id`)
    /// is on vacation at `now`: to their return plus the time their turn
    /// had left when they went (at most a whole turn). Returns whether it
    /// did; the caller commits.
    async fn hold_for_vacation(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        deadline: &DeadlineRow,
        user_id: &str,
        now: i64,
    ) -> Result<bool, CommandError> {
        let Some(away) = vacations::away_at(tx, &row.server, user_id, now).await? else {
            return Ok(false);
        };
        // A turn already over when the player left is not theirs to keep.
        if deadline.due_at <= away.from {
            return Ok(false);
        }
        let turn = row.turn_hours.unwrap_or(0) * 3600;
        let due = away.until + (deadline.due_at - away.from).min(turn);
        let lead = (turn / 4).min(3600);
        queries::set_deadline(tx, row.id, due, due - lead).await?;
        Ok(true)
    }

    /// Tells, in an announcement that hands the turn to someone on
    /// vacation (`reply.turn_of`), until when: their deadline waits.
    pub(crate) async fn note_vacation(
        &self,
        tx: &mut Tx,
        reply: &mut Reply,
    ) -> Result<(), CommandError> {
        let Some(turn_of) = &reply.turn_of else {
            return Ok(());
        };
        let now = self.now();
        if let Some(away) = vacations::away_at(tx, &turn_of.server, &turn_of.user, now).await? {
            let until = [("until", &away.until as &dyn std::fmt::Display)];
            let note = say_with(reply.language, Message::TurnWaitsForVacation, &until);
            reply.text = fit(format!("{}\n{note}", reply.text));
        }
        Ok(())
    }

    /// A line per seated player of `row` who is on vacation at `now`, in
    /// `language`.
    pub(crate) async fn vacation_lines(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        now: i64,
        language: Language,
    ) -> Result<Vec<String>, CommandError> {
        let mut lines = Vec::new();
        for seat in queries::seats(tx, row.id).await? {
            if let Some(away) = vacations::away_at(tx, &row.server, &seat.user_id, now).await? {
                let name = shown(&seat.name);
                let args = [
                    ("name", &name as &dyn std::fmt::Display),
                    ("until", &away.until),
                ];
                lines.push(say_with(language, Message::PlayerOnVacation, &args));
            }
        }
        Ok(lines)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_turn_at_new_year_utc() {
        assert_eq!(year_of(0), 1970);
        assert_eq!(year_of(1_798_761_599), 2026); // 2026-12-31 23:59:59
        assert_eq!(year_of(1_798_761_600), 2027); // 2027-01-01 00:00:00
        assert_eq!(year_of(951_782_400), 2000); // 2000-02-29
        assert_eq!(year_of(-1), 1969);
    }
}
