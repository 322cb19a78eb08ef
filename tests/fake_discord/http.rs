//! The fake's HTTP/1.1 server, the same over plain TCP (proxy mode) and
//! TLS (`https://discord.com`): reads a request, hands it to the router,
//! records it (and logs it to `FAKE_DISCORD_LOG` if set), writes the
//! answer.

use std::io::Write as _;
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};

use super::{Shared, routes};

/// One request the bot sent, with the fake's answer.
#[derive(Clone, Debug)]
pub struct Request {
    /// GET, POST, PATCH, PUT…
    pub method: String,
    /// The path, query included, like `/api/v10/gateway`.
    pub path: String,
    /// The `content-type` header, if any.
    pub content_type: String,
    /// The JSON body (or a multipart form's `payload_json`).
    pub json: Option<Value>,
    /// Files of a multipart form: (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// The multipart parts' headers (`name`, `filename`, `content_type`,
    /// `size`).
    pub parts: Vec<Value>,
    /// The status the fake answered.
    pub status: u16,
    /// Whether it came over TLS (the rate limiter's way) or plain HTTP
    /// (proxy mode).
    pub tls: bool,
}

/// A request as read, before routing.
pub struct Incoming {
    /// Method.
    pub method: String,
    /// Path with query.
    pub target: String,
    /// Headers, names lowercase.
    pub headers: Vec<(String, String)>,
    /// `content-type` without parameters (`multipart/form-data`).
    pub media_type: String,
    /// The whole `content-type` header.
    pub content_type: String,
    /// The body's bytes.
    pub body: Vec<u8>,
    /// The JSON body or `payload_json`.
    pub json: Option<Value>,
    /// Whether the body (or `payload_json`) failed to parse as JSON.
    pub bad_json: bool,
    /// Multipart files: (part name, file name, bytes).
    pub files: Vec<(String, String, Vec<u8>)>,
    /// Multipart part headers.
    pub parts: Vec<Value>,
    /// Over TLS.
    pub tls: bool,
}

impl Incoming {
    /// A header's value.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// What the fake answers.
pub struct Reply {
    /// HTTP status.
    pub status: u16,
    /// Extra headers.
    pub headers: Vec<(String, String)>,
    /// JSON body, none for 204.
    pub body: Option<Value>,
    /// Never answer: the connection stays open and silent.
    pub hang: bool,
    /// Answer only after this long (the request is done at once).
    pub delay: std::time::Duration,
}

impl Reply {
    /// `status` with a JSON body.
    pub fn json(status: u16, body: Value) -> Reply {
        Reply {
            status,
            headers: Vec::new(),
            body: Some(body),
            hang: false,
            delay: std::time::Duration::ZERO,
        }
    }

    /// 204 No Content.
    pub fn empty() -> Reply {
        Reply {
            status: 204,
            headers: Vec::new(),
            body: None,
            hang: false,
            delay: std::time::Duration::ZERO,
        }
    }

    /// No answer at all (a request that hangs); recorded with status 0.
    pub fn hang() -> Reply {
        Reply {
            status: 0,
            headers: Vec::new(),
            body: None,
            hang: true,
            delay: std::time::Duration::ZERO,
        }
    }

    /// Discord's error shape: `{"message", "code"}`.
    pub fn error(status: u16, code: u64, message: &str) -> Reply {
        Reply::json(status, json!({"message": message, "code": code}))
    }
}

/// Serves one connection until it closes.
pub async fn serve<S>(stream: S, shared: Arc<Shared>, tls: bool) -> std::io::Result<()>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let (read, mut write) = tokio::io::split(stream);
    let mut reader = BufReader::new(read);
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).await? == 0 {
            return Ok(());
        }
        let mut words = line.split_whitespace();
        let method = words.next().unwrap_or("").to_string();
        let target = words.next().unwrap_or("").to_string();
        let mut headers = Vec::new();
        loop {
            let mut header = String::new();
            if reader.read_line(&mut header).await? == 0 {
                return Ok(());
            }
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
        let media_type = content_type
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        let mut incoming = Incoming {
            method,
            target,
            headers: headers.clone(),
            media_type,
            content_type: content_type.clone(),
            body,
            json: None,
            bad_json: false,
            files: Vec::new(),
            parts: Vec::new(),
            tls,
        };
        if let Some(boundary) = content_type.split("boundary=").nth(1) {
            multipart(&mut incoming, boundary.trim_matches('"'));
        } else if !incoming.body.is_empty() {
            match serde_json::from_slice(&incoming.body) {
                Ok(json) => incoming.json = Some(json),
                Err(_) => incoming.bad_json = true,
            }
        }
        let reply = routes::handle(&shared, &incoming);
        record(&shared, &incoming, reply.status);
        if reply.hang {
            // The client gives up on its own; the connection is dropped
            // with the fake.
            std::future::pending::<()>().await;
        }
        tokio::time::sleep(reply.delay).await;
        write_reply(&mut write, &reply).await?;
    }
}

async fn write_reply<W: AsyncWrite + Unpin>(write: &mut W, reply: &Reply) -> std::io::Result<()> {
    let body = reply
        .body
        .as_ref()
        .map(Value::to_string)
        .unwrap_or_default();
    let reason = match reply.status {
        200 => "OK",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        413 => "Payload Too Large",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        _ => "Status",
    };
    let mut response = format!("HTTP/1.1 {} {reason}\r\n", reply.status);
    for (name, value) in &reply.headers {
        response.push_str(&format!("{name}: {value}\r\n"));
    }
    if reply.status == 204 {
        response.push_str("\r\n");
    } else {
        response.push_str(&format!(
            "content-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
            body.len()
        ));
    }
    write.write_all(response.as_bytes()).await?;
    write.flush().await
}

/// Keeps the request in the fake's list and, if `FAKE_DISCORD_LOG` names
/// a file, appends it there as one JSON line.
fn record(shared: &Shared, incoming: &Incoming, status: u16) {
    let request = Request {
        method: incoming.method.clone(),
        path: incoming.target.clone(),
        content_type: incoming.content_type.clone(),
        json: incoming.json.clone(),
        files: incoming
            .files
            .iter()
            .map(|(_, name, bytes)| (name.clone(), bytes.clone()))
            .collect(),
        parts: incoming.parts.clone(),
        status,
        tls: incoming.tls,
    };
    if let Some(path) = std::env::var_os("FAKE_DISCORD_LOG") {
        static LOG: Mutex<()> = Mutex::new(());
        let line = json!({
            "method": request.method,
            "path": request.path,
            "content_type": request.content_type,
            "json": request.json,
            "parts": request.parts,
            "status": status,
        });
        let _guard = LOG
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Ok(mut file) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
        {
            let _ = writeln!(file, "{line}");
        }
    }
    shared.world().requests.push(request);
}

/// Splits a multipart form into its `payload_json`, files and part heads.
fn multipart(incoming: &mut Incoming, boundary: &str) {
    let delimiter = format!("--{boundary}");
    let body = std::mem::take(&mut incoming.body);
    for part in split(&body, delimiter.as_bytes()) {
        let Some(split_at) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split_at]).to_string();
        let mut content = &part[split_at + 4..];
        if content.ends_with(b"\r\n") {
            content = &content[..content.len() - 2];
        }
        let quoted = |key: &str| {
            head.split(&format!("{key}=\""))
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .map(str::to_string)
        };
        let name = quoted("name").unwrap_or_default();
        let filename = quoted("filename");
        let part_type = head
            .lines()
            .find_map(|l| {
                l.to_ascii_lowercase()
                    .starts_with("content-type:")
                    .then(|| l[13..].trim().to_string())
            })
            .unwrap_or_default();
        let mut description = json!({"name": name, "size": content.len()});
        if let Some(filename) = &filename {
            description["filename"] = json!(filename);
        }
        if !part_type.is_empty() {
            description["content_type"] = json!(part_type);
        }
        incoming.parts.push(description);
        match filename {
            Some(file) => incoming.files.push((name, file, content.to_vec())),
            None if name == "payload_json" => match serde_json::from_slice(content) {
                Ok(json) => incoming.json = Some(json),
                Err(_) => incoming.bad_json = true,
            },
            None => {}
        }
    }
    incoming.body = body;
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
