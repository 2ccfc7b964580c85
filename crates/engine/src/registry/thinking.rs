//! A bot's move for a session: at once ([`bot_move`]), or thought out in slices between the
//! web build's frames ([`bot_think`]), the search kept between slices.

use super::error::ProtocolError;
use super::games::Registered;
use super::session::{BotState, LabelledAction};
use crate::bots::Observation;
use crate::bots::{view_hash, Bot, BotKind, Clock, Ismcts, Visited};
use crate::core::{Game, KnownTo, Seat, Session, ToAct};

/// A searching bot's thought in progress, kept between slices (see [`bot_think`]).
struct Thinking<G: Game> {
    /// The log's length and the position it searches (a thought about another is dropped).
    steps: usize,
    position: u64,
    kind: BotKind,
    search: Ismcts<G>,
    rng: rand_chacha::ChaCha8Rng,
    /// The position's key and the moves considered (from `Ismcts::options`).
    key: u64,
    legal: Vec<G::Action>,
    spent_ms: f64,
}

/// The seat a bot would move for now, or why no bot can move.
fn bot_seat<G: Registered>(session: &Session<G>) -> Result<Seat, ProtocolError> {
    match session.to_act() {
        ToAct::Decision { seat } => Ok(seat),
        ToAct::GameOver => Err(ProtocolError::new("GameOver", "the game is over: no bot can move")),
        ToAct::Chance => Err(ProtocolError::new("NotYourTurn", "chance decides now, not a seat")),
    }
}

/// Applies a bot's `action` for `seat` with its reason.
fn bot_acts<G: Registered>(
    session: &mut Session<G>,
    seat: Seat,
    action: &G::Action,
    why: Option<String>,
) -> Result<(LabelledAction, Vec<String>), ProtocolError> {
    // The answer goes to whoever asked, so it carries the move's public text only; a bot's
    // reason for a move that is secret would tell what it hides, so it is kept back.
    let told = session.state().tell_action(action);
    let why = why.filter(|_| told.known_to == KnownTo::Everyone);
    let label = told.public;
    let targets = session.state().targets(action);
    let pass = session.state().is_pass(action);
    let from = session.log().len();
    session.act_as(seat, action)?;
    let labelled =
        LabelledAction { action: serde_json::to_value(action).unwrap_or_default(), label, seat, targets, why, pass };
    Ok((labelled, session.texts(from)))
}

fn no_legal_action() -> ProtocolError {
    ProtocolError::new("NoLegalAction", "the bot found no legal decision")
}

/// What the bot of `bot`'s kind would decide for the seat to act now, with its reason; nothing
/// is applied. `memory` is what a searching bot remembers from its earlier moves (and keeps).
fn decide<G: Registered>(
    session: &Session<G>,
    bot: BotKind,
    clock: Option<Clock>,
    memory: &mut BotState,
) -> Result<(Seat, G::Action, Option<String>), ProtocolError> {
    let seat = bot_seat(session)?;
    // The bot's RNG, like chance, depends only on the seed and the log's length.
    let mut rng = session.chance_rng();
    rng.set_stream((session.log().len() as u64) | (1 << 63));
    let (action, why) = match bot.level() {
        Some(level) => {
            let mut search = G::search_bot(level);
            if let Some(clock) = clock {
                let deadline = clock() + level.time_budget_ms();
                search.set_stop(Some(Box::new(move || clock() >= deadline)));
            }
            if let Some(visited) = memory.take().and_then(|m| m.downcast::<Visited<G::Action>>().ok()) {
                search.set_visited(*visited);
            }
            let action = search.choose(&Observation::new(session.state(), seat), &mut rng);
            *memory = Some(Box::new(search.take_visited()));
            let action = action.ok_or_else(no_legal_action)?;
            let why = search.explain(&Observation::new(session.state(), seat), &action);
            (action, why)
        }
        None => {
            let mut chooser = G::bot(bot);
            let action =
                chooser.choose(&Observation::new(session.state(), seat), &mut rng).ok_or_else(no_legal_action)?;
            let why = chooser.explain(&Observation::new(session.state(), seat), &action);
            (action, why)
        }
    };
    Ok((seat, action, why))
}

/// The bot of `bot`'s kind decides for the seat to act, and its move is applied (see
/// [`super::DynSession::bot_move`]).
pub(super) fn bot_move<G: Registered>(
    session: &mut Session<G>,
    bot: BotKind,
    clock: Option<Clock>,
    memory: &mut BotState,
) -> Result<(LabelledAction, Vec<String>), ProtocolError> {
    let (seat, action, why) = decide(session, bot, clock, memory)?;
    bot_acts(session, seat, &action, why)
}

/// The move the bot of `bot`'s kind would make for the seat to act, with its reason, labelled as
/// the seat's own answers are; nothing is applied and the session's bots remember nothing of it
/// (see [`super::DynSession::bot_hint`]).
pub(super) fn bot_hint<G: Registered>(
    session: &Session<G>,
    bot: BotKind,
    clock: Option<Clock>,
) -> Result<LabelledAction, ProtocolError> {
    let (seat, action, why) = decide(session, bot, clock, &mut None)?;
    Ok(LabelledAction {
        action: serde_json::to_value(&action).unwrap_or_default(),
        label: session.state().describe_action(&action),
        seat,
        targets: session.state().targets(&action),
        why,
        pass: session.state().is_pass(&action),
    })
}

/// One slice of a searching bot's thought (see [`super::DynSession::bot_think`]).
pub(super) fn bot_think<G: Registered>(
    session: &mut Session<G>,
    bot: BotKind,
    clock: Clock,
    until: f64,
    memory: &mut BotState,
    thinking: &mut BotState,
) -> Result<Option<(LabelledAction, Vec<String>)>, ProtocolError> {
    let Some(level) = bot.level() else { return bot_move(session, bot, Some(clock), memory).map(Some) };
    let seat = bot_seat(session)?;
    let steps = session.log().len();
    let position = view_hash(&Observation::new(session.state(), seat));
    let kept = thinking.take().and_then(|t| t.downcast::<Thinking<G>>().ok());
    let mut t = match kept {
        Some(t) if t.steps == steps && t.position == position && t.kind == bot => *t,
        _ => {
            let mut search = G::search_bot(level);
            if let Some(visited) = memory.take().and_then(|m| m.downcast::<Visited<G::Action>>().ok()) {
                search.set_visited(*visited);
            }
            let mut rng = session.chance_rng();
            rng.set_stream((steps as u64) | (1 << 63));
            let (key, legal) = search.options(&Observation::new(session.state(), seat), &mut rng);
            if legal.len() > 1 {
                search.start_search(seat);
            }
            Thinking { steps, position, kind: bot, search, rng, key, legal, spent_ms: 0.0 }
        }
    };
    if t.legal.len() > 1 {
        let budget = level.time_budget_ms();
        let target = G::level_config(level).iterations;
        let t0 = clock();
        let end = until.min(t0 + (budget - t.spent_ms).max(0.0));
        t.search.set_stop(Some(Box::new(move || clock() >= end)));
        let left = target.saturating_sub(t.search.last_iterations());
        if left > 0 {
            t.search.search_more(&Observation::new(session.state(), seat), &mut t.rng, left);
        }
        t.spent_ms += clock() - t0;
        if t.search.last_iterations() < target && t.spent_ms < budget {
            *thinking = Some(Box::new(t));
            return Ok(None);
        }
    }
    let Thinking { mut search, mut rng, key, legal, .. } = t;
    let action = search.conclude(key, legal, &mut rng);
    *memory = Some(Box::new(search.take_visited()));
    let action = action.ok_or_else(no_legal_action)?;
    let why = search.explain(&Observation::new(session.state(), seat), &action);
    bot_acts(session, seat, &action, why).map(Some)
}
