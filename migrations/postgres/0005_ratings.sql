-- Each player's Glicko-2 rating per game and per server, updated in the
-- transaction that ends a rated game. Computer players are rated too.
CREATE TABLE ratings (
    server      TEXT    NOT NULL,
    game        TEXT    NOT NULL CHECK (game IN ('palanquee', 'palago')),
    user_id     TEXT    NOT NULL,
    -- The name at the player's last rated game, for leaderboards.
    name        TEXT    NOT NULL,
    rating      DOUBLE PRECISION    NOT NULL,
    deviation   DOUBLE PRECISION    NOT NULL,
    volatility  DOUBLE PRECISION    NOT NULL,
    games       BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (server, game, user_id)
);

CREATE INDEX ratings_by_rating ON ratings (server, game, rating);
