-- Turn notices by direct message (/notify): who wants them, and since
-- when Discord refuses them (the player's DMs are closed to the bot),
-- which the game's channel is told once.
CREATE TABLE notice_settings (
    user_id        TEXT    PRIMARY KEY,
    dm             BOOLEAN NOT NULL,
    dm_closed_at   BIGINT
);

-- A direct message's game channel: where to say that it could not go.
ALTER TABLE outbox ADD COLUMN about TEXT;
