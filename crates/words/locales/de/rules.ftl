# Die Bilder der Regelseite (web/rules.js, web/rules-diagrams.js): der Spielplan wie am Tisch
# und Beispiele, die kleine Spielstände aus den Daten Schritt für Schritt zeigen.

rules-intro = So spielt man { $game }, mit dem Spielplan, wie er am Tisch aussieht, und Beispielen zum Durchklicken.
rules-board-caption = Der Spielplan von { $game }. Schiffe fahren von den Starts entlang der farbigen Fahrrinnen zu den Häfen; jede Farbe hat ihren eigenen Buchstaben und ihr Linienmuster.
rules-ids-note = Die kleinen Kürzel (etwa R-3) sind Regelnummern: die Meldungen und Ablehnungen des Programms verweisen darauf.
rules-step-of = Schritt { $n } von { $total }
rules-back = Zurück
rules-next = Weiter

rules-example-call = Beispiel: eine Farbe ansagen
rules-call-1 = { $seat } sagt { $colour } an. Jedes Schiff mit einer Fahrrinne in { $colour } vor sich und freiem Platz an ihrem Ende fährt einen Schritt.
rules-call-2 = Beide Schiffe fuhren einen Schritt entlang { $colour }. Das Schiff ohne Fahrrinne in { $colour } vor sich blieb stehen.
rules-mark-caller = das Schiff des Ansagenden ({ $seat }): seine Schiffe fahren zuerst
rules-mark-other = das Schiff eines anderen Spielers fährt auch
rules-mark-stays = keine Fahrrinne in { $colour } voraus: dieses Schiff bleibt
rules-mark-moved = fuhr einen Schritt

rules-example-fork = Beispiel: eine Gabelung
rules-fork-1 = { $seat } sagt { $colour } an. Zwei Fahrrinnen in { $colour } verlassen den Platz dieses Schiffs, beide Enden sind frei.
rules-mark-fork = Schiff von { $owner } an einer Gabelung
rules-fork-2 = Das Schiff wartet: sein Besitzer, { $owner }, wählt das Ziel, auch bei der Ansage eines anderen.
rules-mark-choice = { $pos }: ein freies Ende zur Wahl
rules-fork-3 = { $owner } wählte { $pos }: das Schiff fährt dorthin.

rules-example-delivery = Beispiel: eine Lieferung
rules-delivery-1 = Dieses Schiff hat { $raw } geladen, den Rohstoff, den { $harbour } annimmt.
rules-mark-cargo = die Ladung: { $raw }
rules-mark-harbour = { $harbour } nimmt { $raw } an
rules-delivery-2 = Eine Ansage von { $colour } bringt es nach { $harbour }.
rules-delivery-3 = Wird das Schiff dort entladen, erhält sein Besitzer eine Produktkarte von { $harbour }: { $product }. Das Schiff geht an seinen Besitzer zurück, der Rohstoff in den Vorrat.
rules-mark-card = eine Karte { $product } für den Besitzer des Schiffs

rules-example-lock = Beispiel: eine Schleuse
rules-lock-1 = Die Schleuse { $lock } ist geschlossen: eine Ansage von { $colour } bringt das Schiff nicht hindurch.
rules-mark-lock-closed = { $lock }: geschlossen
rules-mark-stays-lock = von der geschlossenen Schleuse aufgehalten
rules-lock-2 = Eine Schleusenkarte öffnet { $lock }.
rules-mark-lock-open = { $lock }: offen
rules-lock-3 = Jetzt bringt dieselbe Ansage von { $colour } das Schiff durch { $lock }.

rules-example-trade = Beispiel: ein Tausch
rules-trade-1 = { $seat } stellt ein Angebot zusammen: { $give } geben, { $ask } bekommen. Noch sieht es niemand sonst.
rules-trade-2 = { $seat } schickt das Angebot an { $other }; jetzt sehen es alle.
rules-trade-3 = { $other } nimmt an: { $seat } bekommt { $ask }, { $other } bekommt { $give }. Ablehnen hätte nichts geändert.
rules-give = gibt
rules-ask = möchte

rules-more = Mehr Einzelheiten
