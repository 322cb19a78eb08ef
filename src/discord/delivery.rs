//! Posting the outbox: every announcement the command layer kept (see
//! [`crate::commands::Service::take_due_posts`]) that no interaction
//! answer showed is posted to its channel, until Discord confirms it.
//!
//! - Posts are taken with a lease, so that when several processes share
//!   the store each post goes out from one of them; what a pass takes but
//!   does not try is given back at once.
//! - Each post carries its nonce with `enforce_nonce`, so a post retried
//!   after Discord stored it but failed to say so (a 502) is not shown
//!   twice.
//! - Channels are served by separate tasks: a long `Retry-After` or a
//!   slow channel never holds up another channel's posts; within a
//!   channel, posts keep their order.
//! - Every request has a time limit ([`retry::REQUEST_TIMEOUT`]): one that
//!   hangs fails as a passing error, and the channel's next post goes.
//! - At most [`CHANNELS_IN_FLIGHT`] channels are served at once, and their
//!   requests are spaced to [`REQUESTS_PER_SECOND`], under Discord's
//!   global limit of 50 a second: after an outage the posts of many
//!   channels go out in a steady stream rather than as one burst that
//!   draws 429s (which count towards Discord's 10,000 invalid requests in
//!   10 minutes). A 429 that reaches the delivery (behind a rate-limiting
//!   proxy) holds every channel's next request for a second: the backoff
//!   is shared.
//! - A post Discord answered with a success whose body cannot be read is
//!   delivered: it is in the channel, and posting it again would show it
//!   twice once the nonce is forgotten.
//! - A failure is recorded with the post ([`PostFailure`]): passing ones
//!   are tried again within a minute, refusals (permissions) every few
//!   minutes while the channel's players are told why, and posts Discord
//!   can never take are kept with the reason.

mod board_threads;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::{Notify, Semaphore};

use super::in_flight::InFlight;
use super::retry::{self, Route, never, timed};
use super::{permissions, replies};
use crate::commands::tournament::{Board, fallback_prefix, split_board_channel};
use crate::commands::{CommandError, DELIVERY_LEASE, PostFailure, Reply, Service, dm_recipient};
use crate::store::OutboxRow;
use crate::store::threads::BoardThread;

/// How many due posts one pass reads.
const BATCH: i64 = 200;

/// How many channels are served at once.
pub const CHANNELS_IN_FLIGHT: usize = 8;

/// The delivery's requests a second, all channels together: under
/// Discord's global limit of 50 a second, leaving room for the rest of
/// the bot (interaction answers are not counted by that limit).
pub const REQUESTS_PER_SECOND: u32 = 40;

/// How long every channel's next request waits after a 429 reached the
/// delivery.
pub const SHARED_BACKOFF: Duration = Duration::from_secs(1);

/// Spaces the delivery's requests evenly, all channels together, and
/// holds them all after a 429.
struct Pacer {
    /// When the next request may start.
    next: tokio::sync::Mutex<tokio::time::Instant>,
    /// The time between two requests.
    gap: Duration,
}

impl Pacer {
    fn new(per_second: u32) -> Pacer {
        Pacer {
            next: tokio::sync::Mutex::new(tokio::time::Instant::now()),
            gap: Duration::from_secs(1) / per_second.max(1),
        }
    }

    /// Waits for this request's turn.
    async fn wait(&self) {
        let at = {
            let mut next = self.next.lock().await;
            let at = (*next).max(tokio::time::Instant::now());
            *next = at + self.gap;
            at
        };
        tokio::time::sleep_until(at).await;
    }

    /// Holds every request for `pause` from now.
    async fn hold(&self, pause: Duration) {
        let mut next = self.next.lock().await;
        *next = (*next).max(tokio::time::Instant::now() + pause);
    }
}

/// Posts the outbox to Discord. Cheap to share.
pub struct Delivery {
    http: Arc<serenity::Http>,
    service: Service,
    /// The time limit of one request.
    timeout: Duration,
    /// Channels served at once (see [`CHANNELS_IN_FLIGHT`]).
    in_flight: Arc<Semaphore>,
    /// Spaces the requests (see [`REQUESTS_PER_SECOND`]).
    pacer: Pacer,
    /// Tournament games' threads, opened one at a time outside the
    /// channel slots, and the finished ones archived.
    openings: board_threads::Openings,
    wake: Notify,
    /// Channels whose posts are being sent right now.
    busy: Mutex<HashSet<String>>,
    /// The direct-message channels opened with users.
    dms: Mutex<HashMap<serenity::UserId, serenity::ChannelId>>,
    /// Rung when nothing more can be saved (the database file is gone):
    /// the bot stops.
    stop: Notify,
    /// The interactions being answered (a clean stop waits for them).
    pub interactions: InFlight,
    /// The posts taken from the outbox and not yet settled (delivered,
    /// failed or given back): a clean stop gives them back, so that
    /// another process need not wait for their lease to run out.
    leased: Mutex<HashSet<i64>>,
    /// Set by a clean stop: no more posts are taken or started.
    stopping: AtomicBool,
}

impl Delivery {
    /// Delivery over `http` of `service`'s outbox.
    #[must_use]
    pub fn new(http: Arc<serenity::Http>, service: Service) -> Arc<Delivery> {
        Delivery::with_timeout(http, service, retry::REQUEST_TIMEOUT)
    }

    /// The same, with `timeout` as the time limit of each request.
    #[must_use]
    pub fn with_timeout(
        http: Arc<serenity::Http>,
        service: Service,
        timeout: Duration,
    ) -> Arc<Delivery> {
        Arc::new(Delivery {
            http,
            service,
            timeout,
            in_flight: Arc::new(Semaphore::new(CHANNELS_IN_FLIGHT)),
            pacer: Pacer::new(REQUESTS_PER_SECOND),
            openings: board_threads::Openings::new(),
            wake: Notify::new(),
            busy: Mutex::new(HashSet::new()),
            dms: Mutex::new(HashMap::new()),
            stop: Notify::new(),
            interactions: InFlight::default(),
            leased: Mutex::new(HashSet::new()),
            stopping: AtomicBool::new(false),
        })
    }

    /// The HTTP client towards Discord.
    #[must_use]
    pub fn http(&self) -> Arc<serenity::Http> {
        Arc::clone(&self.http)
    }

    /// The time limit of one request to Discord.
    #[must_use]
    pub fn request_timeout(&self) -> Duration {
        self.timeout
    }

    /// The command layer whose outbox this delivers.
    #[must_use]
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// Stops the bot if `error` means nothing more can be saved; whether
    /// it does.
    pub fn stop_if_fatal(&self, error: &CommandError) -> bool {
        let fatal = error.needs_restart();
        if fatal {
            tracing::error!(%error, "nothing more can be saved: the bot stops");
            self.stop.notify_one();
        }
        fatal
    }

    /// Returns once the bot must stop (see [`Delivery::stop_if_fatal`]).
    pub async fn stopped(&self) {
        self.stop.notified().await;
    }

    /// Asks for a pass now (new posts are due).
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Passes forever: when woken, and every `every` (retries fall due).
    pub async fn run(self: Arc<Self>, every: Duration) {
        loop {
            self.pass().await;
            self.archive_soon();
            tokio::select! {
                () = self.wake.notified() => {}
                () = tokio::time::sleep(every) => {}
            }
        }
    }

    /// Takes the due posts and starts one task per channel that has some
    /// and is not already being served (the posts of a channel served
    /// already are given back: its task takes them next).
    pub async fn pass(self: &Arc<Self>) {
        if self.stopping.load(Ordering::SeqCst) {
            return;
        }
        let posts = match self.service.outbox().take_due_posts(BATCH).await {
            Ok(posts) => {
                self.lease(&posts);
                posts
            }
            Err(error) => {
                if !self.stop_if_fatal(&error) {
                    tracing::error!(%error, "cannot read the outbox");
                }
                return;
            }
        };
        let mut by_channel: HashMap<String, Vec<OutboxRow>> = HashMap::new();
        for post in posts {
            by_channel
                .entry(post.channel.clone())
                .or_default()
                .push(post);
        }
        for (channel, posts) in by_channel {
            let newly_busy = self
                .busy
                .lock()
                .is_ok_and(|mut busy| busy.insert(channel.clone()));
            if !newly_busy {
                self.give_back(&posts).await;
                continue;
            }
            let delivery = Arc::clone(self);
            let in_flight = Arc::clone(&self.in_flight);
            tokio::spawn(async move {
                match delivery.open_threads_of(&posts).await {
                    Ok(()) => {
                        // A closed semaphore cannot happen (it is never
                        // closed); serving without a permit is then the
                        // safe side.
                        let _permit = in_flight.acquire_owned().await.ok();
                        delivery.serve_channel(posts).await;
                    }
                    Err(until) => delivery.put_off(&posts, until).await,
                }
                if let Ok(mut busy) = delivery.busy.lock() {
                    busy.remove(&channel);
                }
                delivery.wake();
            });
        }
    }

    /// Posts a channel's taken posts in order; after one fails, gives the
    /// rest back untried (they wait for it: a channel's posts keep their
    /// order). A post is started only if it can end within the lease
    /// (two requests, a direct message's channel and the post, each within
    /// the time limit); the others are given back, so that no post is
    /// still being sent when another process may take it.
    async fn serve_channel(&self, posts: Vec<OutboxRow>) {
        let lease = Duration::from_secs(DELIVERY_LEASE.unsigned_abs());
        let last_start = lease.saturating_sub(self.timeout * 2);
        let started = tokio::time::Instant::now();
        let mut posts = posts.into_iter();
        while let Some(post) = posts.next() {
            if started.elapsed() > last_start || self.stopping.load(Ordering::SeqCst) {
                let rest: Vec<OutboxRow> = std::iter::once(post).chain(posts).collect();
                self.give_back(&rest).await;
                return;
            }
            if !self.deliver(post).await {
                self.give_back(&posts.collect::<Vec<_>>()).await;
                return;
            }
        }
    }

    /// Makes sure the tournament games among `posts` have their threads
    /// (or are played in their event's channel), before the channel takes
    /// a delivery slot. `Err(when)`: not yet, they wait until `when`.
    async fn open_threads_of(&self, posts: &[OutboxRow]) -> Result<(), tokio::time::Instant> {
        let mut seen = HashSet::new();
        for post in posts {
            if split_board_channel(&post.channel).is_none() || !seen.insert(post.board_game) {
                continue;
            }
            let board = match self.service.tournaments().board_of_post(post).await {
                Ok(Some(board)) => board,
                Ok(None) => continue,
                Err(error) => {
                    tracing::warn!(%error, post = post.id, "cannot read a game's thread");
                    return Err(tokio::time::Instant::now() + board_threads::FIRST_OPENING_WAIT);
                }
            };
            if !board.known.as_ref().is_some_and(BoardThread::is_placed) {
                self.ensure_thread(&board).await?;
            }
        }
        Ok(())
    }

    /// Notes `posts` as taken by this process.
    fn lease(&self, posts: &[OutboxRow]) {
        if let Ok(mut leased) = self.leased.lock() {
            leased.extend(posts.iter().map(|post| post.id));
        }
    }

    /// Notes `posts` as no longer held by this process.
    fn settle(&self, posts: &[OutboxRow]) {
        if let Ok(mut leased) = self.leased.lock() {
            for post in posts {
                leased.remove(&post.id);
            }
        }
    }

    /// A clean stop's part of the delivery: takes and starts no more
    /// posts, lets the posts being sent end (at most `within`), then gives
    /// back every post still taken, due at once for another process.
    /// Returns how many it gave back.
    pub async fn release(&self, within: Duration) -> usize {
        self.stopping.store(true, Ordering::SeqCst);
        let start = tokio::time::Instant::now();
        while start.elapsed() < within && self.busy.lock().is_ok_and(|busy| !busy.is_empty()) {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let ids: Vec<i64> = match self.leased.lock() {
            Ok(mut leased) => leased.drain().collect(),
            Err(_) => Vec::new(),
        };
        if let Err(error) = self.service.outbox().give_back_ids(&ids).await {
            tracing::error!(%error, "cannot give back the posts taken; their lease will run out");
        }
        ids.len()
    }

    /// Gives taken posts back untried, due at `until` (logged if the store
    /// fails: their lease then runs out by itself).
    async fn put_off(&self, posts: &[OutboxRow], until: tokio::time::Instant) {
        self.settle(posts);
        let wait = until.saturating_duration_since(tokio::time::Instant::now());
        let at = self.service.now() + wait.as_secs_f64().ceil() as i64;
        if let Err(error) = self.service.outbox().put_off(posts, at).await {
            tracing::warn!(%error, "cannot put posts off; their lease runs out");
        }
    }

    /// Gives taken posts back untried (logged if the store fails: their
    /// lease then runs out by itself).
    async fn give_back(&self, posts: &[OutboxRow]) {
        self.settle(posts);
        if let Err(error) = self.service.outbox().give_back(posts).await {
            tracing::warn!(%error, "cannot give posts back; their lease runs out");
        }
    }

    /// Posts `id` at once if it still waits (its interaction answer
    /// failed). Returns whether it is in the channel now.
    pub async fn post_now(&self, id: i64) -> bool {
        match self.service.outbox().undelivered_post(id).await {
            Ok(Some(post)) => self.deliver(post).await,
            Ok(None) => true,
            Err(error) => {
                tracing::error!(%error, id, "cannot read a post; the delivery task will post it");
                false
            }
        }
    }

    /// Sends one post and records the outcome. Returns whether it reached
    /// the channel.
    async fn deliver(&self, post: OutboxRow) -> bool {
        let outcome = self.send(&post).await;
        let recorded = match &outcome {
            Ok(message) => self
                .service
                .outbox()
                .delivered(post.id, message)
                .await
                .map(|_| ()),
            Err(failure) => {
                tracing::warn!(
                    post = post.id,
                    channel = post.channel,
                    ?failure,
                    "a post failed"
                );
                self.service.outbox().post_failed(&post, failure).await
            }
        };
        if let Err(error) = recorded {
            tracing::error!(%error, post = post.id, "cannot record a post's delivery");
        }
        self.settle(std::slice::from_ref(&post));
        outcome.is_ok()
    }

    /// Posts `post`; the message's id, or a note when Discord answered
    /// with a success whose body could not be read.
    async fn send(&self, post: &OutboxRow) -> Result<String, PostFailure> {
        let mut reply = Reply::from(post.clone());
        let place = self.place_of(post).await?;
        if let Place::EventChannel(_, board) = &place {
            reply.text = format!("{}{}", fallback_prefix(board), reply.text);
        }
        let message = replies::channel_message(&reply)
            .nonce(serenity::Nonce::String(post.nonce.clone()))
            .enforce_nonce(true);
        self.pacer.wait().await;
        match timed(
            Route::ChannelMessage,
            self.timeout,
            place.id().send_message(&self.http, message),
        )
        .await
        {
            Ok(sent) => Ok(sent.id.to_string()),
            Err(serenity::Error::Json(error)) => {
                tracing::warn!(%error, post = post.id, "Discord took a post but its answer is unreadable");
                Ok(UNREADABLE_SUCCESS.to_string())
            }
            Err(error) => {
                let failure = self.failure(&error).await;
                match (&place, &failure) {
                    (Place::Thread(_, board), PostFailure::Gone(_)) => {
                        self.fall_back(board, THREAD_GONE).await;
                        Err(PostFailure::Transient(THREAD_GONE.to_owned()))
                    }
                    _ => Err(failure),
                }
            }
        }
    }

    /// Where `post` goes: a direct message's channel, a tournament game's
    /// thread (or its event's channel), or the channel it names.
    async fn place_of(&self, post: &OutboxRow) -> Result<Place, PostFailure> {
        if let Some(user) = dm_recipient(&post.channel) {
            return Ok(Place::Channel(self.dm_channel(user).await?));
        }
        let board = match self.service.tournaments().board_of_post(post).await {
            Ok(board) => board,
            Err(error) => return Err(PostFailure::Transient(error.to_string())),
        };
        let Some(board) = board else {
            return Ok(Place::Channel(channel_id(&post.channel)?));
        };
        match &board.known {
            Some(BoardThread {
                thread: Some(thread),
                ..
            }) => Ok(Place::Thread(channel_id(thread)?, board)),
            Some(BoardThread {
                fallback: Some(_), ..
            }) => Ok(Place::EventChannel(
                channel_id(&board.event_channel)?,
                board,
            )),
            _ => Err(PostFailure::Transient(NOT_OPEN_YET.to_owned())),
        }
    }

    /// Posts `reply`, which has no outbox row (a replay), to `channel`
    /// with `nonce`, trying again after server errors (the nonce keeps a
    /// retry from showing it twice). A success whose body cannot be read
    /// counts as posted.
    pub async fn post_reply(
        &self,
        channel: serenity::ChannelId,
        reply: &Reply,
        nonce: &str,
    ) -> Result<(), serenity::Error> {
        let message = replies::channel_message(reply)
            .nonce(serenity::Nonce::String(nonce.to_string()))
            .enforce_nonce(true);
        retry::retry("channel post", never, || {
            let message = message.clone();
            async move {
                self.pacer.wait().await;
                match timed(
                    Route::DirectMessage,
                    self.timeout,
                    channel.send_message(&self.http, message),
                )
                .await
                {
                    Ok(_) | Err(serenity::Error::Json(_)) => Ok(()),
                    Err(error) => Err(error),
                }
            }
        })
        .await
    }

    /// What a failed request means for its post; a 429 (seen behind a
    /// rate-limiting proxy: serenity's own limiter waits them out) holds
    /// every channel's next request for [`SHARED_BACKOFF`].
    async fn failure(&self, error: &serenity::Error) -> PostFailure {
        if retry::failure(error).is_some_and(|(status, _)| status == 429) {
            self.pacer.hold(SHARED_BACKOFF).await;
        }
        permissions::post_failure(error)
    }

    /// The bot's direct-message channel with `user`, opened once and then
    /// remembered.
    async fn dm_channel(&self, user: &str) -> Result<serenity::ChannelId, PostFailure> {
        let user = serenity::UserId::new(discord_id(user)?);
        if let Some(&channel) = self
            .dms
            .lock()
            .ok()
            .and_then(|dms| dms.get(&user).copied())
            .as_ref()
        {
            return Ok(channel);
        }
        self.pacer.wait().await;
        let channel = match timed(
            Route::DirectMessage,
            self.timeout,
            user.create_dm_channel(&self.http),
        )
        .await
        {
            Ok(channel) => channel.id,
            Err(error) => return Err(self.failure(&error).await),
        };
        if let Ok(mut dms) = self.dms.lock() {
            dms.insert(user, channel);
        }
        Ok(channel)
    }
}

/// How a post is marked delivered when Discord answered its request with
/// a success whose body could not be read (the message id is unknown).
pub const UNREADABLE_SUCCESS: &str = "2xx, unreadable answer";

/// Why a tournament game's post went to its event's channel.
const THREAD_GONE: &str = "Its thread is gone (deleted).";

/// A tournament game's post taken before its thread was opened.
const NOT_OPEN_YET: &str = "its game's thread is not open yet";

/// Where a post goes.
enum Place {
    /// A channel of its own (or a direct message's).
    Channel(serenity::ChannelId),
    /// A tournament game's thread.
    Thread(serenity::ChannelId, Board),
    /// The event's channel of a tournament game that has no thread.
    EventChannel(serenity::ChannelId, Board),
}

impl Place {
    fn id(&self) -> serenity::ChannelId {
        match self {
            Place::Channel(id) | Place::Thread(id, _) | Place::EventChannel(id, _) => *id,
        }
    }
}

/// A Discord channel id written in the outbox, or why it is none.
fn channel_id(text: &str) -> Result<serenity::ChannelId, PostFailure> {
    discord_id(text).map(serenity::ChannelId::new)
}

/// A Discord id written in the outbox, or why it is none.
fn discord_id(text: &str) -> Result<u64, PostFailure> {
    text.parse::<u64>()
        .ok()
        .filter(|&id| id > 0)
        .ok_or_else(|| PostFailure::Gone(format!("`{text}` is not a Discord id")))
}
