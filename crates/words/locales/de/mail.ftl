# Benachrichtigungen (Issue 34): die Zahl bei „Meine Spiele“ und die E-Mail, um die ein Spieler bittet.
mail-waiting = { $count ->
    [one] Ein Spiel wartet auf deine Entscheidung
   *[other] { $count } Spiele warten auf deine Entscheidung
}
mail-settings = E-Mail
mail-off = Dieser Server verschickt keine E-Mails (der Betreiber hat keinen Mailserver angegeben).
mail-address = Adresse
mail-your-turn = Sag mir, wenn ich in einem rundenbasierten Spiel am Zug bin
mail-game-ended = Sag mir, wenn ein Spiel von mir zu Ende ist
mail-save = Speichern
mail-unconfirmed = Noch nicht bestätigt: folge dem Link in der Mail, die wir geschickt haben. Bis dahin geht nichts anderes an die Adresse.
mail-confirmed = Bestätigt.
mail-link-confirmed = Deine E-Mail-Adresse ist bestätigt.
mail-link-unsubscribed = Du bekommst keine Benachrichtigungen per E-Mail mehr.
mail-error-off = Dieser Server verschickt keine E-Mails.
mail-error-address = „{ $address }“ ist keine E-Mail-Adresse.
mail-error-link = Dieser Link ist nicht gültig (schon benutzt, abgelaufen oder falsch abgeschrieben).
mail-confirm-subject = Havenbaron: bestätige deine E-Mail-Adresse
mail-confirm-body = Jemand (hoffentlich du) hat diese Adresse für Benachrichtigungen von Havenbaron angegeben. Zum Bestätigen öffne:
    { $link }
    Warst du es nicht, beachte diese Mail nicht: es kommt nichts weiter.
mail-turn-subject = Havenbaron: du bist am Zug in { $game }
mail-turn-body = Du bist am Zug in einem rundenbasierten Spiel { $game }:
    { $link }
    Keine Benachrichtigungen per E-Mail mehr: { $unsubscribe }
mail-ended-subject = Havenbaron: dein Spiel { $game } ist zu Ende
mail-ended-body = Dein Spiel { $game } ist zu Ende:
    { $link }
    Keine Benachrichtigungen per E-Mail mehr: { $unsubscribe }
