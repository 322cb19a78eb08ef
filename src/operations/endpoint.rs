//! The operators' address (`METRICS_ADDR`): `/metrics` in Prometheus's
//! text format, `/healthz` (the process serves) and `/readyz` (every
//! [`Probe`](super::Probe) ready, or 503 with each reason on a line).

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::header::{CONTENT_TYPE, HeaderValue};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use metrics_exporter_prometheus::PrometheusHandle;
use tokio::net::TcpListener;

use super::health::Readiness;

/// Prometheus's text exposition format, version 0.0.4.
pub const PROMETHEUS_TEXT: &str = "text/plain; version=0.0.4; charset=utf-8";

/// What the endpoint answers from.
struct Served {
    metrics: PrometheusHandle,
    readiness: Readiness,
}

/// Listens on `addr` and serves the endpoint until the task returned is
/// dropped or aborted; also returns the address bound (`addr` may ask
/// for any free port). Fails at once if the address cannot be bound.
pub async fn start(
    addr: SocketAddr,
    metrics: PrometheusHandle,
    readiness: Readiness,
) -> std::io::Result<(SocketAddr, tokio::task::JoinHandle<()>)> {
    let listener = TcpListener::bind(addr).await?;
    let bound = listener.local_addr()?;
    let served = Arc::new(Served { metrics, readiness });
    let task = tokio::spawn(async move {
        loop {
            match listener.accept().await {
                Ok((stream, _)) => {
                    tokio::spawn(serve_connection(stream, Arc::clone(&served)));
                }
                Err(error) => {
                    tracing::warn!(%error, "the metrics address cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
        }
    });
    Ok((bound, task))
}

/// Answers the requests of one connection.
async fn serve_connection(stream: tokio::net::TcpStream, served: Arc<Served>) {
    let service = service_fn(move |request| {
        let served = Arc::clone(&served);
        async move { Ok::<_, Infallible>(served.answer(&request).await) }
    });
    if let Err(error) = http1::Builder::new()
        .serve_connection(TokioIo::new(stream), service)
        .await
    {
        tracing::debug!(%error, "a connection to the metrics address failed");
    }
}

impl Served {
    /// The answer to `request`.
    async fn answer(&self, request: &Request<Incoming>) -> Response<Full<Bytes>> {
        if request.method() != Method::GET && request.method() != Method::HEAD {
            return text(StatusCode::METHOD_NOT_ALLOWED, "only GET\n".into());
        }
        match request.uri().path() {
            "/metrics" => {
                self.readiness.sample().await;
                self.metrics.run_upkeep();
                let mut response = text(StatusCode::OK, self.metrics.render());
                response
                    .headers_mut()
                    .insert(CONTENT_TYPE, HeaderValue::from_static(PROMETHEUS_TEXT));
                response
            }
            "/healthz" => text(StatusCode::OK, "ok\n".into()),
            "/readyz" => {
                let reasons = self.readiness.reasons().await;
                if reasons.is_empty() {
                    text(StatusCode::OK, "ready\n".into())
                } else {
                    let body = format!("not ready\n{}\n", reasons.join("\n"));
                    text(StatusCode::SERVICE_UNAVAILABLE, body)
                }
            }
            _ => text(
                StatusCode::NOT_FOUND,
                "not found: /metrics, /healthz or /readyz\n".into(),
            ),
        }
    }
}

/// A plain-text answer.
fn text(status: StatusCode, body: String) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    response.headers_mut().insert(
        CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}
