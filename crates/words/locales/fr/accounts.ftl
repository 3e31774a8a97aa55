# Comptes : inscription et connexion (passkeys, mots de passe, codes de secours), mes parties,
# profils, et pourquoi une demande de compte est refusée. $detail est un détail technique en
# anglais.

## Refus
account-error-not-signed-in = Vous n’êtes pas connecté.
account-error-origin = Cette requête vient d’un autre site et est refusée.
account-error-name-taken = Le nom { $name } est déjà pris.
account-error-name-confusable = Ce nom ressemble trop à { $name }, un joueur déjà inscrit.
account-error-bot-name = Les noms des bots ne peuvent pas être pris.
account-error-password-short = Un mot de passe compte au moins { $min } caractères.
account-error-password-long = Un mot de passe compte au plus { $max } caractères.
account-error-wrong = Nom ou mot de passe erroné.
account-error-too-many = Trop de tentatives de connexion ; réessayez dans { $seconds } s.
account-error-passkey = La passkey n’a pas été acceptée : { $detail }
account-error-ceremony = Cette demande de passkey a expiré ou a déjà servi ; recommencez.
account-error-passkey-taken = Cette passkey est déjà enregistrée.
account-error-confirm = Pour supprimer le compte, tapez son nom exactement.
account-error-no-player = Il n’y a pas de joueur { $name }.
account-error-bad-request = La requête n’est pas comprise : { $detail }
account-error-internal = Une erreur s’est produite sur le serveur : { $detail }

## La page du compte
account-title = Votre compte
account-link = Compte
account-my-games-link = Mes parties
account-name = Nom
account-password = Mot de passe
account-sign-up = S’inscrire
account-sign-in = Se connecter
account-signup-passkey = S’inscrire avec une passkey
account-signin-passkey = Se connecter avec une passkey
account-signup-password = S’inscrire avec un mot de passe
account-signin-password = Se connecter avec un mot de passe
account-passkey-note = Une passkey vous connecte avec le verrou de votre appareil (empreinte, visage ou code) : aucun mot de passe à retenir.
account-recover = Passkey ou mot de passe perdu ? Utilisez un code de secours
account-code = Code de secours
account-new-password = Nouveau mot de passe (facultatif)
account-recover-button = Se connecter avec le code
account-codes-title = Vos codes de secours
account-codes-note = Notez-les maintenant. Chacun ouvre votre compte une fois si vous perdez votre passkey ou votre mot de passe. Ils ne seront plus affichés.
account-signed-in-as = Connecté en tant que { $name }
account-member-since = Membre depuis le { $date }
account-passkeys = Passkeys : { $count }
account-add-passkey = Ajouter une autre passkey
account-passkey-added = Passkey ajoutée.
account-sign-out = Se déconnecter
account-sign-out-everywhere = Se déconnecter partout
account-delete = Supprimer le compte
account-delete-note = Vos parties restent ; votre nom devient « joueur supprimé ». Tapez votre nom pour confirmer.
account-deleted = Votre compte est supprimé.
account-guest-note = Vous jouez en invité : ce navigateur retient vos places. Inscrivez-vous ou connectez-vous pour les retrouver sur tout appareil.
account-no-passkeys = Ce navigateur ne sait pas créer de passkeys ; utilisez un mot de passe.

## Mes parties et profils
account-my-games = Mes parties
account-running = En cours
account-finished = Terminées
account-none = Pas encore de parties.
account-your-turn = À vous de jouer, depuis { $since }
account-turn-of = À { $name } de jouer, depuis { $since }
account-open-seat = Ouvrir votre place
account-replay = Revoir
account-won = Gagnée
account-lost = Perdue
account-no-winner = Pas de gagnant
account-players = { $count } joueurs
account-played-won = { $played } jouées, { $won } gagnées
account-recent = Parties récentes
account-ratings = Classements
account-private = privée
account-profile = Profil de { $name }

## À table
account-signed-in = connecté
account-guest = invité
account-deleted-player = joueur supprimé
