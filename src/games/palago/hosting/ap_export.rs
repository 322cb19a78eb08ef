//! `/export format:ap` of a Palago game: its turns as
//! [`crate::games::palago::ap_record`] writes them, and its places as the
//! ratings read them: the winner first, both first at a draw (P11, P12);
//! a resignation or a timeout loses (product rules, not game rules: P12).

use super::hosted::Palago;
use super::table::PalagoTable;
use crate::commands::ap_export::ApGame;
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::reply::Reply;
use crate::commands::service::Host;
use crate::games::palago::Outcome;
use crate::games::palago::ap_record::{AP_NAME, ap_moves, ap_variants};
use crate::games::rules::Finish;

impl Host<'_, Palago> {
    /// The Abstract Play record of `table`'s finished game, with a line
    /// in `language` (the caller's).
    pub(super) async fn ap_record(
        &self,
        table: &PalagoTable,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let finish = match (table.stop, table.game.end()) {
            (Some(stop), _) => Some(Finish::from(Outcome::Win(stop.loser().other()))),
            (None, Some(end)) => Some(Finish::from(end.outcome())),
            (None, None) => None,
        };
        let record = ApGame {
            name: AP_NAME,
            variants: ap_variants(table.game.options()),
            starting_position: None,
            places: finish.map_or_else(|| vec![0, 0], |f| f.places(2, |_| false)),
            abandoned: finish.is_none(),
            moves: ap_moves(&table.game),
        };
        self.service
            .ap_export(&table.row, &table.seats, record, language)
            .await
    }
}
