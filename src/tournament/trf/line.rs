//! One player line (`001`), read by the columns TRF16 gives each field,
//! in time linear in its length: the line is split into characters once
//! and every field is a slice of them.

use super::{Colour, MAX_ROUNDS, Played, Player};

/// The first column of round 1's block; each round takes 10 columns:
/// two spaces, the opponent (4), a space, the colour, a space, the result.
const FIRST_ROUND_COLUMN: usize = 92;
/// The width of one round's block.
const ROUND_WIDTH: usize = 10;
/// The last column of the points, the last field every player line has.
const POINTS_END: usize = 84;

/// A line's characters, addressed by the report's 1-based columns.
struct Columns(Vec<char>);

impl Columns {
    /// The characters from column `from` to `to` (both included),
    /// trimmed; empty past the end of the line.
    fn get(&self, from: usize, to: usize) -> String {
        let end = to.min(self.0.len());
        let start = from.saturating_sub(1);
        if start >= end {
            return String::new();
        }
        self.0[start..end]
            .iter()
            .collect::<String>()
            .trim()
            .to_owned()
    }

    /// The number of columns.
    fn len(&self) -> usize {
        self.0.len()
    }
}

/// A `001` line (trailing spaces do not count).
pub(super) fn player(line: &str) -> Result<Player, String> {
    let columns = Columns(line.trim_end().chars().collect());
    let id = columns.get(5, 8);
    let id: usize = id
        .parse()
        .ok()
        .filter(|&id| id > 0)
        .ok_or_else(|| format!("columns 5-8 must hold the starting rank, not `{id}`"))?;
    if columns.len() < POINTS_END {
        return Err(format!(
            "the line stops at column {}, before the points (columns 81-84): it looks cut",
            columns.len()
        ));
    }
    let rating = columns.get(49, 52);
    let rating = if rating.is_empty() {
        0
    } else {
        rating
            .parse()
            .map_err(|_| format!("columns 49-52 must hold a rating, not `{rating}`"))?
    };
    let points = columns.get(81, POINTS_END);
    let half_points = half_points(&points)
        .ok_or_else(|| format!("columns 81-84 must hold the points, like 4.5, not `{points}`"))?;
    Ok(Player {
        id,
        name: columns.get(15, 47),
        rating,
        half_points,
        rounds: rounds(&columns)?,
    })
}

/// The round blocks after the points, each refused with its round.
fn rounds(columns: &Columns) -> Result<Vec<Played>, String> {
    let blocks = columns
        .len()
        .saturating_sub(FIRST_ROUND_COLUMN - 1)
        .div_ceil(ROUND_WIDTH);
    if blocks > MAX_ROUNDS {
        return Err(format!(
            "the line holds {blocks} rounds; a report holds at most {MAX_ROUNDS}"
        ));
    }
    (0..blocks)
        .map(|index| {
            played(columns, FIRST_ROUND_COLUMN + index * ROUND_WIDTH)
                .map_err(|why| format!("round {}: {why}", index + 1))
        })
        .collect()
}

/// `4.5` as 9 half points; empty as 0.
fn half_points(text: &str) -> Option<u32> {
    if text.is_empty() {
        return Some(0);
    }
    let (whole, half) = match text.split_once('.') {
        Some((whole, "5")) => (whole, 1),
        Some((whole, "0")) | Some((whole, "")) => (whole, 0),
        Some(_) => return None,
        None => (text, 0),
    };
    Some(whole.parse::<u32>().ok()? * 2 + half)
}

/// The round whose block starts at `column`: opponent (4 columns), colour,
/// result.
fn played(columns: &Columns, column: usize) -> Result<Played, String> {
    let opponent = columns.get(column, column + 3);
    let opponent = match opponent.as_str() {
        "" | "0000" | "0" => None,
        id => Some(
            id.parse()
                .ok()
                .filter(|&id: &usize| id > 0)
                .ok_or_else(|| format!("the opponent must be a starting rank, not `{id}`"))?,
        ),
    };
    if opponent.is_some() && columns.len() < column + 5 {
        return Err("the line stops before this round's colour: it looks cut".into());
    }
    let colour = match columns.get(column + 5, column + 5).as_str() {
        "w" => Some(Colour::White),
        "b" => Some(Colour::Black),
        "" | "-" => None,
        other => return Err(format!("the colour is w, b or -, not `{other}`")),
    };
    let result = columns
        .get(column + 7, column + 7)
        .chars()
        .next()
        .unwrap_or(' ');
    if !"10=+-WDLHFUZ ".contains(result) {
        return Err(format!("`{result}` is not a result code"));
    }
    Ok(Played {
        opponent,
        colour,
        result,
        written: !columns.get(column, column + 7).is_empty(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_read_or_refused_in_linear_time() {
        let head = format!("001    1      {:<33} 1500{:28} 1.0    1", "A", "");
        let padded = format!("{head}{}", " ".repeat(2_000_000));
        assert_eq!(player(&padded).map(|p| p.rounds.len()), Ok(0));
        let many = format!("{head}{}", "     2 w 1".repeat(200_000));
        let refused = player(&many).expect_err("too many rounds");
        assert!(refused.contains("at most 999"), "{refused}");
    }

    #[test]
    fn a_cut_line_is_named_as_cut() {
        let cut = player("001    1      Alice").expect_err("cut");
        assert!(cut.contains("before the points"), "{cut}");
        let head = format!("001    1      {:<33} 1500{:28} 1.0    1", "A", "");
        let block_cut = player(&format!("{head}     2")).expect_err("cut block");
        assert!(block_cut.contains("round 1: the line stops"), "{block_cut}");
        let in_play = player(&format!("{head}     2 w")).expect("in play");
        assert_eq!(in_play.rounds[0].result, ' ');
    }
}
