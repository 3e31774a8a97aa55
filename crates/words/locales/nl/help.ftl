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
help-intro = Deze pagina legt uit hoe Havenbaron { $game } speelt. De codes tussen haakjes (zoals R-3) zijn de regelnummers die de meldingen en weigeringen van het programma noemen.
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
help-sailing-call = Wie een kleur roept, laat schepen varen langs de vaargeulen van die kleur: elk schip dat vóór een vaargeul van de geroepen kleur ligt, vaart er één stap langs vooruit, als de plaats aan het eind vrij is. Vaargeulen lopen alleen vooruit, naar de havens toe. (C-2)
help-sailing-one-ship = Op een start-, water- of ankerplaats ligt hoogstens één schip; een haven neemt er zoveel als er komen. Een schip vaart hoogstens één stap per geroepen kleur. De schepen van wie roept varen eerst, dan die van de anderen op volgorde; een schip dat geblokkeerd was, krijgt een nieuwe kans zodra de schepen voor hem zijn doorgevaren. Een schip dat kan varen, moet varen. (C-2)
help-sailing-fork = Vertrekken er van de plaats van een schip twee vaargeulen van de geroepen kleur en zijn beide einden vrij, dan kiest de eigenaar waarheen het vaart, ook tijdens de beurt van een ander; is maar één einde vrij, dan vaart het daarheen. (C-2.4)
help-sailing-back = Sommige kaarten zetten een schip achteruit langs een vaargeul van welke kleur ook, naar een vrije plaats; een schip op een start kan niet terug. (C-3)
help-trade-offer = Een ruil wordt aan één andere speler aangeboden: één tot drie productkaarten om te geven en één tot drie om te vragen, nooit hetzelfde product beide kanten op. Het aanbod wordt kaart voor kaart samengesteld en niemand anders ziet het voordat het verstuurd is; het kan ook worden ingetrokken. (R-5)
help-trade-answer = Wie een aanbod krijgt, neemt het aan (als hij de gevraagde kaarten heeft) of wijst het af, zonder te zeggen waarom. Aanbiedingen en gesloten ruilen ziet iedereen. Alleen productkaarten worden geruild.
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

## Rotterdam
help-rotterdam-goal = Laad grondstoffen op je schepen, vaar ze door de haven naar de haven die ze verwerkt en verdien daar productkaarten. Combineer productkaarten tot opdrachten: wie aan het eind de meeste punten heeft, wint.
help-rotterdam-material-ships = Schepen: 5 per speler met twee spelers, 4 met drie, 3 met vier. Na het lossen gaan schepen terug naar hun eigenaar en kunnen ze opnieuw varen.
help-rotterdam-material-supply = Grondstoffen komen uit een gedeelde, beperkte voorraad: 7 graan, 5 fruit, 5 containers en 7 olie.
help-rotterdam-material-cards = De productkaarten liggen in vier gedekte stapels, één per haven. Elke speler begint met 3 geheime opdrachten; de rest vormt een stapel. De navigatiekaarten vormen nog een gedekte stapel.
help-rotterdam-round = Elke ronde heeft zes fasen. In elke fase begint de havenmeester en volgen de anderen met de klok mee. Na de zesde fase gaat het havenmeesterschap naar links. (R-2, R-3)
help-rotterdam-phase-1 = Zetten en laden: zet één schip uit je voorraad op een vrije start, geladen met een grondstof naar keuze of leeg, of pas.
help-rotterdam-phase-2 = Navigeren: iedereen moet op zijn beurt een kleur roepen; dezelfde kleur mag opnieuw.
help-rotterdam-phase-3 = Navigatiekaarten: voor elk schip dat je bij het begin van de fase op een ankerplaats hebt, trek je een navigatiekaart.
help-rotterdam-phase-4 = Lossen: elk schip in een haven wordt gelost (zie hieronder).
help-rotterdam-phase-5 = Handel: de spelers doen elkaar aanbiedingen tot iedereen na elkaar gepast heeft.
help-rotterdam-phase-6 = Opdrachten: elke speler mag één opdracht voltooien.
help-rotterdam-anchor = Ankerplaatsen zijn waterplaatsen met een anker: een schip dat er ligt wanneer fase 3 begint, levert zijn eigenaar een navigatiekaart op.
help-rotterdam-deliver = Een schip dat een haven bereikt, wacht daar tot fase 4. Dan wordt het gelost: is de lading wat die haven aanneemt, dan trekt de eigenaar de bovenste productkaart van die haven. Hoe dan ook gaat de grondstof terug naar de voorraad en het schip naar zijn eigenaar. (R-3, R-4)
help-rotterdam-missions = Een opdracht noemt twee of drie producten. In fase 6 mag je één opdracht voltooien waarvan je de producten hebt: lever die productkaarten in (ze gaan onder hun stapels), leg de opdracht open voor je neer en trek een nieuwe. Een Joker mag één product van een opdracht vervangen.
help-rotterdam-cards = Je hebt hoogstens 3 navigatiekaarten in de hand. Speel ze op je eigen beurt in een fase, voordat je beslist; een kaart die je op een beurt kreeg, speel je pas op een latere beurt. Voordeelkaarten leg je in plaats daarvan open neer; ze tellen hun punten. (R-6)
help-rotterdam-trading = Fase 5 gaat de tafel rond vanaf de havenmeester: wie aan de beurt is, doet een aanbod of past. Na drie aanbiedingen in de fase past een speler vanzelf. De fase eindigt wanneer iedereen na elkaar gepast heeft.
help-rotterdam-end = Zodra een speler 12 of meer opdrachtpunten heeft, wordt fase 6 van die ronde uitgespeeld (de spelers na hem mogen nog een opdracht voltooien) en is het spel voorbij. (R-7)
help-rotterdam-score = Telling: opdrachtpunten, plus de punten van je Voordeelkaarten (in de hand en op tafel), plus de punten van de productkaarten in je hand. Opdrachten die nog in je hand zijn, tellen niet.
help-rotterdam-ties = Bij gelijke stand wint wie meer opdrachtpunten heeft, dan wie meer productkaarten heeft; anders delen de spelers de plaats.

## Masters of Trade
help-masters-goal = Je bent handelaar in de haven van Rotterdam: koop grondstoffen, vervoer ze naar de juiste haven, verzamel en verhandel productkaarten, bouw fabrieken en voltooi de gedeelde opdrachten. Geld betaalt alles, maar alleen punten winnen.
help-masters-material-ships = Schepen: 4 per speler met twee spelers, 3 met drie of vier. Elke speler begint met 15 (miljoen) aan geld; de bank raakt nooit leeg. Havenarbeiders: 4 per speler met twee of drie spelers, 3 met vier.
help-masters-material-markets = De grondstoffenmarkt: elke grondstof heeft een prijsrij, en hoe minder eenheden er nog op liggen, hoe duurder de volgende. Verkopen legt een eenheid terug en betaalt de prijs van het vak dat ze vult. Je mag tot 3 eenheden in voorraad houden. De productmarkt: elk product heeft een prijsmarkering die zakt als iemand verkoopt en stijgt als iemand koopt.
help-masters-material-cards = Drie opdrachten liggen open, voor iedereen om te voltooien. De productstapels zijn open: hun bovenste kaart ligt open. De scheepvaartkaarten (de navigatiekaarten van Rotterdam) vormen een stapel met drie open kaarten ernaast.
help-masters-setup = Voor de eerste ronde mag elke speler, de havenmeester eerst, één schip op een vrije start zetten met een gratis grondstof naar keuze van de markt. (M-1)
help-masters-round = Om de beurt, te beginnen bij de havenmeester, zet elke speler één havenarbeider op een vrij veld van een personage en voert meteen de actie van dat personage uit. Als alle havenarbeiders staan, eindigt de ronde en gaat het havenmeesterschap naar links. (M-2)
help-masters-fields = Elk personage heeft drie velden (twee met twee spelers); een bezet veld blijft bezet tot het eind van de ronde. Je mag hetzelfde personage meermaals in een ronde kiezen, behalve de { character-manufacturer }: één keer per ronde.
help-masters-sailing = Schepen varen alleen als iemand de { character-captain } kiest, die twee kleuren na elkaar roept (twee keer dezelfde mag). Voor elk schip van een andere speler dat zo in zijn passende haven komt, betaalt de eigenaar de roeper 1 en de bank nog eens 1. Een eigenaar die niet kan betalen, houdt dat schip waar het ligt. (M-3.2)
help-masters-deliver = Schepen in havens worden alleen gelost als iemand de { character-discharger } kiest. Een schip met de passende grondstof levert zijn eigenaar de open productkaart van die haven op; daarna geeft één fabriek daar die in deze actie nog niet produceerde, gekozen door wie lost, haar eigenaar de volgende kaart. De eenheid gaat terug naar de markt. Een schip met de verkeerde grondstof levert niets op en de eenheid gaat naar de voorraad van de eigenaar (of naar de markt als die voorraad vol is). (M-3.4)
help-masters-factories = De { character-manufacturer } bouwt een fabriek op de volgende vrije plaats van een haven en betaalt de prijs van die plaats; niemand bezit meer dan 4 fabrieken. Fabrieken helpen hun eigenaar telkens als in hun haven een passend schip gelost wordt, van wie het schip ook is.
help-masters-cards = Je hebt hoogstens 3 scheepvaartkaarten in de hand. Speel ze op je eigen beurt: voor of na de actie van je personage, en tussen de stappen van de { character-ship_owner }, de { character-captain } en de { character-trader }. Kaarten raken nooit schepen in een haven. Voordeelkaarten tellen als ze open liggen. (M-2)
help-masters-trading = Spelers ruilen niet met elkaar. De { character-trader } verkoopt productkaarten aan de markt en koopt ze ervan, tegen de prijs van het moment. (M-3.5)
help-masters-end = Zodra een speler 15 of meer opdrachtpunten heeft, wordt de ronde uitgespeeld en is het spel voorbij. (M-4)
help-masters-score = Telling: opdrachtpunten, plus de punten van de productkaarten in je hand, plus Voordeelkaarten (in de hand en op tafel). Geld telt niet.
help-masters-ties = Bij gelijke stand wint wie meer opdrachtpunten heeft, dan wie meer geld heeft; anders delen de spelers de plaats.

## Antwerpen
help-antwerpen-goal = Breng grondstoffen naar de dokken van Antwerpen, door sluizen die open- en dichtgaan, en verzamel de productkaarten die je opdrachten vragen. Wie na de laatste beurten de meeste punten heeft, wint.
help-antwerpen-material-ships = Schepen: 5 per speler met twee spelers, 4 met drie, 3 met vier.
help-antwerpen-material-supply = Grondstoffen: 7 speelgoed, 6 cacao, 6 gerst en 5 aardappelen, in een gedeelde voorraad.
help-antwerpen-material-cards = De productstapels zijn open: elke bovenste kaart ligt open. Elke speler begint met 3 geheime opdrachten en 2 sluiskaarten; scheepskaarten verdien je op het water.
help-antwerpen-material-locks = Drie van de dokken liggen achter een sluis. Alle drie de sluizen beginnen dicht.
help-antwerpen-turn = De spelers zijn met de klok mee aan de beurt. Op je beurt doe je precies één hoofdactie; ervoor en erna mag je extra acties doen. Na de hoofdactie beëindig je je beurt. (A-2)
help-antwerpen-main = Hoofdacties: laden (zet een van je schepen op een vrije start met een grondstof naar keuze), varen (roep een kleur) of een opdracht ruilen (leg er een af en trek een andere).
help-antwerpen-extra = Extra acties: één opdracht per beurt voltooien, tot drie ruilaanbiedingen doen, en scheeps- en sluiskaarten spelen die je niet in deze beurt kreeg.
help-antwerpen-double = Sommige vaargeulen hebben twee kleuren: ze gaan open voor elk van beide.
help-antwerpen-locks = Een dichte sluis blokkeert haar vaargeul in beide richtingen voor elk schip; sluiskaarten openen of sluiten sluizen. (A-4)
help-antwerpen-anchor = Een schip dat op een ankerplaats aankomt (varend of teruggezet), levert zijn eigenaar de bovenste kaart van de sluisstapel of van de scheepsstapel op, naar keuze. Daar blijven liggen levert niets meer op. (A-6)
help-antwerpen-exit = Een schip dat via de transitohaven vertrekt, verlaat het bord: het schip gaat terug naar zijn eigenaar, de grondstof naar de voorraad, en als alle schepen van die kleur gevaren hebben, wisselt elke sluis van stand (open wordt dicht en dicht wordt open). (A-6)
help-antwerpen-deliver = Leveringen gebeuren meteen, ook in de beurt van een ander. Een schip dat de haven van zijn grondstof binnenvaart, levert zijn eigenaar de open productkaart daar op en de volgende kaart wordt omgedraaid. Een schip met de verkeerde grondstof levert niets op en de open kaart van die haven gaat onder haar stapel. Hoe dan ook gaat het schip terug naar zijn eigenaar en de grondstof naar de voorraad. In het Deurganckdok mogen bij één kleur twee schepen binnenkomen. (A-6)
help-antwerpen-missions = Een opdracht noemt twee producten; ze is 2 punten meer waard als die uit verschillende dokken komen. Voltooi haar door die productkaarten in te leveren (ze gaan onder hun stapels); leg de opdracht open neer en trek een nieuwe.
help-antwerpen-cards = Je hebt hoogstens 3 scheepskaarten en 3 sluiskaarten in de hand. Speel ze op je eigen beurt, voor of na de hoofdactie (de Ankerkaart is de uitzondering); kaarten die je in een beurt krijgt, speel je vanaf de volgende beurt. (A-3)
help-antwerpen-trading = Alleen wie aan de beurt is, doet aanbiedingen, hoogstens drie per beurt, op elk moment van de beurt.
help-antwerpen-end = Zodra een speler zijn derde opdracht voltooit, krijgt iedere speler nog precies één beurt, die speler als laatste. (A-7)
help-antwerpen-score = Telling: opdrachtpunten plus de punten van de productkaarten in je hand. Opdrachten die nog in je hand zijn, tellen niet.
help-antwerpen-ties = Bij gelijke stand wint wie meer opdrachtpunten heeft; anders delen de spelers de plaats.

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
