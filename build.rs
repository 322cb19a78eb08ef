//! Rebuilds when migrations change (`sqlx::migrate!` embeds them), and
//! tells the tests whether a PostgreSQL server is given: with
//! `TEST_DATABASE_URL` set when building, the PostgreSQL copies of the
//! suites run (`cfg(postgres_tests)`); without it they are built marked
//! `#[ignore]`, so `cargo test` reports them as ignored, never as passed.

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-env-changed=TEST_DATABASE_URL");
    println!("cargo::rustc-check-cfg=cfg(postgres_tests)");
    let given = std::env::var("TEST_DATABASE_URL").is_ok_and(|url| !url.trim().is_empty());
    if given {
        println!("cargo:rustc-cfg=postgres_tests");
    }
}
