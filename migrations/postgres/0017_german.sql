-- German is a language the bot speaks (issue 49): a server's channels may
-- read it (/settings language:de).
ALTER TABLE server_language DROP CONSTRAINT server_language_language_check;
ALTER TABLE server_language
    ADD CONSTRAINT server_language_language_check CHECK (language IN ('en', 'fr', 'de'));
