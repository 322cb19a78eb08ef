-- Each game's options are one text the game itself writes and reads
-- (`rules:advanced` for Palanquée, `tiebreak:on` for Palago), in place of
-- one column per option of one game; and no table lists the games any
-- more, so a game added to the program needs no migration. Existing rows
-- keep their options: Palanquée's `rules` and Palago's `tiebreak`
-- become `rules:basic|advanced` and `tiebreak:on|off`.
ALTER TABLE games ADD COLUMN options TEXT NOT NULL DEFAULT '';

UPDATE games SET options = CASE game
    WHEN 'palago' THEN CASE tiebreak WHEN 1 THEN 'tiebreak:on' ELSE 'tiebreak:off' END
    ELSE 'rules:' || rules
END;

ALTER TABLE games DROP COLUMN rules;
ALTER TABLE games DROP COLUMN tiebreak;

-- `game` loses its CHECK listing the two games: SQLite cannot drop a
-- constraint, so the column is copied, dropped and renamed back.
ALTER TABLE games ADD COLUMN game_name TEXT NOT NULL DEFAULT '';
UPDATE games SET game_name = game;
ALTER TABLE games DROP COLUMN game;
ALTER TABLE games RENAME COLUMN game_name TO game;

-- The same for ratings, whose `game` is part of the primary key: the
-- table is rebuilt.
CREATE TABLE ratings_of_any_game (
    server      TEXT    NOT NULL,
    game        TEXT    NOT NULL CHECK (game <> ''),
    user_id     TEXT    NOT NULL,
    -- The name at the player's last rated game, for leaderboards.
    name        TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (server, game, user_id)
);

INSERT INTO ratings_of_any_game (server, game, user_id, name, rating, deviation, volatility, games)
SELECT server, game, user_id, name, rating, deviation, volatility, games FROM ratings;

DROP TABLE ratings;
ALTER TABLE ratings_of_any_game RENAME TO ratings;
CREATE INDEX ratings_by_rating ON ratings (server, game, rating);
