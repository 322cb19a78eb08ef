-- A finished game whose seats are all one rated player (two computers of
-- one level: `computer:easy:3` and `computer:easy:9` are both
-- `computer:easy`) is no longer rated (issue 47). Such games were rated
-- before: they gave their player no result, only one more game counted
-- and an empty Glicko-2 period. Their count is taken back off each
-- player's games. The per-game places are not stored, so the ratings
-- are not replayed: an empty period changed no rating, only raised the
-- deviation by the volatility (about one point per game at a deviation
-- of 60), which the next rated games shrink again.
CREATE TEMP TABLE self_rated AS
SELECT server, game, player, COUNT(*) AS n
FROM (
    SELECT g.server AS server, g.game AS game, MIN(r.player) AS player
    FROM games AS g
    JOIN (
        SELECT game_id,
               CASE WHEN user_id GLOB 'computer:*:*'
                    THEN substr(user_id, 1, 8 + instr(substr(user_id, 10), ':'))
                    ELSE user_id END AS player
        FROM seats
    ) AS r ON r.game_id = g.id
    WHERE g.status = 'finished'
    GROUP BY g.id
    HAVING COUNT(DISTINCT r.player) = 1
)
GROUP BY server, game, player;

UPDATE ratings
SET games = MAX(0, games - (
    SELECT n FROM self_rated AS s
    WHERE s.server = ratings.server AND s.game = ratings.game AND s.player = ratings.user_id
))
WHERE EXISTS (
    SELECT 1 FROM self_rated AS s
    WHERE s.server = ratings.server AND s.game = ratings.game AND s.player = ratings.user_id
);

DROP TABLE self_rated;
