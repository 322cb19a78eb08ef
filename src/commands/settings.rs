//! `/settings`: what a server's admins decide for all its games; for now
//! the vacation days each player may take per calendar year.

use super::{Caller, CommandError, Reply, Service, VACATION_DAYS_PER_YEAR, refuse};
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
                return refuse(
                    "Only those who manage channels on this server change its settings; /settings alone shows them.",
                );
            }
            Some(days) => {
                let days = days.min(MAX_VACATION_DAYS);
                settings::set_vacation_days(&mut tx, server, days as i32).await?;
                format!(
                    "Each player now has {days} vacation days a calendar year on this server (days already taken this year still count)."
                )
            }
            None => format!(
                "Vacation days a player may take per calendar year on this server: {}. Change it with /settings vacation_days:N.",
                self.vacation_allowance(&mut tx, server).await?
            ),
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
