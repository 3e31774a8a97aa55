-- The chat of each table: players' and spectators' lines, and system lines (catalogue
-- messages), in the order they were said.
CREATE TABLE chat_line (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id TEXT NOT NULL REFERENCES game_table(id),
    channel TEXT NOT NULL,
    seat INTEGER,
    name TEXT,
    text TEXT,
    words TEXT,
    version INTEGER NOT NULL,
    at_ms INTEGER NOT NULL
);
CREATE INDEX chat_line_table ON chat_line(table_id, id);
-- Who muted whom, for themselves: `by_seat`'s connections do not get `seat`'s lines.
CREATE TABLE chat_mute (
    table_id TEXT NOT NULL REFERENCES game_table(id),
    by_seat INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    PRIMARY KEY (table_id, by_seat, seat)
);
