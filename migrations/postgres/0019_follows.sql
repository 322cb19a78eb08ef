-- The same table as migrations/sqlite/0019_follows.sql, in PostgreSQL's
-- types. Following a game (issue 50): someone who does not sit in it gets
-- a direct message per published turn and its result.
CREATE TABLE follows (
    game_id   BIGINT  NOT NULL REFERENCES games (id),
    user_id   TEXT    NOT NULL,
    language  TEXT    NOT NULL,
    since     BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE INDEX follows_of_user ON follows (user_id);
