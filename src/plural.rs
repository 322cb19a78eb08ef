//! Which form a count takes, by each language's rule: English uses the
//! singular for one thing only ("1 seed", "0 seeds"), French for none and
//! one ("0 graine", "2 graines"). Every text that counts things picks its
//! words through here, so that no text counts its own way.

/// Whether `count` takes the singular in English: only for one.
#[must_use]
pub fn singular_in_english(count: i64) -> bool {
    count == 1
}

/// Whether `count` takes the singular in French: for none and for one.
#[must_use]
pub fn singular_in_french(count: i64) -> bool {
    count.abs() <= 1
}

/// The English plural ending of a regular noun counted `count` times:
/// `""` for one, `"s"` otherwise (for texts that are English only, such
/// as the pictures and the public posts' story lines).
#[must_use]
pub fn ending(count: usize) -> &'static str {
    if count == 1 { "" } else { "s" }
}

/// `count` and a regular English noun, plural unless one: "1 seed",
/// "2 seeds" (English-only texts).
#[must_use]
pub fn english(count: usize, noun: &str) -> String {
    format!("{count} {noun}{}", ending(count))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_takes_the_singular_for_one_only_and_french_for_none_too() {
        let in_english: Vec<bool> = (-1..=2).map(singular_in_english).collect();
        let in_french: Vec<bool> = (-1..=2).map(singular_in_french).collect();
        assert_eq!(in_english, [false, false, true, false]);
        assert_eq!(in_french, [true, true, true, false]);
        assert_eq!([ending(0), ending(1), ending(2)], ["s", "", "s"]);
        assert_eq!(
            [english(1, "seed"), english(0, "seed")],
            ["1 seed", "0 seeds"]
        );
    }
}
