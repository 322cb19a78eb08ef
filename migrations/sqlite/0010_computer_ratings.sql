-- Every computer of a level is one rated player per server and game,
-- `computer:LEVEL`, no longer one per seat, `computer:LEVEL:TAG`. How
-- the rows of one server, game and level merge into one: the row with
-- the most games (ties: the lowest deviation, then the first id) keeps
-- its name, rating, deviation and volatility, and its games become the
-- sum of all the rows' games. The other rows are deleted.
INSERT INTO ratings (server, game, user_id, name, rating, deviation, volatility, games)
SELECT server, game, 'computer:' || level, name, rating, deviation, volatility, total
FROM (
    SELECT server, game, level, name, rating, deviation, volatility,
           SUM(games) OVER (PARTITION BY server, game, level) AS total,
           ROW_NUMBER() OVER (
               PARTITION BY server, game, level
               ORDER BY games DESC, deviation ASC, user_id ASC
           ) AS n
    FROM (
        SELECT *, substr(user_id, 10, instr(substr(user_id, 10), ':') - 1) AS level
        FROM ratings
        WHERE user_id GLOB 'computer:*:*'
    )
)
WHERE n = 1;

DELETE FROM ratings WHERE user_id GLOB 'computer:*:*';
