//! Tournaments in the store, on SQLite and PostgreSQL: one open event
//! per channel, entrants numbered in order of entry, an event read back
//! as it was written, and a round written once even when two processes
//! finish the previous one at the same moment.

mod common_store;

use common_store::Bench;
use palanquee::games::GameKind;
use palanquee::store::Store;
use palanquee::store::tournaments::{
    self, NewTournament, TournamentStatus, board_of_game, entrants, insert_entrant, insert_round,
    insert_tournament, load_event, open_tournament,
};
use palanquee::tournament::event::{Event, Format, Outcome};

fn swiss(channel: &str) -> NewTournament {
    NewTournament {
        channel: channel.to_owned(),
        server: "server".to_owned(),
        game: "palago".parse::<GameKind>().expect("a key"),
        options: String::new(),
        format: Format::Swiss { rounds: 3 },
        turn_hours: Some(24),
        creator_id: "u1".to_owned(),
    }
}

/// Opens an event with entrants `names` (ids `u1`, `u2`, …).
async fn opened(store: &Store, channel: &str, names: &[&str]) -> i64 {
    let mut tx = store.write().await.expect("write");
    let id = insert_tournament(&mut tx, &swiss(channel), 100)
        .await
        .expect("inserted")
        .expect("a new event");
    for (index, name) in names.iter().enumerate() {
        let number = insert_entrant(&mut tx, id, &format!("u{}", index + 1), name)
            .await
            .expect("entered");
        assert_eq!(number, Some(index as i64 + 1));
    }
    tx.commit().await.expect("committed");
    id
}

async fn one_open_event_per_channel_and_entrants_in_order() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let store = service.store();
    let id = opened(store, "hall", &["Ann", "Bo", "Cy"]).await;
    let mut tx = store.write().await.expect("write");
    assert_eq!(
        insert_tournament(&mut tx, &swiss("hall"), 101)
            .await
            .expect("ran"),
        None
    );
    assert_eq!(
        insert_entrant(&mut tx, id, "u2", "Bo again")
            .await
            .expect("ran"),
        None
    );
    assert!(
        tournaments::remove_entrant(&mut tx, id, "u1")
            .await
            .expect("removed")
    );
    let left: Vec<(i64, String)> = entrants(&mut tx, id)
        .await
        .expect("read")
        .into_iter()
        .map(|e| (e.number, e.name))
        .collect();
    assert_eq!(left, [(1, "Bo".to_owned()), (2, "Cy".to_owned())]);
    tournaments::set_tournament_status(&mut tx, id, TournamentStatus::Aborted)
        .await
        .expect("set");
    assert_eq!(open_tournament(&mut tx, "hall").await.expect("read"), None);
    assert!(
        insert_tournament(&mut tx, &swiss("hall"), 102)
            .await
            .expect("ran")
            .is_some()
    );
    tx.commit().await.expect("committed");
}

async fn an_event_reads_back_as_it_was_written() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let store = service.store();
    let names = ["Ann", "Bo", "Cy", "Di", "Ed"];
    let id = opened(store, "hall", &names).await;
    let mut event = Event::new(Format::Swiss { rounds: 3 }, &names);
    event.pair_next().expect("round 1");
    event.record(1, 1, Outcome::Draw).expect("board 1");
    event
        .record(1, 2, Outcome::BlackByForfeit)
        .expect("board 2");
    event.withdraw(5);
    let mut tx = store.write().await.expect("write");
    assert!(
        insert_round(&mut tx, id, 1, &event.rounds[0])
            .await
            .expect("written")
    );
    assert!(
        !insert_round(&mut tx, id, 1, &event.rounds[0])
            .await
            .expect("ran")
    );
    for (board, outcome) in [(1, Outcome::Draw), (2, Outcome::BlackByForfeit)] {
        tournaments::set_outcome(&mut tx, id, (1, board), outcome)
            .await
            .expect("set");
    }
    tournaments::set_withdrawn(&mut tx, id, 5, 1)
        .await
        .expect("set");
    let row = open_tournament(&mut tx, "hall")
        .await
        .expect("read")
        .expect("open");
    assert_eq!(row.status, TournamentStatus::Lobby);
    assert_eq!(row.new, swiss("hall"));
    assert_eq!(load_event(&mut tx, &row).await.expect("loaded"), event);
    tx.commit().await.expect("committed");
}

async fn a_board_knows_its_game() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let store = service.store();
    let id = opened(store, "hall", &["Ann", "Bo"]).await;
    let mut event = Event::new(Format::Swiss { rounds: 1 }, &["Ann", "Bo"]);
    event.pair_next().expect("round 1");
    let mut tx = store.write().await.expect("write");
    insert_round(&mut tx, id, 1, &event.rounds[0])
        .await
        .expect("written");
    let new_game = palanquee::store::NewGame {
        game: "palago".parse().expect("a key"),
        options: String::new(),
        turn_hours: None,
    };
    let game =
        palanquee::store::queries::insert_game(&mut tx, "hall/r1-b1", "server", &new_game, "u1", 0)
            .await
            .expect("inserted")
            .expect("a game");
    tournaments::set_board_game(&mut tx, id, (1, 1), game)
        .await
        .expect("linked");
    assert_eq!(
        board_of_game(&mut tx, game).await.expect("read"),
        Some((id, 1, 1))
    );
    assert_eq!(board_of_game(&mut tx, game + 1).await.expect("read"), None);
    assert_eq!(
        tournaments::round_games(&mut tx, id, 1)
            .await
            .expect("read"),
        [(1, Some(game))]
    );
    tx.commit().await.expect("committed");
}

async fn two_processes_write_the_next_round_once() {
    let bench = Bench::new().await;
    let first = bench.service().await;
    let second = bench.service().await;
    let names = ["Ann", "Bo", "Cy", "Di"];
    let id = opened(first.store(), "hall", &names).await;
    let mut event = Event::new(Format::Swiss { rounds: 3 }, &names);
    event.pair_next().expect("round 1");
    let round = event.rounds[0].clone();
    let attempt = |store: Store| {
        let round = round.clone();
        async move {
            let mut tx = store.write().await.expect("write");
            // The event's row is locked first, as the command layer does.
            tournaments::tournament(&mut tx, id)
                .await
                .expect("read")
                .expect("there");
            let wrote = insert_round(&mut tx, id, 1, &round).await.expect("ran");
            tx.commit().await.expect("committed");
            wrote
        }
    };
    let (a, b) = tokio::join!(
        tokio::spawn(attempt(first.store().clone())),
        tokio::spawn(attempt(second.store().clone()))
    );
    let writes = [a.expect("joined"), b.expect("joined")];
    assert_eq!(writes.iter().filter(|&&w| w).count(), 1, "{writes:?}");
}

on_both_backends!(
    one_open_event_per_channel_and_entrants_in_order,
    an_event_reads_back_as_it_was_written,
    a_board_knows_its_game,
    two_processes_write_the_next_round_once,
);
