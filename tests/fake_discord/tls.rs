//! TLS: the fake serves `https://discord.com` on 127.0.0.1 with a
//! certificate signed by a test CA (files in `tls/`, see its README), and
//! builds the HTTP client that trusts only that CA and resolves
//! `discord.com` to the fake. serenity's rate limiter always calls
//! `https://discord.com` through the client it was built with, so it stays
//! on and still never leaves the machine.

use std::net::SocketAddr;
use std::sync::Arc;

use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::rustls::{self, ServerConfig};

/// The test CA, the only root the fake's clients trust.
pub const CA_PEM: &str = include_str!("tls/ca.pem");
const CERT_PEM: &str = include_str!("tls/discord.com.pem");
const KEY_PEM: &str = include_str!("tls/discord.com.key");

/// The acceptor for the fake's HTTPS listener (HTTP/1.1 only).
pub fn acceptor() -> TlsAcceptor {
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(CERT_PEM.as_bytes())
        .collect::<Result<_, _>>()
        .expect("tls/discord.com.pem holds certificates");
    let key = PrivateKeyDer::from_pem_slice(KEY_PEM.as_bytes()).expect("tls/discord.com.key");
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .expect("a certificate and its key");
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    TlsAcceptor::from(Arc::new(config))
}

/// A client for `https://discord.com` that reaches the fake at `addr`:
/// rustls, the test CA as the only root, no proxy from the environment.
pub fn client(addr: SocketAddr) -> reqwest::Client {
    let ca = reqwest::Certificate::from_pem(CA_PEM.as_bytes()).expect("tls/ca.pem");
    reqwest::Client::builder()
        .use_rustls_tls()
        .tls_built_in_root_certs(false)
        .add_root_certificate(ca)
        .resolve("discord.com", addr)
        .no_proxy()
        .build()
        .expect("an HTTPS client for the fake Discord")
}
