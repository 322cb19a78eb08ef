-- Each game's options are one text the game itself writes and reads, and
-- no table lists the games (as migrations/sqlite/0011_game_options.sql).
ALTER TABLE games ADD COLUMN options TEXT NOT NULL DEFAULT '';

UPDATE games SET options = CASE game
    WHEN 'palago' THEN CASE WHEN tiebreak THEN 'tiebreak:on' ELSE 'tiebreak:off' END
    ELSE 'rules:' || rules
END;

ALTER TABLE games DROP COLUMN rules;
ALTER TABLE games DROP COLUMN tiebreak;

ALTER TABLE games DROP CONSTRAINT IF EXISTS games_game_check;
ALTER TABLE games ALTER COLUMN game DROP DEFAULT;
ALTER TABLE ratings DROP CONSTRAINT IF EXISTS ratings_game_check;
ALTER TABLE ratings ADD CONSTRAINT ratings_game_named CHECK (game <> '');
