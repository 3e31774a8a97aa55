# De plaatjes van de spelregelpagina (web/rules.js, web/rules-diagrams.js): het bord zoals aan
# tafel en uitgewerkte voorbeelden die stap voor stap kleine bordstanden uit de gegevens tonen.

rules-intro = Zo speel je { $game }, met het bord zoals je het aan tafel ziet en voorbeelden die je stap voor stap doorloopt.
rules-board-caption = Het bord van { $game }. Schepen varen vanaf de starts langs de gekleurde vaarwegen naar de havens; elke kleur heeft een eigen letter en lijnpatroon.
rules-ids-note = De codes in kleine letters (zoals R-3) zijn regelnummers: de meldingen en weigeringen van het programma verwijzen ernaar.
rules-step-of = Stap { $n } van { $total }
rules-back = Terug
rules-next = Volgende

rules-example-call = Voorbeeld: een kleur roepen
rules-call-1 = { $seat } roept { $colour }. Elk schip met een { $colour } vaarweg voor zich en een vrije plaats aan het eind vaart één stap.
rules-call-2 = Beide schepen voeren één stap langs { $colour }. Het schip zonder { $colour } vaarweg voor zich bleef liggen.
rules-mark-caller = het schip van de roeper ({ $seat }): de schepen van de roeper varen eerst
rules-mark-other = het schip van een andere speler vaart ook
rules-mark-stays = geen { $colour } vaarweg voor zich: dit schip blijft liggen
rules-mark-moved = voer één stap

rules-example-fork = Voorbeeld: een splitsing
rules-fork-1 = { $seat } roept { $colour }. Twee { $colour } vaarwegen vertrekken van de plaats van dit schip, beide eindes zijn vrij.
rules-mark-fork = schip van { $owner } op een splitsing
rules-fork-2 = Het schip wacht: de eigenaar, { $owner }, kiest waarheen, ook als een ander roept.
rules-mark-choice = { $pos }: een vrij einde om te kiezen
rules-fork-3 = { $owner } koos { $pos }: het schip vaart daarheen.

rules-example-delivery = Voorbeeld: een levering
rules-delivery-1 = Dit schip vervoert { $raw }, de grondstof die { $harbour } afneemt.
rules-mark-cargo = de lading: { $raw }
rules-mark-harbour = { $harbour } neemt { $raw } af
rules-delivery-2 = Een roep van { $colour } brengt het in { $harbour }.
rules-delivery-3 = Wordt het schip daar gelost, dan krijgt de eigenaar een productkaart van { $harbour }: { $product }. Het schip gaat terug naar de eigenaar, de grondstof naar de voorraad.
rules-mark-card = een kaart { $product } voor de eigenaar van het schip

rules-example-lock = Voorbeeld: een sluis
rules-lock-1 = De sluis { $lock } is dicht: een roep van { $colour } brengt het schip er niet door.
rules-mark-lock-closed = { $lock }: dicht
rules-mark-stays-lock = tegengehouden door de dichte sluis
rules-lock-2 = Een sluiskaart opent { $lock }.
rules-mark-lock-open = { $lock }: open
rules-lock-3 = Nu brengt dezelfde roep van { $colour } het schip door { $lock }.

rules-example-trade = Voorbeeld: een ruil
rules-trade-1 = { $seat } stelt een aanbod samen: { $give } geven, { $ask } krijgen. Nog niemand anders ziet het.
rules-trade-2 = { $seat } stuurt het aanbod naar { $other }; nu ziet iedereen het.
rules-trade-3 = { $other } neemt aan: { $seat } krijgt { $ask }, { $other } krijgt { $give }. Weigeren had niets veranderd.
rules-give = geeft
rules-ask = vraagt

rules-more = Meer details
