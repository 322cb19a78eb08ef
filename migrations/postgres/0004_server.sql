-- The server (a Discord guild) each game is played in, so that a
-- player's games, ratings and leaderboards are per server. Games made
-- before this migration have none (''), as the local mode's have.
ALTER TABLE games ADD COLUMN server TEXT NOT NULL DEFAULT '';

-- A player's games across the server's channels (/mygames).
CREATE INDEX seats_by_user ON seats (user_id);
