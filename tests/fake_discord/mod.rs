//! A fake Discord on 127.0.0.1 for end-to-end tests: the HTTP API (plain
//! HTTP/1.1, reached through serenity's proxy setting) and the gateway
//! (plain websocket). It records every request the bot sends, answers
//! them like Discord would, and pushes gateway events (READY, then
//! INTERACTION_CREATE) on demand.

#![allow(dead_code)]

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// The bot application's id (and the bot user's).
pub const APP_ID: u64 = 900_000_000_000_000_001;

/// One request the bot sent.
#[derive(Clone, Debug)]
pub struct Request {
    /// GET, POST, PATCH, PUT…
    pub method: String,
    /// The path, query included, like `/api/v10/gateway`.
    pub path: String,
    /// The JSON body (or a multipart form's `payload_json`).
    pub json: Option<Value>,
    /// Files of a multipart form: (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// The status the fake answered.
    pub status: u16,
}

#[derive(Default)]
struct State {
    requests: Mutex<Vec<Request>>,
    failures: Mutex<VecDeque<(String, u16)>>,
    identified: Mutex<bool>,
    next_message: Mutex<u64>,
}

/// The fake Discord. Dropping it leaves its tasks to the test runtime.
pub struct FakeDiscord {
    /// Give this to `HttpBuilder::proxy`.
    pub http_url: String,
    /// The gateway's address.
    pub ws_url: String,
    state: Arc<State>,
    events: mpsc::UnboundedSender<(String, Value)>,
}

impl FakeDiscord {
    /// Starts both servers on free ports.
    pub async fn start() -> FakeDiscord {
        let api = TcpListener::bind("127.0.0.1:0").await.expect("bind api");
        let gateway = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let http_url = format!("http://{}", api.local_addr().expect("addr"));
        let ws_url = format!("ws://{}", gateway.local_addr().expect("addr"));
        let state = Arc::new(State::default());
        let (events, receiver) = mpsc::unbounded_channel();
        let receiver = Arc::new(tokio::sync::Mutex::new(receiver));
        {
            let state = Arc::clone(&state);
            let ws_url = ws_url.clone();
            tokio::spawn(async move {
                while let Ok((stream, _)) = api.accept().await {
                    let state = Arc::clone(&state);
                    let ws_url = ws_url.clone();
                    tokio::spawn(async move {
                        let _ = serve_http(stream, state, ws_url).await;
                    });
                }
            });
        }
        {
            let state = Arc::clone(&state);
            let ws_url = ws_url.clone();
            tokio::spawn(async move {
                while let Ok((stream, _)) = gateway.accept().await {
                    let state = Arc::clone(&state);
                    let receiver = Arc::clone(&receiver);
                    let ws_url = ws_url.clone();
                    tokio::spawn(async move {
                        serve_gateway(stream, state, receiver, ws_url).await;
                    });
                }
            });
        }
        FakeDiscord {
            http_url,
            ws_url,
            state,
            events,
        }
    }

    /// Sends a gateway dispatch event (`t`, `d`) to the bot.
    pub fn dispatch(&self, kind: &str, data: Value) {
        self.events
            .send((kind.to_string(), data))
            .expect("gateway task alive");
    }

    /// The next request whose path contains `needle` fails once with
    /// `status` (like a 500 or a 429 from Discord).
    pub fn fail_once(&self, needle: &str, status: u16) {
        self.state
            .failures
            .lock()
            .expect("lock")
            .push_back((needle.to_string(), status));
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Request> {
        self.state.requests.lock().expect("lock").clone()
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
            if let Some(found) = pick(&self.state.requests.lock().expect("lock")) {
                return found;
            }
            if start.elapsed() > timeout {
                let paths: Vec<String> = self
                    .requests()
                    .iter()
                    .map(|r| format!("{} {} {}", r.method, r.path, r.status))
                    .collect();
                panic!("timed out waiting for {what}; requests: {paths:#?}");
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Waits for `count` successful requests about interaction `token`
    /// (its response and follow-ups), in the order they came.
    pub async fn answers(&self, token: &str, count: usize) -> Vec<Request> {
        let needle = format!("/{token}");
        self.wait_for(
            &format!("{count} answer(s) to {token}"),
            Duration::from_secs(20),
            |requests| {
                let found: Vec<Request> = requests
                    .iter()
                    .filter(|r| r.path.contains(&needle) && r.status < 300)
                    .cloned()
                    .collect();
                (found.len() >= count).then_some(found)
            },
        )
        .await
    }

    /// Whether the bot has identified on the gateway.
    pub fn identified(&self) -> bool {
        *self.state.identified.lock().expect("lock")
    }
}

async fn serve_http(stream: TcpStream, state: Arc<State>, ws_url: String) -> std::io::Result<()> {
    let (read, mut write) = stream.into_split();
    let mut reader = BufReader::new(read);
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).await? == 0 {
            return Ok(());
        }
        let mut words = line.split_whitespace();
        let method = words.next().unwrap_or("").to_string();
        let path = words.next().unwrap_or("").to_string();
        let mut headers = Vec::new();
        loop {
            let mut header = String::new();
            reader.read_line(&mut header).await?;
            let header = header.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
            }
        }
        let header = |name: &str| {
            headers
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
        };
        let body = if let Some(length) = header("content-length") {
            let mut body = vec![0; length.parse().unwrap_or(0)];
            reader.read_exact(&mut body).await?;
            body
        } else if header("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
            let mut body = Vec::new();
            loop {
                let mut size = String::new();
                reader.read_line(&mut size).await?;
                let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
                let mut chunk = vec![0; size + 2];
                reader.read_exact(&mut chunk).await?;
                if size == 0 {
                    break;
                }
                body.extend_from_slice(&chunk[..size]);
            }
            body
        } else {
            Vec::new()
        };
        let content_type = header("content-type").unwrap_or_default();
        let (json, files) = if let Some(boundary) = content_type.split("boundary=").nth(1) {
            multipart(&body, boundary.trim_matches('"'))
        } else {
            (serde_json::from_slice(&body).ok(), Vec::new())
        };
        let failure = {
            let mut failures = state.failures.lock().expect("lock");
            let index = failures
                .iter()
                .position(|(needle, _)| path.contains(needle.as_str()));
            index.and_then(|i| failures.remove(i))
        };
        let (status, reply) = match failure {
            Some((_, status)) => (
                status,
                Some(
                    json!({"message": "fake failure", "code": 0, "retry_after": 0.01, "global": false}),
                ),
            ),
            None => route(&state, &method, &path, &ws_url),
        };
        state.requests.lock().expect("lock").push(Request {
            method,
            path,
            json,
            files,
            status,
        });
        let body = reply.map(|v| v.to_string()).unwrap_or_default();
        let reason = match status {
            200 => "OK",
            204 => "No Content",
            404 => "Not Found",
            429 => "Too Many Requests",
            _ => "Error",
        };
        let mut response = format!("HTTP/1.1 {status} {reason}\r\n");
        if status != 204 {
            response.push_str(&format!(
                "content-type: application/json\r\ncontent-length: {}\r\n",
                body.len()
            ));
        }
        response.push_str("\r\n");
        if status != 204 {
            response.push_str(&body);
        }
        write.write_all(response.as_bytes()).await?;
        write.flush().await?;
    }
}

/// What Discord answers: (status, JSON body).
fn route(state: &State, method: &str, path: &str, ws_url: &str) -> (u16, Option<Value>) {
    let path = path.split('?').next().unwrap_or(path);
    match method {
        "GET" if path == "/api/v10/gateway" => (200, Some(json!({ "url": ws_url }))),
        "PUT" if path.ends_with("/commands") => (200, Some(json!([]))),
        "POST" if path.starts_with("/api/v10/interactions/") && path.ends_with("/callback") => {
            (204, None)
        }
        "POST" | "PATCH" if path.starts_with("/api/v10/webhooks/") => {
            (200, Some(message(state, "777")))
        }
        "POST" if path.starts_with("/api/v10/channels/") && path.ends_with("/messages") => {
            let channel = path.split('/').nth(4).unwrap_or("777");
            (200, Some(message(state, channel)))
        }
        _ => (404, Some(json!({"message": "Unknown", "code": 0}))),
    }
}

/// A message as Discord returns it.
fn message(state: &State, channel: &str) -> Value {
    let id = {
        let mut next = state.next_message.lock().expect("lock");
        *next += 1;
        *next + 5_000
    };
    message_json(id, channel)
}

/// A bot message with `id` in `channel`.
pub fn message_json(id: u64, channel: &str) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel,
        "author": bot_user(),
        "content": "",
        "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": 0
    })
}

/// The bot's user.
pub fn bot_user() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "username": "palanquee",
        "global_name": null,
        "discriminator": "0",
        "avatar": null,
        "bot": true
    })
}

/// Splits a multipart form into its `payload_json` and its files.
fn multipart(body: &[u8], boundary: &str) -> (Option<Value>, Vec<(String, Vec<u8>)>) {
    let delimiter = format!("--{boundary}");
    let mut json = None;
    let mut files = Vec::new();
    for part in split(body, delimiter.as_bytes()) {
        let Some(split_at) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split_at]).to_string();
        let mut content = &part[split_at + 4..];
        if content.ends_with(b"\r\n") {
            content = &content[..content.len() - 2];
        }
        let filename = head
            .split("filename=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .map(str::to_string);
        match filename {
            Some(name) => files.push((name, content.to_vec())),
            None if head.contains("name=\"payload_json\"") => {
                json = serde_json::from_slice(content).ok();
            }
            None => {}
        }
    }
    (json, files)
}

fn split<'a>(body: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    let mut rest = body;
    while let Some(at) = find(rest, delimiter) {
        parts.push(&rest[..at]);
        rest = &rest[at + delimiter.len()..];
    }
    parts.push(rest);
    parts
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

async fn serve_gateway(
    stream: TcpStream,
    state: Arc<State>,
    events: Arc<tokio::sync::Mutex<mpsc::UnboundedReceiver<(String, Value)>>>,
    ws_url: String,
) {
    let Ok(socket) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut incoming) = socket.split();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}, "s": null, "t": null});
    if sink.send(Message::Text(hello.to_string())).await.is_err() {
        return;
    }
    let mut events = events.lock().await;
    let mut sequence = 0u64;
    loop {
        tokio::select! {
            frame = incoming.next() => {
                let text = match frame {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(bytes))) => String::from_utf8_lossy(&bytes).to_string(),
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(_)) => continue,
                };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                match payload["op"].as_u64() {
                    Some(2) => {
                        sequence += 1;
                        let ready = json!({
                            "op": 0, "s": sequence, "t": "READY",
                            "d": {
                                "v": 10,
                                "user": bot_user(),
                                "guilds": [],
                                "session_id": "fake-session",
                                "resume_gateway_url": ws_url,
                                "shard": [0, 1],
                                "application": {"id": APP_ID.to_string(), "flags": 0}
                            }
                        });
                        if sink.send(Message::Text(ready.to_string())).await.is_err() {
                            return;
                        }
                        *state.identified.lock().expect("lock") = true;
                    }
                    Some(1) => {
                        let ack = json!({"op": 11, "d": null, "s": null, "t": null});
                        if sink.send(Message::Text(ack.to_string())).await.is_err() {
                            return;
                        }
                    }
                    _ => {}
                }
            }
            event = events.recv() => {
                let Some((kind, data)) = event else { return };
                sequence += 1;
                let frame = json!({"op": 0, "s": sequence, "t": kind, "d": data});
                if sink.send(Message::Text(frame.to_string())).await.is_err() {
                    return;
                }
            }
        }
    }
}
