-- The language a player's turn notices are written in: the one their
-- Discord client used when they last ran /notify ('en' or 'fr').
ALTER TABLE notice_settings ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
