# De spelregelpagina (web/rules.js, web/rules-diagrams.js): wat een nieuwe speler nodig heeft, in
# korte zinnen naast het bord en uitgewerkte voorbeelden die stap voor stap kleine bordstanden uit
# de gegevens tonen; wat een speler later opzoekt, zit ingeklapt (de samenvattingen `rules-more-*`).
# Een regelnummer tussen haakjes, "(R-3)", staat in kleine letters achter zijn alinea.

rules-board-caption = Schepen varen vanaf de starts langs de gekleurde vaargeulen naar de havens.
rules-ids-note = Kleine codes zoals { $id } zijn regelnummers; de meldingen van het programma verwijzen ernaar.
rules-step-of = Stap { $n } van { $total }
rules-back = Terug
rules-next = Volgende

rules-example-call = Voorbeeld: een kleur roepen
rules-call-1 = { $seat } roept { $colour }: schepen met een vaargeul van die kleur voor zich varen één stap.
rules-call-2 = Beide voeren één stap; het schip zonder vaargeul met de kleur { $colour } bleef liggen.
rules-mark-caller = { $seat } roept: vaart eerst
rules-mark-other = een schip van een ander vaart ook
rules-mark-stays = geen vaargeul met de kleur { $colour }: blijft liggen
rules-mark-moved = voer één stap

rules-example-fork = Voorbeeld: een splitsing
rules-fork-1 = { $seat } roept { $colour }. Bij dit schip vertrekken twee vaargeulen van die kleur, beide met een vrij einde.
rules-mark-fork = schip van { $owner } op een splitsing
rules-fork-2 = Het schip wacht tot de eigenaar, { $owner }, de richting kiest.
rules-mark-choice = { $pos }: een vrij einde
rules-fork-3 = { $owner } koos { $pos }: het schip vaart daarheen.

rules-example-delivery = Voorbeeld: een levering
rules-delivery-1 = Dit schip vervoert { $raw }, de grondstof die { $harbour } afneemt.
rules-mark-cargo = lading: { $raw }
rules-mark-harbour = { $harbour } neemt { $raw } af
rules-delivery-2 = Een roep van { $colour } brengt het in { $harbour }.
rules-delivery-3 = Daar gelost, levert het de eigenaar een kaart van { $harbour } op: { $product }. Het schip komt terug.
rules-mark-card = { $product } voor de eigenaar van het schip

rules-example-lock = Voorbeeld: een sluis
rules-lock-1 = Sluis { $lock } is dicht: een roep van { $colour } brengt het schip er niet door.
rules-mark-lock-closed = { $lock }: dicht
rules-mark-stays-lock = tegengehouden door de sluis
rules-lock-2 = Een sluiskaart opent { $lock }.
rules-mark-lock-open = { $lock }: open
rules-lock-3 = Nu brengt dezelfde roep van { $colour } het schip door { $lock }.

rules-example-trade = Voorbeeld: een ruil
rules-trade-1 = { $seat } stelt een aanbod samen: { $give } geven, { $ask } krijgen. Nog niemand anders ziet het.
rules-trade-2 = { $seat } stuurt het naar { $other }; nu ziet iedereen het.
rules-trade-3 = { $other } neemt aan en de kaarten wisselen van hand. Weigeren had niets veranderd.
rules-give = geeft
rules-ask = vraagt

rules-example-market = Voorbeeld: de { character-trader } op de markt
rules-market-1 = { $seat } kiest de { character-trader } en heeft { $sell }, dat nu { $price } opbrengt.
rules-market-2 = { $seat } verkoopt { $sell } voor { $price }: de kaart gaat onder haar stapel en de prijs zakt naar { $lower }.
rules-market-3 = Dan koopt { $seat } { $buy } voor { $cost }, en die prijs stijgt naar { $higher }.
rules-market-cash = Geld: { $cash }
rules-market-hand = Hand:

rules-more = Meer details
rules-more-sailing = Varen in detail
rules-more-harbours = De havens en hun producten
rules-more-cards = Alle kaarten
rules-more-characters = Wat elk personage doet
rules-more-end = Gelijke stand en de tijdslimiet
rules-more-variants = De varianten

## Gedeeld door de spellen
rules-sail-call = Wie een kleur roept, laat elk schip op een vaargeul van die kleur één stap vooruit varen, als de plaats ervoor vrij is. (C-2)
rules-sail-fork = Vertrekken er twee vaargeulen van die kleur bij een schip, dan kiest de eigenaar de richting, ook als een ander roept. (C-2.4)
rules-sail-one-ship = Op een start-, water- of ankerplaats past één schip; een haven neemt er zoveel als er komen. Een schip dat kan varen, moet varen. De schepen van wie roept varen eerst, dan die van de anderen op volgorde, en een geblokkeerd schip vaart zodra de weg vrij is. (C-2.2, C-2.3, C-2.5)
rules-sail-back = Sommige kaarten zetten een schip terug langs een vaargeul van welke kleur ook, naar een vrije plaats; een schip op een start kan niet terug. (C-3)
rules-trade-detail = Niemand anders ziet een aanbod voordat het verstuurd is, en je kunt het ook intrekken. Alleen productkaarten wisselen van hand, nooit hetzelfde product beide kanten op. In Rotterdam eindigt fase 5 als iedereen na elkaar past, en na drie aanbiedingen past een speler vanzelf. (R-5)
rules-variants = Opties die je kiest als je een tafel maakt.

## Rotterdam
rules-rotterdam-goal = Laad grondstoffen op je schepen en vaar ze naar de haven die ze afneemt. Elke levering levert een productkaart op, en met productkaarten voltooi je je geheime opdrachten. De meeste punten wint.
rules-rotterdam-material = Elke speler heeft 5 schepen (4 met drie spelers, 3 met vier) en 3 geheime opdrachten. Elke haven heeft een eigen stapel productkaarten. (R-1)
rules-rotterdam-supply = Grondstoffen komen uit een beperkte voorraad: 7 graan, 5 fruit, 5 containers en 7 olie. Navigatiekaarten en opdrachten liggen in gedekte stapels.
rules-rotterdam-round = Een ronde heeft zes fasen. De havenmeester begint elke fase en de anderen volgen met de klok mee; daarna gaat de rol naar links. (R-2, R-3)
rules-rotterdam-phase-1 = Zetten: zet een schip op een vrije start, geladen of leeg, of pas.
rules-rotterdam-phase-2 = Varen: elke speler roept een kleur.
rules-rotterdam-phase-3 = Ankers: elk schip op een ankerplaats levert een navigatiekaart op.
rules-rotterdam-phase-4 = Lossen: schepen in havens leveren.
rules-rotterdam-phase-5 = Handel: doe een ruilaanbod of pas.
rules-rotterdam-phase-6 = Opdrachten: voltooi één opdracht, of pas.
rules-rotterdam-deliver = Schepen in havens lossen in fase 4: de grondstof die een haven afneemt, levert de eigenaar de bovenste productkaart daar op. (R-4)
rules-rotterdam-missions = In fase 6 lever je de producten in die een van je opdrachten noemt, leg je die open neer en trek je een nieuwe. (R-3.6)
rules-rotterdam-cards = Je hebt hoogstens 3 navigatiekaarten. Speel ze op je eigen beurt voordat je beslist, maar niet op de beurt waarin je ze kreeg. Voordeelkaarten tellen zodra ze open liggen. (R-6)
rules-rotterdam-trade = In fase 5 doe je één speler een ruilaanbod, één tot drie productkaarten elke kant op, of je past; die neemt aan of weigert. (R-5)
rules-rotterdam-end = Heeft iemand 12 opdrachtpunten, dan eindigt de ronde na fase 6. Je telt je opdrachten, de productkaarten in je hand en je Voordeelkaarten. (R-7)
rules-rotterdam-ties = Bij gelijke stand wint wie meer opdrachtpunten heeft, dan wie meer productkaarten heeft; anders delen de spelers de plaats.

## Masters of Trade
rules-masters-goal = Handel in de haven van Rotterdam: koop grondstoffen, vervoer ze naar de juiste haven, verkoop of verzamel de productkaarten en voltooi de opdrachten die iedereen ziet. Geld koopt alles, maar alleen punten winnen.
rules-masters-material = Elke speler begint met 15 aan geld, 4 schepen (3 met drie of vier spelers) en havenarbeiders. Drie opdrachten liggen open. (M-1)
rules-masters-markets = Grondstoffen worden duurder naarmate er minder op de markt liggen; je mag er 3 in voorraad houden. Productprijzen zakken als iemand verkoopt en stijgen als iemand koopt. De scheepvaartkaarten vormen een stapel met drie open kaarten ernaast.
rules-masters-setup = Voor ronde 1 mag elke speler één schip zetten met een gratis grondstof van de markt.
rules-masters-round = Om de beurt, vanaf de havenmeester, zet je een havenarbeider op een vrij veld van een personage en voer je meteen diens actie uit. Staan alle arbeiders, dan eindigt de ronde en gaat de rol naar links. (M-2)
rules-masters-characters = Elk personage heeft drie velden (twee met twee spelers). Je mag een personage vaker per ronde kiezen, de { character-manufacturer } maar één keer.
rules-masters-sailing = Schepen varen alleen als iemand de { character-captain } kiest, die twee kleuren na elkaar roept. (M-3.2, C-2)
rules-masters-bonus = Brengt de { character-captain } het schip van een ander in zijn passende haven, dan betaalt die de roeper 1 en de bank nog eens 1. Wie niet kan betalen, houdt het schip waar het ligt. (C-2.7)
rules-masters-deliver = Schepen lossen alleen als iemand de { character-discharger } kiest. De juiste grondstof levert de eigenaar de open productkaart van die haven op, en een fabriek daar geeft haar eigenaar de volgende. (M-3.4)
rules-masters-wrong = Een schip met de verkeerde grondstof levert niets op; de eenheid gaat naar de voorraad van de eigenaar, of naar de markt als die vol is. De { character-manufacturer } bouwt fabrieken: hoogstens 4 per speler.
rules-masters-factories = Een fabriek produceert telkens als in haar haven een passend schip gelost wordt, van wie het schip ook is.
rules-masters-cards = Je hebt hoogstens 3 scheepvaartkaarten. Speel ze op je eigen beurt, voor of na de actie van je personage. Ze raken nooit een schip in een haven. (M-2)
rules-masters-trading = Spelers ruilen niet met elkaar: de { character-trader } verkoopt productkaarten aan de markt en koopt er, tot drie keer toe. (M-3.5)
rules-masters-end = Heeft iemand 15 opdrachtpunten, dan wordt de ronde uitgespeeld en is het spel voorbij. Je telt opdrachten, de productkaarten in je hand en Voordeelkaarten; geld telt niet. (M-4)
rules-masters-ties = Bij gelijke stand wint wie meer opdrachtpunten heeft, dan wie meer geld heeft; anders delen de spelers de plaats.

## Antwerpen
rules-antwerpen-goal = Breng grondstoffen naar de dokken van Antwerpen, door sluizen die open- en dichtgaan, en verzamel de productkaarten die je geheime opdrachten vragen. De meeste punten wint.
rules-antwerpen-material = Elke speler heeft 5 schepen (4 met drie spelers, 3 met vier), 3 geheime opdrachten en 2 sluiskaarten. De bovenste kaart van elke productstapel ligt open. (A-1)
rules-antwerpen-supply = Grondstoffen: 7 speelgoed, 6 cacao, 6 gerst en 5 aardappelen, in een gedeelde voorraad. Alle drie de sluizen beginnen dicht.
rules-antwerpen-turn = Op je beurt doe je één hoofdactie: een schip laden op een vrije start, een kleur roepen of een opdracht ruilen. Ervoor en erna mag je een opdracht voltooien, ruilen en kaarten spelen. (A-2)
rules-antwerpen-locks = Een dichte sluis blokkeert haar vaargeul in beide richtingen; sluiskaarten openen en sluiten sluizen. (A-4)
rules-antwerpen-double = Een vaargeul met twee kleuren gaat open voor allebei.
rules-antwerpen-exit = Een schip dat via de transitohaven vertrekt, komt terug bij de eigenaar, en na de roep wisselt elke sluis: open gaat dicht, dicht gaat open. (A-6)
rules-antwerpen-deliver = Een levering gebeurt meteen, ook op de beurt van een ander: de juiste grondstof levert de open productkaart van dat dok op. Hoe dan ook komt het schip terug. (A-6)
rules-antwerpen-missions = Een opdracht noemt twee producten; lever ze in om haar te voltooien, voor 2 punten extra als ze uit verschillende dokken komen.
rules-antwerpen-wrong = De verkeerde grondstof levert niets op en stuurt de open kaart van dat dok onder haar stapel. Het Deurganckdok neemt bij één roep twee schepen.
rules-antwerpen-cards = Een schip dat op een ankerplaats aankomt, levert een scheepskaart of een sluiskaart op, naar keuze. Je hebt er hoogstens 3 van elk; speel ze op je beurt, maar niet op de beurt waarin je ze kreeg. (A-3, A-6)
rules-antwerpen-trading = Alleen wie aan de beurt is, doet aanbiedingen, tot drie per beurt: één tot drie productkaarten elke kant op, aan één speler, die aanneemt of weigert. (A-2)
rules-antwerpen-end = Voltooit iemand een derde opdracht, dan krijgt iedereen nog één beurt, die speler als laatste. Je telt je opdrachten en de productkaarten in je hand. (A-7)
rules-antwerpen-ties = Bij gelijke stand wint wie meer opdrachtpunten heeft; anders delen de spelers de plaats.
