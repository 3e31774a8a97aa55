# Woorden die alle spelregels delen: namen van dingen, schepen, lading, handel, en de acties,
# beslissingen en gebeurtenissen die in Rotterdam, Masters of Trade en Antwerpen gelijk zijn.

## Grondstoffen
raw-grain = graan
raw-fruit = fruit
raw-containers = containers
raw-oil = olie
raw-toys = speelgoed
raw-cocoa = cacao
raw-barley = gerst
raw-potatoes = aardappelen

## Producten
product-gasoline = benzine
product-plastic = plastic
product-bread = brood
product-cookies = koekjes
product-orange_juice = sinaasappelsap
product-jam = jam
product-clothes = kleding
product-shoes = schoenen
product-toys = speelgoed
product-board_games = bordspellen
product-chocolate = chocolade
product-pralines = pralines
product-witbier = witbier
product-tripel = tripel
product-kroketjes = kroketjes
product-frietjes = frietjes

## Kleuren van de vaargeulen
colour-red = rood
colour-yellow = geel
colour-green = groen
colour-blue = blauw
colour-violet = paars

## Navigatiekaarten (scheepvaartkaarten)
card-swap_cargo = Lading ruilen
card-extra_cargo = Extra lading
card-setback = Tegenslag
card-storm = Storm
card-joker = Joker
card-advantage = Voordeel (1 WP)
card-extra_advantage = Extra voordeel (2 WP)
card-cargo_thief = Ladingdief
card-port_police = Havenpolitie

## Personages van Masters of Trade
character-ship_owner = Reder
character-captain = Kapitein
character-deck_hand = Dekknecht
character-discharger = Losser
character-trader = Handelaar
character-shipping_agent = Cargadoor
character-cashier = Kassier
character-manufacturer = Fabrikant

## Scheepskaarten, sluiskaarten en kaartstapels van Antwerpen
ship-card-sail_alone = Alleen varen
ship-card-extra_colour = Extra kleur
ship-card-extra_ship = Extra schip
ship-card-step_back = Stap terug
ship-card-double_yield = Dubbele opbrengst
ship-card-anchor = Anker
ship-card-swap_cargo = Lading ruilen
lock-card-open_1 = Open 1 sluis
lock-card-open_2 = Open 2 sluizen
lock-card-open_3 = Open 3 sluizen
lock-card-close_1 = Sluit 1 sluis
lock-card-close_2 = Sluit 2 sluizen
lock-card-close_3 = Sluit 3 sluizen
lock-card-toggle_1 = Wissel 1 sluis
lock-card-toggle_2 = Wissel 2 sluizen
pile-ship = scheepskaart
pile-lock = sluiskaart

## Delen van zinnen
seat = plaats { $seat }
nothing = niets
none = geen
mission = { $products } ({ $points } { $points ->
        [one] punt
       *[other] punten
    })
counted = { $n ->
        [one] { $what }
       *[other] { $what } ×{ $n }
    }
cargo-empty = leeg
cargo-loaded = geladen met { $raw }
in-supply = voorraad
with-joker = , een Joker voor { $product }
no-joker = {""}
ship = schip { $ship }
ship-of = schip { $ship } van { $owner }
ship-detail = schip { $ship } ({ $owner }, op { $at }, { $cargo })

## Acties
action-unknown = { $json }
action-pass = passen
action-end-turn = beëindig de beurt
action-place-ship = zet een schip op { $pos }, { $cargo }
action-call-colour = roep { $colour }
action-steer-fork = stuur naar { $pos }
action-play-card = speel { $card }
action-lay-card = leg { $card } op tafel
action-select-ship = kies { $ship }
action-select-position = kies { $pos }
action-add-give = bied 1 { $product } aan
action-add-ask = vraag 1 { $product }
action-send-offer = stuur het aanbod naar { $to }
action-withdraw = trek het aanbod in
action-accept = neem het aanbod aan
action-decline = wijs het aanbod af

## Beslissingen
expect-game-over = het spel is afgelopen
expect-fork = de eigenaar stuurt het schip bij een splitsing naar een vrij doel
expect-respond = de ontvanger neemt het aanbod aan (als hij heeft wat gevraagd wordt) of wijst het af
expect-compose = voeg kaarten toe om te geven (uit je hand) of te vragen (hoogstens 3 per kant, geen product beide kanten op), stuur naar een andere speler, of trek in
expect-card = { $seat } speelt { $card }: { $what }
card-stage-place = zet het extra schip op een vrije start
card-stage-ship = kies het schip waar de kaart op werkt
card-stage-second-ship = schip { $ship } gekozen, kies het tweede schip (met andere lading)
card-stage-back = kies waarheen schip { $ship } teruggaat (nog { $steps ->
        [one] { $steps } stap
       *[other] { $steps } stappen
    }, C-3)
card-stage-receiver = de lading van schip { $ship } nemen: kies je lege schip dat haar krijgt
card-stage-receiver-start = de lading van schip { $ship } nemen: kies een vrije start voor je nieuwe schip

## Gebeurtenissen
event-round-started = -- ronde { $round } begint; havenmeester: { $seat } --
event-passed = { $seat } past
event-ship-placed = { $seat } zet schip { $ship } op { $pos }, { $cargo }
event-colour-called = { $seat } roept { $colour }
event-ship-moved = { $ship } vaart { $from } → { $to }
event-ship-moved-back = { $ship } vaart { $from } → { $to } (terug)
event-card-played = { $seat } speelt { $card }
event-card-laid = { $seat } legt { $card } op tafel
event-cargo-swapped = { $a } en { $b } ruilen lading
event-cargo-moved = { $cargo } gaat van { $from } naar { $to }
event-unloaded-empty = { $seat } lost schip { $ship } in { $harbour }: leeg, geen productkaart
event-unloaded-product = { $seat } lost schip { $ship } in { $harbour }: { $cargo } en neemt { $product }
event-unloaded-card = { $seat } lost schip { $ship } in { $harbour }: { $cargo } en neemt een productkaart
event-unloaded-pile-empty = { $seat } lost schip { $ship } in { $harbour }: { $cargo }: de stapel is leeg, geen productkaart
event-unloaded-wrong = { $seat } lost schip { $ship } in { $harbour }: { $cargo }: verkeerde lading, geen productkaart
event-product-buried = de bovenste kaart van de stapel van { $harbour } ({ $product }) gaat onder de stapel
event-offer-sent = { $from } biedt { $to } { $give } aan voor { $ask }
event-offer-accepted = { $to } neemt het aanbod van { $from } aan
event-offer-declined = { $to } wijst het aanbod van { $from } af
event-offer-withdrawn = { $seat } trekt het aanbod in
event-mission-drawn = { $seat } trekt de opdracht { $mission }
event-mission-drawn-hidden = { $seat } trekt een opdrachtkaart
event-game-ended = == het spel is afgelopen ==
event-game-ended-round-cap = == het spel is afgelopen: het maximum aantal rondes is bereikt ==
