-- The language a server's channels read (/settings language:en|fr): its
-- announcements, lobby posts, reminders and board pictures. A server
-- with no row reads English; each player's private answers follow their
-- own client.
CREATE TABLE server_language (
    server    TEXT PRIMARY KEY,
    language  TEXT NOT NULL CHECK (language IN ('en', 'fr'))
);

-- A post waiting in the outbox keeps the language it was worded in, so
-- that what a front end adds around it (the deadline line) matches it
-- when it is delivered after a restart.
ALTER TABLE outbox ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
