//! Account names: the same rules as a seat's name (`lobby::clean_name`: no bidi, invisible or
//! control characters), unique ignoring case and confusable characters (two names with one
//! Unicode skeleton, UTS #39, after case folding, are one name), and never a bot's name.

use unicode_security::skeleton;

use super::AccountError;
use crate::lobby::clean_name;
use crate::seatbots;

/// The key two names must not share: the UTS #39 skeleton of the lower-cased skeleton, so
/// that `Anna`, `anna` and `аnnа` (Cyrillic a) are one name, and `Il` and `ll` too.
pub fn name_skeleton(name: &str) -> String {
    let once: String = skeleton(name).collect::<String>().to_lowercase();
    skeleton(&once).collect::<String>().to_lowercase()
}

/// The skeletons with only letters and digits kept, for comparing with bot names: of the
/// name as written, and of the name lower-cased first (`Ismcts`: a capital I is a look-alike
/// of l, its lower case is the bot's i).
fn bare(s: &str) -> [String; 2] {
    let letters = |t: String| t.chars().filter(|c| c.is_alphanumeric()).collect();
    [
        letters(name_skeleton(s)),
        letters(name_skeleton(&s.to_lowercase())),
    ]
}

/// A name an account may take: cleaned as a seat's name, and not a bot's (`greedy`,
/// `ismcts strong`, `random (bot)`, … in any case or look-alike letters). Returns the name
/// and its skeleton.
pub fn check_name(name: &str) -> Result<(String, String), AccountError> {
    let name = clean_name(name)?;
    for (i, plain) in bare(&name).iter().enumerate() {
        let levels: Vec<String> = seatbots::LEVELS
            .iter()
            .map(|l| bare(l)[i].clone())
            .collect();
        let suffix = bare("bot")[i].clone();
        for bot in seatbots::bot_names() {
            let bot = bare(&bot)[i].clone();
            let Some(rest) = plain.strip_prefix(&bot) else {
                continue;
            };
            let rest = rest.strip_suffix(suffix.as_str()).unwrap_or(rest);
            if rest.is_empty() || levels.iter().any(|l| l == rest) {
                return Err(AccountError::BotName);
            }
        }
        if *plain == bare("deleted player")[i] {
            return Err(AccountError::BotName);
        }
    }
    let skeleton = name_skeleton(&name);
    Ok((name, skeleton))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_look_alikes_share_a_skeleton() {
        assert_eq!(name_skeleton("Anna"), name_skeleton("anna"));
        assert_eq!(name_skeleton("Anna"), name_skeleton("\u{430}nn\u{430}"));
        assert_eq!(name_skeleton("PAUL"), name_skeleton("pau1"));
        assert_ne!(name_skeleton("Anna"), name_skeleton("Anne"));
    }

    #[test]
    fn bot_names_and_bad_characters_are_refused() {
        for bad in [
            "greedy",
            "Greedy",
            "ISMCTS",
            "random (bot)",
            "ismcts strong",
            "gr\u{435}edy",
        ] {
            assert!(
                matches!(check_name(bad), Err(AccountError::BotName)),
                "{bad}"
            );
        }
        assert!(matches!(
            check_name("ev\u{202e}il"),
            Err(AccountError::Name(_))
        ));
        assert!(check_name("greedyguts").is_ok());
        assert_eq!(check_name("  Mia ").unwrap().0, "Mia");
    }
}
