//! A fingerprint of seeded games for checking that a change of representation changes no
//! behaviour: every state (as JSON), event, legal list, chance list, view and log line of 300
//! random and 60 heuristic games, hashed. Run it before and after such a change and compare:
//! `cargo test -p rampart-engine valeria_behaviour_digest -- --ignored --nocapture`.

use super::super::{Valeria, ValeriaBot, ValeriaConfig};
use crate::bots::Observation;
use crate::bots::{Bot, RandomBot};
use crate::core::{sample_weighted, Game, ToAct};
use rand::SeedableRng;
use sha2::{Digest, Sha256};

#[test]
#[ignore = "prints a fingerprint to compare by hand across a refactor"]
fn valeria_behaviour_digest() {
    let mut hasher = Sha256::new();
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    for seed in 0..360u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut g = Valeria::new(&ValeriaConfig { easy_mode: seed % 10 == 9 }).unwrap();
        let mut bot: Box<dyn Bot<Valeria>> = if seed >= 300 { Box::new(ValeriaBot) } else { Box::new(RandomBot) };
        for _ in 0..50_000 {
            hasher.update(serde_json::to_vec(&g).unwrap());
            hasher.update(serde_json::to_vec(&g.view(0)).unwrap());
            hasher.update(format!("{:?}", g.to_act()));
            match g.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    g.chance_outcomes(&mut outcomes);
                    hasher.update(format!("{outcomes:?}"));
                    if let Some(q) = g.chance_question() {
                        hasher.update(q);
                    }
                    let c = *sample_weighted(&outcomes, &mut rng).unwrap();
                    hasher.update(g.describe_chance(&c));
                    let events = g.apply_chance(&c).unwrap();
                    for e in &events {
                        hasher.update(g.describe_event(e));
                    }
                    hasher.update(format!("{events:?}"));
                }
                ToAct::Decision { .. } => {
                    g.legal_actions(&mut legal);
                    hasher.update(format!("{legal:?}"));
                    for a in &legal {
                        hasher.update(g.describe_action(a));
                    }
                    let a = bot.choose(&Observation::new(&g, 0), &mut rng).unwrap();
                    let mut quiet = g.clone();
                    quiet.apply_quiet(&a).unwrap();
                    let events = g.apply(&a).unwrap();
                    assert_eq!(quiet, g, "quiet and listed applies agree");
                    hasher.update(format!("{events:?}"));
                }
            }
        }
        hasher.update(format!("{:?}", g.outcome()));
    }
    let digest: String = hasher.finalize()[..16].iter().map(|b| format!("{b:02x}")).collect();
    println!("valeria behaviour digest {digest}");
}
