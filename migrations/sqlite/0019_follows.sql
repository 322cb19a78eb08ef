-- Following a game (issue 50): someone who does not sit in it gets a
-- direct message per published turn and its result, in the language their
-- client used when they ran /follow.
CREATE TABLE follows (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    user_id   TEXT    NOT NULL,
    language  TEXT    NOT NULL,
    since     INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE INDEX follows_of_user ON follows (user_id);
