//! Groups that leave the board once pieces have left it (R13 (3)): under
//! the basic rules every sprout group cut from its seeds (R8); under the
//! advanced rules every seedless group that is not a living parasite
//! (R30).

use super::state::State;
use crate::games::palanquee::cell_set::CellSet;
use crate::games::palanquee::geometry::{Cell, Direction};
use crate::games::palanquee::parasites;
use crate::games::palanquee::position::{Player, Position, SeedFate};
use crate::games::palanquee::report::Report;

impl State {
    /// R13 (3) under the advanced rules (R30): seedless groups holding no
    /// parasite sprout of `heritage` are leftovers and go; the others are
    /// parasites and stay while they touch an enemy plant or a surviving
    /// enemy parasite. Removing one parasite may strand another, so this
    /// runs until nothing changes. Sprouts return to their owners.
    ///
    /// Only the players of `changed` (who lost or moved pieces) are
    /// searched for seedless groups: the others' pieces are as they were
    /// in the settled position, so their seedless groups are their
    /// parasites of `heritage`.
    pub(super) fn remove_unrooted(
        &mut self,
        heritage: CellSet,
        changed: &[Player],
        report: &mut Report,
    ) {
        let mut candidates: Vec<(Player, CellSet)> = Vec::new();
        for player in self.position.players() {
            let seedless = if changed.contains(&player) {
                self.position.isolated_sprouts(player)
            } else {
                heritage & self.position.pieces_of(player)
            };
            for group in seedless.components() {
                if (group & heritage).is_empty() {
                    self.remove_group(group, report);
                } else {
                    candidates.push((player, group));
                }
            }
        }
        let (alive, dead) = parasites::living(&self.position, candidates);
        for (_, group) in dead {
            self.remove_group(group, report);
        }
        self.parasites = alive
            .iter()
            .fold(CellSet::EMPTY, |all, &(_, group)| all | group);
    }

    fn remove_group(&mut self, group: CellSet, report: &mut Report) {
        for cell in group.iter() {
            if let Some(piece) = self.position.take(cell, SeedFate::Reserve) {
                report.removed.push((cell, piece));
            }
            self.turn.note_removed(cell);
        }
    }

    /// R8/R13 (3): sprout groups with no seed leave the board. Only a
    /// player who lost a piece can have a group cut from its seeds.
    pub(super) fn remove_isolated(
        &mut self,
        losers: impl IntoIterator<Item = Player>,
        report: &mut Report,
    ) {
        for player in losers {
            for cell in self.position.isolated_sprouts(player).iter() {
                if let Some(piece) = self.position.take(cell, SeedFate::Eliminated) {
                    report.removed.push((cell, piece));
                }
            }
        }
    }

    /// After pieces left the board outside a turn action: isolated sprouts
    /// of `losers` go (R8), and under the advanced rules every seedless
    /// group but the parasites of `heritage` (the parasite sprouts before
    /// the removal), and every parasite left with no enemy contact (R30).
    pub(super) fn remove_orphans(
        &mut self,
        heritage: CellSet,
        losers: [Player; 1],
        report: &mut Report,
    ) {
        if self.rules.is_advanced() {
            self.remove_unrooted(heritage, &losers, report);
        } else {
            self.remove_isolated(losers, report);
        }
    }
}

/// Whether lifting the mover's piece on `cell` may cut its group apart:
/// only if its own neighbours, read around the cell, form more than one
/// arc (neighbours next to each other around a hexagon touch).
pub(super) fn may_disconnect(position: &Position, cell: Cell, mover: Player) -> bool {
    let own = position.pieces_of(mover);
    let ring = Direction::ALL.map(|d| cell.neighbour(d).is_some_and(|n| own.contains(n)));
    let arcs = (0..6).filter(|&i| ring[i] && !ring[(i + 5) % 6]).count();
    arcs > 1
}
