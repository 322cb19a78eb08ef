-- The same changes as migrations/sqlite/0020_digests.sql, in PostgreSQL's
-- types: the daily digest's hour (UTC) per player, and one row per player
-- and day a digest was made, so that each is sent once across processes.
ALTER TABLE notice_settings ADD COLUMN digest_hour BIGINT
    CHECK (digest_hour IS NULL OR digest_hour BETWEEN 0 AND 23);

CREATE TABLE digests (
    user_id  TEXT    NOT NULL,
    day      BIGINT  NOT NULL,
    games    BIGINT  NOT NULL,
    at       BIGINT  NOT NULL,
    PRIMARY KEY (user_id, day)
);
