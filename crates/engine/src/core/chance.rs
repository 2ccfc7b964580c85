//! Explicit chance: outcomes with integer weights, and seeded sampling.

use rand::Rng;
use serde::{Deserialize, Serialize};

/// One outcome of a chance event with its weight (relative, not normalised).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weighted<T> {
    /// The outcome.
    pub outcome: T,
    /// How many ways it can happen (a card's count in the deck, 1 for a die face).
    pub weight: u32,
}

impl<T> Weighted<T> {
    /// An outcome with its weight.
    pub fn new(outcome: T, weight: u32) -> Self {
        Weighted { outcome, weight }
    }
}

/// The faces 1..=sides of one fair die, weight 1 each.
pub fn die_outcomes(sides: u8) -> impl Iterator<Item = Weighted<u8>> {
    (1..=sides).map(|face| Weighted::new(face, 1))
}

/// Picks one outcome in proportion to its weight. `None` if the list is empty or all weights are 0.
///
/// Uses only `u32` arithmetic so the pick is the same on native and wasm32.
pub fn sample_weighted<'a, T, R: Rng + ?Sized>(outcomes: &'a [Weighted<T>], rng: &mut R) -> Option<&'a T> {
    let total: u64 = outcomes.iter().map(|w| u64::from(w.weight)).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.random_range(0..total);
    for w in outcomes {
        let weight = u64::from(w.weight);
        if pick < weight {
            return Some(&w.outcome);
        }
        pick -= weight;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn zero_weights_are_never_picked() {
        let outcomes = vec![Weighted::new('a', 0), Weighted::new('b', 3), Weighted::new('c', 0)];
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for _ in 0..200 {
            assert_eq!(sample_weighted(&outcomes, &mut rng), Some(&'b'));
        }
        assert_eq!(sample_weighted::<char, _>(&[], &mut rng), None);
    }

    #[test]
    fn frequencies_follow_weights() {
        let outcomes = vec![Weighted::new(0usize, 1), Weighted::new(1usize, 3)];
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut counts = [0u32; 2];
        for _ in 0..40_000 {
            counts[*sample_weighted(&outcomes, &mut rng).unwrap()] += 1;
        }
        let share = f64::from(counts[1]) / 40_000.0;
        assert!((share - 0.75).abs() < 0.02, "share {share}");
    }

    #[test]
    fn same_seed_same_picks() {
        let outcomes: Vec<_> = die_outcomes(6).collect();
        let a: Vec<u8> = {
            let mut rng = ChaCha8Rng::seed_from_u64(42);
            (0..50).map(|_| *sample_weighted(&outcomes, &mut rng).unwrap()).collect()
        };
        let b: Vec<u8> = {
            let mut rng = ChaCha8Rng::seed_from_u64(42);
            (0..50).map(|_| *sample_weighted(&outcomes, &mut rng).unwrap()).collect()
        };
        assert_eq!(a, b);
        assert!(a.iter().all(|f| (1..=6).contains(f)));
    }
}
