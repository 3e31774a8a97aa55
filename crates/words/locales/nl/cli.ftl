# De eigen woorden van de terminal (`havenbaron play`, `havenbaron replay`).

cli-seat-you = plaats { $seat } (jij)
cli-seat-bot = plaats { $seat } ({ $bot })
cli-human = mens
cli-you = jij
cli-title = Havenbaron — { $title } ({ $ruleset }), { $players } spelers, seed { $seed }{ $variants }.
cli-against = Je bent plaats 0, tegen { $others }.
cli-how-to = Typ bij elke beslissing het nummer van een actie en druk op Enter (b: toon het bord opnieuw, m: de kaart met de keuzes, q: stoppen).
cli-variant = , variant { $name }={ $value }
cli-round-cap = , maximum { $cap } rondes
cli-turn-cap = , maximum { $cap } beurten
cli-left = { $why }: je verlaat het spel na { $actions ->
        [one] 1 actie
       *[other] { $actions } acties
    }.
cli-left-recorded = Het onafgemaakte spel staat in { $path }.
cli-record-saved = Het spelverslag is bewaard in { $path }.
cli-record-so-far = het verslag tot nu toe is bewaard in { $path }
cli-final-scores = Eindstand:
cli-bots-summary = { $ruleset }, { $players } spelers, seed { $seed }{ $variants }: { $actions ->
        [one] 1 actie
       *[other] { $actions } acties
    }
cli-only-choice = (je enige keuze)
cli-what-happened = Wat er gebeurde:
cli-earlier-lines = … ({ $n ->
        [one] 1 eerdere regel
       *[other] { $n } eerdere regels
    })
cli-prompt = Je keuze (1-{ $n }, b = bord, m = kaart, q = stoppen):
cli-why-end-of-input = einde van de invoer
cli-why-unreadable = onleesbare invoer
cli-why-quit = je stopt
cli-cannot-read = kan de invoer niet lezen ({ $error })
cli-type-a-number = Typ een getal van 1 tot en met { $n }.
cli-out-of-range = { $k } valt erbuiten: typ een getal van 1 tot en met { $n }.
cli-not-a-number = `{ $text }` is geen getal: typ een getal van 1 tot en met { $n } (b = bord, m = kaart, q = stoppen).
cli-decision = Jouw beslissing ({ $rule }): { $what }
cli-refused = { $seat } koos een actie die de regels weigeren ({ $action }): { $rule }: { $expected }
cli-verified = { $file }: gecontroleerd — { $actions } acties opnieuw gespeeld, uitslag en eindtoestand-hash { $hash } kloppen
cli-replay-config = { $ruleset }, { $players } spelers, seed { $seed }{ $variants }
cli-left-before-end = het spel werd verlaten voor het einde ({ $progress })
cli-progress-round = ronde { $n }
cli-progress-turn = beurt { $n }

## De eindstand
cli-col-seat = plaats
cli-col-player = speler
cli-col-total = totaal
cli-col-missions = opdrachten
cli-col-assignments = opdrachten
cli-col-cards = kaarten
cli-col-vp-cards = WP-kaarten
cli-col-products = producten
cli-col-product-cards = productkaarten
cli-col-rank = plaats
cli-rounds-played = rondes: { $n }
cli-turns-played = beurten: { $n }
cli-capped-rounds = afgebroken (maximum aantal rondes)
cli-capped-turns = afgebroken (maximum aantal beurten)
cli-not-capped = niet afgebroken (geëindigd volgens de regels)
cli-no-winner-capped = niet uitgespeeld: geen winnaar (de rangen zijn de stand bij het stoppen)
cli-winners = { $n ->
        [one] winnaar
       *[other] winnaars (gelijk)
    }: { $list }

## De schermen van `play`: wat het bord en de handen tonen (crates/cli/src/render)
cli-nobody-game-over = niemand (het spel is afgelopen)
cli-nobody = niemand
cli-yes = ja
cli-no = nee
cli-mark-hm-to-act = [HM, aan zet]
cli-mark-hm = [HM]
cli-mark-to-act = [aan zet]
cli-board = Bord: { $name }
cli-no-ships-on-board = geen schepen op het bord
cli-ships = schepen:
cli-kind-start = start
cli-kind-anchor = anker
cli-kind-harbour = haven
cli-kind-exit = uitgang
cli-lock-open-mark = sluis { $lock } open
cli-lock-closed-mark = sluis { $lock } DICHT
cli-channels-from-ships = vaargeulen vanaf de schepen (* bezet):
cli-free-starts = vrije starts: { $list }
cli-harbours = havens:
cli-accepts = neemt { $raw }
cli-supply-raws = Grondstoffen in voorraad: { $list }
cli-players = Spelers:
cli-known = (bekend: { $list })
cli-your-hand = Je hand:
cli-hand-products = producten:
cli-hand-missions = opdrachten:
cli-hand-navigation = navigatie:
cli-hand-shipping = scheepvaartkaarten:
cli-hand-ship-cards = scheepskaarten:
cli-hand-lock-cards = sluiskaarten:
cli-you-hold = (je hebt er { $have } van { $wanted })
cli-variants = Varianten: { $list }
cli-round-cap-short = max. { $n }
cli-sail = Kleur wordt gevaren: { $colour }, geroepen door { $seat }
cli-sail-fork = ; schip { $ship } van { $owner } wacht bij een splitsing op { $pos }
cli-card-play = { $seat } speelt { $card }: { $stage }
cli-card-ship = kiest het doelschip
cli-card-second-ship = koos schip { $ship }, kiest het tweede
cli-card-back = zet schip { $ship } terug (nog { $steps ->
        [one] { $steps } stap
       *[other] { $steps } stappen
    })
cli-card-receiver = neemt de lading van schip { $ship }: kiest het schip dat haar krijgt
cli-card-receiver-start = neemt de lading van schip { $ship }: kiest een start voor een nieuw schip
cli-card-place = zet het extra schip
cli-offer-to = Handelsaanbod van { $from } aan { $to }: geeft { $give }; vraagt { $ask }
cli-offer-composing = Handelsaanbod van { $from } (in de maak): geeft { $give }; vraagt { $ask }
cli-pile-top = productstapel { $size }, bovenste kaart: { $product }
cli-pile-empty = productstapel { $size } (leeg)
cli-pile-face-down = productstapel { $size }, bovenste kaart voorlopig gedekt
cli-pile = productstapel { $size }

## Het scherm van Rotterdam
cli-r-header = === Ronde { $round } (max. { $cap }) · fase { $phase }: { $name } · havenmeester: { $hm } · aan zet: { $actor } ===
cli-r-piles = Stapels: opdrachten { $missions }, navigatie { $navigation } (gespeeld: { $played })
cli-r-player = schepen in voorraad { $ships } | hand: { $products ->
        [one] { $products } product
       *[other] { $products } producten
    }{ $known }, { $missions ->
        [one] { $missions } opdracht
       *[other] { $missions } opdrachten
    }, { $navigation ->
        [one] { $navigation } navigatiekaart
       *[other] { $navigation } navigatiekaarten
    } | opdrachten voltooid { $done } ({ $points } { $points ->
        [one] punt
       *[other] punten
    }) | op tafel: { $laid }

## Het scherm van Masters of Trade
cli-m-header = === Masters of Trade · Ronde { $round } ({ $cap }) · { $stage } · havenmeester: { $hm } · aan zet: { $actor } ===
cli-m-round-of = van { $n }
cli-m-stage-setup = voorbereiding: een gratis schip met een gratis eenheid
cli-m-stage-auction = veiling van de havenmeester
cli-m-stage-plan = havenplanning: zet een havenarbeider
cli-m-stage-character = { $character }
cli-m-stage-fork = { $character }: een schip bij een splitsing
cli-m-stage-deck-hand = { $character }: scheepvaartkaarten
cli-m-stage-factory = { $character }: een fabriek kiezen
cli-m-stage-after = na de actie van het personage
cli-m-variants = Varianten: { $list } · { $end }
cli-m-end-fixed = het spel eindigt na ronde { $round }
cli-m-end-points = het spel eindigt na de ronde waarin iemand { $points } opdrachtpunten heeft
cli-m-planning = Havenplanning ({ $per ->
        [one] { $per } veld
       *[other] { $per } velden
    } per personage; havenarbeiders geplaatst: { $placed } van { $total }, { $each } per speler):
cli-m-field-full = vol
cli-m-cashier-pays = (betaalt { $list }{ $next })
cli-m-cashier-next = ; volgende { $amount }
cli-m-manufacturer-used = (één keer per ronde per speler; gebruikt door { $list })
cli-m-site-owned = { $site }: { $owner }
cli-m-site-free = { $site }: vrij ({ $price })
cli-m-no-free-site = geen vrije plaats
cli-m-next-site = volgende plaats kost { $price }
cli-m-factory-sites = fabrieksplaatsen { $list } · { $next }
cli-m-raw-market = Grondstoffenmarkt (eenheden op de markt · koop- / verkoopprijs):
cli-m-raw-prices = koop { $buy } · verkoop { $sell }
cli-m-market-full = vol
cli-m-product-market = Productenmarkt (prijs nu, spoor):
cli-m-assignments = Opdrachten (open, voor iedereen):
cli-m-none-left = geen meer
cli-m-shipping = Scheepvaartkaarten open: { $list } · stapel { $pile } (gespeeld: { $played }) · opdrachtenstapel { $assignments }
cli-m-player = geld { $money } | opslag: { $stock } | schepen in voorraad { $ships } | hand: { $products ->
        [one] { $products } product
       *[other] { $products } producten
    }, { $shipping ->
        [one] { $shipping } scheepvaartkaart
       *[other] { $shipping } scheepvaartkaarten
    }{ $known } | fabrieken { $factories } | opdrachten { $done } ({ $points } { $points ->
        [one] punt
       *[other] punten
    }) | op tafel: { $laid }
cli-m-auction-bid = Veiling: hoogste bod { $high } door { $seat }
cli-m-auction-no-bid = Veiling: nog geen bod
cli-m-ship-owner = { $character }: gratis eenheid { $free } · schepen gezet { $placed } van 2{ $empty } · gekocht: { $bought } · verkocht: { $sold }
cli-m-free-taken = genomen
cli-m-free-not-taken = niet genomen
cli-m-one-empty = (één leeg)
cli-m-captain = { $character }: { $calls } van 2 kleuren geroepen
cli-m-deck-hand = { $character }: { $seat } neemt nu { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } (een open kaart of de bovenste van de stapel)
cli-m-discharger = { $character }: lost in { $harbour }; de { $character } kiest de fabriek die produceert
cli-m-trade-buy = koop { $product }
cli-m-trade-sell = verkoop { $product }
cli-m-trader = { $character }: transacties { $count } van 3{ $list }

## Het scherm van Antwerpen
cli-a-header = === Antwerpen · Beurt { $turn } (max. { $cap }) · beurt van { $seat }{ $main } · aan zet: { $actor } ===
cli-a-main-done-mark = (hoofdactie gedaan)
cli-a-main-not-done-mark = (hoofdactie nog niet gedaan)
cli-a-end = Einde: { $end }
cli-a-end-last-turns = LAATSTE BEURTEN: { $seat } voltooide een { $n }e opdracht; het spel eindigt na beurt { $turn }
cli-a-end-when = de laatste beurten beginnen als een speler een { $n }e opdracht voltooit (A-7)
cli-a-a-player = een speler
cli-lock-open = open
cli-lock-closed = dicht
cli-a-locks = sluizen (een dichte sluis verspert haar vaargeul in beide richtingen): { $list }
cli-a-double-channels = dubbele vaargeulen: { $list }
cli-a-exit = uitgang: { $list } (een schip dat vertrekt wisselt na de roep elke sluis)
cli-a-docks = kades:
cli-a-no-lock = geen sluis
cli-a-dock-lock = sluis { $list }
cli-a-piles = Stapels: opdrachten { $missions } (weggeruild, open: { $swapped }), scheepskaarten { $ship } (gespeeld: { $shipplayed }), sluiskaarten { $lock } (gespeeld: { $lockplayed })
cli-a-new-this-turn = ({ $n } nieuw deze beurt)
cli-a-player = schepen in voorraad { $ships } | hand: { $products ->
        [one] { $products } product
       *[other] { $products } producten
    }, { $missions ->
        [one] { $missions } opdracht
       *[other] { $missions } opdrachten
    }, { $shipcards ->
        [one] { $shipcards } scheepskaart
       *[other] { $shipcards } scheepskaarten
    }{ $freshship }, { $lockcards ->
        [one] { $lockcards } sluiskaart
       *[other] { $lockcards } sluiskaarten
    }{ $freshlock } | opdrachten voltooid { $done } ({ $points } { $points ->
        [one] punt
       *[other] punten
    }){ $list }
cli-a-at-most = (hoogstens { $n })
cli-a-received-this-turn = (deze beurt gekregen, nog niet speelbaar: { $list })
cli-a-this-turn = Deze beurt ({ $seat }): hoofdactie { $main } · opdracht voltooid: { $mission } · aanbiedingen { $offers } van 3
cli-a-done = gedaan
cli-a-not-done = niet gedaan
cli-a-call-sail = Varen
cli-a-call-card = { $card }
cli-a-call-sail-alone = { $card }: alleen de schepen van de roeper varen
cli-a-held = ; vastgehouden door { $card }kaarten: { $ships }
cli-a-exited = ; { $n ->
        [one] { $n } schip heeft
       *[other] { $n } schepen hebben
    } het bord verlaten via de uitgang
cli-a-step-anchor-window = { $card }venster: { $seat } mag een van zijn schepen vasthouden met een { $card }kaart
cli-a-step-anchor-ship = { $seat } speelt { $card }: kiest het schip dat vastgehouden wordt
cli-a-step-take-card = Schip { $ship } kwam aan op een anker: de eigenaar neemt een { $shipcard } of een { $lockcard }
cli-a-step-double-yield = Schip { $ship } levert passende lading af: { $card } mag twee kaarten nemen
cli-a-step-extra-ship = { $card }: een schip zetten
cli-a-step-choose-colour = { $card }: de kleur kiezen
cli-a-step-back-ship = { $card }: het schip kiezen
cli-a-step-back-to = { $card }: waarheen schip { $ship } teruggaat
cli-a-step-swap-first = { $card }: het eerste schip kiezen
cli-a-step-swap-second = { $card }: schip { $ship } gekozen, het tweede kiezen
cli-a-step-locks-open = Sluiskaart: open nog { $left } { $left ->
        [one] sluis
       *[other] sluizen
    }
cli-a-step-locks-close = Sluiskaart: sluit nog { $left } { $left ->
        [one] sluis
       *[other] sluizen
    }
cli-a-step-toggle-direction = Wissel { $count }: open ze of sluit ze
cli-a-step-toggle-open = Wissel: kies nog { $left } { $left ->
        [one] sluis
       *[other] sluizen
    } om te openen
cli-a-step-toggle-close = Wissel: kies nog { $left } { $left ->
        [one] sluis
       *[other] sluizen
    } om te sluiten

## Het bord als kaart (crates/cli/src/render/map.rs): de letter van een kleur op de kaart,
## één teken, voor elke kleur een andere; de legenda onder de kaart
cli-map-letter = { $colour ->
        [red] r
        [yellow] e
        [green] g
        [blue] b
       *[violet] p
    }
cli-map-key = { $mark } { $name }
cli-map-channels = vaargeulen: { $list }
cli-map-doubles = een dubbele vaargeul wisselt haar twee letters af
cli-map-locks = sluizen ({ $closed } dicht, { $open } open): { $list }
cli-map-lock = { $lock } ({ $from }→{ $to })
cli-map-harbour = { $name } (neemt { $raw })
cli-map-harbours = havens: { $list }
cli-map-docks = kades: { $list }
cli-map-exit = uitgang: { $list }
cli-map-anchors = ankerplaatsen: { $list }
cli-map-ships = scheepstekens: [{ $seat }{ $example }] is een schip van plaats { $seat } met { $raw }, [{ $seat }] een leeg schip
cli-map-cargo = lading: { $list }

# "label: value" built by the terminal (render::common::label_value).
cli-label-value = { $label }: { $value }
