//! Reading the table: each hero's card, awakening, constitution and strength.

use crate::games::firesiege::data::{Hero, HEROES, MAX_CONSTITUTION};
use crate::table::{TableError, TableState};

pub(super) fn hero_of(state: &TableState, p: usize) -> Option<&'static Hero> {
    usize::try_from(state.value_or("hero", Some(p), 0)).ok().and_then(|i| HEROES.get(i))
}

pub(super) fn is_awakened(state: &TableState, p: usize) -> bool {
    state.value_or("awakened", Some(p), 0) > 0
}

pub(super) fn constitution(state: &TableState, p: usize) -> i32 {
    let a = usize::from(is_awakened(state, p));
    hero_of(state, p).and_then(|h| h.constitution.get(a)).copied().unwrap_or(MAX_CONSTITUTION)
}

pub(super) fn strength(state: &TableState, p: usize) -> i32 {
    let a = usize::from(is_awakened(state, p));
    hero_of(state, p).and_then(|h| h.strength.get(a)).copied().unwrap_or(1)
}

pub(super) fn rule_err(text: impl Into<String>) -> TableError {
    TableError::Rule(text.into())
}
