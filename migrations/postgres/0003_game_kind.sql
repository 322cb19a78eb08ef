-- Which game a row plays (as migrations/sqlite/0003_game_kind.sql). `rules`
-- keeps its meaning for Palanquée and is 'basic' for Palago, whose one
-- option is the tiebreak of P12.
ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'palanquee'
    CHECK (game IN ('palanquee', 'palago'));

ALTER TABLE games ADD COLUMN tiebreak BOOLEAN NOT NULL DEFAULT FALSE;
