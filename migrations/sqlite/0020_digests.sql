-- The daily digest (issue 50): /notify dm:digest hour:H asks for one direct
-- message a day at hour H (UTC) listing the games waiting for the player;
-- The `dm` column stays the notice per turn (dm:on, or dm:both with a digest).
ALTER TABLE notice_settings ADD COLUMN digest_hour INTEGER
    CHECK (digest_hour IS NULL OR digest_hour BETWEEN 0 AND 23);

-- One row per player and day a digest was made (day: days since
-- 1970-01-01, UTC), written in the transaction that keeps its direct
-- message: its primary key makes a second process's digest of the same
-- day fail, so each is sent once. A day with nothing waiting has its row
-- and no message.
CREATE TABLE digests (
    user_id  TEXT    NOT NULL,
    day      INTEGER NOT NULL,
    games    INTEGER NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (user_id, day)
);
