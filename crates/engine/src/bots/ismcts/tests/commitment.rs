//! Commitments weighed by paired play-outs to the end.

use super::*;
use crate::bots::Ismcts;
use crate::bots::Observation;

#[test]
fn a_commitment_is_weighed_by_paired_play_outs_to_the_end() {
    let state = winning_hold();
    for seed in 0..3 {
        // The rollout bot would roll on at 10; holding wins at once, and rolling on with no
        // hold this turn can only bust or win later.
        let mut bot = Ismcts::new(small(40), Box::new(HoldAtTwenty)).with_commitment(|a| *a == PigAction::Hold);
        let mut r = rng(seed);
        let (key, options) = bot.options(&Observation::new(&state, 0), &mut r);
        assert_eq!(options, vec![PigAction::Hold, PigAction::Roll], "the commitment and the bot's other move");
        let stats = bot.search(&Observation::new(&state, 0), &mut r);
        assert_eq!(bot.last_iterations(), 40);
        assert_eq!(stats.len(), 2);
        assert_eq!((stats[0].action, stats[0].visits, stats[0].mean, stats[0].spread), (PigAction::Hold, 40, 1.0, 0.0));
        assert_eq!(stats[1].visits, 40, "paired: one play-out of each plan an iteration");
        assert!(stats[1].mean < 1.0, "rolling on sometimes loses: {:?}", stats[1]);
        assert_eq!(bot.conclude(key, options, &mut r), Some(PigAction::Hold), "seed {seed}");
    }
    // The bot's move among the allowed ones: its own when allowed, else an allowed legal one.
    assert_eq!(HoldAtTwenty.choose_among(&Observation::new(&state, 0), &mut rng(1), &|_| true), Some(PigAction::Roll));
    assert_eq!(
        HoldAtTwenty.choose_among(&Observation::new(&state, 0), &mut rng(1), &|a| *a != PigAction::Roll),
        Some(PigAction::Hold)
    );
    assert_eq!(HoldAtTwenty.choose_among(&Observation::new(&state, 0), &mut rng(1), &|_| false), None);
    // Where no commitment is legal, the tree searches as before.
    let mut bot = Ismcts::new(small(40), Box::new(HoldAtTwenty)).with_commitment(|_| false);
    let (_, options) = bot.options(&Observation::new(&state, 0), &mut rng(1));
    assert_eq!(options.len(), 2);
    let stats = bot.search(&Observation::new(&state, 0), &mut rng(1));
    assert!(stats.iter().map(|c| c.visits).sum::<u32>() <= 40);
}
