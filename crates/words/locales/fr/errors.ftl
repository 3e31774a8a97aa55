# Les erreurs qu’une personne peut voir : ce que le serveur refuse et pourquoi. Chaque erreur que
# le serveur envoie (WebSocket `error`, HTTP `{"error": …}`) porte l’un de ces messages en `words`
# à côté de son texte anglais. Chaque client nomme les places ($seat, $to_act) ; $detail est un
# détail technique en anglais (les mots d’un analyseur ou d’un stockage).

## Les règles (RuleError du moteur)
error-game-over = La partie est terminée ; plus aucune action n’est acceptée.
error-not-your-turn = { $seat } ne peut pas agir maintenant : c’est à { $to_act } de décider.
error-no-such-seat = Il n’y a pas de { $seat } dans une partie à { $players } joueurs.
error-illegal = Pas permis maintenant ({ $rule }) : { $expected }
error-malformed-action = Cette action n’est pas comprise : { $detail }

## Réglages de la table (ConfigError du moteur)
error-config-players = { $ruleset } se joue de { $min } à { $max } joueurs, pas à { $players }.
error-config-unknown-variant = { $ruleset } n’a pas de variante « { $name } » ; ses variantes sont : { $known }.
error-config-variant-value = La variante « { $name } » ne peut pas valoir « { $value } » ; valeurs possibles : { $expected }.
error-config-round-cap = La limite de manches doit être d’au moins 1.
error-config-revision = Cette partie a été jouée avec la révision { $recorded } des règles de { $ruleset } ; ce programme joue la révision { $plays }, il ne peut donc pas la rejouer ni la poursuivre coup par coup.
error-config-data = Les données du jeu ne permettent pas cette table : { $detail }

## Créer une table dans le salon
error-unknown-ruleset = Il n’y a pas de règle « { $ruleset } » ; il y a : { $known }.
error-seat-count = { $seats } places décrites pour { $players } joueurs.
error-round-cap = La limite de manches doit aller de 1 à { $max }.
error-seat-bot = { $seat } : { $why }
error-seat-kind = { $seat } : « { $kind } » n’est ni une personne ni un bot.
error-host-seat = Votre place ({ $seat }) n’est pas une place pour une personne.
error-save-table = La table n’a pas pu être enregistrée : { $detail }

## Bots
error-bot-level = Il n’y a pas de niveau de bot « { $level } » ; les niveaux sont : { $levels }.
error-bot-unknown = Il n’y a pas de bot « { $bot } » ; les bots sont : { $bots }.
error-bot = Ce bot ne peut pas être utilisé : { $detail }

## Noms
error-name-empty = Un nom ne peut pas être vide.
error-name-too-long = Un nom compte au plus { $max } { $max ->
        [one] caractère
       *[other] caractères
    }.
error-name-control = Un nom ne peut pas contenir de caractères de contrôle ni de sauts de ligne.
error-name-format = Un nom ne peut pas contenir de caractères invisibles ni de caractères de sens d’écriture.
error-name-blank = Un nom doit contenir au moins un caractère visible.

## Places
error-wrong-token = Le secret de place de ce lien n’est pas valable ici (la place a peut-être été prise par le salon ou confiée à un bot) ; vous pouvez regarder sans lui.
error-not-host = Seul l’hôte de la table peut confier une place à un bot.
error-seat-missing = Il n’y a pas de { $seat } à cette table.
error-already-bot = { $seat } est déjà jouée par un bot.
error-still-connected = Le joueur de { $seat } est toujours connecté ; un bot ne reprend que la place d’un joueur parti.
error-table-over = La partie est terminée.
error-not-listed = Cette table n’est pas ouverte dans le salon ; demandez un lien à son hôte.
error-full = Toutes les places de cette table sont prises.
error-save-seat = La place n’a pas pu être enregistrée : { $detail }
error-save-name = Le nom n’a pas pu être enregistré : { $detail }

## Jouer à une table
error-stale = La partie a avancé (version { $current }) ; votre vue était la version { $sent }.
error-bot-seat = { $seat } est jouée par un bot.
error-not-bot-seat = { $seat } n’est pas jouée par un bot.
error-closing = Le serveur s’arrête ; réessayez dans un instant.
error-save-action = L’action n’a pas pu être enregistrée : { $detail }

## La connexion à une table
error-hello-text = Le premier message doit être un texte « hello ».
error-hello-first = Le premier message doit être « hello ».
error-hello-again = « hello » a déjà été dit sur cette connexion.
error-malformed-message = Le message n’est pas compris : { $detail }
error-binary = Les messages binaires ne sont pas compris.
error-spectator-act = Les spectateurs ne peuvent pas agir ; ouvrez le lien de votre place pour jouer.
error-spectator-name = Les spectateurs n’ont pas de place à nommer.
error-too-many-connections = Cette table a trop de connexions ; réessayez plus tard.

## Pages et requêtes
error-no-page = Cette page n’existe pas.
error-no-file = Il n’y a pas de fichier « { $file } ».
error-no-words = Il n’y a pas de mots « { $lang }/{ $file } ».
error-no-table = Il n’y a pas de table « { $table } ».
error-bad-request = La requête n’est pas comprise : { $detail }
error-internal = Une erreur s’est produite sur le serveur : { $detail }

## Rediffusions
error-no-replay = Il n’y a pas de rediffusion d’une table « { $table } » à vous montrer. La rediffusion d’une partie privée ne s’ouvre que depuis les liens de ses joueurs.
error-replay-not-finished = La partie n’est pas encore terminée ; sa rediffusion s’ouvrira à la fin.
error-replay-no-step = L’étape { $step } est au-delà de la fin de la partie ({ $steps } { $steps ->
        [one] action
       *[other] actions
    }).

## Limits of the server
error-too-many-for-seat = Cette place est ouverte dans trop de fenêtres ; fermez-en une et réessayez.
error-too-many-from-address = Trop de connexions depuis votre adresse ; fermez-en quelques-unes et réessayez.
error-too-many-tables = Trop de tables créées depuis votre adresse ; réessayez dans { $seconds } s.
