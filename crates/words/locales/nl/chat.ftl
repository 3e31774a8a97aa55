# Chat aan tafel en een beslissing terugnemen: het chatpaneel, zijn systeemregels, de knop
# om terug te nemen, en waarom een regel of het terugnemen geweigerd wordt.

## Systeemregels van de chat
chat-joined = { $name } schoof aan.
chat-undo = { $seat } nam een zet terug.
chat-spectators-closed = De gastheer heeft de chat van de toeschouwers gesloten.
chat-spectators-opened = De gastheer heeft de chat van de toeschouwers weer geopend.

## Het verslag
log-undo = { $seat } neemt een beslissing terug

## Het chatpaneel
chat-title = Chat
chat-placeholder = Zeg iets tegen de tafel…
chat-send = Versturen
chat-spectator = toeschouwer
chat-spectators-label = toeschouwers
chat-show-spectators = Toon de chat van de toeschouwers
chat-close-spectators = Sluit de chat van de toeschouwers
chat-mute = Dempen
chat-unmute = Niet meer dempen
chat-closed-note = De chat van de toeschouwers is gesloten.

## Terugnemen
undo-button = Terugnemen
undo-hint = Neem je laatste beslissing terug (kan tot er een kaart getrokken of getoond wordt, of een andere speler beslist)

## Weigeringen
error-chat-empty = Een lege regel wordt niet verstuurd.
error-chat-too-long = Een regel mag hoogstens { $max } tekens hebben; deze heeft er { $got }.
error-chat-bidi = Een regel mag geen tekens bevatten die de leesrichting omgooien (bidi-overrides of -isolaties).
error-chat-control = Een regel mag geen stuurtekens bevatten.
error-chat-too-fast = Te veel regels tegelijk; wacht { $seconds ->
    [one] een seconde
   *[other] { $seconds } seconden
}.
error-chat-closed = De gastheer heeft de chat van de toeschouwers gesloten.
error-chat-not-host = Alleen de gastheer van de tafel kan de chat van de toeschouwers openen of sluiten.
error-chat-spectator-mute = Alleen een speler kan een plaats dempen.
error-chat-save = De regel kon niet bewaard worden: { $detail }
error-undo-nothing = Er is geen beslissing van jou om terug te nemen.
error-undo-other-seat = Een andere speler heeft sindsdien beslist; waarop die besliste, blijft staan.
error-undo-reveal = Sinds je beslissing is er iets getrokken of getoond; ze kan niet meer terug.
