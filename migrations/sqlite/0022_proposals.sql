-- Proposals answered by every other person in a game (issue 50): ending
-- the game by agreement, taking the last turn back. One open proposal per
-- game; it lapses once the game moves on (an event after `at_seq`).
CREATE TABLE proposals (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id   INTEGER NOT NULL REFERENCES games (id),
    kind      TEXT    NOT NULL CHECK (kind IN ('end', 'takeback')),
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    -- The last event of the game when it was made: any later one lapses it.
    at_seq    INTEGER NOT NULL,
    made_at   INTEGER NOT NULL,
    state     TEXT    NOT NULL CHECK (state IN ('open', 'accepted', 'declined', 'lapsed'))
);

CREATE UNIQUE INDEX proposals_one_open_per_game ON proposals (game_id) WHERE state = 'open';

-- Each answer given to a proposal.
CREATE TABLE proposal_answers (
    proposal_id  INTEGER NOT NULL REFERENCES proposals (id),
    seat         INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    accepted     BOOLEAN NOT NULL,
    PRIMARY KEY (proposal_id, seat)
);

-- Turns taken back: the events from `first_seq` to `last_seq` no longer
-- count (events are append-only, so a takeback is recorded, not deleted).
CREATE TABLE retracted (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    first_seq  INTEGER NOT NULL,
    last_seq   INTEGER NOT NULL,
    at         INTEGER NOT NULL,
    PRIMARY KEY (game_id, first_seq)
);

-- What publishing a turn replaced, so that taking it back restores it:
-- the deadline of the turn it ended (none: NULL) and the mover's missed
-- deadlines. `first_seq` and `last_seq` are the turn's first and last
-- events.
CREATE TABLE replaced (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    first_seq  INTEGER NOT NULL,
    last_seq   INTEGER NOT NULL,
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    missed     INTEGER NOT NULL,
    due_at     INTEGER,
    remind_at  INTEGER,
    reminded   BOOLEAN,
    PRIMARY KEY (game_id, first_seq)
);
