-- Vacations: while a player is away their deadlines wait (the turn's
-- time left when they went resumes when they come back). One row per
-- player and server: the current or last vacation.
CREATE TABLE vacations (
    server      TEXT    NOT NULL,
    user_id     TEXT    NOT NULL,
    away_from   INTEGER NOT NULL,
    away_until  INTEGER NOT NULL,
    PRIMARY KEY (server, user_id)
);

-- Days of vacation each player took per calendar year (the allowance
-- is restored each year).
CREATE TABLE vacation_days (
    server   TEXT    NOT NULL,
    user_id  TEXT    NOT NULL,
    year     INTEGER NOT NULL,
    used     INTEGER NOT NULL,
    PRIMARY KEY (server, user_id, year)
);
