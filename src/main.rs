//! The `palanquee` command: a thin shell over the library.

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use palanquee::cli;

/// Palanquée, the hex game of growing plants.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play actions for the player to move, starting a turn in POSITION.
    Play {
        /// The position in the notation `ROWS TO_MOVE ROUND RESERVES`.
        #[arg(long)]
        position: String,
        /// Actions: `sow H8`, `grow H8 [seed]`, `move H8 J9`, `harvest H8`,
        /// `prune H8`, `claim H8`, `end`, `resign`; `;` separates them.
        actions: Vec<String>,
    },
    /// Show POSITION as a text board with its reserves, or as a picture.
    Show {
        /// The position in the notation `ROWS TO_MOVE ROUND RESERVES`.
        #[arg(long)]
        position: String,
        /// Write the board picture to FILE (PNG) instead of printing the
        /// text board; prints the path written.
        #[arg(long, value_name = "FILE")]
        png: Option<std::path::PathBuf>,
    },
}

fn main() -> ExitCode {
    let args = Args::parse();
    let outcome = match args.command {
        Command::Play { position, actions } => cli::play(&position, &actions),
        Command::Show {
            position,
            png: Some(file),
        } => cli::show_png(&position, &file),
        Command::Show {
            position,
            png: None,
        } => cli::show(&position),
    };
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    ExitCode::from(outcome.code)
}
