//! `havenbaron.analyse(record)`: the post-game analysis of a finished game
//! (`havenbaron_bots::analysis`, docs/ANALYSIS.md) for researchers, the same method the terminal
//! and the server use. A game record in (the JSON of `havenbaron play --record`: its `config` and
//! its `actions`, each `{"seat": S, "action": {…}}`), the report out, as JSON text.

use havenbaron_bots::analysis::{self, Options};
use havenbaron_engine::{Action, Config, DataSet, Seat};
use serde_json::Value;

/// Analyses the game of `record` (JSON text) with `budget` search iterations a decision and
/// `seed`, and returns the report as JSON text; a record that cannot be read or analysed (not
/// finished, an action the rules refuse) is refused with the reason.
pub fn analyse_record(record: &str, budget: u32, seed: u64) -> Result<String, String> {
    let value: Value =
        serde_json::from_str(record).map_err(|e| format!("the record is not JSON: {e}"))?;
    let config = value
        .get("config")
        .cloned()
        .ok_or("the record has no \"config\"")?;
    let config: Config =
        serde_json::from_value(config).map_err(|e| format!("the record's config: {e}"))?;
    let actions = value
        .get("actions")
        .and_then(Value::as_array)
        .ok_or("the record has no \"actions\" list")?;
    let moves = actions
        .iter()
        .enumerate()
        .map(|(i, entry)| {
            let seat = entry
                .get("seat")
                .and_then(Value::as_u64)
                .and_then(|s| Seat::try_from(s).ok())
                .ok_or_else(|| format!("action {} has no seat", i + 1))?;
            let action: Action =
                serde_json::from_value(entry.get("action").cloned().unwrap_or(Value::Null))
                    .map_err(|e| format!("action {}: {e}", i + 1))?;
            Ok((seat, action))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let options = Options { budget, seed };
    let report = analysis::analyse(
        &DataSet::builtin(),
        &config,
        &moves,
        options,
        &mut |_, _| {},
    )
    .map_err(|e| e.to_string())?;
    serde_json::to_string(&report).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use havenbaron_bots::{Budget, make_bot};
    use havenbaron_engine::{Game, Ruleset};
    use serde_json::json;

    use super::*;

    /// A finished two-player Masters game of greedy bots, as a record.
    fn record() -> Value {
        let config = Config::new(Ruleset::Masters, 2, 5);
        let mut game = Game::new(&config).unwrap();
        let mut bot = make_bot("greedy", &DataSet::builtin(), 1).unwrap();
        let mut actions = Vec::new();
        while let Some(seat) = game.to_act() {
            let legal = game.legal_actions();
            let action = bot.choose(&game.view(Some(seat)), &legal, Budget::Default);
            game.apply(seat, &action).unwrap();
            actions.push(json!({"seat": seat, "action": action}));
        }
        json!({"format": "havenbaron-record/2", "config": config, "actions": actions})
    }

    #[test]
    fn a_record_is_analysed_the_same_for_the_same_seed() {
        let text = record().to_string();
        let report: Value = serde_json::from_str(&analyse_record(&text, 4, 2).unwrap()).unwrap();
        assert_eq!(report["method"], analysis::METHOD);
        assert_eq!(report["budget"], 4);
        assert_eq!(report["seats"].as_array().unwrap().len(), 2);
        assert!(!report["decisions"].as_array().unwrap().is_empty());
        assert_eq!(analyse_record(&text, 4, 2), analyse_record(&text, 4, 2));
    }

    #[test]
    fn what_cannot_be_analysed_is_refused_with_the_reason() {
        let mut r = record();
        r["actions"].as_array_mut().unwrap().truncate(5);
        let err = analyse_record(&r.to_string(), 4, 1).unwrap_err();
        assert!(err.contains("not over"), "{err}");
        assert!(analyse_record("{", 4, 1).unwrap_err().contains("not JSON"));
        let err = analyse_record(&json!({"config": r["config"]}).to_string(), 4, 1).unwrap_err();
        assert!(err.contains("actions"), "{err}");
        let err = analyse_record(&record().to_string(), 1, 1).unwrap_err();
        assert!(err.contains("too small"), "{err}");
    }
}
