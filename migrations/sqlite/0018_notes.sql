-- Private notes (issue 50): a note a person keeps on a game, at the round
-- it was written in, read only by its author (/notes, their /export).
CREATE TABLE notes (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id  INTEGER NOT NULL REFERENCES games (id),
    user_id  TEXT    NOT NULL,
    round    INTEGER NOT NULL CHECK (round >= 0),
    text     TEXT    NOT NULL,
    at       INTEGER NOT NULL
);

CREATE INDEX notes_of_author ON notes (game_id, user_id, id);
