//! The statistics: Wilson intervals, quantiles, the Bradley–Terry fit and the summing-up of
//! the played games into [`ArenaResults`].

use std::time::Duration;

use havenbaron_engine::Seat;

use super::{
    ArenaConfig, ArenaResults, BotSummary, BotTiming, GameRecord, Pairwise, SeatSummary, Timing,
};

/// Per game: the record and each seat's thinking time (what the schedule hands to the summing
/// up).
pub(super) struct Played {
    pub(super) record: GameRecord,
    pub(super) think: Vec<(f64, f64)>,
}

/// Wilson score interval (95%) for `wins` out of `n`.
pub fn wilson(wins: f64, n: f64) -> [f64; 2] {
    if n <= 0.0 {
        return [0.0, 1.0];
    }
    let z = 1.959_963_984_540_054;
    let p = (wins / n).clamp(0.0, 1.0);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let pos = q * (sorted.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo as f64)
}

/// Bradley–Terry strengths by Hunter's MM algorithm. `wins[i][j]`: i's wins over j (halves
/// for ties). Each pair that met gets one virtual drawn game. Returns Elo-scale ratings, mean 0.
pub fn bradley_terry(wins: &[Vec<f64>]) -> Vec<f64> {
    let n = wins.len();
    let mut w = wins.to_vec();
    for i in 0..n {
        for j in 0..n {
            if i != j && (wins[i][j] + wins[j][i]) > 0.0 {
                w[i][j] += 0.5;
            }
        }
    }
    let mut p = vec![1.0f64; n];
    for _ in 0..10_000 {
        let mut next = p.clone();
        for i in 0..n {
            let won: f64 = (0..n).filter(|&j| j != i).map(|j| w[i][j]).sum();
            let denom: f64 = (0..n)
                .filter(|&j| j != i)
                .map(|j| (w[i][j] + w[j][i]) / (p[i] + p[j]))
                .sum();
            if denom > 0.0 && won > 0.0 {
                next[i] = won / denom;
            }
        }
        let geo = (next.iter().map(|x| x.ln()).sum::<f64>() / n as f64).exp();
        for x in next.iter_mut() {
            *x /= geo;
        }
        let change = next
            .iter()
            .zip(&p)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        p = next;
        if change < 1e-12 {
            break;
        }
    }
    p.iter().map(|x| 400.0 * x.log10()).collect()
}

/// Sums the played games up into every figure of the results (see the module docs of
/// [`super`]); `elapsed` and `threads` only go into the wall-clock `timing`.
pub(super) fn summarize(
    config: &ArenaConfig,
    names: Vec<String>,
    lineup: Vec<usize>,
    played: Vec<Played>,
    elapsed: Duration,
    threads: usize,
) -> ArenaResults {
    let players = config.game.players as usize;
    let nb = names.len();
    let games = played.len() as u32;
    let mut wins = vec![0.0f64; nb];
    let mut seat_games = vec![0u32; nb];
    let mut scores: Vec<Vec<f64>> = vec![Vec::new(); nb];
    let mut rank_sum = vec![0.0f64; nb];
    let mut seat_wins = vec![0.0f64; players];
    let mut seat_scores = vec![0.0f64; players];
    // pair[a][b] for a < b: (a above, b above, ties)
    let mut pair = vec![vec![(0u32, 0u32, 0u32); nb]; nb];
    let mut think = vec![(0u64, 0.0f64, 0.0f64); nb];
    let mut capped = 0;
    let mut rounds = 0u64;
    for p in &played {
        let r = &p.record;
        capped += r.capped as u32;
        rounds += r.rounds as u64;
        let share = 1.0 / r.winners.len().max(1) as f64;
        for s in 0..players {
            let b = r.seat_bots[s];
            seat_games[b] += 1;
            scores[b].push(r.scores[s] as f64);
            rank_sum[b] += r.ranks[s] as f64;
            seat_scores[s] += r.scores[s] as f64;
            if r.winners.contains(&(s as Seat)) {
                wins[b] += share;
                seat_wins[s] += share;
            }
            think[b].0 += r.decisions[s] as u64;
            think[b].1 += p.think[s].0;
            think[b].2 = think[b].2.max(p.think[s].1);
            for t in 0..players {
                let c = r.seat_bots[t];
                if c <= b {
                    continue;
                }
                let e = &mut pair[b][c];
                match r.ranks[s].cmp(&r.ranks[t]) {
                    std::cmp::Ordering::Less => e.0 += 1,
                    std::cmp::Ordering::Greater => e.1 += 1,
                    std::cmp::Ordering::Equal => e.2 += 1,
                }
            }
        }
    }
    let mut bt = vec![vec![0.0f64; nb]; nb];
    let mut pairwise = Vec::new();
    for a in 0..nb {
        for b in a + 1..nb {
            let (x, y, t) = pair[a][b];
            let n = x + y + t;
            bt[a][b] = x as f64 + t as f64 / 2.0;
            bt[b][a] = y as f64 + t as f64 / 2.0;
            if n > 0 {
                pairwise.push(Pairwise {
                    a: names[a].clone(),
                    b: names[b].clone(),
                    pairs: n,
                    a_above: x,
                    b_above: y,
                    ties: t,
                    a_share: (x as f64 + t as f64 / 2.0) / n as f64,
                });
            }
        }
    }
    let ratings = bradley_terry(&bt);
    let entries: Vec<u32> = (0..nb)
        .map(|b| lineup.iter().filter(|&&x| x == b).count() as u32)
        .collect();
    let bots = (0..nb)
        .map(|b| {
            let n = seat_games[b] as f64;
            let mut sorted = scores[b].clone();
            sorted.sort_by(f64::total_cmp);
            let mean = sorted.iter().sum::<f64>() / n.max(1.0);
            let var = if sorted.len() > 1 {
                sorted.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
            } else {
                0.0
            };
            let sd = var.sqrt();
            let half = 1.96 * sd / n.max(1.0).sqrt();
            BotSummary {
                name: names[b].clone(),
                entries: entries[b],
                seat_games: seat_games[b],
                wins: wins[b],
                win_rate: wins[b] / n.max(1.0),
                win_rate_ci: wilson(wins[b], n),
                mean_score: mean,
                mean_score_ci: [mean - half, mean + half],
                score_sd: sd,
                score_quartiles: [
                    quantile(&sorted, 0.0),
                    quantile(&sorted, 0.25),
                    quantile(&sorted, 0.5),
                    quantile(&sorted, 0.75),
                    quantile(&sorted, 1.0),
                ],
                mean_rank: rank_sum[b] / n.max(1.0),
                rating: ratings[b],
            }
        })
        .collect();
    let seats = (0..players)
        .map(|s| SeatSummary {
            seat: s as Seat,
            games,
            wins: seat_wins[s],
            win_rate: seat_wins[s] / games.max(1) as f64,
            win_rate_ci: wilson(seat_wins[s], games as f64),
            mean_score: seat_scores[s] / games.max(1) as f64,
        })
        .collect();
    ArenaResults {
        config: config.clone(),
        lineup,
        bots,
        pairwise,
        seats,
        games_played: games,
        capped_games: capped,
        mean_rounds: rounds as f64 / games.max(1) as f64,
        rating_method:
            "Bradley-Terry (MM) on pairwise ranks, one virtual draw per pair, Elo scale, mean 0"
                .into(),
        games: played.into_iter().map(|p| p.record).collect(),
        timing: Timing {
            seconds: elapsed.as_secs_f64(),
            threads,
            bots: (0..nb)
                .map(|b| BotTiming {
                    name: names[b].clone(),
                    decisions: think[b].0,
                    mean_ms: think[b].1 / think[b].0.max(1) as f64,
                    max_ms: think[b].2,
                })
                .collect(),
        },
    }
}
