//! `/settings`: what a server's admins decide for all its games; for now
//! the vacation days each player may take per calendar year.

use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, days_in_words, say_with};
use crate::commands::error::{CommandError, refuse};
use crate::commands::reply::Reply;
use crate::commands::service::Service;
use crate::commands::vacations::VACATION_DAYS_PER_YEAR;
use crate::store::{Tx, settings};

/// The most vacation days a year a server may allow.
pub const MAX_VACATION_DAYS: u32 = 366;

impl Service {
    /// `/settings [vacation_days:N]`: shows the server's settings, or
    /// sets them (those who manage channels only).
    pub(crate) async fn settings(
        &self,
        caller: &Caller,
        vacation_days: Option<u32>,
    ) -> Result<Vec<Reply>, CommandError> {
        let server = caller.server.as_str();
        let mut tx = self.store.write().await?;
        let text = match vacation_days {
            Some(_) if !caller.moderator => {
                return refuse(Message::OnlyModeratorsSet);
            }
            Some(days) => {
                let days = days.min(MAX_VACATION_DAYS);
                settings::set_vacation_days(&mut tx, server, days as i32).await?;
                let days = days_in_words(days.into(), true);
                say_with(Message::AllowanceSet, &[("days", &days)])
            }
            None => {
                let days = self.vacation_allowance(&mut tx, server).await?;
                say_with(Message::AllowanceIs, &[("days", &days)])
            }
        };
        tx.commit().await?;
        Ok(vec![Reply::private(text)])
    }

    /// The vacation days a year `server` allows each player: its admins'
    /// setting, else [`VACATION_DAYS_PER_YEAR`].
    pub(crate) async fn vacation_allowance(
        &self,
        tx: &mut Tx,
        server: &str,
    ) -> Result<i64, CommandError> {
        let set = settings::vacation_days(tx, server).await?;
        Ok(set.unwrap_or(VACATION_DAYS_PER_YEAR))
    }
}
