//! The score of an arena: wins, draws and losses of one player over many
//! games, as a win rate with its 95% Wilson interval (draws count half),
//! and as the Elo difference that rate implies, with the same interval.

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
        wilson(self.rate(), self.games())
    }

    /// The share of the wins at a table of `seats`: wins, plus each draw
    /// shared by all the seats (the rate at two seats).
    #[must_use]
    pub fn share(&self, seats: usize) -> f64 {
        match self.games() {
            0 => 0.0,
            n => {
                let drawn = f64::from(self.draws) / seats.max(2) as f64;
                (f64::from(self.wins) + drawn) / f64::from(n)
            }
        }
    }

    /// The Elo difference of the share of wins at a table of `seats`
    /// ([`Score::share`], [`elo_of`]), and of its interval's ends.
    #[must_use]
    pub fn elo(&self, seats: usize) -> (f64, f64, f64) {
        let share = self.share(seats);
        let (low, high) = wilson(share, self.games());
        let elo = |rate| elo_of(rate, seats);
        (elo(share), elo(low), elo(high))
    }

    /// `Elo +191 (95% CI +69 to +313)`.
    #[must_use]
    pub fn elo_line(&self, seats: usize) -> String {
        let (elo, low, high) = self.elo(seats);
        format!(
            "Elo {} (95% CI {} to {})",
            elo_text(elo),
            elo_text(low),
            elo_text(high)
        )
    }
}

/// The 95% Wilson score interval of a rate `p` over `games`: (low, high).
fn wilson(p: f64, games: u32) -> (f64, f64) {
    let n = f64::from(games);
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The Elo difference a win rate `rate` at a table of `seats` implies,
/// against each of the others (all of one strength): 400 points to a
/// factor of ten in winning odds, the first place going to each player in
/// proportion to its strength (the Bradley-Terry model, and Luce's for
/// more than two seats). Two seats: 0 at 50%, +120 at 66.6%, +191 at 75%;
/// five seats: 0 at 20%. Infinite at 0% and 100%.
#[must_use]
pub fn elo_of(rate: f64, seats: usize) -> f64 {
    let others = seats.saturating_sub(1).max(1) as f64;
    400.0 * (others * rate / (1.0 - rate)).log10()
}

/// An Elo difference as text: `+191`, `-120`, `+inf`.
fn elo_text(elo: f64) -> String {
    if elo.is_infinite() {
        if elo > 0.0 { "+inf" } else { "-inf" }.to_owned()
    } else {
        format!("{elo:+.0}")
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

    #[test]
    fn the_elo_difference_follows_the_rate_and_bounds_it() {
        assert!(elo_of(0.5, 2).abs() < 1e-9);
        assert!((elo_of(0.75, 2) - 190.85).abs() < 0.01);
        assert!((elo_of(0.25, 2) + 190.85).abs() < 0.01);
        assert!(elo_of(1.0, 2).is_infinite() && elo_of(0.0, 2) < 0.0);
        // At five seats an equal player wins one game in five; one that
        // wins half is four times as strong as each other: +241.
        assert!(elo_of(0.2, 5).abs() < 1e-9);
        assert!((elo_of(0.5, 5) - 400.0 * 4f64.log10()).abs() < 1e-9);
        // A five-seat game nobody won is a fifth of a win each.
        let capped = Score {
            wins: 1,
            draws: 5,
            losses: 4,
        };
        assert!((capped.share(5) - 0.2).abs() < 1e-9 && capped.elo(5).0.abs() < 1e-9);
        assert!((capped.share(2) - capped.rate()).abs() < 1e-9);
        let score = Score {
            wins: 30,
            draws: 0,
            losses: 10,
        };
        let (elo, low, high) = score.elo(2);
        assert!(low < elo && elo < high && low > 0.0, "{low} {elo} {high}");
        assert_eq!(score.elo_line(2), "Elo +191 (95% CI +69 to +313)");
        let all = Score {
            wins: 40,
            ..Score::default()
        };
        assert!(all.elo_line(2).starts_with("Elo +inf (95% CI +"));
    }
}
