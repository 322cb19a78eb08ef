-- German is a language the bot speaks (issue 49): a server's channels may
-- read it (/settings language:de). SQLite cannot change a CHECK
-- constraint in place, so the table is copied into one that allows it.
CREATE TABLE server_language_new (
    server    TEXT PRIMARY KEY,
    language  TEXT NOT NULL CHECK (language IN ('en', 'fr', 'de'))
);
INSERT INTO server_language_new (server, language)
    SELECT server, language FROM server_language;
DROP TABLE server_language;
ALTER TABLE server_language_new RENAME TO server_language;
