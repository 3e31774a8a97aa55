# Discussion à la table et reprise d'une décision : le panneau de discussion, ses lignes du
# système, le bouton pour reprendre, et pourquoi une ligne ou une reprise est refusée.

## Lignes du système
chat-joined = { $name } a rejoint la table.
chat-undo = { $seat } a repris un coup.
chat-spectators-closed = L'hôte a fermé la discussion des spectateurs.
chat-spectators-opened = L'hôte a rouvert la discussion des spectateurs.

## Le journal
log-undo = { $seat } reprend une décision

## Le panneau de discussion
chat-title = Discussion
chat-placeholder = Dites quelque chose à la table…
chat-send = Envoyer
chat-spectator = spectateur
chat-spectators-label = spectateurs
chat-show-spectators = Afficher la discussion des spectateurs
chat-close-spectators = Fermer la discussion des spectateurs
chat-mute = Masquer
chat-unmute = Ne plus masquer
chat-closed-note = La discussion des spectateurs est fermée.

## Reprendre
undo-button = Reprendre
undo-hint = Reprendre votre dernière décision (possible tant qu'aucune carte n'est tirée ou montrée et qu'aucun autre joueur ne décide)

## Refus
error-chat-empty = Une ligne vide n'est pas envoyée.
error-chat-too-long = Une ligne peut avoir au plus { $max } caractères ; celle-ci en a { $got }.
error-chat-bidi = Une ligne ne peut pas contenir de caractères qui changent le sens de lecture (forçages ou isolats bidi).
error-chat-control = Une ligne ne peut pas contenir de caractères de contrôle.
error-chat-too-fast = Trop de lignes à la fois ; attendez { $seconds ->
    [one] une seconde
   *[other] { $seconds } secondes
}.
error-chat-closed = L'hôte a fermé la discussion des spectateurs.
error-chat-not-host = Seul l'hôte de la table peut ouvrir ou fermer la discussion des spectateurs.
error-chat-spectator-mute = Seul un joueur peut masquer une place.
error-chat-save = La ligne n'a pas pu être enregistrée : { $detail }
error-undo-nothing = Vous n'avez aucune décision à reprendre.
error-undo-other-seat = Un autre joueur a décidé depuis ; ce sur quoi il a décidé reste.
error-undo-reveal = Quelque chose a été tiré ou montré depuis votre décision ; elle ne peut plus être reprise.
