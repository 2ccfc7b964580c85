//! The options of a game and the state before the first die: every Wizard's army in the Reserve,
//! the Grotto alone on the table, the Main Deck shuffled.

use serde::{Deserialize, Serialize};

use super::data::board::GROTTO;
use super::data::cards::Card;
use super::data::starting_life;
use super::state::{Ground, Player, Step, Task, Thaloria, Tile};
use crate::core::{Agenda, ConfigError, Deck, KnownTo, SeatSet, Secret};

/// How the board is built.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardSetup {
    /// The players place their ten tiles one at a time around the Grotto (rulebook: 2. Board
    /// Setup).
    #[default]
    Build,
    /// Each player's ten tiles are laid out at once, as a wedge from the Grotto outwards.
    /// designed: rulebook silent (ruling thaloria G-2's quick-setup variant).
    Quick,
}

/// Setup options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ThaloriaConfig {
    /// 2 to 5 players (rulebook: 2. Players and Dice).
    pub players: u8,
    /// How the board is built.
    pub board: BoardSetup,
    /// End the game after this many rounds and settle it by the tie-breakers (0: no limit).
    /// designed: rulebook silent (the rulebook has no limit; a time-boxed game or a simulation
    /// may want one).
    pub round_limit: u16,
}

impl Default for ThaloriaConfig {
    fn default() -> Self {
        ThaloriaConfig { players: 2, board: BoardSetup::Build, round_limit: 0 }
    }
}

/// The most rounds a limit may name. designed.
pub const MAX_ROUND_LIMIT: u16 = 999;

impl Thaloria {
    /// The state after setup's first instructions: everyone rolls for the start.
    ///
    /// # Errors
    /// A [`ConfigError`] for a player count outside 2-5 or a round limit above
    /// [`MAX_ROUND_LIMIT`].
    pub(super) fn new_game(config: &ThaloriaConfig) -> Result<Thaloria, ConfigError> {
        if !(2..=5).contains(&config.players) {
            return Err(ConfigError(format!(
                "Heroes and Spells is for 2 to 5 players (rulebook: 2. Players), not {}",
                config.players
            )));
        }
        if config.round_limit > MAX_ROUND_LIMIT {
            return Err(ConfigError(format!(
                "the round limit is at most {MAX_ROUND_LIMIT}, not {}",
                config.round_limit
            )));
        }
        let players = usize::from(config.players);
        let life = i16::try_from(starting_life(players)).unwrap_or(30);
        let mut tasks = Agenda::new();
        tasks.push(0, Task::StartRolls);
        Ok(Thaloria {
            config: config.clone(),
            players: vec![Player::new(life); players],
            hands: (0..config.players).map(|s| Secret::new(Vec::new(), KnownTo::Seats(SeatSet::one(s)))).collect(),
            tiles: vec![Tile::new(GROTTO, Ground::Grotto)],
            prisons: Vec::new(),
            deck: Deck::from_counts(Card::all().map(|c| (c, 1))),
            discard: Vec::new(),
            rolling: SeatSet::of(0..config.players),
            start: 0,
            active: 0,
            round: 1,
            step: Step::StartRoll,
            deploy_left: 0,
            battles: arrayvec::ArrayVec::new(),
            raids: arrayvec::ArrayVec::new(),
            combat: None,
            out_count: 0,
            lost_secrets: 0,
            frames: Vec::new(),
            lasting: Vec::new(),
            harm: None,
            rolled: 0,
            tasks,
            end: None,
        })
    }
}
