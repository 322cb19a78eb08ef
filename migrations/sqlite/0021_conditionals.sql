-- Conditional turns (issue 50): a player's queued replies to the
-- opponent's next turns, one row per line. `line` holds the plies still
-- to come, each in the game's canonical text, separated by ` | `
-- (opponent's turn, reply, opponent's turn, reply…); `language` is the
-- owner's, for the private notice when the line is dropped.
CREATE TABLE conditionals (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id   INTEGER NOT NULL REFERENCES games (id),
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    line      TEXT    NOT NULL,
    language  TEXT    NOT NULL
);
CREATE INDEX conditionals_of_game ON conditionals (game_id, seat);
