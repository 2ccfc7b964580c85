//! The HTML parts around the SVGs: the day and the decks, the decision in progress, the hand.

use rampart_engine::valeria::{loss_grade, win_grade, ChampionPower, Colour, EndReason, Pending, WindowPoint};
use yew::prelude::*;

use super::hit::Hit;
use super::info;
use super::select::Element;
use super::Ctx;

/// Names joined with commas.
fn names<'a>(items: impl Iterator<Item = &'a str>) -> String {
    items.collect::<Vec<_>>().join(", ")
}

fn end_text(ctx: &Ctx, end: EndReason) -> (String, &'static str) {
    let m = ctx.view;
    match end {
        EndReason::AllEnginesDefeated => {
            let routed = m.grid.iter().flatten().flatten().filter(|s| s.troop().is_some()).count();
            (format!("Victory: every Siege Engine is defeated. {}", win_grade(m.hand.len() + routed)), "is-won")
        }
        other => {
            let undefeated = m.grid.iter().flatten().flatten().filter(|s| s.engine().is_some()).count() + m.engine_deck;
            let why = match other {
                EndReason::EngineInVanguard => "a Siege Engine reached the Vanguard",
                EndReason::FourthImpact => "a Turret took its 4th Impact",
                _ => "the Troop deck ran out",
            };
            (format!("Defeat: {why}. {}", loss_grade(undefeated)), "is-lost")
        }
    }
}

/// Day, phase, decks, supplies, known tops and the end.
pub fn status(ctx: &Ctx) -> Html {
    let m = ctx.view;
    let supply = format!("{} Strength, {} Magic tokens", m.supply.strength, m.supply.magic);
    let mut tops = Vec::new();
    if !m.troop_top.is_empty() {
        tops.push(format!("Next Troops: {}", names(m.troop_top.iter().map(|t| t.name()))));
    }
    if !m.event_top.is_empty() {
        tops.push(format!("Next Events: {}", names(m.event_top.iter().map(|e| e.name()))));
    }
    if !m.champion_top.is_empty() {
        tops.push(format!("Next Champions: {}", names(m.champion_top.iter().map(|c| c.name()))));
    }
    html! {
        <div class="vb-status" data-testid="valeria-status">
            <p class="vb-day">
                <strong>{format!("Day {} of 7", m.day)}</strong>
                {" · "}{info::phase_name(m.phase)}
                { if m.easy_mode { html! { <span class="vb-tag">{"Easy Mode"}</span> } } else { Html::default() } }
            </p>
            <ul class="vb-chips">
                <li>{format!("Troop deck {}", m.troop_deck)}</li>
                <li>{format!("Siege deck {}", m.engine_deck)}</li>
                <li>{format!("Champions {}", m.champion_deck)}</li>
                { if m.easy_mode { Html::default() } else { html! { <li>{format!("Events {}", m.event_deck)}</li> } } }
                <li>{format!("Discard {}", m.discard.len())}</li>
                <li>{format!("Engines defeated {}", m.engines_defeated)}</li>
                <li>{format!("Supply: {supply}")}</li>
            </ul>
            { for tops.into_iter().map(|t| html! { <p class="vb-top small muted">{t}</p> }) }
            { m.end.map(|end| {
                let (text, class) = end_text(ctx, end);
                html! { <p class={classes!("vb-end", class)} data-testid="valeria-end">{text}</p> }
            }).unwrap_or_default() }
        </div>
    }
}

/// Dice values of a colour among `dice`, as "6, 2".
fn values(ctx: &Ctx, dice: &[u8], colour: Colour) -> String {
    names(
        dice.iter()
            .filter_map(|d| ctx.view.die(*d))
            .filter(|d| d.colour == colour)
            .map(|d| d.value.to_string())
            .collect::<Vec<_>>()
            .iter()
            .map(String::as_str),
    )
}

/// The assigned dice in words: "Soldier 6, 2; Holy 4".
fn assigned(ctx: &Ctx, dice: &[u8]) -> String {
    let soldier = values(ctx, dice, Colour::Soldier);
    let holy = values(ctx, dice, Colour::Holy);
    match (soldier.is_empty(), holy.is_empty()) {
        (true, true) => "no dice yet".into(),
        (false, true) => format!("Soldier {soldier}"),
        (true, false) => format!("Holy {holy}"),
        (false, false) => format!("Soldier {soldier}; Holy {holy}"),
    }
}

/// The context of the decision in progress, when there is more to it than the question.
pub fn pending(ctx: &Ctx) -> Html {
    let m = ctx.view;
    let lines: Vec<String> = match m.pending.as_ref() {
        Some(Pending::Attack(a)) => {
            let (s, mg) = m.cost_at(a.target);
            let cost = if mg > 0 { format!("{s} Strength and {mg} Magic") } else { format!("{s} Strength") };
            let mut lines = vec![
                format!(
                    "Attacking {} ({}){}: it costs {cost}.",
                    info::foe_name(a.foe),
                    info::place(a.target),
                    if a.talon { " with a Gargoyle Talon" } else { "" }
                ),
                format!("Assigned: {}.", assigned(ctx, &a.dice)),
            ];
            let bonuses: Vec<String> = a
                .bonuses
                .iter()
                .filter_map(|t| m.turret(*t).and_then(|t| t.champion))
                .map(|(c, _)| match c.power() {
                    ChampionPower::Bonus { magic, amount, .. } => {
                        format!("{} +{amount} {}", c.name(), if magic { "Magic" } else { "Strength" })
                    }
                    _ => c.name().to_owned(),
                })
                .collect();
            if !bonuses.is_empty() {
                lines.push(format!("Champions: {}.", bonuses.join(", ")));
            }
            lines
        }
        Some(Pending::OverkillPay { target, efreet, owed, dice, .. }) => vec![
            format!(
                "Overkill on {} ({}) with {}: {owed} more {} owed.",
                m.slot(*target).map(|s| info::foe_name(s.foe)).unwrap_or("the card"),
                info::place(*target),
                if *efreet { "an Efreet Enflammé" } else { "a Lycan Mage" },
                if *efreet { "Magic" } else { "Strength" },
            ),
            format!("Assigned: {}.", assigned(ctx, dice)),
        ],
        Some(Pending::AfterDefeat { cell, leftover, .. }) => {
            vec![format!("Card defeated at {}; {leftover} overspent.", info::place(*cell))]
        }
        Some(Pending::Champion { champion }) => {
            vec![format!("Champion drawn: {}. {}", champion.name(), champion.text())]
        }
        Some(Pending::BackForMoreTop { pair }) => {
            let [first, second] = pair;
            vec![format!("Back for More: {} and {}.", first.name(), second.name())]
        }
        Some(Pending::Window { before: WindowPoint::Engine { cell } }) => m
            .slot(*cell)
            .and_then(|s| s.engine())
            .map(|e| vec![format!("About to fire: {} ({}). {}", e.name(), info::place(*cell), e.text())])
            .unwrap_or_default(),
        Some(Pending::Order { troops, .. }) => {
            let top = if *troops {
                names(m.troop_top.iter().map(|t| t.name()))
            } else {
                names(m.event_top.iter().map(|e| e.name()))
            };
            if top.is_empty() {
                Vec::new()
            } else {
                vec![format!("Known top: {top}.")]
            }
        }
        _ => Vec::new(),
    };
    if lines.is_empty() {
        return Html::default();
    }
    html! {
        <div class="vb-pending" data-testid="valeria-pending">
            { for lines.into_iter().map(|l| html! { <p>{l}</p> }) }
        </div>
    }
}

/// The hand: one card per Troop type, with its count.
pub fn hand(ctx: &Ctx) -> Html {
    let groups = ctx.view.hand_groups();
    html! {
        <section class="vb-hand" aria-label="Hand">
            <h3 class="vb-caption-html">{format!("Hand ({})", ctx.view.hand.len())}</h3>
            { if groups.is_empty() { html! { <p class="small muted">{"No Troops in hand."}</p> } } else { Html::default() } }
            <div class="vb-hand-cards">
                { for groups.into_iter().map(|(troop, count)| {
                    let element = Element::Hand(troop);
                    let key = serde_json::to_value(troop).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
                    let kind = if troop.class() == rampart_engine::valeria::TroopClass::Attack { "vb-kind--attack" } else { "vb-kind--magical" };
                    let label = format!("{} in hand{}", troop.name(), if count > 1 { format!(", {count} copies") } else { String::new() });
                    html! {
                        <Hit tag="div" testid={format!("valeria-hand-{key}")} {label}
                            class={ctx.classes(element, classes!("vb-hand-card", kind))}
                            selection={ctx.selection(element, info::hand_info(troop, count))} on_select={ctx.on_select.clone()}>
                            <span class="vb-hand-name">{troop.name()}
                                { if count > 1 { html! { <span class="vb-hand-count">{format!(" x{count}")}</span> } } else { Html::default() } }
                            </span>
                            <span class="vb-hand-text">{troop.text()}</span>
                        </Hit>
                    }
                }) }
            </div>
        </section>
    }
}
