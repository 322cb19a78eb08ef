//! A game being played: the current position, the turn in progress, open
//! claims, and the record every position can be replayed from.
//!
//! Every action goes through [`Game::play`]: it is checked and applied on a
//! copy, with its consequences in the order of R13, and only a legal result
//! replaces the game. A refusal is an [`IllegalAction`] naming its ruling.

use std::sync::Arc;

use super::actions::Action;
use super::captures::{Threat, pincer_captures, saturated_columns, threat_against};
use super::cell_set::CellSet;
use super::geometry::{Cell, Direction};
use super::parasites;
use super::plants::Plant;
use super::position::{MAX_PLAYERS, Piece, PieceKind, Player, Position, SeedFate};
use super::reasons::{GroupKind, Reason, Verb};
use super::record::{Event, Record};
use super::rules::Rules;
use super::rulings::IllegalAction;
pub use super::shapes::MAX_LAUNCH_DISTANCE;
use super::shapes::{Leaf, button_cells, leaves};
use super::turn::{CapturingPlacement, ChargeKind, SourceMask, Turn};

pub use super::claims::ClaimWindow;
use super::report::plant_changes;
pub use super::report::{Outcome, Removed, Report};

/// Turns during which a player keeps 3 cells from enemy pieces (R19).
pub const OPENING_ROUNDS: u32 = 3;
/// Smallest distance from enemy pieces during the opening (R19).
pub const OPENING_DISTANCE: usize = 3;

/// How much an application of an action reports.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Detail {
    /// Everything players read: fusions and separations included.
    Full,
    /// Just enough to decide legality.
    LegalityOnly,
}

/// Where the mover's groups (plants and parasites) of the position before
/// the action come from.
#[derive(Clone, Copy)]
enum Plants<'a> {
    /// Flood-filled from the board when needed.
    Live,
    /// Computed once by the caller for many checks of one position.
    Known(&'a [Plant]),
}

impl Plants<'_> {
    /// The group holding the mover's piece on `cell`: its plant (R8), or
    /// its parasite (R30).
    fn of(self, position: &Position, cell: Cell) -> Result<Plant, IllegalAction> {
        let found = match self {
            Plants::Live => position.group_at(cell),
            Plants::Known(plants) => plants.iter().find(|p| p.cells.contains(cell)).copied(),
        };
        found.ok_or_else(|| IllegalAction::from(Reason::NoPlant { cell }))
    }

    /// The cells of the mover's groups touching `cell`, and how many groups
    /// that is (R10, R31).
    fn touching(self, position: &Position, cell: Cell, mover: Player) -> (CellSet, usize) {
        match self {
            Plants::Live => {
                let groups = position.groups_touching(cell, mover);
                let union = groups.iter().fold(CellSet::EMPTY, |all, p| all | p.cells);
                (union, groups.len())
            }
            Plants::Known(plants) => {
                let around = CellSet::single(cell).grow();
                plants
                    .iter()
                    .filter(|p| !(p.cells & around).is_empty())
                    .fold((CellSet::EMPTY, 0), |(all, n), p| (all | p.cells, n + 1))
            }
        }
    }
}

/// Whether lifting the mover's piece on `cell` may cut its group apart:
/// only if its own neighbours, read around the cell, form more than one
/// arc (neighbours next to each other around a hexagon touch).
fn may_disconnect(position: &Position, cell: Cell, mover: Player) -> bool {
    let own = position.pieces_of(mover);
    let ring = Direction::ALL.map(|d| cell.neighbour(d).is_some_and(|n| own.contains(n)));
    let arcs = (0..6).filter(|&i| ring[i] && !ring[(i + 5) % 6]).count();
    arcs > 1
}

/// Everything that changes from one event to the next.
#[derive(Clone, PartialEq, Eq, Debug)]
struct State {
    position: Position,
    turn: Turn,
    claims: Vec<ClaimWindow>,
    last_capturing: [Vec<CapturingPlacement>; MAX_PLAYERS],
    /// Basic or advanced rules.
    rules: Rules,
    /// Per player, the leaves standing when their last turn ended (R36);
    /// shared between the copies legality checks make, as it changes only
    /// when a turn ends.
    leaves_at_end: Arc<[Vec<Leaf>; MAX_PLAYERS]>,
    /// No run of the mover stands capturable: R17 then only reads the
    /// lines through a placed piece.
    mover_clean: bool,
    /// The parasite sprouts of the settled position (R30; empty under the
    /// basic rules), kept so that an action need not look for them again:
    /// set at the start and by every removal of unrooted groups.
    parasites: CellSet,
    outcome: Option<Outcome>,
}

/// A game: the record and the state it leads to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    record: Record,
    state: State,
    /// States before each action of the current turn, for undo.
    undo: Vec<State>,
}

impl Game {
    /// A new game of `player_count` seats (R7) under the basic rules.
    /// `None` unless 2-5.
    #[must_use]
    pub fn new(player_count: usize) -> Option<Game> {
        Game::new_with_rules(player_count, Rules::Basic)
    }

    /// A new game of `player_count` seats (R7) under `rules`. `None` unless
    /// 2-5.
    #[must_use]
    pub fn new_with_rules(player_count: usize, rules: Rules) -> Option<Game> {
        let position = Position::new(player_count)?;
        Some(Game::start(Record::with_rules(position, rules)))
    }

    /// A basic game whose player to move starts a turn in `position`.
    /// Nothing before it is known: no claims are open, no recapture is
    /// barred. Seedless groups, which only the advanced rules keep, are
    /// removed at once (R8); [`Game::from_position_with`] refuses them.
    #[must_use]
    pub fn from_position(mut position: Position) -> Game {
        for player in position.players() {
            for cell in position.isolated_sprouts(player).iter() {
                position.take(cell, SeedFate::Reserve);
            }
        }
        Game::start(Record::new(position))
    }

    /// A game under `rules` whose player to move starts a turn in
    /// `position`. Under the advanced rules, seedless groups are parasites
    /// (R30) and the leaves standing count as standing since each player's
    /// previous turn (R36). Under the basic rules a seedless group is
    /// refused (R8).
    pub fn from_position_with(position: Position, rules: Rules) -> Result<Game, IllegalAction> {
        if !rules.is_advanced() {
            for player in position.players() {
                if let Some(cell) = position.isolated_sprouts(player).first() {
                    return Err(Reason::ParasiteInBasicRules { player, cell }.into());
                }
            }
        }
        Ok(Game::start(Record::with_rules(position, rules)))
    }

    fn start(record: Record) -> Game {
        let state = State::start(record.start().clone(), record.rules());
        Game {
            record,
            state,
            undo: Vec::new(),
        }
    }

    /// The same game with its history forgotten: every rule's state kept
    /// (turn, claims, R18, leaves), the record restarted from the current
    /// position, no undo. For searches, whose many copies must not each
    /// carry a long game's whole record.
    #[must_use]
    pub fn detached(&self) -> Game {
        Game {
            record: Record::with_rules(self.state.position.clone(), self.state.rules),
            state: self.state.clone(),
            undo: Vec::new(),
        }
    }

    /// The rules this game plays.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.state.rules
    }

    /// The leaves of `player` standing when their last turn ended, which
    /// give bonuses if still standing when their next turn starts (R36).
    #[must_use]
    pub fn leaves_at_end(&self, player: Player) -> &[Leaf] {
        &self.state.leaves_at_end[player.index()]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.state.position
    }

    /// The turn in progress.
    #[must_use]
    pub fn turn(&self) -> &Turn {
        &self.state.turn
    }

    /// The player to move.
    #[must_use]
    pub fn to_move(&self) -> Player {
        self.state.position.to_move()
    }

    /// The claims open now (R21).
    #[must_use]
    pub fn claims(&self) -> &[ClaimWindow] {
        &self.state.claims
    }

    /// How the game ended, if it did.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome
    }

    /// Every event so far, from the starting position.
    #[must_use]
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Actions the player to move could still take this turn (R9),
    /// bonuses of leaves included (R36).
    #[must_use]
    pub fn actions_left(&self) -> usize {
        self.state.turn.actions_left()
    }

    /// Actions the player to move would leave unused by ending the turn
    /// now, each opening a claim (R20); bonuses are not owed (R36).
    #[must_use]
    pub fn actions_owed(&self) -> usize {
        self.state.turn.unused_actions()
    }

    /// Plays `action` for `player`. Turn actions are the player to move's;
    /// claims and resignations may come from any seat. On refusal the game
    /// is untouched.
    pub fn play(&mut self, player: Player, action: Action) -> Result<Report, IllegalAction> {
        if action == Action::TimeOut {
            return Err(Reason::TimeoutByHand.into());
        }
        self.apply_unchecked(player, action)
    }

    /// Ends the turn of the player to move because their deadline passed:
    /// every remaining action is unused and opens claims (R21), and even a
    /// compulsory sowing (R11) is forfeited.
    pub fn time_out(&mut self) -> Result<Report, IllegalAction> {
        self.apply_unchecked(self.to_move(), Action::TimeOut)
    }

    /// Plays a recorded event: like [`Game::play`], and a timeout as
    /// [`Game::time_out`].
    pub fn apply_event(&mut self, event: Event) -> Result<Report, IllegalAction> {
        self.apply_unchecked(event.player, event.action)
    }

    fn apply_unchecked(&mut self, player: Player, action: Action) -> Result<Report, IllegalAction> {
        let (state, report) = self
            .state
            .apply(player, action, Detail::Full, Plants::Live)?;
        let keeps_turn = action.is_turn_action()
            && !matches!(action, Action::End | Action::TimeOut)
            && state.position.to_move() == self.state.position.to_move()
            && report.next.is_none();
        if keeps_turn {
            self.undo.push(std::mem::replace(&mut self.state, state));
        } else {
            // Claims, resignations and ends of turn cannot be stepped back.
            self.undo.clear();
            self.state = state;
        }
        self.record.push(Event { player, action });
        Ok(report)
    }

    /// Whether `player` may play `action` now (a timeout is never a
    /// player's to play).
    #[must_use]
    pub fn is_legal_for(&self, player: Player, action: Action) -> bool {
        action != Action::TimeOut
            && self
                .state
                .apply(player, action, Detail::LegalityOnly, Plants::Live)
                .is_ok()
    }

    /// [`Game::is_legal_for`] for the player to move, given their plants in
    /// the current position (computed once for many checks).
    pub(crate) fn is_legal_with_plants(&self, action: Action, plants: &[Plant]) -> bool {
        self.state
            .apply(
                self.to_move(),
                action,
                Detail::LegalityOnly,
                Plants::Known(plants),
            )
            .is_ok()
    }

    /// Takes back the last action of the turn in progress. `false` when
    /// there is none (the turn just began, or a claim came in between).
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(state) => {
                self.state = state;
                self.record.pop();
                true
            }
            None => false,
        }
    }

    /// Replays `record` from its starting position, under its rules.
    pub fn replay(record: &Record) -> Result<Game, (usize, IllegalAction)> {
        let mut game = Game::from_position_with(record.start().clone(), record.rules())
            .map_err(|error| (0, error))?;
        for (index, event) in record.events().iter().enumerate() {
            game.apply_event(*event).map_err(|error| (index, error))?;
        }
        Ok(game)
    }
}

impl State {
    fn start(position: Position, rules: Rules) -> State {
        let mut leaves_at_end: Arc<[Vec<Leaf>; MAX_PLAYERS]> = Arc::default();
        if rules.is_advanced() {
            for player in position.players() {
                Arc::make_mut(&mut leaves_at_end)[player.index()] = leaves(&position, player);
            }
        }
        let mover = position.to_move();
        let mover_clean = threat_against(&position, mover, None).is_none();
        let outcome = outcome_of(&position);
        let parasites = if rules.is_advanced() {
            seedless_cells(&position)
        } else {
            CellSet::EMPTY
        };
        State {
            turn: Turn::start_advanced(
                &position,
                mover,
                rules.is_advanced(),
                &leaves_at_end[mover.index()],
            ),
            position,
            claims: Vec::new(),
            last_capturing: Default::default(),
            rules,
            leaves_at_end,
            mover_clean,
            parasites,
            outcome,
        }
    }

    fn apply(
        &self,
        player: Player,
        action: Action,
        detail: Detail,
        plants: Plants<'_>,
    ) -> Result<(State, Report), IllegalAction> {
        if let Some(outcome) = self.outcome {
            return Err(Reason::GameOver { outcome }.into());
        }
        if !self.position.is_alive(player) {
            return Err(Reason::NotPlaying { player }.into());
        }
        let mut next = self.clone();
        let mut report = Report::default();
        match action {
            Action::Claim(cell) => next.claim(player, cell, &mut report)?,
            Action::Resign => next.resign(player, &mut report),
            _ if player != self.position.to_move() => {
                let to_move = self.position.to_move();
                return Err(Reason::NotYourTurn { to_move, player }.into());
            }
            Action::End => next.end_turn(false, &mut report)?,
            Action::TimeOut => next.end_turn(true, &mut report)?,
            _ => {
                next.turn_action(action, plants, &mut report)?;
                if detail == Detail::LegalityOnly {
                    return Ok((next, report));
                }
                plant_changes(&self.position, &next.position, player, &mut report);
            }
        }
        let alive_before: Vec<Player> = self.position.alive_players().collect();
        next.settle(&alive_before, &mut report);
        Ok((next, report))
    }

    /// Sow, grow, move, harvest, prune or launch for the player to move.
    fn turn_action(
        &mut self,
        action: Action,
        plants: Plants<'_>,
        report: &mut Report,
    ) -> Result<(), IllegalAction> {
        let mover = self.position.to_move();
        // Parasite sprouts before the action, followed where they go: only
        // groups holding one of them can be parasites afterwards (R30).
        debug_assert_eq!(
            self.parasites,
            if self.rules.is_advanced() {
                seedless_cells(&self.position)
            } else {
                CellSet::EMPTY
            },
            "the parasite cells kept are those of the position"
        );
        let mut heritage = self.parasites;
        let placed = self.act(mover, action, plants)?;
        match action {
            Action::Move(from, to) if heritage.contains(from) => {
                heritage.remove(from);
                heritage.insert(to);
            }
            Action::Launch(_, to) => heritage.insert(to),
            _ => {}
        }
        let mut removed_seeds = Vec::new();
        if let Some(placed) = placed {
            let captured = pincer_captures(&self.position, placed, mover);
            self.check_recapture(mover, placed, captured)?;
            let mut taken = Vec::new();
            for cell in captured.iter() {
                if let Some(piece) = self.position.take(cell, SeedFate::Eliminated) {
                    taken.push((cell, piece.owner));
                    report.captured.push((cell, piece));
                }
            }
            if !taken.is_empty() {
                self.turn.note_capture(CapturingPlacement {
                    placed,
                    captured: taken,
                });
            }
            removed_seeds.extend(report.captured.iter().map(|&(cell, _)| cell));
        }
        for column in saturated_columns(&self.position) {
            let pieces: Vec<Removed> = column
                .cells()
                .filter_map(|cell| Some((cell, self.position.take(cell, SeedFate::Eliminated)?)))
                .collect();
            removed_seeds.extend(pieces.iter().map(|&(cell, _)| cell));
            report.saturated.push((column, pieces));
        }
        for cell in removed_seeds {
            self.turn.note_removed(cell);
        }
        let mut losers: Vec<Player> = report
            .captured
            .iter()
            .chain(report.saturated.iter().flat_map(|(_, pieces)| pieces))
            .map(|(_, piece)| piece.owner)
            .collect();
        if self.rules.is_advanced() {
            // The mover's groups change with any action (a growth may graft
            // a parasite, a launch makes one); others' only by losing pieces.
            losers.push(mover);
            losers.sort();
            losers.dedup();
            self.remove_unrooted(heritage, &losers, report);
        } else {
            let lifted = match action {
                Action::Move(from, _) | Action::Prune(from) | Action::Harvest(from) => Some(from),
                _ => None,
            };
            if lifted.is_some_and(|cell| may_disconnect(&self.position, cell, mover)) {
                losers.push(mover);
            }
            losers.sort();
            losers.dedup();
            self.remove_isolated(losers, report);
        }
        let threat = if self.mover_clean {
            placed.and_then(|cell| threat_against(&self.position, mover, Some(cell)))
        } else {
            threat_against(&self.position, mover, None)
        };
        if let Some(threat) = threat {
            return Err(suicide(&self.position, &threat));
        }
        self.mover_clean = true;
        Ok(())
    }

    /// The action itself, before its consequences: checks R9-R12, R19 and
    /// R30-R32 and changes the board. Returns the cell a piece was placed
    /// on.
    fn act(
        &mut self,
        mover: Player,
        action: Action,
        plants: Plants<'_>,
    ) -> Result<Option<Cell>, IllegalAction> {
        let reserve = self.position.reserve(mover);
        let acts_on_groups = !matches!(
            action,
            Action::Sow(_) | Action::Claim(_) | Action::End | Action::TimeOut | Action::Resign
        );
        if acts_on_groups && self.turn.is_sow_only() && self.turn.sources().is_empty() {
            return Err(sow_only_refusal());
        }
        match action {
            Action::Sow(cell) => {
                if reserve.seeds == 0 {
                    return Err(Reason::NoSeedToSow.into());
                }
                self.check_one_seed()?;
                self.check_empty(cell)?;
                self.check_opening(mover, cell)?;
                self.charge(self.turn.sowing_charge(), Reason::NoActionToSow)?;
                self.place(cell, mover, PieceKind::Seed);
                Ok(Some(cell))
            }
            Action::Grow(cell, kind) => {
                self.check_empty(cell)?;
                let (union, group_count) = plants.touching(&self.position, cell, mover);
                if group_count == 0 {
                    return Err(Reason::TouchesNoPlant { cell }.into());
                }
                let charge_kind = match kind {
                    PieceKind::Seed if reserve.seeds == 0 => {
                        return Err(Reason::NoSeedInReserve.into());
                    }
                    PieceKind::Seed => {
                        self.check_one_seed()?;
                        ChargeKind::SeedAction
                    }
                    PieceKind::Sprout if reserve.sprouts == 0 => {
                        return Err(Reason::NoSproutInReserve.into());
                    }
                    PieceKind::Sprout => ChargeKind::AnyAction,
                };
                self.check_opening(mover, cell)?;
                let eligible = self.eligible(union, charge_kind, None)?;
                self.charge(
                    eligible,
                    Reason::NoActionToGrow {
                        cell,
                        groups: group_count,
                        seed: charge_kind == ChargeKind::SeedAction,
                    },
                )?;
                self.place(cell, mover, kind);
                Ok(Some(cell))
            }
            Action::Move(from, to) => {
                self.check_own(mover, from, PieceKind::Sprout, Verb::Move)?;
                let group = plants.of(&self.position, from)?;
                self.check_empty(to)?;
                if group.is_parasite() && group.cells.len() == 1 {
                    self.check_lone_parasite_move(mover, from, to)?;
                } else if !(group.cells - CellSet::single(from)).grow().contains(to) {
                    return Err(Reason::LeavesItsPlant { from, to }.into());
                }
                self.check_opening(mover, to)?;
                let eligible = self.eligible(group.cells, ChargeKind::AnyAction, Some(from))?;
                self.charge_and_relocate(eligible, &group, from, to)?;
                self.turn.note_moved(from, to);
                Ok(Some(to))
            }
            Action::Harvest(cell) => {
                self.check_own(mover, cell, PieceKind::Seed, Verb::Harvest)?;
                let plant = plants.of(&self.position, cell)?;
                if plant.seed_count() < 2 {
                    return Err(Reason::SingleSeed { cell }.into());
                }
                let eligible = self.eligible(plant.cells, ChargeKind::SeedAction, None)?;
                self.charge(eligible, Reason::NoActionToHarvest { cell })?;
                self.position.take(cell, SeedFate::Reserve);
                self.turn.note_removed(cell);
                let stranded = self.position.isolated_sprouts(mover) & plant.cells;
                if !stranded.is_empty() {
                    return Err(Reason::StrandsSprouts { cell, stranded }.into());
                }
                Ok(None)
            }
            Action::Prune(cell) => {
                self.check_own(mover, cell, PieceKind::Sprout, Verb::Prune)?;
                let group = plants.of(&self.position, cell)?;
                let eligible = self.eligible(group.cells, ChargeKind::AnyAction, Some(cell))?;
                self.charge(
                    eligible,
                    Reason::NoActionLeft {
                        cell,
                        group: group_kind(&group),
                    },
                )?;
                self.position.take(cell, SeedFate::Reserve);
                self.turn.note_removed(cell);
                Ok(None)
            }
            Action::Launch(from, to) => self.launch(mover, from, to, plants).map(Some),
            Action::Claim(_) | Action::End | Action::TimeOut | Action::Resign => Ok(None),
        }
    }

    /// The sources that may pay for an action of `kind` on the group of
    /// `cells`. A player who began the turn with no seed on the board acts
    /// only by sowing, or with their parasites (R11, R30).
    ///
    /// `lifted` is the sprout the action lifts, prunes or launches: a leaf
    /// holding it cannot pay (R36).
    fn eligible(
        &self,
        cells: CellSet,
        kind: ChargeKind,
        lifted: Option<Cell>,
    ) -> Result<SourceMask, IllegalAction> {
        let mut eligible = self.turn.sources_within(cells, kind);
        if let Some(cell) = lifted {
            eligible = self.turn.without_leaves_at(eligible, cell);
        }
        if eligible != 0 {
            return Ok(eligible);
        }
        let any = self.turn.sources_within(cells, ChargeKind::AnyAction);
        if kind == ChargeKind::SeedAction && any != 0 {
            return Err(Reason::SeedActionNeeded.into());
        }
        let mover = self.turn.player();
        let seedless = (cells & self.position.seeds_of(mover)).is_empty();
        if self.rules.is_advanced() && seedless && any == 0 {
            return Err(Reason::NewParasite { at: cells.first() }.into());
        }
        if self.turn.is_sow_only() {
            return Err(sow_only_refusal());
        }
        Ok(eligible)
    }

    /// R31: a one-sprout parasite moves one cell and keeps enemy contact.
    fn check_lone_parasite_move(
        &self,
        mover: Player,
        from: Cell,
        to: Cell,
    ) -> Result<(), IllegalAction> {
        if !from.touches(to) {
            return Err(Reason::ParasiteStep { from, to }.into());
        }
        let enemies = self.position.enemy_pieces(mover);
        if to.neighbours().all(|n| !enemies.contains(n)) {
            return Err(Reason::ParasiteLosesContact { from, to }.into());
        }
        Ok(())
    }

    /// R32: the centre of a button flies to `to`, a new parasite.
    fn launch(
        &mut self,
        mover: Player,
        from: Cell,
        to: Cell,
        plants: Plants<'_>,
    ) -> Result<Cell, IllegalAction> {
        if !self.rules.is_advanced() {
            return Err(Reason::LaunchInBasicRules.into());
        }
        self.check_own(mover, from, PieceKind::Sprout, Verb::Launch)?;
        let sprouts = self.position.sprouts_of(mover);
        let is_button = button_cells(from).is_some_and(|cells| cells - sprouts == CellSet::EMPTY);
        if !is_button {
            return Err(Reason::NotAButton { from }.into());
        }
        self.check_empty(to)?;
        let distance = from.distance(to);
        if distance > MAX_LAUNCH_DISTANCE {
            return Err(Reason::LaunchTooFar { from, to, distance }.into());
        }
        let own = self.position.pieces_of(mover) - CellSet::single(from);
        if let Some(touching) = to.neighbours().find(|&n| own.contains(n)) {
            return Err(Reason::LaunchTouchesOwn { to, touching }.into());
        }
        // Every enemy piece is in a plant or a parasite, and both may be
        // parasitised ("on peut parasiter un parasite").
        let enemy = self.position.enemy_pieces(mover);
        if to.neighbours().all(|n| !enemy.contains(n)) {
            return Err(Reason::LaunchTouchesNoEnemy { to }.into());
        }
        self.check_opening(mover, to)?;
        let group = plants.of(&self.position, from)?;
        let eligible = self.eligible(group.cells, ChargeKind::AnyAction, Some(from))?;
        if self.turn.has_launched(eligible) {
            let group = group_kind(&group);
            return Err(Reason::AlreadyLaunched { from, group }.into());
        }
        self.charge_and_relocate(eligible, &group, from, to)?;
        self.turn.note_launched(from, eligible);
        Ok(to)
    }

    /// Charges an action of `group` to one of `eligible` (R9), then lifts
    /// the sprout on `from` and puts it on `to`: a move or a launch.
    fn charge_and_relocate(
        &mut self,
        eligible: SourceMask,
        group: &Plant,
        from: Cell,
        to: Cell,
    ) -> Result<(), IllegalAction> {
        self.charge(
            eligible,
            Reason::NoActionLeft {
                cell: from,
                group: group_kind(group),
            },
        )?;
        if let Some(piece) = self.position.lift(from) {
            self.position.put(to, piece);
        }
        Ok(())
    }

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
    fn remove_unrooted(&mut self, heritage: CellSet, changed: &[Player], report: &mut Report) {
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

    fn place(&mut self, cell: Cell, owner: Player, kind: PieceKind) {
        if self.position.place(cell, Piece { owner, kind }) && kind == PieceKind::Seed {
            self.turn.note_seed_placed();
        }
    }

    /// Charges an action to one of `eligible` (R9), or refuses with `reason`.
    fn charge(&mut self, eligible: SourceMask, reason: Reason) -> Result<(), IllegalAction> {
        if self.turn.can_charge(eligible) {
            self.turn.charge(eligible);
            Ok(())
        } else {
            Err(reason.into())
        }
    }

    fn check_empty(&self, cell: Cell) -> Result<(), IllegalAction> {
        match self.position.piece_at(cell) {
            None => Ok(()),
            Some(piece) => Err(Reason::Taken { cell, piece }.into()),
        }
    }

    fn check_own(
        &self,
        mover: Player,
        cell: Cell,
        kind: PieceKind,
        verb: Verb,
    ) -> Result<(), IllegalAction> {
        match self.position.piece_at(cell) {
            Some(piece) if piece.owner == mover && piece.kind == kind => Ok(()),
            Some(piece) if piece.owner == mover => Err(match kind {
                PieceKind::Sprout => Reason::SeedsNever { cell, verb },
                PieceKind::Seed => Reason::OnlySeedsHarvested { cell },
            }
            .into()),
            Some(piece) => Err(Reason::NotYours { cell, piece }.into()),
            None => Err(Reason::Empty { cell, kind, verb }.into()),
        }
    }

    fn check_one_seed(&self) -> Result<(), IllegalAction> {
        if self.turn.seed_placed() {
            Err(Reason::OneSeedPerTurn.into())
        } else {
            Ok(())
        }
    }

    /// R19: in a player's first three turns, pieces go 3 cells or more from
    /// every enemy piece.
    fn check_opening(&self, mover: Player, cell: Cell) -> Result<(), IllegalAction> {
        if self.position.round() > OPENING_ROUNDS {
            return Ok(());
        }
        let nearest = self
            .position
            .enemy_pieces(mover)
            .iter()
            .map(|enemy| (cell.distance(enemy), enemy))
            .min();
        match nearest {
            Some((distance, enemy)) if distance < OPENING_DISTANCE => {
                let owner = self.position.piece_at(enemy).map(|p| p.owner);
                Err(Reason::TooClose {
                    cell,
                    distance,
                    owner,
                    enemy,
                }
                .into())
            }
            _ => Ok(()),
        }
    }

    /// R18: no taking back at once what took one of yours.
    fn check_recapture(
        &self,
        mover: Player,
        placed: Cell,
        captured: CellSet,
    ) -> Result<(), IllegalAction> {
        for cell in captured.iter() {
            let Some(piece) = self.position.piece_at(cell) else {
                continue;
            };
            let barred = self.last_capturing[piece.owner.index()]
                .iter()
                .any(|p| p.placed == cell && p.captured.contains(&(placed, mover)));
            if barred {
                return Err(Reason::Recapture {
                    cell,
                    owner: piece.owner,
                    placed,
                }
                .into());
            }
        }
        Ok(())
    }

    /// R8/R13 (3): sprout groups with no seed leave the board. Only a
    /// player who lost a piece can have a group cut from its seeds.
    fn remove_isolated(&mut self, losers: impl IntoIterator<Item = Player>, report: &mut Report) {
        for player in losers {
            for cell in self.position.isolated_sprouts(player).iter() {
                if let Some(piece) = self.position.take(cell, SeedFate::Eliminated) {
                    report.removed.push((cell, piece));
                }
            }
        }
    }

    /// R20: the player to move ends the turn; unused actions open claims.
    fn end_turn(&mut self, timed_out: bool, report: &mut Report) -> Result<(), IllegalAction> {
        let mover = self.turn.player();
        if !timed_out
            && self.turn.is_sowing_compulsory()
            && self.turn.actions_played() == 0
            && self.position.reserve(mover).seeds > 0
            && self.some_sowing_is_legal()
        {
            return Err(Reason::MustSow.into());
        }
        let unused = self.turn.unused_actions();
        report.unused = unused;
        if unused > 0 && self.turn.idle_sources() != 0 {
            self.claims
                .push(ClaimWindow::open(self.turn.clone(), unused));
        }
        let standing: Vec<CapturingPlacement> = self
            .turn
            .capturing_placements()
            .iter()
            .filter(|p| self.position.pieces_of(mover).contains(p.placed))
            .cloned()
            .collect();
        self.last_capturing[mover.index()] = standing;
        if self.rules.is_advanced() {
            Arc::make_mut(&mut self.leaves_at_end)[mover.index()] = leaves(&self.position, mover);
        }
        self.pass_turn(report);
        Ok(())
    }

    fn some_sowing_is_legal(&self) -> bool {
        let empty = !self.position.occupied();
        empty.iter().any(|cell| {
            let mut trial = self.clone();
            trial
                .turn_action(Action::Sow(cell), Plants::Live, &mut Report::default())
                .is_ok()
        })
    }

    /// Hands the turn to the next seat still playing; passing the last
    /// seat starts a new round.
    fn pass_turn(&mut self, report: &mut Report) {
        let current = self.position.to_move();
        let count = self.position.player_count();
        let next = (1..=count)
            .filter_map(|step| Player::new((current.index() + step) % count))
            .find(|&candidate| self.position.is_alive(candidate))
            .unwrap_or(current);
        // Saturating: a round past u32::MAX stays there, never wraps to 0
        // (positions may start at any round the notation accepts).
        let round = self
            .position
            .round()
            .saturating_add(u32::from(next.index() <= current.index()));
        self.position.set_to_move(next, round);
        self.claims.retain(|w| w.against() != next);
        self.turn = Turn::start_advanced(
            &self.position,
            next,
            self.rules.is_advanced(),
            &self.leaves_at_end[next.index()],
        );
        self.mover_clean = threat_against(&self.position, next, None).is_none();
        report.next = Some(next);
    }

    /// R21: `claimer` takes a seed of a forgetful opponent, or one of
    /// their parasites that got no action, whole (R30).
    fn claim(
        &mut self,
        claimer: Player,
        cell: Cell,
        report: &mut Report,
    ) -> Result<(), IllegalAction> {
        let Some(piece) = self.position.piece_at(cell) else {
            return Err(Reason::ClaimOnEmpty { cell }.into());
        };
        let owner = piece.owner;
        let is_parasite = self
            .position
            .group_at(cell)
            .is_some_and(|g| g.is_parasite());
        if piece.kind != PieceKind::Seed && !is_parasite {
            return Err(Reason::ClaimOnSprout { cell }.into());
        }
        if owner == claimer {
            return Err(Reason::ClaimOnOwn { cell }.into());
        }
        let position = &self.position;
        let Some(window) = self.claims.iter_mut().find(|w| w.against() == owner) else {
            return Err(Reason::NoClaimOpen { owner }.into());
        };
        let Some(group) = window.charge(position, cell) else {
            let group = if is_parasite {
                GroupKind::Parasite
            } else {
                GroupKind::Plant
            };
            return Err(Reason::NothingToClaim { cell, group, owner }.into());
        };
        self.claims.retain(|w| w.remaining() > 0);
        let heritage = self.parasites;
        let taken = if group.is_parasite() {
            group.cells
        } else {
            CellSet::single(cell)
        };
        for taken_cell in taken.iter() {
            if let Some(piece) = self.position.take(taken_cell, SeedFate::Eliminated) {
                report.claimed.push((taken_cell, piece));
            }
            self.turn.note_removed(taken_cell);
        }
        self.remove_orphans(heritage, [owner], report);
        Ok(())
    }

    /// After pieces left the board outside a turn action: isolated sprouts
    /// of `losers` go (R8), and under the advanced rules every seedless
    /// group but the parasites of `heritage` (the parasite sprouts before
    /// the removal), and every parasite left with no enemy contact (R30).
    fn remove_orphans(&mut self, heritage: CellSet, losers: [Player; 1], report: &mut Report) {
        if self.rules.is_advanced() {
            self.remove_unrooted(heritage, &losers, report);
        } else {
            self.remove_isolated(losers, report);
        }
    }

    /// R22: `player` leaves; their pieces leave the board.
    fn resign(&mut self, player: Player, report: &mut Report) {
        let heritage = self.parasites;
        for cell in self.position.pieces_of(player).iter() {
            if let Some(piece) = self.position.take(cell, SeedFate::Eliminated) {
                report.removed.push((cell, piece));
            }
        }
        self.position.clear_reserve_seeds(player);
        self.claims.retain(|w| w.against() != player);
        self.remove_orphans(heritage, [player], report);
    }

    /// After any event: eliminations, the end of the game, and passing the
    /// turn when the mover went out (R22, R23).
    fn settle(&mut self, alive_before: &[Player], report: &mut Report) {
        report.eliminated = alive_before
            .iter()
            .copied()
            .filter(|&p| !self.position.is_alive(p))
            .collect();
        let position = &self.position;
        self.claims.retain(|w| position.is_alive(w.against()));
        self.outcome = outcome_of(&self.position);
        report.outcome = self.outcome;
        if self.outcome.is_none() && !self.position.is_alive(self.position.to_move()) {
            self.pass_turn(report);
        }
    }
}

/// R22/R23: one player left wins; nobody left is a draw.
///
/// When only parasites are left, nobody holds a seed any more: the last
/// seeds were taken by a player without seeds, and the game is drawn (R23).
/// Cells of every seedless group: in a settled position under the advanced
/// rules, every parasite sprout (R30).
fn seedless_cells(position: &Position) -> CellSet {
    position
        .players()
        .fold(CellSet::EMPTY, |all, p| all | position.isolated_sprouts(p))
}

fn outcome_of(position: &Position) -> Option<Outcome> {
    let seedless = |p: Player| position.seeds_of(p).is_empty() && position.reserve(p).seeds == 0;
    if position.alive_players().all(seedless) {
        return Some(Outcome::Draw);
    }
    let mut alive = position.alive_players();
    match (alive.next(), alive.next()) {
        (Some(winner), None) => Some(Outcome::Winner(winner)),
        _ => None,
    }
}

/// R11: a turn begun with no seed on the board acts by sowing (and with
/// parasites, under the advanced rules).
fn sow_only_refusal() -> IllegalAction {
    Reason::SowOnly.into()
}

/// Plant or parasite, for refusals.
fn group_kind(group: &Plant) -> GroupKind {
    if group.is_parasite() {
        GroupKind::Parasite
    } else {
        GroupKind::Plant
    }
}

/// The R17 refusal, in words.
fn suicide(position: &Position, threat: &Threat) -> IllegalAction {
    Reason::Suicide {
        kind: position.piece_at(threat.cell).map(|p| p.kind),
        cell: threat.cell,
        by: threat.by,
        ends: threat.ends,
    }
    .into()
}
