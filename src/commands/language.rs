//! The languages the command layer words things in: the caller's for
//! what the caller alone reads, the server's for what the whole channel
//! reads.
//!
//! A front end says which language its caller reads ([`Caller::language`]:
//! on Discord, the interaction's locale; in the local mode, `--lang`).
//! [`Service::handle`] runs the command inside [`speaking`], so a reply or
//! refusal built anywhere below it takes its words from that language's
//! catalogue ([`super::catalogue`]) without every function carrying the
//! language along, much as a request's locale is scoped in a web server.
//!
//! What the channel reads (announcements, lobby posts, reminders, board
//! pictures) follows no one player's client: it is in the language the
//! server's admins chose (`/settings language:en|fr|de`, English unless
//! set). The command and the background work (deadlines, computers'
//! turns) run inside [`for_readers`], and the public texts are worded
//! inside [`in_public`] or [`publicly`].
//!
//! [`Caller::language`]: super::Caller::language
//! [`Service::handle`]: super::Service::handle

use std::future::Future;

pub use crate::language::Language;

tokio::task_local! {
    static SPEAKING: Language;
    static READERS: Language;
}

/// Runs `work` with the channel's readers reading `language`.
pub async fn for_readers<F: Future>(language: Language, work: F) -> F::Output {
    READERS.scope(language, work).await
}

/// The language the channel reads: its server's (see [`for_readers`]);
/// English outside any.
#[must_use]
pub fn readers() -> Language {
    READERS.try_with(|language| *language).unwrap_or_default()
}

/// Runs `work` (not async) in the language the channel reads: for the
/// texts of public posts.
pub fn in_public<T>(work: impl FnOnce() -> T) -> T {
    in_language(readers(), work)
}

/// Runs `work` in the language the channel reads: for public posts whose
/// wording awaits (a picture rendered along).
pub async fn publicly<F: Future>(work: F) -> F::Output {
    speaking(readers(), work).await
}

/// Runs `work` answering in `language`.
pub async fn speaking<F: Future>(language: Language, work: F) -> F::Output {
    SPEAKING.scope(language, work).await
}

/// Runs `work` in English, whatever the caller reads: for texts the
/// store keeps and reads back in any language (a game's end reason).
pub fn in_english<T>(work: impl FnOnce() -> T) -> T {
    in_language(Language::English, work)
}

/// Runs `work` (not async) answering in `language`.
pub fn in_language<T>(language: Language, work: impl FnOnce() -> T) -> T {
    SPEAKING.sync_scope(language, work)
}

/// The language of the command running now; English outside any.
#[must_use]
pub fn current() -> Language {
    SPEAKING.try_with(|language| *language).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_command_speaks_its_callers_language_and_nothing_else_does() {
        assert_eq!(current(), Language::English);
        let inside = speaking(Language::French, async { current() }).await;
        assert_eq!(inside, Language::French);
        assert_eq!(current(), Language::English);
        assert_eq!("FR".parse::<Language>(), Ok(Language::French));
        assert!("es".parse::<Language>().is_err());
    }

    #[tokio::test]
    async fn public_texts_follow_the_readers_and_private_ones_the_caller() {
        assert_eq!(in_public(current), Language::English);
        let (private, public, awaited) = speaking(
            Language::English,
            for_readers(Language::French, async {
                (
                    current(),
                    in_public(current),
                    publicly(async { current() }).await,
                )
            }),
        )
        .await;
        assert_eq!(private, Language::English);
        assert_eq!(public, Language::French);
        assert_eq!(awaited, Language::French);
    }
}
