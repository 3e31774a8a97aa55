# Accounts: signing up and in (passkeys, passwords, recovery codes), my games, profiles, and
# the reasons an account request is refused. $detail is a technical detail in English.

## Refusals
account-error-not-signed-in = You are not signed in.
account-error-origin = This request comes from another site and is refused.
account-error-name-taken = The name { $name } is taken.
account-error-name-confusable = This name looks too much like { $name }, a player already here.
account-error-bot-name = Bots’ names cannot be taken.
account-error-password-short = A password needs at least { $min } characters.
account-error-password-long = A password has at most { $max } characters.
account-error-wrong = Wrong name or password.
account-error-too-many = Too many attempts to sign in; try again in { $seconds } s.
account-error-passkey = The passkey was not accepted: { $detail }
account-error-ceremony = This passkey request has expired or was used already; start again.
account-error-passkey-taken = This passkey is registered already.
account-error-confirm = To delete the account, type its name exactly.
account-error-no-player = There is no player { $name }.
account-error-bad-request = The request is not understood: { $detail }
account-error-internal = Something went wrong on the server: { $detail }

## The account page
account-title = Your account
account-link = Account
account-my-games-link = My games
account-name = Name
account-password = Password
account-sign-up = Sign up
account-sign-in = Sign in
account-signup-passkey = Sign up with a passkey
account-signin-passkey = Sign in with a passkey
account-signup-password = Sign up with a password
account-signin-password = Sign in with a password
account-passkey-note = A passkey signs you in with your device’s lock (fingerprint, face or PIN): no password to remember.
account-recover = Lost your passkey or password? Use a recovery code
account-code = Recovery code
account-new-password = New password (optional)
account-recover-button = Sign in with the code
account-codes-title = Your recovery codes
account-codes-note = Write these down now. Each opens your account once if you lose your passkey or password. They are not shown again.
account-signed-in-as = Signed in as { $name }
account-member-since = Member since { $date }
account-passkeys = Passkeys: { $count }
account-add-passkey = Add another passkey
account-passkey-added = Passkey added.
account-sign-out = Sign out
account-sign-out-everywhere = Sign out everywhere
account-delete = Delete account
account-delete-note = Your games stay; your name shows as “deleted player”. Type your name to confirm.
account-deleted = Your account is deleted.
account-guest-note = You play as a guest: this browser remembers the seats you hold. Sign up or in to find them on any device.
account-no-passkeys = This browser cannot make passkeys; use a password.

## My games and profiles
account-my-games = My games
account-running = Running
account-finished = Finished
account-none = No games yet.
account-your-turn = Your turn, since { $since }
account-turn-of = { $name } to play, since { $since }
account-open-seat = Open your seat
account-replay = Replay
account-won = Won
account-lost = Lost
account-no-winner = No winner
account-players = { $count } players
account-played-won = { $played } played, { $won } won
account-recent = Recent games
account-ratings = Ratings
account-private = private
account-profile = Profile of { $name }

## At the table
account-signed-in = signed in
account-guest = guest
account-deleted-player = deleted player
