-- The lobby's list of finished public games, read page by page, newest first, from an index
-- (issue 31): no scan of every table, however many there are.
CREATE INDEX game_table_finished_listed ON game_table(created_ms DESC, id)
    WHERE finished = 1 AND listed = 1;
