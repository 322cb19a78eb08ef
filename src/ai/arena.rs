//! The score of an arena: wins, draws and losses of one player over many
//! games, as a win rate with its 95% Wilson interval (draws count half).

use std::fmt;

/// Results of one player over a series of games.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Score {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Score {
    /// Games played.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Wins plus half the draws, over the games (0 before any game).
    #[must_use]
    pub fn rate(&self) -> f64 {
        match self.games() {
            0 => 0.0,
            n => (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(n),
        }
    }

    /// The 95% Wilson score interval of the rate: (low, high).
    #[must_use]
    pub fn interval(&self) -> (f64, f64) {
        let n = f64::from(self.games());
        if n == 0.0 {
            return (0.0, 1.0);
        }
        let z = 1.959_964;
        let p = self.rate();
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }
}

impl fmt::Display for Score {
    /// `87.0% (95% CI 79.0-92.3%) over 100 games: 85 won, 4 drawn, 11 lost`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (low, high) = self.interval();
        write!(
            f,
            "{:.1}% (95% CI {:.1}-{:.1}%) over {} games: {} won, {} drawn, {} lost",
            100.0 * self.rate(),
            100.0 * low,
            100.0 * high,
            self.games(),
            self.wins,
            self.draws,
            self.losses
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wilson_interval_holds_the_rate_and_narrows_with_games() {
        let few = Score {
            wins: 9,
            draws: 0,
            losses: 1,
        };
        let many = Score {
            wins: 900,
            draws: 0,
            losses: 100,
        };
        let (a, b) = few.interval();
        let (c, d) = many.interval();
        assert!(a < 0.9 && 0.9 < b && c < 0.9 && 0.9 < d);
        assert!(d - c < b - a);
        // Known value: 9 of 10 gives about 59.6%-98.2%.
        assert!(
            (a - 0.596).abs() < 0.002 && (b - 0.982).abs() < 0.002,
            "{a} {b}"
        );
        let all = Score {
            wins: 100,
            ..Score::default()
        };
        assert!(all.interval().1 <= 1.0 && all.interval().0 > 0.96);
    }
}
