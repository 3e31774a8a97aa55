# The pictures of the rules page (web/rules.js, web/rules-diagrams.js): the board as at the
# table and worked examples that step through small board states found in the rule set's data.

rules-intro = How to play { $game }, with the board as you will see it at the table and examples you can step through.
rules-board-caption = The board of { $game }. Ships sail from the starts along the coloured channels towards the harbours; each colour has its own letter and line pattern.
rules-ids-note = The codes in small print (such as R-3) are rule ids: the program's messages and refusals cite them.
rules-step-of = Step { $n } of { $total }
rules-back = Back
rules-next = Next

rules-example-call = Example: calling a colour
rules-call-1 = { $seat } calls { $colour }. Every ship with a { $colour } channel ahead and a free position at its end sails one step.
rules-call-2 = Both ships sailed one step along { $colour }. The ship with no { $colour } channel ahead stayed.
rules-mark-caller = the caller's ship ({ $seat }): the caller's ships move first
rules-mark-other = another player's ship moves too
rules-mark-stays = no { $colour } channel ahead: this ship stays
rules-mark-moved = sailed one step

rules-example-fork = Example: a fork
rules-fork-1 = { $seat } calls { $colour }. Two { $colour } channels leave this ship's position, both ends are free.
rules-mark-fork = { $owner }'s ship at a fork
rules-fork-2 = The ship waits: its owner, { $owner }, chooses where it goes, even in another player's call.
rules-mark-choice = { $pos }: a free end to choose
rules-fork-3 = { $owner } chose { $pos }: the ship sails there.

rules-example-delivery = Example: a delivery
rules-delivery-1 = This ship carries { $raw }, the raw material { $harbour } takes.
rules-mark-cargo = the cargo: { $raw }
rules-mark-harbour = { $harbour } takes { $raw }
rules-delivery-2 = A call of { $colour } brings it into { $harbour }.
rules-delivery-3 = When the ship is unloaded there, its owner gets a product card of { $harbour }: { $product }. The ship goes back to its owner, the raw material to the supply.
rules-mark-card = a card of { $product } for the ship's owner

rules-example-lock = Example: a lock
rules-lock-1 = The lock { $lock } is closed: a call of { $colour } cannot take the ship through.
rules-mark-lock-closed = { $lock }: closed
rules-mark-stays-lock = blocked by the closed lock
rules-lock-2 = A lock card opens { $lock }.
rules-mark-lock-open = { $lock }: open
rules-lock-3 = Now the same call of { $colour } takes the ship through { $lock }.

rules-example-trade = Example: a trade
rules-trade-1 = { $seat } puts an offer together: to give { $give }, to get { $ask }. Nobody else sees it yet.
rules-trade-2 = { $seat } sends the offer to { $other }; now everyone sees it.
rules-trade-3 = { $other } accepts: { $seat } gets { $ask }, { $other } gets { $give }. Declining would have changed nothing.
rules-give = gives
rules-ask = asks for

rules-more = More detail
