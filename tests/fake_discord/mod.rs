//! A fake Discord on 127.0.0.1 for end-to-end tests, as strict as the real
//! API: every request is checked against Discord's OpenAPI description
//! and documented limits, each interaction follows Discord's rules (3 s to
//! answer, once; follow-ups after; 15 min token), and whatever the bot
//! does wrong is a *violation*. A `FakeDiscord` with violations panics
//! when dropped, so no test can forget to look.
//!
//! - [`http`]: the HTTP/1.1 server, over TLS (`FakeDiscord::http`: serenity
//!   with its rate limiter on) or plain (`proxy_url`, for a bot process).
//! - [`tls`]: the test CA and the client trusting it.
//! - [`routes`]: what each route does and answers.
//! - [`validate`], [`limits`]: the OpenAPI check, Discord's limits.
//! - [`interactions`]: the interaction state, payload builders.
//! - [`client`]: what a Discord client can send: lines typed against the
//!   registered commands, autocomplete on the options registered for it.
//! - [`channels`]: places and the messages visible in them.
//! - [`faults`]: errors, failures after the fact, rate limits on demand.
//! - [`rate_limits`]: Discord's global and per-channel limits, on demand.
//! - [`gateway`]: the websocket, reconnects and invalidated sessions.

#![allow(dead_code, unused_imports)]

pub mod channels;
pub mod client;
pub mod faults;
pub mod gateway;
pub mod http;
pub mod interactions;
pub mod limits;
pub mod rate_limits;
pub mod routes;
pub mod tls;
pub mod validate;

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::Value;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

pub use channels::{Message, Place, PlaceKind, ThreadState, permissions};
pub use faults::{Fault, Rule, Times};
pub use gateway::Counts;
pub use http::Request;
pub use interactions::{Interaction, Who};

/// The bot application's id (and the bot user's).
pub const APP_ID: u64 = 900_000_000_000_000_001;

/// The fake's clock: real time since it started plus what tests added.
pub struct Clock {
    start: Instant,
    offset: Mutex<Duration>,
}

impl Clock {
    fn new() -> Clock {
        Clock {
            start: Instant::now(),
            offset: Mutex::new(Duration::ZERO),
        }
    }

    /// Time since the fake started, advances included.
    pub fn now(&self) -> Duration {
        self.start.elapsed() + *self.offset.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn advance(&self, by: Duration) {
        *self.offset.lock().unwrap_or_else(|e| e.into_inner()) += by;
    }
}

/// What the fake knows, behind one lock.
#[derive(Default)]
pub struct World {
    /// Every request, in order.
    pub requests: Vec<Request>,
    /// What the bot did wrong.
    pub violations: Vec<String>,
    /// Answers of the fake that do not fit Discord's description (a bug
    /// of the fake, reported like violations).
    pub fake_errors: Vec<String>,
    /// Faults in force.
    pub faults: faults::Faults,
    /// Interactions by id.
    pub interactions: HashMap<u64, Interaction>,
    /// Interaction ids by token.
    pub by_token: HashMap<String, u64>,
    /// Places and messages.
    pub channels: channels::Channels,
    /// Registered commands by scope (`None`: global), as returned.
    pub commands: BTreeMap<Option<u64>, Vec<Value>>,
    /// Interactions (by token) whose initial response was taken but
    /// answered with a server error: sending it again is how a client
    /// learns the outcome (40060), not a mistake.
    pub unconfirmed_responses: std::collections::HashSet<String>,
    /// Discord's rate limits, when enforced.
    pub rate_limits: rate_limits::RateLimits,
}

/// State shared by the servers and the test.
pub struct Shared {
    /// The fake's clock.
    pub clock: Clock,
    /// Wall time when the fake started (Unix ms), for timestamps.
    pub unix_ms_at_start: u64,
    /// The gateway's address (`ws://…`).
    pub ws_url: String,
    world: Mutex<World>,
    gateway: Arc<gateway::Gateway>,
}

impl Shared {
    /// The world, locked.
    pub fn world(&self) -> MutexGuard<'_, World> {
        self.world
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The fake Discord. Dropping it stops its servers and panics if the bot
/// broke a rule (unless the test is already failing).
pub struct FakeDiscord {
    shared: Arc<Shared>,
    https: SocketAddr,
    http: SocketAddr,
    tasks: Vec<JoinHandle<()>>,
}

impl FakeDiscord {
    /// Starts the servers (HTTPS, HTTP, gateway) on free ports.
    pub async fn start() -> FakeDiscord {
        let bind = || TcpListener::bind("127.0.0.1:0");
        let https_listener = bind().await.expect("bind https");
        let http_listener = bind().await.expect("bind http");
        let gateway_listener = bind().await.expect("bind gateway");
        let https = https_listener.local_addr().expect("addr");
        let http = http_listener.local_addr().expect("addr");
        let ws_url = format!("ws://{}", gateway_listener.local_addr().expect("addr"));
        let unix_ms_at_start = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        let shared = Arc::new(Shared {
            clock: Clock::new(),
            unix_ms_at_start,
            ws_url: ws_url.clone(),
            world: Mutex::new(World::default()),
            gateway: Arc::new(gateway::Gateway::default()),
        });
        let mut tasks = Vec::new();
        let acceptor = tls::acceptor();
        {
            let shared = Arc::clone(&shared);
            tasks.push(tokio::spawn(async move {
                while let Ok((stream, _)) = https_listener.accept().await {
                    let shared = Arc::clone(&shared);
                    let acceptor = acceptor.clone();
                    tokio::spawn(async move {
                        if let Ok(stream) = acceptor.accept(stream).await {
                            let _ = http::serve(stream, shared, true).await;
                        }
                    });
                }
            }));
        }
        {
            let shared = Arc::clone(&shared);
            tasks.push(tokio::spawn(async move {
                while let Ok((stream, _)) = http_listener.accept().await {
                    let shared = Arc::clone(&shared);
                    tokio::spawn(async move {
                        let _ = http::serve(stream, shared, false).await;
                    });
                }
            }));
        }
        {
            let gateway = Arc::clone(&shared.gateway);
            tasks.push(tokio::spawn(async move {
                while let Ok((stream, _)) = gateway_listener.accept().await {
                    let gateway = Arc::clone(&gateway);
                    let ws_url = ws_url.clone();
                    tokio::spawn(gateway::serve(stream, gateway, ws_url));
                }
            }));
        }
        FakeDiscord {
            shared,
            https,
            http,
            tasks,
        }
    }

    /// serenity's HTTP towards the fake over TLS, its rate limiter on: a
    /// client trusting only the test CA, `discord.com` resolved to the
    /// fake. Add `.application_id(...)` if needed, then `.build()`.
    pub fn http(&self) -> serenity::http::HttpBuilder {
        serenity::http::HttpBuilder::new("fake-token").client(self.client())
    }

    /// The HTTPS client alone (what `http` gives serenity).
    pub fn client(&self) -> reqwest::Client {
        tls::client(self.https)
    }

    /// The plain HTTP address, for `HttpBuilder::proxy(url)
    /// .ratelimiter_disabled(true)` (a bot process given `DISCORD_PROXY`).
    pub fn proxy_url(&self) -> String {
        format!("http://{}", self.http)
    }

    /// The gateway's address.
    pub fn ws_url(&self) -> String {
        self.shared.ws_url.clone()
    }

    /// Sends a gateway dispatch event (`t`, `d`) to the bot. An
    /// INTERACTION_CREATE is remembered (its clock starts now).
    pub fn dispatch(&self, kind: &str, data: Value) {
        if kind == "INTERACTION_CREATE"
            && let Some(interaction) = interactions::learn(&data, self.shared.clock.now())
        {
            let mut world = self.shared.world();
            world
                .by_token
                .insert(interaction.token.clone(), interaction.id);
            world.interactions.insert(interaction.id, interaction);
        }
        self.shared.gateway.dispatch(kind, data);
    }

    /// Makes the requests `rule` picks fail.
    pub fn fault(&self, rule: Rule) {
        self.shared.world().faults.add(rule);
    }

    /// Enforces Discord's global and per-channel rate limits from now on
    /// (see [`rate_limits`]).
    pub fn enforce_rate_limits(&self) {
        self.shared.world().rate_limits.enabled = true;
    }

    /// Removes every fault rule.
    pub fn clear_faults(&self) {
        self.shared.world().faults.clear();
    }

    /// Moves the fake's clock forward (interaction windows, token expiry,
    /// nonce memory).
    pub fn advance(&self, by: Duration) {
        self.shared.clock.advance(by);
    }

    /// The fake's clock.
    pub fn now(&self) -> Duration {
        self.shared.clock.now()
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Request> {
        self.shared.world().requests.clone()
    }

    /// What the bot did wrong so far.
    pub fn violations(&self) -> Vec<String> {
        self.shared.world().violations.clone()
    }

    /// The violations so far, forgotten (a test that provokes one on
    /// purpose takes it, then checks it).
    pub fn take_violations(&self) -> Vec<String> {
        std::mem::take(&mut self.shared.world().violations)
    }

    /// Makes `place` known (interaction builders do it too): posts to an
    /// unknown channel get 404 Unknown Channel. A thread known already
    /// keeps its state (archived, locked, its last activity): the test's
    /// copy of the place does not know it.
    pub fn add_place(&self, place: &Place) {
        let mut place = place.clone();
        let mut world = self.shared.world();
        let places = &mut world.channels.places;
        if let Some(state) = places.get(&place.channel).and_then(|p| p.thread.clone()) {
            place.thread = Some(state);
        }
        places.insert(place.channel, place);
    }

    /// Deletes channel or thread `channel` (a moderator did): requests to
    /// it get 404 Unknown Channel (10003).
    pub fn delete_place(&self, channel: u64) {
        self.shared.world().channels.places.remove(&channel);
    }

    /// Thread `channel`'s state now (archived after its quiet time), if it
    /// is a thread.
    pub fn thread_state(&self, channel: u64) -> Option<ThreadState> {
        let now = self.shared.clock.now();
        let mut world = self.shared.world();
        world.channels.settle_threads(now);
        world.channels.places.get(&channel)?.thread.clone()
    }

    /// The messages the bot sent `user` in their DM channel, oldest first.
    pub fn direct_messages(&self, user: u64) -> Vec<Message> {
        self.shared.world().channels.direct_messages(user)
    }

    /// Closes `user`'s DMs to the bot (Discord then answers 50007).
    pub fn close_dms(&self, user: u64) {
        self.shared.world().channels.closed_dms.insert(user);
    }

    /// `user` leaves every server the bot is in: DMs to them get 50278
    /// ("no mutual guilds") until [`FakeDiscord::rejoin`].
    pub fn leave_servers(&self, user: u64) {
        self.shared.world().channels.strangers.insert(user);
    }

    /// `user` is back in a server with the bot.
    pub fn rejoin(&self, user: u64) {
        self.shared.world().channels.strangers.remove(&user);
    }

    /// The threads the bot opened, by id: their names.
    pub fn opened_threads(&self) -> Vec<(u64, String)> {
        let world = self.shared.world();
        let opened = &world.channels.opened_threads;
        opened
            .iter()
            .map(|(id, name)| (*id, name.clone()))
            .collect()
    }

    /// The messages visible to everyone in `channel`, oldest first.
    pub fn channel_messages(&self, channel: u64) -> Vec<Message> {
        self.shared.world().channels.visible(channel)
    }

    /// The messages of the interaction with `token` (response and
    /// follow-ups, ephemeral ones included), oldest first.
    pub fn interaction_messages(&self, token: &str) -> Vec<Message> {
        self.shared
            .world()
            .channels
            .messages
            .values()
            .filter(|m| m.interaction.as_deref() == Some(token))
            .cloned()
            .collect()
    }

    /// The commands registered in `guild` (`None`: globally), as the fake
    /// returned them.
    pub fn registered_commands(&self, guild: Option<u64>) -> Vec<Value> {
        self.shared
            .world()
            .commands
            .get(&guild)
            .cloned()
            .unwrap_or_default()
    }

    /// The commands registered in `guild` (`None`: globally) as a client
    /// in `locale` reads them: `GET .../commands` over HTTPS with the
    /// `X-Discord-Locale` header, so each command, option and choice
    /// carries `name_localized` and `description_localized` (see
    /// `routes.rs`); with `full`, `?with_localizations=true` instead.
    pub async fn commands_read_in(
        &self,
        guild: Option<u64>,
        locale: &str,
        full: bool,
    ) -> Vec<Value> {
        let scope = guild.map_or(String::new(), |guild| format!("/guilds/{guild}"));
        let query = if full { "?with_localizations=true" } else { "" };
        let url =
            format!("https://discord.com/api/v10/applications/{APP_ID}{scope}/commands{query}");
        let response = self
            .client()
            .get(url)
            .header("authorization", "Bot fake-token")
            .header("user-agent", "DiscordBot (https://example.invalid, 0.1)")
            .header("x-discord-locale", locale)
            .send()
            .await
            .expect("the fake answers");
        assert_eq!(response.status().as_u16(), 200);
        let text = response.text().await.expect("a body");
        serde_json::from_str(&text).expect("a list of commands")
    }

    /// Waits until `pick` finds something in the requests, or panics after
    /// `timeout` naming `what`.
    pub async fn wait_for<T>(
        &self,
        what: &str,
        timeout: Duration,
        mut pick: impl FnMut(&[Request]) -> Option<T>,
    ) -> T {
        let start = Instant::now();
        loop {
            if let Some(found) = pick(&self.shared.world().requests) {
                return found;
            }
            if start.elapsed() > timeout {
                let paths: Vec<String> = self
                    .requests()
                    .iter()
                    .map(|r| format!("{} {} {}", r.method, r.path, r.status))
                    .collect();
                panic!(
                    "timed out waiting for {what}; requests: {paths:#?}; violations: {:#?}",
                    self.violations()
                );
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Waits until `done` holds, or panics after `timeout` naming `what`.
    pub async fn wait_until(
        &self,
        what: &str,
        timeout: Duration,
        done: impl Fn(&FakeDiscord) -> bool,
    ) {
        let start = Instant::now();
        while !done(self) {
            assert!(
                start.elapsed() < timeout,
                "timed out waiting for {what}; violations: {:#?}",
                self.violations()
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Waits for `count` successful requests about interaction `token`
    /// (its response and follow-ups), in the order they came.
    pub async fn answers(&self, token: &str, count: usize) -> Vec<Request> {
        self.wait_for(
            &format!("{count} answer(s) to {token}"),
            Duration::from_secs(20),
            |requests| {
                let found: Vec<Request> = requests
                    .iter()
                    .filter(|r| {
                        r.status < 300 && r.path.split(['/', '?']).any(|segment| segment == token)
                    })
                    .cloned()
                    .collect();
                (found.len() >= count).then_some(found)
            },
        )
        .await
    }

    /// Asks the bot to reconnect (op 7); it should resume.
    pub fn reconnect(&self) {
        self.shared.gateway.reconnect();
    }

    /// Invalidates the bot's session (op 9); it identifies again unless
    /// `resumable`.
    pub fn invalidate_session(&self, resumable: bool) {
        self.shared.gateway.invalidate_session(resumable);
    }

    /// Gateway counters.
    pub fn gateway_counts(&self) -> Counts {
        self.shared.gateway.counts()
    }

    /// Dispatches (interactions, events) not yet sent to the bot.
    pub fn pending_dispatches(&self) -> usize {
        self.shared.gateway.pending()
    }

    /// Takes the gateway down (`true`: connections dropped, new ones
    /// refused) or brings it back.
    pub fn gateway_down(&self, down: bool) {
        self.shared.gateway.set_down(down);
    }

    /// The `shard` (`[id, count]`) of every Identify received.
    pub fn identified_shards(&self) -> Vec<[u64; 2]> {
        self.shared.gateway.identified_shards()
    }

    /// Identify (op 2) received.
    pub fn identifies(&self) -> u64 {
        self.gateway_counts().identifies
    }

    /// Resume (op 6) received.
    pub fn resumes(&self) -> u64 {
        self.gateway_counts().resumes
    }

    /// Websocket connections accepted.
    pub fn connections(&self) -> u64 {
        self.gateway_counts().connections
    }

    /// Whether the bot has identified on the gateway.
    pub fn identified(&self) -> bool {
        self.identifies() > 0
    }
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
        let fake_errors = self.shared.world().fake_errors.clone();
        if !fake_errors.is_empty() && !std::thread::panicking() {
            panic!(
                "the fake Discord's own answers do not fit Discord's description:\n- {}",
                fake_errors.join("\n- ")
            );
        }
        let violations = self.violations();
        if !violations.is_empty() && !std::thread::panicking() {
            panic!(
                "the bot broke Discord's rules ({} violation(s)):\n- {}",
                violations.len(),
                violations.join("\n- ")
            );
        }
    }
}
