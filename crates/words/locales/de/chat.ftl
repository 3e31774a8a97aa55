# Chat am Tisch und eine Entscheidung zurücknehmen: das Chatfeld, seine Systemzeilen, der
# Knopf zum Zurücknehmen, und warum eine Zeile oder ein Zurücknehmen abgelehnt wird.

## Systemzeilen des Chats
chat-joined = { $name } hat sich an den Tisch gesetzt.
chat-undo = { $seat } hat einen Zug zurückgenommen.
chat-spectators-closed = Der Gastgeber hat den Chat der Zuschauer geschlossen.
chat-spectators-opened = Der Gastgeber hat den Chat der Zuschauer wieder geöffnet.

## Das Protokoll
log-undo = { $seat } nimmt eine Entscheidung zurück

## Das Chatfeld
chat-title = Unterhaltung
chat-placeholder = Sag etwas zum Tisch…
chat-send = Senden
chat-spectator = Zuschauer
chat-spectators-label = Zuschauer
chat-show-spectators = Chat der Zuschauer zeigen
chat-close-spectators = Chat der Zuschauer schließen
chat-mute = Stummschalten
chat-unmute = Wieder anhören
chat-closed-note = Der Chat der Zuschauer ist geschlossen.

## Zurücknehmen
undo-button = Zurücknehmen
undo-hint = Deine letzte Entscheidung zurücknehmen (möglich, bis eine Karte gezogen oder gezeigt wird oder ein anderer Spieler entscheidet)

## Ablehnungen
error-chat-empty = Eine leere Zeile wird nicht gesendet.
error-chat-too-long = Eine Zeile darf höchstens { $max } Zeichen haben; diese hat { $got }.
error-chat-bidi = Eine Zeile darf keine Zeichen enthalten, die die Schreibrichtung umstellen (Bidi-Overrides oder -Isolate).
error-chat-control = Eine Zeile darf keine Steuerzeichen enthalten.
error-chat-too-fast = Zu viele Zeilen auf einmal; warte { $seconds ->
    [one] eine Sekunde
   *[other] { $seconds } Sekunden
}.
error-chat-closed = Der Gastgeber hat den Chat der Zuschauer geschlossen.
error-chat-not-host = Nur der Gastgeber des Tisches kann den Chat der Zuschauer öffnen oder schließen.
error-chat-spectator-mute = Nur ein Spieler kann einen Platz stummschalten.
error-chat-save = Die Zeile konnte nicht gespeichert werden: { $detail }
error-undo-nothing = Es gibt keine Entscheidung von dir, die du zurücknehmen könntest.
error-undo-other-seat = Ein anderer Spieler hat seitdem entschieden; worauf er entschieden hat, bleibt.
error-undo-reveal = Seit deiner Entscheidung wurde etwas gezogen oder gezeigt; sie kann nicht mehr zurückgenommen werden.
