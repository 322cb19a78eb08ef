-- Issue 46: a board's thread belongs to its game, not to its name. A new
-- event reuses the name `<event channel>/r1-b1`; the posts of the old
-- event's game still waiting in the outbox go to that game's thread, never
-- into the new game's.
--
-- Each post of a board channel records the game it announces (the newest
-- game of its channel when written).
ALTER TABLE outbox ADD COLUMN board_game BIGINT;

UPDATE outbox SET board_game = (
        SELECT max(g.id) FROM games g WHERE g.channel = outbox.channel)
    WHERE delivered_at IS NULL AND given_up_at IS NULL;

-- A board's thread is opened from a starter message the bot posts in the
-- event's channel (with a nonce): the thread has the starter's id, and a
-- second opening on the same message is refused (160004) by Discord, so
-- a retry after any fault, or a second process, finds the same thread.
-- When no thread can be made there (the channel cannot hold one, the
-- server's cap of threads is reached) or the thread is gone, the game is
-- played in the event's channel: `fallback` says why. `archived` is
-- set once the bot archived the thread of a finished game.
CREATE TABLE board_games_threads (
    game_id   BIGINT PRIMARY KEY REFERENCES games (id),
    channel   TEXT    NOT NULL,
    starter   TEXT,
    thread    TEXT UNIQUE,
    fallback  TEXT,
    archived  BOOLEAN NOT NULL DEFAULT FALSE
);

INSERT INTO board_games_threads (game_id, channel, starter, thread)
    SELECT (SELECT max(g.id) FROM games g WHERE g.channel = b.channel),
           b.channel, NULL, b.thread
    FROM board_threads b
    WHERE EXISTS (SELECT 1 FROM games g WHERE g.channel = b.channel);

DROP TABLE board_threads;

CREATE INDEX board_games_threads_channel ON board_games_threads (channel);

-- The newest game of a channel is looked up with each post.
CREATE INDEX games_by_channel ON games (channel, id);
