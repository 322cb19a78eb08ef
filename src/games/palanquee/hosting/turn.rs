//! The turn flow: private drafts with previews (kept, and taken back, by
//! the shared draft pipeline), publishing a turn
//! (R20's warning first), claims (R21), resignations (R22), and the turn
//! deadlines that ending a turn sets.

use async_trait::async_trait;

use super::hosted::Palanquee;
use super::refusals::{action_refused, one_of_many_refused};
use super::table::{Table, Told};
use super::wording::{actions_text, announce_text, outcome_text, preview_text};
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::command::Stamp;
use crate::commands::draft::Drafting;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::refusal::said;
use crate::commands::reply::{Button, Reply};
use crate::commands::service::Host;
use crate::commands::turn_end::{Published, Standing};
use crate::games::palanquee::words::PalanqueeMessage;
use crate::games::palanquee::{Action, Cell, Event, Game, PieceKind, Player, Report};
use crate::games::rules::Finish;
use crate::store::Tx;
use crate::store::queries::GameRow;

impl Host<'_, Palanquee> {
    /// Adds `actions` to the caller's draft (then ends the turn if `end`,
    /// posting it in `readers`' language).
    pub(crate) async fn draft(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        actions: Vec<Action>,
        end: bool,
        stamp: Option<Stamp>,
    ) -> Result<Vec<Reply>, CommandError> {
        let (tx, mut table, seat) = self.open_turn(channel, caller, stamp).await?;
        let mover = table.current.to_move();
        let mut game = table.current.clone();
        let many = actions.len() > 1;
        for (index, &action) in actions.iter().enumerate() {
            match game.play(mover, action) {
                Ok(report) => {
                    table.draft.push(action);
                    table.draft_story.push((
                        Event {
                            player: mover,
                            action,
                        },
                        report,
                    ));
                }
                Err(illegal) if many => {
                    return refuse(one_of_many_refused(index + 1, action, illegal));
                }
                Err(illegal) => return refuse(action_refused(action, illegal)),
            }
        }
        table.current = game;
        // A winning action ends the game: nothing may follow it (R22), so
        // the turn is published at once.
        if end || table.current.outcome().is_some() {
            return self.end_turn(tx, table, caller, readers, false).await;
        }
        self.keep_draft(tx, &table, seat, caller.language).await
    }

    /// `/end`: publishes the turn in `readers`' language, after a warning
    /// (in the caller's) when actions are unused.
    pub(crate) async fn end(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        confirm: bool,
        stamp: Option<Stamp>,
    ) -> Result<Vec<Reply>, CommandError> {
        let (tx, table, _) = self.open_turn(channel, caller, stamp).await?;
        self.end_turn(tx, table, caller, readers, confirm).await
    }

    /// Ends the mover's turn with the draft as it stands, unless actions
    /// are unused and not confirmed (R20): the warning in the caller's
    /// language, the post in `readers`'.
    async fn end_turn(
        &self,
        mut tx: Tx,
        table: Table,
        caller: &Caller,
        readers: Language,
        confirm: bool,
    ) -> Result<Vec<Reply>, CommandError> {
        let mover = table.current.to_move();
        // A turn that won the game has no end to play (R22).
        let over = table.current.outcome().is_some();
        // Ending is tried first: no confirming an end that the rules
        // refuse however it is confirmed (R11's compulsory sowing).
        let ending = if over {
            None
        } else {
            Some(ended(&table.current, mover)?)
        };
        // Only owed actions open claims; leaves' bonuses are optional (R36).
        let unused = if over {
            0
        } else {
            table.current.actions_owed()
        };
        if unused > 0 && !confirm {
            // The draft itself may be new (`/play … end`): keep it.
            let version = self.store_draft(&mut tx, &table, mover.index()).await?;
            tx.commit().await?;
            let warning = if unused == 1 {
                PalanqueeMessage::UnusedWarningOne
            } else {
                PalanqueeMessage::UnusedWarningMany
            };
            let language = caller.language;
            let actions = actions_text(language, &table.current);
            let text = say_with(language, warning, &[("actions", &actions)]);
            let mut reply = Reply::private(language, text);
            reply.buttons = vec![
                Button::EndTurn {
                    game: table.row.id,
                    version,
                    confirm: true,
                },
                Button::Undo {
                    game: table.row.id,
                    version,
                },
            ];
            return Ok(vec![reply]);
        }
        let (game, channel) = (table.row.id, table.row.channel.clone());
        let name = shown(&caller.name);
        let reply = self
            .publish_turn_in(&mut tx, table, ending, &name, readers)
            .await?;
        self.service
            .announce_published(tx, game, &channel, reply)
            .await
    }

    /// Publishes the mover's turn in `tx` (not committed): the draft's
    /// actions, then `ending` (the game once the turn ended, unless an
    /// action won it); the announcement, headed by `name`, in `readers`'
    /// language, for the caller to keep in the outbox.
    pub(super) async fn publish_turn_in(
        &self,
        tx: &mut Tx,
        mut table: Table,
        ending: Option<(Game, Report)>,
        name: &str,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let mover = table.current.to_move();
        let mut events: Vec<(i64, String)> = table
            .draft
            .iter()
            .map(|a| (mover.index() as i64, a.to_string()))
            .collect();
        if let Some((ended, report)) = ending {
            table.current = ended;
            table.draft_story.push((
                Event {
                    player: mover,
                    action: Action::End,
                },
                report,
            ));
            events.push((mover.index() as i64, Action::End.to_string()));
        }
        let story = std::mem::take(&mut table.draft_story);
        let headline = say_with(
            readers,
            PalanqueeMessage::PlayedHeadline,
            &[("name", &name)],
        );
        let row = table.row.clone();
        let published = Published {
            row: &row,
            seat: mover.index() as i64,
            events: &events,
            standing: standing(&table, &table.current),
            kept: table.deadline.map(|d| d.due_at),
        };
        let announce = async |deadline| {
            self.announce(&table, &story, headline, deadline, readers)
                .await
        };
        self.service.publish_in(tx, published, announce).await
    }

    /// Records the events of a turn that ended (published, or at its
    /// deadline) and moves the game on. Returns the next turn's deadline,
    /// if there is one.
    pub(crate) async fn commit_turn(
        &self,
        tx: &mut Tx,
        table: &Table,
        events: &[(i64, String)],
    ) -> Result<Option<i64>, CommandError> {
        let standing = standing(table, &table.current);
        let kept = table.deadline.map(|d| d.due_at);
        self.service
            .record_change(tx, &table.row, events, (&standing, true), kept)
            .await
    }

    /// The public message of a published turn, in `readers`' language
    /// (the channel's): what it did, what may be claimed and until when,
    /// who moves next.
    /// The next player is mentioned when the turn passed to them; the
    /// deadline of their turn is shown.
    pub(crate) async fn announce(
        &self,
        table: &Table,
        story: &[Told],
        headline: String,
        deadline: Option<i64>,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let game = &table.current;
        let mut mentions = Vec::new();
        let goes_on = game.outcome().is_none() && !table.ends_without_people(game);
        if goes_on && game.to_move() != table.committed.to_move() {
            mentions.extend(table.user_id(game.to_move()));
        }
        let text = announce_text(readers, table, story, headline);
        let png = self.picture(table, game, story, readers).await?;
        let mut reply = Reply::public(readers, text).with_picture(png);
        reply.turn_of = crate::commands::notices::turn_of(&table.row, mentions.first());
        reply.mentions = mentions;
        reply.deadline = deadline.filter(|_| goes_on);
        Ok(reply)
    }

    /// `/claim`: takes a seed of a forgetful opponent (R21), at once and
    /// in public (in `readers`' language).
    pub(crate) async fn claim(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        cell: Cell,
    ) -> Result<Vec<Reply>, CommandError> {
        let action = Action::Claim(cell);
        let headline = |table: &Table, player: Player, language: Language| {
            // `committed` is the game before the claim: what stood there.
            let target = match table.committed.position().piece_at(cell) {
                Some(piece) if piece.kind == PieceKind::Sprout => say_with(
                    language,
                    PalanqueeMessage::ClaimParasiteTarget,
                    &[("owner", &table.name(piece.owner)), ("cell", &cell)],
                ),
                _ => say_with(
                    language,
                    PalanqueeMessage::ClaimSeedTarget,
                    &[("cell", &cell)],
                ),
            };
            let name = table.name(player);
            say_with(
                language,
                PalanqueeMessage::ClaimsHeadline,
                &[("name", &name), ("target", &target)],
            )
        };
        self.public_event(channel, caller, readers, action, headline)
            .await
    }

    /// `/resign`: the caller leaves the game; their pieces leave the board.
    /// The post is in `readers`' language.
    pub(crate) async fn resign(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let headline = |table: &Table, player: Player, language: Language| {
            say_with(
                language,
                PalanqueeMessage::ResignsHeadline,
                &[("name", &table.name(player))],
            )
        };
        self.public_event(channel, caller, readers, Action::Resign, headline)
            .await
    }

    /// Commits a claim or resignation at once: it applies to the published
    /// game, and the mover's draft is replayed on top. Its post, `headline`
    /// first, is in `readers`' language.
    async fn public_event(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        action: Action,
        headline: impl Fn(&Table, Player, Language) -> String,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.service.store.write().await?;
        let mut table = self.active(&mut tx, channel).await?;
        table.playing()?;
        let player = table.seated(caller)?;
        let mut game = table.committed.clone();
        let report = match game.play(player, action) {
            Ok(report) => report,
            Err(illegal) => return refuse(action_refused(action, illegal)),
        };
        let events = [(player.index() as i64, action.to_string())];
        let standing = standing(&table, &game);
        let kept = table.deadline.map(|d| d.due_at);
        let deadline = self
            .service
            .record_change(&mut tx, &table.row, &events, (&standing, false), kept)
            .await?;
        table.current = game;
        let story = vec![(Event { player, action }, report)];
        let headline = headline(&table, player, readers);
        let reply = self
            .announce(&table, &story, headline, deadline, readers)
            .await?;
        self.service
            .outbox()
            .commit_announced(tx, channel, vec![reply])
            .await
    }
}

/// Where `game`, the table's game after a change, stands: over, stopped
/// with only computers left (unrated), or going on (the turn passed when
/// another seat is to move than before the change).
fn standing(table: &Table, game: &Game) -> Standing {
    if let Some(outcome) = game.outcome() {
        return Standing::Over {
            places: Finish::from(outcome).places(table.seats.len(), |seat| resigned(game, seat)),
            result: outcome_text(table, outcome),
        };
    }
    // Computers do not play on alone: the game ends, unrated.
    if table.ends_without_people(game) {
        let reason = say(Language::English, Message::NoPersonLeft);
        return Standing::Abandoned { reason };
    }
    Standing::GoesOn {
        turn_passed: game.to_move() != table.committed.to_move(),
    }
}

#[async_trait]
impl Drafting for Host<'_, Palanquee> {
    type Table = Table;

    fn row<'t>(&self, table: &'t Table) -> &'t GameRow {
        &table.row
    }

    async fn load(&self, tx: &mut Tx, row: GameRow) -> Result<Table, CommandError> {
        self.table(tx, row).await
    }

    /// The player to move, if that is the caller.
    fn mover(&self, table: &Table, caller: &Caller) -> Result<usize, CommandError> {
        table.playing()?;
        let player = table.seated(caller)?;
        let mover = table.current.to_move();
        if player != mover {
            let player = table.name(mover);
            return refuse(said(PalanqueeMessage::NotYourTurn, &[("player", &player)]));
        }
        Ok(player.index())
    }

    fn draft_texts(&self, table: &Table) -> Vec<String> {
        table.draft_texts()
    }

    /// The draft less its last action, replayed.
    fn take_back(&self, table: &mut Table) -> bool {
        let mut texts = table.draft_texts();
        if texts.pop().is_none() {
            return false;
        }
        table.draft_trimmed = !table.redraft(&texts);
        true
    }

    /// The board with the draft's actions told on it, and what is left to
    /// do, in `language` (the mover's).
    async fn preview(&self, table: &Table, language: Language) -> Result<Reply, CommandError> {
        let text = preview_text(language, table);
        let png = self
            .picture(table, &table.current, &table.draft_story, language)
            .await?;
        Ok(Reply::private(language, text).with_picture(png))
    }
}

/// Whether `seat` resigned in `game` (three missed deadlines resign too,
/// R22): placed after those still playing at the end.
pub(super) fn resigned(game: &Game, seat: usize) -> bool {
    game.record()
        .events()
        .iter()
        .any(|e| e.action == Action::Resign && e.player.index() == seat)
}

/// `game` once `mover` ended the turn, and what ending did; refused with
/// its ruling when the rules forbid ending now (R11).
pub(super) fn ended(game: &Game, mover: Player) -> Result<(Game, Report), CommandError> {
    let mut ended = game.clone();
    match ended.play(mover, Action::End) {
        Ok(report) => Ok((ended, report)),
        Err(illegal) => refuse(action_refused(Action::End, illegal)),
    }
}
