-- Hints a seat asked for at a table ("what would the bot do?", issue 33): one row per seat that
-- asked at least once, its count only ever raised. Public, shown at the table, in the replay and
-- on the score sheet.
CREATE TABLE hint_count (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    used INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat)
);
