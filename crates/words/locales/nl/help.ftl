# Hulp aan tafel: de spelregelpagina van elke spelvariant (web/rules.js), de tooltips op kaarten
# en personages, de regel "wat nu te doen" boven de keuzes en het einde van het spel in de kop
# van de tafel (web/help.js). Elke taal heeft dezelfde ids en variabelen. De regels staan hier
# in de eigen woorden van het project (docs/RULES.md en docs/RULINGS.md), nooit in die van een
# spelregelboekje.

## De pagina rond de regels
help-rules = Spelregels
help-rules-of = Spelregels van { $game }
help-rules-title = { $game }: de spelregels
help-new-tab = opent in een nieuw tabblad
help-contents = Inhoud
help-back-lobby = Terug naar de lobby
help-other-games = De andere spellen
help-no-game = Er is geen spel “{ $id }”.

## Kopjes
help-sec-goal = Het doel
help-sec-material = Het materiaal
help-sec-round = Een ronde
help-sec-turn = Een beurt
help-sec-sailing = Varen en de vaargeulen
help-sec-delivering = Leveren en producten
help-sec-cards = Kaarten
help-sec-characters = De personages
help-sec-trading = Handel
help-sec-end = Het einde van het spel en de telling
help-sec-variants = Varianten

## Gedeeld door de spellen
help-harbours = Elke haven neemt één grondstof aan en geeft zijn eigen productkaarten:
help-harbour-row = { $harbour } neemt { $raw } aan en geeft { $products }
help-product-points = { $product } ({ $points ->
        [one] { $points } punt
       *[other] { $points } punten
    })
help-cap-rounds = Bereikt niemand het einde, dan stopt het spel bij een veiligheidsgrens die bij het maken van de tafel gekozen wordt (na ronde { $cap }, tenzij anders ingesteld). Zo'n spel wordt geteld zoals het staat, maar geldt als onvoltooid: niemand wint het. (C-7)
help-cap-turns = Bereikt niemand het einde, dan stopt het spel bij een veiligheidsgrens die bij het maken van de tafel gekozen wordt (na beurt { $cap }, tenzij anders ingesteld). Zo'n spel wordt geteld zoals het staat, maar geldt als onvoltooid: niemand wint het. (C-7)
help-variants-none = Dit spel heeft geen varianten.
help-variant-default = standaard: { $value }
help-variant-safe_harbour = Geen enkele kaart raakt een schip of zijn lading zolang het schip in een haven ligt.
help-variant-open_products = De bovenste kaart van elke productstapel ligt open, zodat iedereen ziet wat een levering daar oplevert. Een schip dat de verkeerde lading (of niets) lost, stuurt die open kaart naar de onderkant van de stapel.
help-variant-fixed_rounds = Het spel duurt een vast aantal ronden (10 met twee spelers, 8 met drie, 6 met vier); het einde bij 15 punten vervalt.
help-variant-auction = Voor elke ronde bieden de spelers geld voor het havenmeesterschap. Vanaf links van de huidige havenmeester biedt elke speler meer dan het hoogste bod tot dan toe, of past; de hoogste bieder betaalt de bank en leidt de ronde. Zonder bod wisselt de havenmeester zoals gewoonlijk.
help-variant-factory_layout = Waar de fabrieksplaatsen liggen en wat ze kosten.
help-variant-factory_layout-nl = twee plaatsen in Botlek en Vulcaanhaven, vier in Merwehaven en Eemhaven.
help-variant-factory_layout-en = vier plaatsen in Botlek en Vulcaanhaven, twee in Merwehaven en Eemhaven.

## Tooltips: wat een kaart of personage doet, en wanneer het gespeeld kan worden
help-card-swap_cargo = Ruil de lading van twee schepen op het bord (een leeg schip telt als lading).
help-card-extra_cargo = Zet een extra schip uit je voorraad op een vrije start, geladen met een grondstof.
help-card-setback = Zet een willekeurig schip één vaargeul terug.
help-card-storm = Zet een willekeurig schip twee vaargeulen terug (één als de tweede niet kan).
help-card-joker = Vervangt één willekeurig product als je een opdracht voltooit, hoogstens één per opdracht.
help-card-advantage = Aan het eind 1 punt waard. Leg hem open voor je neer om plaats te maken in je hand.
help-card-extra_advantage = Aan het eind 2 punten waard. Leg hem open voor je neer om plaats te maken in je hand.
help-card-cargo_thief = Neem de lading van een willekeurig schip en zet haar op een van je lege schepen (of op een nieuw schip van jou op een vrije start).
help-card-port_police = Stuur de lading van een willekeurig schip terug naar de voorraad; het schip blijft, leeg.
help-when-rotterdam-play = Wanneer: op je eigen beurt in een fase, voordat je beslist; niet op de beurt waarin je hem kreeg.
help-when-rotterdam-vp = Wanneer: open neergelegd op je eigen beurt in een fase.
help-when-rotterdam-joker = Wanneer: ingeleverd met een opdracht in fase 6.
help-when-masters-play = Wanneer: op je eigen beurt, voor of na de actie van je personage (of tussen de stappen ervan); hij raakt geen schepen in een haven.
help-when-masters-vp = Wanneer: open neergelegd op je eigen beurt.
help-when-masters-joker = Wanneer: ingeleverd met een opdracht, door de { character-shipping_agent }.
help-character-ship_owner = Neem één gratis eenheid van de goedkoopste grondstof, koop en verkoop grondstoffen, en zet tot twee schepen op vrije starts (hoogstens één ervan leeg).
help-character-captain = Roep twee kleuren na elkaar. Voor elk schip van een ander dat je in zijn passende haven brengt, betaalt de eigenaar jou 1 en de bank 1.
help-character-deck_hand = Neem een scheepvaartkaart (open of van de stapel); daarna neemt elke speler één kaart per eigen schip op een ankerplaats.
help-character-discharger = Lost elk schip in de havens; een passende lading levert de open productkaart op, en jij kiest welke fabriek daar er nog een maakt.
help-character-trader = Tot drie transacties met de productmarkt: productkaarten verkopen of kopen tegen de huidige prijs.
help-character-shipping_agent = Voltooi een van de open opdrachten met je productkaarten.
help-character-cashier = Neem geld van de bank (3, 2 of 1, naar het veld).
help-character-manufacturer = Bouw een fabriek op de volgende vrije plaats van een haven en betaal haar prijs. Eén keer per ronde per speler.
help-when-character = Wanneer: op je beurt, door een havenarbeider op een vrij veld van het personage te zetten.
help-shipcard-sail_alone = Roep een kleur: alleen je eigen schepen varen.
help-shipcard-extra_colour = Roep een extra kleur: alle schepen varen.
help-shipcard-extra_ship = Zet een extra schip van jou met een grondstof op een vrije start.
help-shipcard-step_back = Zet een willekeurig schip één vaargeul terug.
help-shipcard-double_yield = Als je schip op je eigen beurt een passende levering doet, neem je ook de volgende productkaart.
help-shipcard-anchor = Houd een van je schepen op zijn plaats tijdens een kleur die een tegenstander roept. Gespeeld buiten je beurt: direct na het roepen, voordat er een schip vaart.
help-shipcard-swap_cargo = Ruil de grondstoffen van twee schepen op het bord die niet in een haven liggen.
help-when-antwerpen-card = Wanneer: op je eigen beurt, voor of na de hoofdactie; niet in de beurt waarin je hem kreeg.
help-lockcard-open = Open { $n ->
        [one] één dichte sluis
       *[other] { $n } dichte sluizen
    } naar keuze (minder als er minder dicht zijn).
help-lockcard-close = Sluit { $n ->
        [one] één open sluis
       *[other] { $n } open sluizen
    } naar keuze (minder als er minder open zijn).
help-lockcard-toggle = Kies { $n ->
        [one] één sluis en open of sluit haar
       *[other] { $n } sluizen en open ze allemaal of sluit ze allemaal
    }.

## Wat nu te doen, boven de keuzes
help-do-label = Wat nu te doen
help-do-ended = Niets meer te beslissen: bekijk de eindstand, en met Terugkijken de partij opnieuw.
help-do-fork = Stuur bij de splitsing: kies naar welke vrije plaats je schip vaart.
help-do-compose = Je aanbod: voeg in het handelspaneel kaarten toe om te geven en te vragen (1 tot 3 per kant), kies de speler en verstuur het; of trek het in.
help-do-respond = Beantwoord het aanbod: neem het aan (je moet de gevraagde kaarten hebben) of wijs het af.
help-do-card-ship = { $card }: kies het schip waarop hij werkt.
help-do-card-second-ship = { $card }: kies het tweede schip, een met een andere lading.
help-do-card-back = { $card }: kies waarheen het schip teruggaat ({ $steps ->
        [one] nog { $steps } stap
       *[other] nog { $steps } stappen
    }).
help-do-card-receiver = { $card }: kies je lege schip dat de lading krijgt.
help-do-card-receiver-start = { $card }: kies een vrije start voor je nieuwe schip dat de lading krijgt.
help-do-card-place = { $card }: kies een vrije start en de grondstof voor het extra schip.
help-do-rotterdam-place = Zet een schip uit je voorraad op een vrije start, met een grondstof of leeg, of pas.
help-do-rotterdam-navigate = Kies een kleur: elk schip aan een vaargeul van die kleur vaart één stap.
help-do-rotterdam-cards = Speel een navigatiekaart als je wilt en ga dan verder: elk van je schepen op een ankerplaats levert je een navigatiekaart op.
help-do-rotterdam-unload = Speel een navigatiekaart als je wilt en ga dan verder: je schepen in havens lossen, en een passende lading levert een productkaart op.
help-do-rotterdam-trade = Handel: kies in het handelspaneel de kaarten die je geeft en vraagt en de speler, en verstuur het aanbod; of pas.
help-do-rotterdam-missions = Voltooi één opdracht die je productkaarten dekken (hoogstens één { card-joker }), of pas.
help-do-masters-setup = Voor ronde 1: zet een schip op een vrije start met een gratis grondstof van de markt, of pas.
help-do-masters-auction = Veiling: verhoog je bod met 1 of 5 en breng het uit (meer dan het hoogste bod), of pas. De hoogste bieder wordt havenmeester.
help-do-masters-plan = Kies een personage: zet een havenarbeider op het volgende vrije veld. Je mag eerst een scheepvaartkaart spelen.
help-do-masters-ship-owner = { $character }: neem de gratis eenheid, koop of verkoop grondstoffen, zet tot twee schepen; beëindig dan de actie.
help-do-masters-captain = { $character }: kies een kleur ({ $done } van 2 geroepen): elk schip aan een vaargeul van die kleur vaart één stap.
help-do-masters-deck-hand = { $character }: neem een open scheepvaartkaart of de bovenste kaart van de stapel.
help-do-masters-factory = { $character }: kies de fabriek die hier een productkaart maakt.
help-do-masters-trader = { $character }: verkoop of koop productkaarten ({ $done } van 3 transacties), beëindig dan de actie.
help-do-masters-build = { $character }: kies de haven voor je fabriek, op de volgende vrije plaats.
help-do-masters-after = Je actie is klaar: speel een scheepvaartkaart of beëindig de beurt.
help-do-antwerpen-turn = Doe je hoofdactie: laad een schip, roep een kleur of ruil een opdracht. Ervoor of erna mag je een opdracht voltooien, handelen of kaarten spelen.
help-do-antwerpen-turn-after = Hoofdactie gedaan: voltooi een opdracht, handel of speel kaarten als je wilt, en beëindig dan de beurt.
help-do-antwerpen-sailing = De schepen varen.
help-do-antwerpen-anchor-window = { $caller } riep { $colour }: speel { $card } om een van je schepen op zijn plaats te houden, of pas.
help-do-antwerpen-anchor-ship = Kies het schip dat { $card } tijdens deze kleur op zijn plaats houdt.
help-do-antwerpen-take-card = Een schip bereikte een ankerplaats: neem de bovenste sluiskaart of de bovenste scheepskaart.
help-do-antwerpen-double-yield = Een passende levering: speel { $card } om twee productkaarten te nemen, of neem er één.
help-do-antwerpen-extra-ship = { $card }: kies een vrije start en een grondstof.
help-do-antwerpen-sail-alone = { $card }: kies een kleur; alleen je eigen schepen aan vaargeulen van die kleur varen één stap.
help-do-antwerpen-extra-colour = { $card }: kies een kleur; elk schip aan een vaargeul van die kleur vaart één stap.
help-do-antwerpen-step-back-ship = { $card }: kies een schip dat één vaargeul teruggaat.
help-do-antwerpen-step-back-to = { $card }: kies waarheen het schip teruggaat.
help-do-antwerpen-swap-first = { $card }: kies het eerste schip.
help-do-antwerpen-swap-second = { $card }: kies het tweede schip, een met een andere grondstof.
help-do-antwerpen-open-lock = Kies een dichte sluis om te openen (nog { $left }).
help-do-antwerpen-close-lock = Kies een open sluis om te sluiten (nog { $left }).
help-do-antwerpen-toggle-direction = { $card }: open je de sluizen die je kiest, of sluit je ze?
help-do-antwerpen-toggle-locks = Kies een sluis om te wisselen (nog { $left }).

## Hoe het spel eindigt, in de kop van de tafel
help-end-rotterdam = Ronde { $round } · eindigt na de ronde waarin iemand { $points } opdrachtpunten haalt
help-end-masters = Ronde { $round } · eindigt na de ronde waarin iemand { $points } opdrachtpunten haalt
help-end-rotterdam-last = Ronde { $round } · de laatste ronde: een speler heeft { $points } opdrachtpunten gehaald
help-end-masters-last = Ronde { $round } · de laatste ronde: een speler heeft { $points } opdrachtpunten gehaald
help-end-masters-fixed = Ronde { $round } van { $rounds } · het spel eindigt na ronde { $rounds }
help-end-antwerpen = Beurt { $turn }: { $seat } · een derde voltooide opdracht begint de laatste beurten
help-end-antwerpen-last = Beurt { $turn }: { $seat } · laatste beurten: het spel eindigt na beurt { $last }
help-end-over-round = Ronde { $round } · het spel is voorbij
help-end-over-turn = Beurt { $turn } · het spel is voorbij
help-cap-near-round = veiligheidsgrens: het spel stopt na ronde { $cap }
help-cap-near-turn = veiligheidsgrens: het spel stopt na beurt { $cap }
