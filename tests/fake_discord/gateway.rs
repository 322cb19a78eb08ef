//! The fake gateway (plain websocket): Hello, Identify → READY, Resume →
//! the missed events then RESUMED, heartbeats, and dispatches in order
//! with the session's sequence. Faults: `reconnect` (op 7, the bot
//! resumes) and `invalidate_session` (op 9, the bot identifies again if
//! not resumable). Dispatches sent while no connection is ready wait and
//! go out on the next one.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio::sync::Notify;
use tokio_tungstenite::tungstenite::Message;

use super::APP_ID;
use super::channels::bot_user;

/// What the active connection should do.
#[derive(Clone, Copy, Debug)]
enum Control {
    Reconnect,
    Invalidate(bool),
}

struct Session {
    id: String,
    seq: u64,
    /// Every dispatch of the session, for replay on resume.
    log: Vec<(u64, String, Value)>,
}

#[derive(Default)]
struct Inner {
    pending: VecDeque<(String, Value)>,
    control: VecDeque<Control>,
    session: Option<Session>,
    /// The connection that delivers dispatches (0: none).
    active: u64,
    next_connection: u64,
    sessions: u64,
    identifies: u64,
    resumes: u64,
    /// The `shard` of each Identify, `[id, count]` (Discord's default
    /// `[0, 1]` when left out).
    shards: Vec<[u64; 2]>,
    /// An outage: connections are dropped and new ones refused.
    down: bool,
    /// Close frames received from the bot.
    closes: u64,
}

/// The gateway's state, shared by its connections.
#[derive(Default)]
pub struct Gateway {
    inner: Mutex<Inner>,
    wake: Notify,
}

/// Counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Identify (op 2) received.
    pub identifies: u64,
    /// Resume (op 6) received.
    pub resumes: u64,
    /// Websocket connections accepted.
    pub connections: u64,
    /// Close frames received from the bot (a clean disconnect).
    pub closes: u64,
}

impl Gateway {
    /// The `shard` of every Identify received, in order.
    pub fn identified_shards(&self) -> Vec<[u64; 2]> {
        self.lock().shards.clone()
    }

    /// Queues a dispatch for the bot.
    pub fn dispatch(&self, kind: &str, data: Value) {
        self.lock().pending.push_back((kind.to_string(), data));
        self.wake.notify_waiters();
    }

    /// Asks the bot to reconnect and resume (op 7).
    pub fn reconnect(&self) {
        self.lock().control.push_back(Control::Reconnect);
        self.wake.notify_waiters();
    }

    /// Invalidates the session (op 9).
    pub fn invalidate_session(&self, resumable: bool) {
        self.lock()
            .control
            .push_back(Control::Invalidate(resumable));
        self.wake.notify_waiters();
    }

    /// An outage (`true`) or its end: while down, every connection is
    /// dropped without a close frame and new ones are refused, as when
    /// Discord's gateway cannot be reached.
    pub fn set_down(&self, down: bool) {
        self.lock().down = down;
        self.wake.notify_waiters();
    }

    /// Dispatches queued and not yet sent to the bot.
    pub fn pending(&self) -> usize {
        self.lock().pending.len()
    }

    /// The counters.
    pub fn counts(&self) -> Counts {
        let inner = self.lock();
        Counts {
            identifies: inner.identifies,
            resumes: inner.resumes,
            connections: inner.next_connection,
            closes: inner.closes,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// What the connection `me` should send now, if it is the active one.
    fn outgoing(&self, me: u64) -> Vec<Value> {
        let mut inner = self.lock();
        if inner.active != me {
            return Vec::new();
        }
        let mut frames = Vec::new();
        if let Some(control) = inner.control.pop_front() {
            match control {
                Control::Reconnect => {
                    frames.push(json!({"op": 7, "d": null, "s": null, "t": null}));
                }
                Control::Invalidate(resumable) => {
                    frames.push(json!({"op": 9, "d": resumable, "s": null, "t": null}));
                    if !resumable {
                        inner.session = None;
                    }
                }
            }
            // The bot goes away; later dispatches wait for its return.
            inner.active = 0;
            return frames;
        }
        while let Some((kind, data)) = inner.pending.pop_front() {
            let session = inner
                .session
                .as_mut()
                .expect("an active connection has a session");
            session.seq += 1;
            let seq = session.seq;
            session.log.push((seq, kind.clone(), data.clone()));
            frames.push(json!({"op": 0, "s": seq, "t": kind, "d": data}));
        }
        frames
    }
}

/// Serves one websocket connection of the bot.
pub async fn serve(stream: TcpStream, gateway: Arc<Gateway>, ws_url: String) {
    if gateway.lock().down {
        return;
    }
    let Ok(socket) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let me = {
        let mut inner = gateway.lock();
        inner.next_connection += 1;
        inner.next_connection
    };
    let (mut sink, mut incoming) = socket.split();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}, "s": null, "t": null});
    if sink.send(Message::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        let woken = gateway.wake.notified();
        tokio::pin!(woken);
        woken.as_mut().enable();
        if gateway.lock().down {
            gateway.leave(me);
            return;
        }
        let frames = gateway.outgoing(me);
        for frame in frames {
            if sink.send(Message::Text(frame.to_string())).await.is_err() {
                gateway.leave(me);
                return;
            }
        }
        tokio::select! {
            frame = incoming.next() => {
                let text = match frame {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(bytes))) => String::from_utf8_lossy(&bytes).to_string(),
                    Some(Ok(Message::Close(_))) => {
                        gateway.lock().closes += 1;
                        gateway.leave(me);
                        return;
                    }
                    None | Some(Err(_)) => {
                        gateway.leave(me);
                        return;
                    }
                    Some(Ok(_)) => continue,
                };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                let replies = gateway.receive(me, &payload, &ws_url);
                for reply in replies {
                    if sink.send(Message::Text(reply.to_string())).await.is_err() {
                        gateway.leave(me);
                        return;
                    }
                }
            }
            () = &mut woken => {}
        }
    }
}

impl Gateway {
    fn leave(&self, me: u64) {
        let mut inner = self.lock();
        if inner.active == me {
            inner.active = 0;
        }
    }

    /// Answers the bot's `payload` on connection `me`.
    fn receive(&self, me: u64, payload: &Value, ws_url: &str) -> Vec<Value> {
        let mut inner = self.lock();
        match payload["op"].as_u64() {
            Some(1) => vec![json!({"op": 11, "d": null, "s": null, "t": null})],
            Some(2) => {
                let shard = match payload["d"]["shard"].as_array().map(Vec::as_slice) {
                    Some([id, count]) => {
                        [id.as_u64().unwrap_or(u64::MAX), count.as_u64().unwrap_or(0)]
                    }
                    _ => [0, 1],
                };
                // Recorded even when invalid, for the test to see; then
                // the connection ends, as Discord closes it (4010).
                inner.shards.push(shard);
                assert!(shard[0] < shard[1], "invalid shard {shard:?} in Identify");
                inner.identifies += 1;
                inner.sessions += 1;
                let id = format!("fake-session-{}", inner.sessions);
                let ready = json!({
                    "v": 10,
                    "user": bot_user(),
                    "guilds": [],
                    "session_id": id,
                    "resume_gateway_url": ws_url,
                    "shard": shard,
                    "application": {"id": APP_ID.to_string(), "flags": 0}
                });
                inner.session = Some(Session {
                    id,
                    seq: 1,
                    log: vec![(1, "READY".into(), ready.clone())],
                });
                inner.active = me;
                vec![json!({"op": 0, "s": 1, "t": "READY", "d": ready})]
            }
            Some(6) => {
                inner.resumes += 1;
                let asked = payload["d"]["session_id"].as_str().unwrap_or("");
                let after = payload["d"]["seq"].as_u64().unwrap_or(0);
                match inner.session.as_mut() {
                    Some(session) if session.id == asked => {
                        let mut frames: Vec<Value> = session
                            .log
                            .iter()
                            .filter(|(seq, _, _)| *seq > after)
                            .map(|(seq, kind, data)| json!({"op": 0, "s": seq, "t": kind, "d": data}))
                            .collect();
                        session.seq += 1;
                        let resumed = json!({"_trace": ["fake-gateway"]});
                        session
                            .log
                            .push((session.seq, "RESUMED".into(), resumed.clone()));
                        frames
                            .push(json!({"op": 0, "s": session.seq, "t": "RESUMED", "d": resumed}));
                        inner.active = me;
                        frames
                    }
                    _ => vec![json!({"op": 9, "d": false, "s": null, "t": null})],
                }
            }
            _ => Vec::new(),
        }
    }
}
