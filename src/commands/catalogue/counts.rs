//! Things the bot counts, with their singular and plural in each language:
//! [`counted`] writes "1 seed", "2 seeds", "0 graine" by the language's
//! rule ([`crate::plural`]), so that no message counts its own way.

use super::super::language::{Language, current};
use crate::plural::{singular_in_english, singular_in_french};

/// A thing counted in a message.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Counted {
    /// Actions of a turn (R9).
    Action,
    /// Seeds (on the board or in reserve).
    Seed,
    /// Sprouts (on the board or in reserve).
    Sprout,
    /// Seeds lost for good (R7).
    SeedLost,
    /// Parasites alive (R30).
    Parasite,
    /// Events of a game record.
    Event,
    /// Turns of a Palago record.
    Turn,
    /// Palago tiles on the table.
    TileLaid,
    /// Palago tiles not yet laid.
    TileLeft,
    /// Straight pieces of a Palago region (P12).
    Straight,
    /// Pieces on the board, or removed from it.
    Piece,
    /// Pieces removed from the board (R16).
    PieceRemoved,
    /// Actions a player left unused (R20, R21).
    UnusedAction,
    /// Actions a player left, opening claims (R21).
    ActionUnused,
    /// Claims opponents may make (R21).
    Claim,
    /// Rated games of a player.
    RatedGame,
    /// Rounds of a tournament.
    Round,
    /// Players of a tournament.
    Player,
    /// Entrants of a tournament, as a post counts them (`3 entered`).
    Entered,
}

impl Counted {
    /// Singular and plural, after the number, in `language`.
    fn forms(self, language: Language) -> (&'static str, &'static str) {
        match language {
            Language::English => self.english(),
            Language::French => self.french(),
        }
    }

    fn english(self) -> (&'static str, &'static str) {
        match self {
            Counted::Action => ("action", "actions"),
            Counted::Seed => ("seed", "seeds"),
            Counted::Sprout => ("sprout", "sprouts"),
            Counted::SeedLost => ("seed lost", "seeds lost"),
            Counted::Parasite => ("parasite", "parasites"),
            Counted::Event => ("event", "events"),
            Counted::Turn => ("turn", "turns"),
            Counted::TileLaid => ("tile laid", "tiles laid"),
            Counted::TileLeft => ("left", "left"),
            Counted::Straight => ("straight", "straights"),
            Counted::Piece => ("piece", "pieces"),
            Counted::PieceRemoved => ("piece removed", "pieces removed"),
            Counted::UnusedAction => ("action left unused", "actions left unused"),
            Counted::ActionUnused => ("action unused", "actions unused"),
            Counted::Claim => ("claim", "claims"),
            Counted::RatedGame => ("game", "games"),
            Counted::Round => ("round", "rounds"),
            Counted::Player => ("player", "players"),
            Counted::Entered => ("entered", "entered"),
        }
    }

    fn french(self) -> (&'static str, &'static str) {
        match self {
            Counted::Action => ("action", "actions"),
            Counted::Seed => ("graine", "graines"),
            Counted::Sprout => ("pousse", "pousses"),
            Counted::SeedLost => ("graine perdue", "graines perdues"),
            Counted::Parasite => ("parasite", "parasites"),
            Counted::Event => ("événement", "événements"),
            Counted::Turn => ("tour", "tours"),
            Counted::TileLaid => ("tuile posée", "tuiles posées"),
            Counted::TileLeft => ("restante", "restantes"),
            Counted::Straight => ("droite", "droites"),
            Counted::Piece => ("pièce", "pièces"),
            Counted::PieceRemoved => ("pièce retirée", "pièces retirées"),
            Counted::UnusedAction => ("action inutilisée", "actions inutilisées"),
            Counted::ActionUnused => ("action inutilisée", "actions inutilisées"),
            Counted::Claim => ("réclamation", "réclamations"),
            Counted::RatedGame => ("partie", "parties"),
            Counted::Round => ("ronde", "rondes"),
            Counted::Player => ("joueur", "joueurs"),
            Counted::Entered => ("inscrit", "inscrits"),
        }
    }
}

/// Whether `count` takes the singular in `language`.
#[must_use]
pub fn takes_singular(count: i64, language: Language) -> bool {
    match language {
        Language::English => singular_in_english(count),
        Language::French => singular_in_french(count),
    }
}

/// `count` `thing`s in the language of the command running now: "1 seed",
/// "3 seeds", "0 graine".
#[must_use]
pub fn counted(count: impl TryInto<i64>, thing: Counted) -> String {
    let count = count.try_into().unwrap_or(i64::MAX);
    let language = current();
    let (one, many) = thing.forms(language);
    let noun = if takes_singular(count, language) {
        one
    } else {
        many
    };
    format!("{count} {noun}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::language::speaking;

    #[tokio::test]
    async fn one_seed_two_seeds_and_in_french_zero_graine() {
        assert_eq!(counted(1_usize, Counted::Seed), "1 seed");
        assert_eq!(counted(0_u8, Counted::Sprout), "0 sprouts");
        assert_eq!(counted(2_usize, Counted::SeedLost), "2 seeds lost");
        let french = speaking(Language::French, async {
            [
                counted(0_u8, Counted::SeedLost),
                counted(1_usize, Counted::TileLeft),
                counted(46_usize, Counted::TileLeft),
            ]
        })
        .await;
        assert_eq!(french, ["0 graine perdue", "1 restante", "46 restantes"]);
    }
}
