//! `havenbaron ratings`: the bots' fixed ratings and how well ratings predict (docs/RATINGS.md).
//!
//! - `calibrate` plays `arena` tournaments between the bot levels of each rule set, adds the
//!   games of stored `arena --json` runs (for the levels too slow to play here), fits one
//!   Bradley–Terry rating per bot level on the pairwise results (the arena's own fit, on the
//!   Elo scale, which is the people's scale: `havenbaron_server::ratings::BETA`), anchors it so
//!   that one bot has a given rating, and writes `crates/server/data/bot_ratings.toml`.
//! - `predict` measures the ratings on games not used for any calibration: a population of
//!   simulated people (bots at several budgets, each with a player key) plays a seeded
//!   sequence of games of 2–4 players; before each game the current Weng-Lin ratings predict
//!   its result, then the game is rated exactly as the server rates a table. And the calibrated
//!   bots play fresh deals, predicted by their fixed ratings.

use std::collections::BTreeMap;
use std::process::ExitCode;

use anyhow::{Context, anyhow, bail};
use havenbaron_bots::arena::{self, ArenaConfig, bradley_terry};
use havenbaron_engine::{Config, DataSet, Ruleset};
use havenbaron_server::ratings::{
    BotRating, BotRatings, INITIAL, PlayerKey, RatedSeat, bot_ratings, update_for,
};
use havenbaron_server::storage::ratings::Skill;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use crate::setup::{bot_specs, load_data};
use crate::{CalibrateArgs, PredictArgs, RatingsArgs, RatingsCommand};

pub fn run(args: RatingsArgs) -> anyhow::Result<ExitCode> {
    match args.command {
        RatingsCommand::Calibrate(a) => calibrate(a),
        RatingsCommand::Predict(a) => predict(a),
    }
}

/// One finished game: the bot spec in each seat and each seat's rank (1 = first).
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub specs: Vec<String>,
    pub ranks: Vec<u8>,
}

/// The games of an arena run, by spec.
fn from_arena(results: &arena::ArenaResults) -> Vec<Played> {
    results
        .games
        .iter()
        .map(|g| Played {
            specs: g
                .seat_bots
                .iter()
                .map(|&b| results.bots[b].name.clone())
                .collect(),
            ranks: g.ranks.clone(),
        })
        .collect()
}

/// The games of a stored `arena --json` file and its rule set, with `aliases` applied to the
/// bot specs.
fn from_json(
    text: &str,
    aliases: &BTreeMap<String, String>,
) -> anyhow::Result<(String, Vec<Played>)> {
    let v: serde_json::Value = serde_json::from_str(text)?;
    let ruleset = v["config"]["game"]["ruleset"]
        .as_str()
        .context("no config.game.ruleset")?
        .to_string();
    let names: Vec<String> = v["bots"]
        .as_array()
        .context("no bots")?
        .iter()
        .map(|b| {
            let n = b["name"].as_str().unwrap_or_default().to_string();
            aliases.get(&n).cloned().unwrap_or(n)
        })
        .collect();
    let mut games = Vec::new();
    for g in v["games"].as_array().context("no games")? {
        let seat_bots = g["seat_bots"].as_array().context("no seat_bots")?;
        let ranks = g["ranks"].as_array().context("no ranks")?;
        games.push(Played {
            specs: seat_bots
                .iter()
                .map(|b| {
                    names
                        .get(b.as_u64().unwrap_or(u64::MAX) as usize)
                        .cloned()
                        .context("a seat's bot is not in the list")
                })
                .collect::<anyhow::Result<_>>()?,
            ranks: ranks
                .iter()
                .map(|r| r.as_u64().unwrap_or(0) as u8)
                .collect(),
        });
    }
    Ok((ruleset, games))
}

/// A fitted bot rating: spec, rating (Elo scale, anchored), its standard error, games played.
#[derive(Clone, Debug, PartialEq)]
pub struct Fitted {
    pub spec: String,
    pub mu: f64,
    pub se: f64,
    pub games: u32,
}

/// The lowest uncertainty a bot's rating is given: the fit's standard error understates it
/// (the pairs of one multi-player game are not independent).
const MIN_SIGMA: f64 = 20.0;

/// Fits one rating per spec from every pair of seats with different bots (the one ranked
/// above wins, a tie is half each), anchored so that `anchor.0` has rating `anchor.1`.
pub fn fit(games: &[Played], anchor: (&str, f64)) -> anyhow::Result<Vec<Fitted>> {
    let mut specs: Vec<String> = Vec::new();
    for g in games {
        for s in &g.specs {
            if !specs.contains(s) {
                specs.push(s.clone());
            }
        }
    }
    let n = specs.len();
    let at = |s: &String| specs.iter().position(|x| x == s).expect("listed");
    let mut wins = vec![vec![0.0f64; n]; n];
    let mut played = vec![0u32; n];
    for g in games {
        for (i, s) in g.specs.iter().enumerate() {
            played[at(s)] += 1;
            for (j, t) in g.specs.iter().enumerate().skip(i + 1) {
                let (a, b) = (at(s), at(t));
                if a == b {
                    continue;
                }
                match g.ranks[i].cmp(&g.ranks[j]) {
                    std::cmp::Ordering::Less => wins[a][b] += 1.0,
                    std::cmp::Ordering::Greater => wins[b][a] += 1.0,
                    std::cmp::Ordering::Equal => {
                        wins[a][b] += 0.5;
                        wins[b][a] += 0.5;
                    }
                }
            }
        }
    }
    let elo = bradley_terry(&wins);
    let Some(a) = specs.iter().position(|s| s == anchor.0) else {
        bail!("the anchor `{}` played no game", anchor.0);
    };
    let shift = anchor.1 - elo[a];
    let k = std::f64::consts::LN_10 / 400.0;
    Ok((0..n)
        .map(|i| {
            // Fisher information of the logistic fit: the pairs met, each weighted p(1 - p).
            let info: f64 = (0..n)
                .filter(|&j| j != i)
                .map(|j| {
                    let met = wins[i][j] + wins[j][i];
                    let p = 1.0 / (1.0 + (-(elo[i] - elo[j]) * k).exp());
                    met * p * (1.0 - p) * k * k
                })
                .sum();
            let se = if info > 0.0 { 1.0 / info.sqrt() } else { 400.0 };
            Fitted {
                spec: specs[i].clone(),
                mu: elo[i] + shift,
                se: se.max(MIN_SIGMA),
                games: played[i],
            }
        })
        .collect())
}

/// The files of `--results`: each file named, and every `*.json` of each folder named, in
/// name order.
fn json_files(named: &[std::path::PathBuf]) -> anyhow::Result<Vec<std::path::PathBuf>> {
    let mut out = Vec::new();
    for p in named {
        if p.is_dir() {
            let mut inside: Vec<_> = std::fs::read_dir(p)
                .with_context(|| format!("cannot read {}", p.display()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| f.extension().is_some_and(|x| x == "json"))
                .collect();
            inside.sort();
            out.extend(inside);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

/// The aliases of `--alias FROM=>TO`.
fn aliases(list: &[String]) -> anyhow::Result<BTreeMap<String, String>> {
    list.iter()
        .map(|a| {
            a.split_once("=>")
                .map(|(f, t)| (f.trim().to_string(), t.trim().to_string()))
                .ok_or_else(|| anyhow!("an alias is FROM=>TO, not `{a}`"))
        })
        .collect()
}

/// The command line, as the data file records it.
fn command_line() -> String {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .map(|a| {
            if a.contains([' ', ',', '>', '*', '\'']) {
                format!("'{a}'")
            } else {
                a
            }
        })
        .collect();
    format!("havenbaron {}", args.join(" "))
}

fn threads(asked: Option<usize>) -> usize {
    asked.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

fn rulesets(asked: &[String]) -> anyhow::Result<Vec<Ruleset>> {
    if asked.is_empty() {
        return Ok(Ruleset::ALL.to_vec());
    }
    asked
        .iter()
        .map(|r| r.parse::<Ruleset>().map_err(|e| anyhow!(e)))
        .collect()
}

fn calibrate(args: CalibrateArgs) -> anyhow::Result<ExitCode> {
    let data = load_data(None)?;
    let aliases = aliases(&args.alias)?;
    let (anchor_spec, anchor_mu) = args
        .anchor
        .split_once('=')
        .and_then(|(s, m)| Some((s.to_string(), m.parse::<f64>().ok()?)))
        .ok_or_else(|| anyhow!("--anchor is SPEC=RATING, e.g. greedy=1500"))?;
    let mut stored: Vec<(String, Vec<Played>)> = Vec::new();
    for file in json_files(&args.results)? {
        let text = std::fs::read_to_string(&file)
            .with_context(|| format!("cannot read {}", file.display()))?;
        stored.push(from_json(&text, &aliases).with_context(|| file.display().to_string())?);
    }
    let stored_games: usize = stored.iter().map(|(_, g)| g.len()).sum();
    eprintln!("{stored_games} stored games read");
    let mut table = BotRatings {
        command: command_line(),
        bots: Vec::new(),
    };
    for ruleset in rulesets(&args.ruleset)? {
        let config = ArenaConfig {
            game: Config::new(ruleset, args.players, 0),
            bots: bot_specs(&args.bots),
            games: args.games,
            seed: args.seed,
            threads: threads(args.threads),
        };
        config.validate(&data).map_err(|e| anyhow!(e))?;
        eprintln!(
            "{}: {} games of {} …",
            ruleset.id(),
            args.games,
            config.bots.join(", ")
        );
        let results = arena::run(&config, &data, &|_| {}).map_err(|e| anyhow!(e))?;
        let mut games = from_arena(&results);
        for g in &mut games {
            for s in &mut g.specs {
                if let Some(to) = aliases.get(s) {
                    *s = to.clone();
                }
            }
        }
        for (r, g) in &stored {
            if r == ruleset.id() {
                games.extend(g.iter().cloned());
            }
        }
        let fitted = fit(&games, (&anchor_spec, anchor_mu))?;
        for f in fitted {
            println!(
                "{:10} {:24} {:6.0} ± {:3.0}  ({} games)",
                ruleset.id(),
                f.spec,
                f.mu,
                f.se,
                f.games
            );
            table.bots.push(BotRating {
                ruleset: ruleset.id().to_string(),
                spec: f.spec,
                mu: f.mu.round(),
                sigma: f.se.round(),
                games: f.games,
            });
        }
    }
    let text = format!(
        "# Bots' fixed ratings per rule set (docs/RATINGS.md), made by the command below.\n{}",
        table.to_toml()
    );
    BotRatings::parse(&text)?;
    match &args.out {
        Some(path) => std::fs::write(path, text)
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => print!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}

/// Plays `lineups[g]` on deal `seeds[g]` for every `g`, on `threads` threads, one arena game
/// each (so a game is exactly what `arena` plays for that lineup and seed).
fn play_all(
    data: &DataSet,
    ruleset: Ruleset,
    lineups: &[Vec<String>],
    seed: u64,
    threads: usize,
) -> anyhow::Result<Vec<Played>> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let out = std::sync::Mutex::new(vec![None; lineups.len()]);
    let failed = std::sync::Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if g >= lineups.len() {
                        return;
                    }
                    let config = ArenaConfig {
                        game: Config::new(ruleset, lineups[g].len() as u8, 0),
                        bots: lineups[g].clone(),
                        games: 1,
                        seed: seed.wrapping_add(g as u64),
                        threads: 1,
                    };
                    match arena::run(&config, data, &|_| {}) {
                        Ok(r) => {
                            out.lock().expect("no poisoned lock")[g] =
                                from_arena(&r).into_iter().next();
                        }
                        Err(e) => {
                            *failed.lock().expect("no poisoned lock") = Some(e);
                            return;
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = failed.into_inner().expect("no poisoned lock") {
        bail!(e);
    }
    out.into_inner()
        .expect("no poisoned lock")
        .into_iter()
        .map(|p| p.context("a game was not played"))
        .collect()
}

/// How well ratings known before games ordered their results.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Score {
    /// Games with a winner, and those whose winner had the highest rating (a share of it when
    /// several had it).
    pub games: u32,
    pub winner_highest: f64,
    /// What guessing gives: the sum over games of 1/players.
    pub chance: f64,
    /// Pairs of seats ranked apart, and those the ratings ordered the same way (ties: half).
    pub pairs: u32,
    pub pairs_agreed: f64,
}

impl Score {
    /// Counts one game: `rating` and `ranks` per seat.
    pub fn add(&mut self, rating: &[f64], ranks: &[u8]) {
        let n = rating.len();
        let best = rating.iter().copied().fold(f64::MIN, f64::max);
        let top: Vec<usize> = (0..n).filter(|&i| rating[i] == best).collect();
        let won = top.iter().filter(|&&i| ranks[i] == 1).count();
        self.games += 1;
        self.winner_highest += won as f64 / top.len() as f64;
        self.chance += 1.0 / n as f64;
        for i in 0..n {
            for j in i + 1..n {
                if ranks[i] == ranks[j] {
                    continue;
                }
                self.pairs += 1;
                let (better, worse) = if ranks[i] < ranks[j] { (i, j) } else { (j, i) };
                self.pairs_agreed += match rating[better].total_cmp(&rating[worse]) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                };
            }
        }
    }

    fn line(&self, what: &str) -> String {
        let share = |a: f64, b: f64| 100.0 * a / b.max(1.0);
        format!(
            "{what:28} {:4} games  winner had the highest rating {:5.1}% (chance {:4.1}%)  pairs ordered right {:5.1}% of {}",
            self.games,
            share(self.winner_highest, self.games as f64),
            share(self.chance, self.games as f64),
            share(self.pairs_agreed, self.pairs as f64),
            self.pairs
        )
    }
}

fn predict(args: PredictArgs) -> anyhow::Result<ExitCode> {
    let data = load_data(None)?;
    let ruleset: Ruleset = args.ruleset.parse().map_err(|e: String| anyhow!(e))?;
    let population = bot_specs(&args.population);
    if population.len() < 4 {
        bail!("a population needs at least 4 members (games have up to 4 players)");
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let lineups: Vec<Vec<usize>> = (0..args.games)
        .map(|_| {
            let n = rng.random_range(2..=4usize);
            let mut members: Vec<usize> = (0..population.len()).collect();
            members.shuffle(&mut rng);
            members.truncate(n);
            members
        })
        .collect();
    let specs: Vec<Vec<String>> = lineups
        .iter()
        .map(|l| l.iter().map(|&m| population[m].clone()).collect())
        .collect();
    eprintln!(
        "{}: {} games of 2–4 from {} simulated people …",
        ruleset.id(),
        args.games,
        population.len()
    );
    let played = play_all(&data, ruleset, &specs, args.seed, threads(args.threads))?;
    let mut skills = vec![INITIAL; population.len()];
    let (mut all, mut after) = (Score::default(), Score::default());
    let mut by_count: BTreeMap<usize, Score> = BTreeMap::new();
    for (g, (members, game)) in lineups.iter().zip(&played).enumerate() {
        let rating: Vec<f64> = members.iter().map(|&m| skills[m].mu).collect();
        if game.ranks.contains(&1) {
            all.add(&rating, &game.ranks);
            if g >= args.warm_up as usize {
                after.add(&rating, &game.ranks);
                by_count
                    .entry(members.len())
                    .or_default()
                    .add(&rating, &game.ranks);
            }
        }
        let seats: Vec<(RatedSeat, u8)> = members
            .iter()
            .zip(&game.ranks)
            .map(|(&m, &r)| (RatedSeat::Player(PlayerKey(format!("p{m}"))), r))
            .collect();
        let update = update_for(ruleset.id(), &seats, bot_ratings())
            .context("people only: always an update")?;
        let before: Vec<Skill> = members.iter().map(|&m| skills[m]).collect();
        for (&m, s) in members.iter().zip(update(&before)) {
            skills[m] = s;
        }
    }
    println!("command: {}", command_line());
    println!("{}", all.line("every game"));
    println!(
        "{}",
        after.line(&format!("after the first {}", args.warm_up))
    );
    for (n, s) in &by_count {
        println!("{}", s.line(&format!("  of those, {n} players")));
    }
    println!("final ratings:");
    let mut order: Vec<usize> = (0..population.len()).collect();
    order.sort_by(|&a, &b| skills[b].mu.total_cmp(&skills[a].mu));
    for m in order {
        println!(
            "  {:24} {:6.0} ± {:3.0}",
            population[m], skills[m].mu, skills[m].sigma
        );
    }

    // The calibrated bots on fresh deals, predicted by their fixed ratings.
    let lineup = bot_specs(&args.bot_lineup);
    if args.bot_games > 0 && !lineup.is_empty() {
        let table = bot_ratings();
        let fixed: Vec<f64> = lineup
            .iter()
            .map(|s| {
                table
                    .get(ruleset.id(), s)
                    .map(|b| b.mu)
                    .with_context(|| format!("{s} has no fixed rating in {}", ruleset.id()))
            })
            .collect::<anyhow::Result<_>>()?;
        let n = lineup.len();
        let lineups: Vec<Vec<String>> = (0..args.bot_games as usize)
            .map(|g| (0..n).map(|s| lineup[(s + g) % n].clone()).collect())
            .collect();
        let games = play_all(
            &data,
            ruleset,
            &lineups,
            args.seed ^ 0x5eed,
            threads(args.threads),
        )?;
        let mut score = Score::default();
        for game in games.iter().filter(|g| g.ranks.contains(&1)) {
            let rating: Vec<f64> = game
                .specs
                .iter()
                .map(|s| fixed[lineup.iter().position(|l| l == s).unwrap_or(0)])
                .collect();
            score.add(&rating, &game.ranks);
        }
        println!("{}", score.line("bots at fixed ratings"));
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(specs: &[&str], ranks: &[u8]) -> Played {
        Played {
            specs: specs.iter().map(|s| s.to_string()).collect(),
            ranks: ranks.to_vec(),
        }
    }

    #[test]
    fn the_fit_orders_bots_by_results_and_keeps_the_anchor() {
        let mut games = Vec::new();
        for i in 0..30 {
            // a beats b three times in four; b beats c always; in 3-player games too.
            let (x, y) = if i % 4 == 0 { (2, 1) } else { (1, 2) };
            games.push(game(&["a", "b"], &[x, y]));
            games.push(game(&["b", "c", "a"], &[2, 3, 1]));
        }
        let f = fit(&games, ("b", 1500.0)).unwrap();
        let mu = |s: &str| f.iter().find(|x| x.spec == s).unwrap().mu;
        assert_eq!(mu("b"), 1500.0);
        assert!(mu("a") > mu("b") && mu("b") > mu("c"), "{f:?}");
        assert!(f.iter().all(|x| x.se >= MIN_SIGMA));
        assert_eq!(f.iter().find(|x| x.spec == "a").unwrap().games, 60);
        assert!(fit(&games, ("zz", 1500.0)).is_err());
    }

    #[test]
    fn a_score_counts_winners_pairs_and_chance() {
        let mut s = Score::default();
        s.add(&[1600.0, 1500.0, 1400.0], &[1, 3, 2]);
        s.add(&[1500.0, 1500.0], &[2, 1]);
        assert_eq!(s.games, 2);
        assert!((s.winner_highest - 1.5).abs() < 1e-9, "{s:?}");
        assert!((s.chance - (1.0 / 3.0 + 0.5)).abs() < 1e-9);
        // Pairs: (0,1) right, (0,2) right, (1,2) wrong; then one tie of ratings: half.
        assert_eq!(s.pairs, 4);
        assert!((s.pairs_agreed - 2.5).abs() < 1e-9, "{s:?}");
    }

    #[test]
    fn stored_runs_read_with_aliases() {
        let text = r#"{"config":{"game":{"ruleset":"antwerpen"}},
            "bots":[{"name":"ismcts:10000it,tie=0.011619"},{"name":"ismcts:1500it"}],
            "games":[{"seat_bots":[1,0],"ranks":[2,1]}]}"#;
        let aliases = aliases(&["ismcts:10000it,tie=0.011619=>ismcts:strong".into()]).unwrap();
        let (r, g) = from_json(text, &aliases).unwrap();
        assert_eq!(r, "antwerpen");
        assert_eq!(g, vec![game(&["ismcts:1500it", "ismcts:strong"], &[2, 1])]);
    }
}
