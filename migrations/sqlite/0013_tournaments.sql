-- Tournaments (issue 31): one open event per channel; its entrants in
-- starting order; each round's boards (with the game played on each)
-- and its players left unpaired (the bye, the withdrawn). A round's rows
-- are written once: their primary keys make a second pairing of the same
-- round fail, so two processes ending a round's last game at once pair
-- the next round once.
CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    channel     TEXT    NOT NULL,
    server      TEXT    NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'aborted')),
    game        TEXT    NOT NULL,
    options     TEXT    NOT NULL,
    format      TEXT    NOT NULL CHECK (format IN ('round-robin', 'double-round-robin', 'swiss')),
    rounds      INTEGER CHECK (rounds IS NULL OR rounds > 0),
    turn_hours  INTEGER CHECK (turn_hours IS NULL OR turn_hours > 0),
    creator_id  TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
);

CREATE UNIQUE INDEX tournaments_one_open_per_channel
    ON tournaments (channel) WHERE status IN ('lobby', 'running');

CREATE TABLE tournament_entrants (
    tournament_id    INTEGER NOT NULL REFERENCES tournaments (id),
    number           INTEGER NOT NULL CHECK (number > 0),
    user_id          TEXT    NOT NULL,
    name             TEXT    NOT NULL,
    -- After which round the entrant withdrew (0: before the first).
    withdrawn_after  INTEGER,
    PRIMARY KEY (tournament_id, number),
    UNIQUE (tournament_id, user_id)
);

CREATE TABLE tournament_boards (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    round          INTEGER NOT NULL CHECK (round > 0),
    board          INTEGER NOT NULL CHECK (board > 0),
    white          INTEGER NOT NULL,
    black          INTEGER NOT NULL,
    -- 1-0, 0-1, 1/2-1/2, +/-, -/+, -/- once known.
    outcome        TEXT,
    game_id        INTEGER REFERENCES games (id),
    PRIMARY KEY (tournament_id, round, board)
);

CREATE UNIQUE INDEX tournament_boards_one_per_game ON tournament_boards (game_id);

CREATE TABLE tournament_unpaired (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    round          INTEGER NOT NULL CHECK (round > 0),
    number         INTEGER NOT NULL,
    kind           TEXT    NOT NULL CHECK (kind IN ('bye', 'absent')),
    PRIMARY KEY (tournament_id, round, number)
);
