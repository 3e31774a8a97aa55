# Chat at a table and taking back a decision: the chat panel, its system lines, the undo
# button, and why a line or an undo is refused. Seats ($seat) are named by each client.

## System lines of the chat
chat-joined = { $name } joined the table.
chat-undo = { $seat } took back a move.
chat-spectators-closed = The host closed the spectators' chat.
chat-spectators-opened = The host opened the spectators' chat again.

## The log
log-undo = { $seat } takes back a decision

## The chat panel
chat-title = Chat
chat-placeholder = Say something to the table…
chat-send = Send
chat-spectator = spectator
chat-spectators-label = spectators
chat-show-spectators = Show the spectators' chat
chat-close-spectators = Close the spectators' chat
chat-mute = Mute
chat-unmute = Unmute
chat-closed-note = The spectators' chat is closed.

## Undo
undo-button = Take back
undo-hint = Take back your last decision (possible until a card is drawn or shown, or another player decides)

## Refusals
error-chat-empty = An empty line is not sent.
error-chat-too-long = A line may have at most { $max } characters; this one has { $got }.
error-chat-bidi = A line may not contain characters that reorder text (bidi overrides or isolates).
error-chat-control = A line may not contain control characters.
error-chat-too-fast = Too many lines at once; wait { $seconds ->
    [one] a second
   *[other] { $seconds } seconds
}.
error-chat-closed = The host has closed the spectators' chat.
error-chat-not-host = Only the table's host can open or close the spectators' chat.
error-chat-spectator-mute = Only a player can mute a seat.
error-chat-save = The line could not be saved: { $detail }
error-undo-nothing = There is no decision of yours to take back.
error-undo-other-seat = Another player has decided since; what they decided on stays.
error-undo-reveal = Something was drawn or shown since your decision; it cannot be taken back.
