-- Games, seats, the append-only event log, the draft of the turn in
-- progress, and deadlines. Positions are never stored: they are replayed
-- from the events (the engine is exact and fast).

CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    channel     TEXT    NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'aborted')),
    rules       TEXT    NOT NULL CHECK (rules IN ('basic', 'advanced')),
    turn_hours  INTEGER CHECK (turn_hours IS NULL OR turn_hours > 0),
    creator_id  TEXT    NOT NULL,
    -- Bumped by every change: guards against stale or repeated submissions.
    version     INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL,
    result      TEXT
);

-- One active game per channel (a thread is a channel).
CREATE UNIQUE INDEX games_one_active_per_channel
    ON games (channel) WHERE status IN ('lobby', 'playing');

CREATE TABLE seats (
    game_id           INTEGER NOT NULL REFERENCES games (id),
    seat              INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    user_id           TEXT    NOT NULL,
    name              TEXT    NOT NULL,
    -- Consecutive turns ended by the deadline; 3 resigns the player.
    missed_deadlines  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);

-- Committed events in order: `seat` plays `action` (engine text form).
CREATE TABLE events (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    action   TEXT    NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TRIGGER events_are_append_only_update BEFORE UPDATE ON events
BEGIN
    SELECT RAISE(ABORT, 'events are append-only');
END;

CREATE TRIGGER events_are_append_only_delete BEFORE DELETE ON events
BEGIN
    SELECT RAISE(ABORT, 'events are append-only');
END;

-- The private draft of the player to move: actions, one per line.
CREATE TABLE drafts (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id),
    seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    actions  TEXT    NOT NULL
);

-- The deadline of the turn in progress, when the game has one.
CREATE TABLE deadlines (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    due_at     INTEGER NOT NULL,
    remind_at  INTEGER NOT NULL,
    reminded   INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX deadlines_by_time ON deadlines (remind_at, due_at);
