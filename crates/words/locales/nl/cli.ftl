# De eigen woorden van de terminal (`havenbaron play`, `havenbaron replay`).

cli-seat-you = plaats { $seat } (jij)
cli-seat-bot = plaats { $seat } ({ $bot })
cli-you = jij
cli-title = Havenbaron — { $title } ({ $ruleset }), { $players } spelers, seed { $seed }{ $variants }.
cli-against = Je bent plaats 0, tegen { $others }.
cli-how-to = Typ bij elke beslissing het nummer van een actie en druk op Enter (b: toon het bord opnieuw, q: stoppen).
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
cli-prompt = Je keuze (1-{ $n }, b = bord, q = stoppen):
cli-why-end-of-input = einde van de invoer
cli-why-unreadable = onleesbare invoer
cli-why-quit = je stopt
cli-cannot-read = kan de invoer niet lezen ({ $error })
cli-type-a-number = Typ een getal van 1 tot en met { $n }.
cli-out-of-range = { $k } valt erbuiten: typ een getal van 1 tot en met { $n }.
cli-not-a-number = `{ $text }` is geen getal: typ een getal van 1 tot en met { $n } (b = bord, q = stoppen).
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
cli-winners = { $n ->
        [one] winnaar
       *[other] winnaars (gelijk)
    }: { $list }
