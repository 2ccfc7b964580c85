//! Spell Duel's setup: shuffle, deal two cards to each seat (chance events), seat 0 begins.

use super::data::{DuelConfig, DECK, HAND};
use super::rules::Need;
use super::state::{Duel, Task};
use crate::core::{Agenda, ConfigError, Deck, KnownTo, SeatSet, Secret};

impl Duel {
    /// Who knows `seat`'s hand: its owner, or its whole side with `team_hands`.
    pub(super) fn hand_knowers(config: &DuelConfig, seat: u8) -> KnownTo {
        if config.team_hands {
            KnownTo::Seats(SeatSet::of((0..config.players).filter(|s| Duel::side(*s) == Duel::side(seat))))
        } else {
            KnownTo::Seats(SeatSet::one(seat))
        }
    }

    /// The state after setup.
    ///
    /// # Errors
    /// A [`ConfigError`] for 1 or more than 4 players, or a Life outside 1-30.
    pub(super) fn new_game(config: &DuelConfig) -> Result<Duel, ConfigError> {
        if !(2..=4).contains(&config.players) {
            return Err(ConfigError(format!("Spell Duel takes 2 to 4 players, not {}", config.players)));
        }
        if !(1..=30).contains(&config.life) {
            return Err(ConfigError(format!("a side's Life must be 1 to 30, not {}", config.life)));
        }
        let mut tasks = Agenda::new();
        tasks.push(0, Task::TurnStart);
        // Seat 0 is dealt first: the deals are pushed last seat first.
        for seat in (0..config.players).rev() {
            for _ in 0..HAND {
                tasks.push(seat, Task::Chance(Need::Draw { seat }));
            }
        }
        let life = i16::from(config.life);
        Ok(Duel {
            hands: (0..config.players).map(|s| Secret::new(Vec::new(), Duel::hand_knowers(config, s))).collect(),
            config: config.clone(),
            life: [life, life],
            deck: Deck::from_counts(DECK),
            discard: Vec::new(),
            active: 0,
            round: 1,
            chain: None,
            tasks,
            end: None,
        })
    }
}
