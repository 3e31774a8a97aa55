//! How a decision's cost becomes a word and a player's decisions a figure: the thresholds of
//! inaccuracy, mistake and blunder, and the accuracy formula (docs/ANALYSIS.md, "Labels").

use serde::{Deserialize, Serialize};

/// What a costly decision is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Label {
    pub const ALL: [Label; 3] = [Label::Inaccuracy, Label::Mistake, Label::Blunder];

    /// The id used in JSON and in the catalogue (`analysis-label-<id>`).
    pub fn id(self) -> &'static str {
        match self {
            Label::Inaccuracy => "inaccuracy",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        }
    }
}

/// The smallest cost, as a win share (0–1), of each label.
///
/// lichess calls a loss of 5, 10 and 15 points of winning chance in a two-player game an
/// inaccuracy, a mistake and a blunder. In a game of 2–4 players a seat's even share is 1/2 to
/// 1/4, so the same points weigh more, and a decision in these games seldom decides the game
/// on its own: most turns move a ship or call a colour, and a whole game has hundreds of them.
/// The measurement's own noise on a difference of two actions stays under the inaccuracy
/// threshold for most decisions (docs/ANALYSIS.md, "Labels" and "Stability"); the blunder
/// threshold is where plainly throwing away a delivery late in a close game lands in every
/// rule set (the planted-blunder test), and a mistake lies between.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thresholds {
    pub inaccuracy: f64,
    pub mistake: f64,
    pub blunder: f64,
}

impl Thresholds {
    pub const DEFAULT: Thresholds = Thresholds {
        inaccuracy: 0.04,
        mistake: 0.08,
        blunder: 0.15,
    };

    /// The label of a decision that cost `cost` (a win share), if any.
    pub fn label(&self, cost: f64) -> Option<Label> {
        if cost >= self.blunder {
            Some(Label::Blunder)
        } else if cost >= self.mistake {
            Some(Label::Mistake)
        } else if cost >= self.inaccuracy {
            Some(Label::Inaccuracy)
        } else {
            None
        }
    }
}

impl Default for Thresholds {
    fn default() -> Thresholds {
        Thresholds::DEFAULT
    }
}

/// One decision's accuracy, 0–100, from its cost (a win share): lichess's curve,
/// `103.1668 · e^(−0.04354 · d) − 3.1669` with `d` the cost in points of win share (0–100),
/// clamped to 0–100. A decision the search cannot fault scores 100; one that gives away
/// 10 points scores about 64, 25 points about 31.
pub fn decision_accuracy(cost: f64) -> f64 {
    let d = (cost * 100.0).max(0.0);
    (103.1668 * (-0.04354 * d).exp() - 3.1669).clamp(0.0, 100.0)
}

/// A player's accuracy: the mean of [`decision_accuracy`] over its analysed decisions (`None`
/// with none).
pub fn accuracy(costs: impl IntoIterator<Item = f64>) -> Option<f64> {
    let (sum, n) = costs
        .into_iter()
        .fold((0.0, 0u32), |(s, n), c| (s + decision_accuracy(c), n + 1));
    (n > 0).then(|| sum / n as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn costs_get_the_label_of_the_highest_threshold_they_reach() {
        let t = Thresholds::DEFAULT;
        assert_eq!(t.label(0.0), None);
        assert_eq!(t.label(t.inaccuracy - 1e-9), None);
        assert_eq!(t.label(t.inaccuracy), Some(Label::Inaccuracy));
        assert_eq!(t.label(t.mistake), Some(Label::Mistake));
        assert_eq!(t.label(t.blunder + 0.3), Some(Label::Blunder));
    }

    #[test]
    fn accuracy_is_100_for_no_loss_and_falls_with_the_cost() {
        assert!((decision_accuracy(0.0) - 100.0).abs() < 1e-3);
        assert!((decision_accuracy(0.10) - 64.0).abs() < 1.0);
        assert_eq!(decision_accuracy(1.0), 0.0);
        assert_eq!(accuracy([]), None);
        let a = accuracy([0.0, 0.10]).unwrap();
        assert!((a - 82.0).abs() < 1.0, "{a}");
    }
}
