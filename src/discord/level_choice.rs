//! The `level:` choice of `/addbot` and `/tournament addbot`.

use crate::ai::Level;

/// How strongly a computer player plays.
#[derive(poise::ChoiceParameter, Clone, Copy, PartialEq, Eq, Debug)]
pub enum LevelChoice {
    /// Mostly random: a first game.
    #[name = "beginner"]
    Beginner,
    /// Plays sensibly but makes visible mistakes.
    #[name = "easy"]
    Easy,
    /// Looks a little ahead.
    #[name = "medium"]
    Medium,
    /// Searches its turn for two seconds.
    #[name = "hard"]
    Hard,
}

impl LevelChoice {
    /// The level chosen, `medium` when none is.
    #[must_use]
    pub fn level(chosen: Option<LevelChoice>) -> Level {
        match chosen {
            Some(LevelChoice::Beginner) => Level::Beginner,
            Some(LevelChoice::Easy) => Level::Easy,
            None | Some(LevelChoice::Medium) => Level::Medium,
            Some(LevelChoice::Hard) => Level::Hard,
        }
    }
}
