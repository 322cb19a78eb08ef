//! `/settings`: what a server's admins decide for all its games: the
//! vacation days each player may take per calendar year, and the
//! language its channels read (announcements, lobby posts, reminders,
//! board pictures).

use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, days_in_words, say, say_with};
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::reply::Reply;
use crate::commands::service::Service;
use crate::commands::vacations::VACATION_DAYS_PER_YEAR;
use crate::store::{Tx, settings};

/// The most vacation days a year a server may allow.
pub const MAX_VACATION_DAYS: u32 = 366;

/// What `/settings` changes; nothing given shows the settings.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SettingsChange {
    /// Vacation days each player may take per calendar year.
    pub vacation_days: Option<u32>,
    /// The language the server's channels read.
    pub language: Option<Language>,
}

impl Service {
    /// `/settings [vacation_days:N] [language:en|fr|de]`: shows the
    /// server's settings, or sets them (those who manage the server only).
    pub(crate) async fn settings(
        &self,
        caller: &Caller,
        change: SettingsChange,
    ) -> Result<Vec<Reply>, CommandError> {
        let server = caller.server.as_str();
        if change != SettingsChange::default() && !caller.server_admin {
            return refuse(Message::OnlyModeratorsSet);
        }
        let mut tx = self.store.write().await?;
        let mut lines = Vec::new();
        if let Some(days) = change.vacation_days {
            let days = days.min(MAX_VACATION_DAYS);
            settings::set_vacation_days(&mut tx, server, days as i32).await?;
            let days = days_in_words(caller.language, days.into(), true);
            lines.push(say_with(
                caller.language,
                Message::AllowanceSet,
                &[("days", &days)],
            ));
        }
        if let Some(readers) = change.language {
            settings::set_language(&mut tx, server, readers.code()).await?;
            let line = language_line(caller.language, Message::ReadersLanguageSet, readers);
            lines.push(line);
        }
        if lines.is_empty() {
            let days = self.vacation_allowance(&mut tx, server).await?;
            lines.push(say_with(
                caller.language,
                Message::AllowanceIs,
                &[("days", &days)],
            ));
            let readers = self.readers_language(&mut tx, server).await?;
            lines.push(language_line(
                caller.language,
                Message::ReadersLanguageIs,
                readers,
            ));
        }
        tx.commit().await?;
        Ok(vec![Reply::private(caller.language, lines.join("\n"))])
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

    /// The language `server`'s channels read: its admins' choice, else the
    /// front end's default (English on Discord, `--lang` in the local
    /// mode, which has no admins: see [`Service::with_default_readers`]).
    /// A code the store holds but this build does not speak reads as that
    /// default.
    pub(crate) async fn readers_language(
        &self,
        tx: &mut Tx,
        server: &str,
    ) -> Result<Language, CommandError> {
        let code = settings::language(tx, server).await?;
        Ok(code
            .and_then(|code| code.parse().ok())
            .unwrap_or(self.default_readers))
    }

    /// [`Service::readers_language`] in a read transaction of its own.
    pub(crate) async fn readers_of(&self, server: &str) -> Result<Language, CommandError> {
        self.reading(async |tx| self.readers_language(tx, server).await)
            .await
    }
}

/// `message` in `caller`'s language with `readers`' name, in that
/// language's own words (`English`, `français`) so that either reader
/// recognises it.
fn language_line(caller: Language, message: Message, readers: Language) -> String {
    let name = say(readers, Message::LanguageName);
    say_with(caller, message, &[("language", &name)])
}
