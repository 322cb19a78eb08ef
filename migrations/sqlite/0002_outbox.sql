-- What must reach a channel (a published turn with its picture and
-- mention, a reminder, an expiry, lobby news, a game over) is written here
-- in the same transaction as the change it announces. A front end shows it
-- (the interaction answer is the fast path) and marks it delivered; what a
-- front end could not show is posted to the channel by a delivery task,
-- after restarts too, until the platform confirms it.
CREATE TABLE outbox (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    channel       TEXT    NOT NULL,
    text          TEXT    NOT NULL,
    -- User ids to mention, one per line.
    mentions      TEXT    NOT NULL DEFAULT '',
    deadline      INTEGER,
    file_name     TEXT,
    file_bytes    BLOB,
    -- Sent with the post so that a retried post cannot appear twice.
    nonce         TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    -- The delivery task leaves the row alone until then: the front end
    -- that made it answers first; after a failure, the next try.
    post_after    INTEGER NOT NULL,
    attempts      INTEGER NOT NULL DEFAULT 0,
    last_error    TEXT,
    -- Set once shown: 'answer' (the interaction's answer), a message id,
    -- or 'printed' (the local mode).
    delivered_as  TEXT,
    delivered_at  INTEGER,
    -- Set when the platform can never take it (channel gone, payload
    -- refused): kept, with the reason in last_error.
    given_up_at   INTEGER
);

CREATE INDEX outbox_undelivered ON outbox (post_after)
    WHERE delivered_at IS NULL AND given_up_at IS NULL;

-- Why announcements are not reaching a channel (missing permissions, a
-- private thread the bot is not in), from the last failed post; cleared by
-- the next post that goes through. Commands in that channel and /status
-- say it.
CREATE TABLE channel_problems (
    channel  TEXT    PRIMARY KEY,
    problem  TEXT    NOT NULL,
    since    INTEGER NOT NULL
);
