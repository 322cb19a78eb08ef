-- Which game a row plays. Rows made before Palago existed are Palanquée,
-- which is what the default gives them. `rules` keeps its meaning for
-- Palanquée ('basic' or 'advanced') and is 'basic' for Palago, whose one
-- option is the tiebreak of P12.
ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'palanquee'
    CHECK (game IN ('palanquee', 'palago'));

ALTER TABLE games ADD COLUMN tiebreak INTEGER NOT NULL DEFAULT 0
    CHECK (tiebreak IN (0, 1));
