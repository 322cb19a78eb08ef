-- A server's settings, set by its admins (/settings): the vacation days
-- each player may take per calendar year.
CREATE TABLE server_settings (
    server         TEXT    PRIMARY KEY,
    vacation_days  INTEGER NOT NULL
);
