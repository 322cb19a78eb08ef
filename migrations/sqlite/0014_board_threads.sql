-- The Discord thread each tournament game is played in (issue 31): a
-- game's channel is `<event channel>/r2-b3` for every front end, and the
-- bot opens a thread of the event's channel for it on its first post.
-- A thread belongs to one such channel; a new event's board of the same
-- name gets a new thread (its old row is dropped when the board opens).
CREATE TABLE board_threads (
    channel  TEXT PRIMARY KEY,
    thread   TEXT NOT NULL UNIQUE
);
