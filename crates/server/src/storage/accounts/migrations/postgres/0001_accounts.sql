-- Accounts: a name of one's own, its ways in (passkeys, a password, recovery codes), its
-- sessions, the passkey ceremonies in progress, and the seats it holds.
CREATE TABLE account (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- The name's skeleton (case and confusables folded); NULL once deleted, freeing the name.
    name_skeleton TEXT,
    created_ms BIGINT NOT NULL,
    deleted_ms BIGINT
);
CREATE UNIQUE INDEX account_name_skeleton ON account(name_skeleton);
CREATE TABLE account_passkey (
    credential_id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES account(id),
    passkey TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE INDEX account_passkey_account ON account_passkey(account_id);
CREATE TABLE account_password (
    account_id TEXT PRIMARY KEY REFERENCES account(id),
    hash TEXT NOT NULL
);
CREATE TABLE account_session (
    id_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES account(id),
    created_ms BIGINT NOT NULL,
    seen_ms BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL
);
CREATE INDEX account_session_account ON account_session(account_id);
CREATE TABLE account_recovery (
    account_id TEXT NOT NULL REFERENCES account(id),
    code_hash TEXT NOT NULL,
    used_ms BIGINT,
    PRIMARY KEY (account_id, code_hash)
);
CREATE TABLE account_ceremony (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    account_id TEXT,
    state TEXT NOT NULL,
    expires_ms BIGINT NOT NULL
);
CREATE TABLE account_seat (
    table_id TEXT NOT NULL,
    seat SMALLINT NOT NULL,
    account_id TEXT NOT NULL REFERENCES account(id),
    token_hash TEXT NOT NULL,
    attached_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX account_seat_account ON account_seat(account_id, attached_ms);
