//! The Heroes and Spells: Realms of Thaloria board: the hex map the players build (SVG: tiles in
//! faction colours, controllers, banners, Warriors of each faction, the cells where the next tile
//! may go), and HTML panels for the round and step, each Wizard, the viewer's own hand, the Spell
//! Chain, the cards in play, the combat in progress, the Dungeons and the discard pile.
//!
//! The map's layout is the engine's axial coordinates (designed: ruling thaloria G-2), drawn as
//! pointy-top hexes.
//!
//! # Test ids (all stable)
//! - `thl-map`: the map's `<svg>`. `thl-tile-<id>`: a tile. `thl-cell-<q>_<r>`: an empty cell
//!   where a tile may be placed.
//! - `thl-status`: round, step and whose turn. `thl-player-<seat>`: a Wizard's row.
//! - `thl-hand`: the viewer's hand; `thl-card-<number>`: a card in it.
//! - `thl-chain`: the Spell Chain; `thl-chain-<index>`: a card on it (0 at the bottom).
//! - `thl-in-play`: cards in play; `thl-combat`: the combat; `thl-pile`: the discard pile.
//! - `board-error`: the panel drawn instead of the board if the view is not the engine's.
//!
//! # What a tap means
//! [`element`] holds the policy: an element matches the legal answers whose engine-given targets
//! name it (a tile, an empty cell, a Wizard; a hand card only for its own deciding seat), and a
//! tap means the step's natural action (deploy here, fight here, place a tile here, cast this).

mod element;

use std::cell::Cell as Slot;
use std::rc::Rc;

use rampart_engine::thaloria::data::board::Cell;
use rampart_engine::thaloria::data::Faction;
use rampart_engine::thaloria::{CombatKind, Ground, Stage, Step, ThaloriaView, TileView};
use serde_json::Value;
use yew::prelude::*;

use super::board::BoardProps;
use element::{aim_text, army_text, card_class, card_kind, seat_name, viewer_seat, Element};

/// A hex's radius (centre to corner) in SVG units.
const HEX: f32 = 40.0;

/// The shared tap handlers with this board's policy.
type Tap = super::board::Tap<element::Policy>;

/// The view as the engine's own type. UI and engine are one build, so this never fails in
/// practice; if it does, the serde error says why.
fn decode(view: &Value) -> Result<ThaloriaView, String> {
    serde_json::from_value(view.clone()).map_err(|e| e.to_string())
}

/// The Heroes and Spells board.
#[component]
pub fn ThaloriaBoard(props: &BoardProps) -> Html {
    let decoded = use_memo(props.view.clone(), |v| decode(v).map(Rc::new));
    let press = use_memo((), |_| Slot::new(0.0f64));
    let view = match &*decoded {
        Ok(view) => view.clone(),
        Err(e) => {
            return html! {
                <div class="board board--thaloria thl board-error" data-testid="board-error" role="alert">
                    { format!("This board could not be drawn: {e}") }
                </div>
            }
        }
    };
    let tap = Tap::new(view.clone(), props, press);
    html! {
        <div class="board board--thaloria board--panels thl">
            <div class="board__map">{ map_svg(&tap) }</div>
            <div class="board__side">
                { status_panel(&view) }
                { chain_panel(&tap) }
                { combat_panel(&view) }
                { hand_panel(&tap) }
                { players_panel(&tap) }
                { in_play_panel(&tap) }
                { dungeons_panel(&view) }
                { pile_panel(&tap) }
            </div>
        </div>
    }
}

/// A faction's CSS name ("none" before it is chosen).
fn faction_class(f: Option<Faction>) -> &'static str {
    match f {
        Some(Faction::Humans) => "humans",
        Some(Faction::Skeletons) => "skeletons",
        Some(Faction::Goblins) => "goblins",
        Some(Faction::Elves) => "elves",
        Some(Faction::Dwarfs) => "dwarfs",
        None => "none",
    }
}

fn seat_faction(v: &ThaloriaView, seat: u8) -> &'static str {
    faction_class(v.players.get(usize::from(seat)).and_then(|p| p.faction))
}

/// The centre of a cell, pointy-top hexes.
fn centre(cell: Cell) -> (f32, f32) {
    let (q, r) = (f32::from(cell.0), f32::from(cell.1));
    (HEX * 3f32.sqrt() * (q + r / 2.0), HEX * 1.5 * r)
}

/// The corners of a hex of radius `size` around `(x, y)`, as an SVG `points` list.
fn hex_points(x: f32, y: f32, size: f32) -> String {
    (0..6)
        .map(|k| {
            let a = (60.0 * k as f32 - 30.0).to_radians();
            format!("{:.1},{:.1}", x + size * a.cos(), y + size * a.sin())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A tile's short label on the map: "E3" for Elves 3, "Grotto", "Dungeon".
fn short_label(t: &TileView) -> String {
    match t.ground {
        Ground::Grotto => "Grotto".into(),
        Ground::Dungeon(_) => "Dungeon".into(),
        Ground::Land(_) => {
            let mut words = t.name.split_whitespace();
            let first = words.next().and_then(|w| w.chars().next()).unwrap_or('?');
            format!("{first}{}", words.last().unwrap_or(""))
        }
    }
}

fn map_svg(tap: &Tap) -> Html {
    let v = &tap.view;
    let cells: Vec<Cell> = v.tiles.iter().map(|t| t.cell).chain(v.frontier.iter().copied()).collect();
    let (mut x0, mut y0, mut x1, mut y1) = (0f32, 0f32, 0f32, 0f32);
    for &c in &cells {
        let (x, y) = centre(c);
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    let pad = HEX + 6.0;
    let (x0, y0, w, h) = (x0 - pad, y0 - pad, x1 - x0 + 2.0 * pad, y1 - y0 + 2.0 * pad);
    let combat_tile = v.combat.as_ref().map(|c| c.tile);
    let tiles = v.tiles.iter().map(|t| tile(tap, t, combat_tile == Some(t.id)));
    let frontier = v.frontier.iter().map(|&c| empty_cell(tap, c));
    html! {
        <svg class="thl-map" viewBox={format!("{x0:.0} {y0:.0} {w:.0} {h:.0}")} data-testid="thl-map"
            role="group" aria-label={format!("The realm: {} tiles", v.tiles.len())}>
            { for frontier }
            { for tiles }
        </svg>
    }
}

fn empty_cell(tap: &Tap, c: Cell) -> Html {
    let el = Element::Cell(c);
    let (x, y) = centre(c);
    html! {
        <g class={classes!("thl-cell", tap.target_class(el))} data-testid={format!("thl-cell-{}_{}", c.0, c.1)}
            role="button" tabindex="0" aria-label={format!("Empty space {},{}", c.0, c.1)}
            onclick={tap.onclick(el)} oncontextmenu={tap.oncontextmenu(el)} onkeydown={tap.onkeydown(el)}
            onpointerdown={tap.onpointerdown()}>
            <polygon class="thl-cell__hex" points={hex_points(x, y, HEX - 2.0)} />
            <text class="thl-cell__plus" x={x.to_string()} y={(y + 7.0).to_string()} text-anchor="middle">{"+"}</text>
        </g>
    }
}

fn tile(tap: &Tap, t: &TileView, fighting: bool) -> Html {
    let v = &tap.view;
    let el = Element::Tile(t.id);
    let (x, y) = centre(t.cell);
    let ground: Vec<String> = match t.ground {
        Ground::Grotto => vec!["thl-tile--grotto".into()],
        Ground::Dungeon(_) => vec!["thl-tile--dungeon".into()],
        Ground::Land(owner) => vec!["thl-tile--land".into(), format!("thl-land--{}", seat_faction(v, owner))],
    };
    let control = t.controller.map(|s| format!("thl-ctl--{}", seat_faction(v, s)));
    let class = classes!(
        "thl-tile",
        ground,
        control,
        tap.target_class(el),
        t.disputed.then_some("is-disputed"),
        fighting.then_some("is-combat"),
        v.battles.contains(&t.id).then_some("is-battle"),
    );
    let banner = t.banner.map(|b| {
        let (fx, fy) = (x + 12.0, y - 30.0);
        html! {
            <g class={classes!("thl-banner", format!("thl-fill--{}", seat_faction(v, b)))}>
                <line x1={fx.to_string()} y1={fy.to_string()} x2={fx.to_string()} y2={(fy + 18.0).to_string()} />
                <path d={format!("M{fx} {fy} l12 4 l-12 4 Z")} />
            </g>
        }
    });
    let n = t.troops.len().max(1) as f32;
    let troops = t.troops.iter().enumerate().map(|(i, troop)| {
        let ty = y + 2.0 + (i as f32 - (n - 1.0) / 2.0) * 15.0;
        let text = troop_text(troop.army);
        html! {
            <g class={classes!("thl-troop", format!("thl-fill--{}", seat_faction(v, troop.seat)))}>
                <rect x={(x - 20.0).to_string()} y={(ty - 7.0).to_string()} width="40" height="14" rx="7" />
                <text x={x.to_string()} y={(ty + 4.0).to_string()} text-anchor="middle">{ text }</text>
            </g>
        }
    });
    let marks = match (t.empowered, v.battles.contains(&t.id)) {
        (true, true) => "⛨⚔",
        (true, false) => "⛨",
        (false, true) => "⚔",
        (false, false) => "",
    };
    let aria = {
        let mut parts = vec![t.name.clone()];
        if let Some(s) = t.controller {
            parts.push(format!("held by {}", seat_name(v, s)));
        }
        for troop in &t.troops {
            parts.push(format!("{} {}", seat_name(v, troop.seat), army_text(troop.army)));
        }
        parts.join(", ")
    };
    html! {
        <g class={class} data-testid={format!("thl-tile-{}", t.id)} role="button" tabindex="0" aria-label={aria}
            onclick={tap.onclick(el)} oncontextmenu={tap.oncontextmenu(el)} onkeydown={tap.onkeydown(el)}
            onpointerdown={tap.onpointerdown()}>
            <polygon class="thl-tile__hex" points={hex_points(x, y, HEX - 1.5)} />
            <text class="thl-tile__label" x={x.to_string()} y={(y - 19.0).to_string()} text-anchor="middle">{ short_label(t) }</text>
            { for troops }
            { for banner }
            if !marks.is_empty() {
                <text class="thl-tile__mark" x={x.to_string()} y={(y + 31.0).to_string()} text-anchor="middle">{ marks }</text>
            }
        </g>
    }
}

/// A troop's pill: "3" Standard, "2★" Elite, "3+1★" both.
fn troop_text(army: rampart_engine::thaloria::Army) -> String {
    match (army.standard, army.elite) {
        (s, 0) => s.to_string(),
        (0, e) => format!("{e}★"),
        (s, e) => format!("{s}+{e}★"),
    }
}

fn step_name(step: Step) -> &'static str {
    match step {
        Step::StartRoll => "Rolling for the starting player",
        Step::Picks => "Choosing factions and Wizards",
        Step::Building => "Building the board",
        Step::Strongholds => "Empowered Strongholds",
        Step::Dealing => "Dealing the hands",
        Step::StartDeployment => "Starting deployment",
        Step::Disputes => "Disputed tiles",
        Step::Draw => "Draw Step",
        Step::Deployment => "Deployment Step",
        Step::Advance => "Advance Step",
        Step::Attack => "Attack and Defence Step",
        Step::Consolidation => "Consolidation Step",
        Step::ConsolidationDeployment => "Consolidation Deployment",
        Step::Over => "Game over",
    }
}

fn status_panel(v: &ThaloriaView) -> Html {
    let mut line = format!("Round {} · {} · {}", v.round.max(1), step_name(v.step), seat_name(v, v.active));
    if matches!(v.step, Step::Deployment | Step::ConsolidationDeployment) && v.deploy_left > 0 {
        line.push_str(&format!(" · {} Power Points to deploy", v.deploy_left));
    }
    html! {
        <section class="board-panel thl-status" data-testid="thl-status" aria-label="Round and step">
            <div>{ line }</div>
            <div class="thl-status__decks">
                <span>{ format!("Main Deck {}", v.deck) }</span>
                <span>{ format!("Discard {}", v.discard.len()) }</span>
                { for v.priority.map(|s| html! { <strong class="thl-priority">{ format!("Priority: {}", seat_name(v, s)) }</strong> }) }
            </div>
        </section>
    }
}

fn players_panel(tap: &Tap) -> Html {
    let v = &tap.view;
    let rows = v.players.iter().enumerate().map(|(s, p)| {
        let seat = s as u8;
        let life = format!("♥ {}/{}", p.life, p.start_life);
        let wizard = p.wizard.map_or_else(String::new, |w| w.name().to_string());
        let body = html! {
            <>
                <span class={classes!("thl-swatch", format!("thl-fill--{}", faction_class(p.faction)))} aria-hidden="true" />
                <span class="thl-player__name">
                    <strong>{ seat_name(v, seat) }</strong>
                    <small>{ wizard }</small>
                </span>
                <span class="thl-player__life">{ life }</span>
                <span class="thl-player__stats">
                    { format!("Reserve {} · Power {} · Tiles {} · Banners {}/8 · Cards {}",
                        army_text(p.reserve), p.army_power, p.tiles, p.territory, p.hand_size) }
                    if p.fallen.count() > 0 || p.in_dungeons.count() > 0 {
                        { format!(" · Fallen {} · Dungeons {}", p.fallen.count(), p.in_dungeons.count()) }
                    }
                </span>
            </>
        };
        let class = classes!(
            "thl-player",
            (seat == v.active).then_some("is-active"),
            (v.priority == Some(seat)).then_some("is-priority"),
            (!p.alive).then_some("is-out"),
        );
        let aria = format!("{}, {} Life Points", seat_name(v, seat), p.life);
        tap.button(Element::Wizard(seat), format!("thl-player-{s}"), class, aria, body)
    });
    html! { <section class="board-panel thl-players" aria-label="Wizards">{ for rows }</section> }
}

fn hand_panel(tap: &Tap) -> Html {
    let v = &tap.view;
    let Some(me) = viewer_seat(v) else { return html! {} };
    let Some(hand) = v.players.get(usize::from(me)).and_then(|p| p.hand.clone()) else { return html! {} };
    let cards = hand.iter().map(|&card| {
        tap.button(
            Element::Hand(card),
            format!("thl-card-{}", card.0),
            classes!("thl-card", format!("thl-card--{}", card_class(card))),
            format!("{}, {}", card.name(), card_kind(card)),
            html! { <><span class="thl-card__name">{ card.name() }</span><small>{ card_kind(card) }</small></> },
        )
    });
    html! {
        <section class="board-panel thl-hand" data-testid="thl-hand" aria-label="Your hand">
            <h3 class="board-panel__title">{ format!("Hand of {} ({})", seat_name(v, me), hand.len()) }</h3>
            if hand.is_empty() {
                <p class="muted">{"No cards."}</p>
            }
            <div class="thl-hand__cards">{ for cards }</div>
        </section>
    }
}

fn chain_panel(tap: &Tap) -> Html {
    let v = &tap.view;
    if v.chain.is_empty() && v.harm.is_none() {
        return html! {};
    }
    let items = v.chain.iter().enumerate().rev().map(|(i, item)| {
        let aim = aim_text(v, item.aim);
        let copy = if item.copy { " (copy)" } else { "" };
        tap.button(
            Element::Chain(i),
            format!("thl-chain-{i}"),
            classes!("thl-card", format!("thl-card--{}", card_class(item.card))),
            format!("{} cast by {}", item.card.name(), seat_name(v, item.seat)),
            html! {
                <>
                    <span class="thl-card__name">{ format!("{}{copy}", item.card.name()) }</span>
                    <small>{ format!("{}{}", seat_name(v, item.seat), if aim.is_empty() { String::new() } else { format!(" → {aim}") }) }</small>
                </>
            },
        )
    });
    let harm = v.harm.map(|h| {
        html! { <p class="thl-harm">{ format!("{} would take {} damage.", seat_name(v, h.seat), h.damage) }</p> }
    });
    html! {
        <section class="board-panel thl-chain" data-testid="thl-chain" aria-label="The Spell Chain">
            <h3 class="board-panel__title">{ "Spell Chain (top first)" }</h3>
            { for harm }
            { for items }
        </section>
    }
}

fn combat_panel(v: &ThaloriaView) -> Html {
    let Some(c) = &v.combat else { return html! {} };
    let kind = match c.kind {
        CombatKind::Battle => "Battle",
        CombatKind::Spell => "Combat by a Spell",
        CombatKind::Dispute => "Disputed tile",
        CombatKind::Wizard => "Wizard attack",
    };
    let stage = match c.stage {
        Stage::PickAttack => "the attacker picks Warriors",
        Stage::PickDefence => "the defender picks Warriors",
        Stage::Dice => "dice",
        Stage::Losses => "losses",
        Stage::Done => "round over",
        Stage::Retreat => "press on or retreat",
    };
    let dice = |dice: &[rampart_engine::thaloria::Die]| {
        dice.iter()
            .map(|d| {
                let face = if d.face == 0 { "·".to_string() } else { d.value().to_string() };
                html! { <span class={classes!("thl-die", (d.sides() == 12).then_some("thl-die--d12"))} title={format!("D{}", d.sides())}>{ face }</span> }
            })
            .collect::<Html>()
    };
    html! {
        <section class="board-panel thl-combat" data-testid="thl-combat" aria-label="Combat">
            <h3 class="board-panel__title">{ format!("{kind} at {} · round {} · {stage}", element::tile_name(v, c.tile), c.round) }</h3>
            <div class="thl-combat__side">
                <span>{ format!("{} attacks", seat_name(v, c.attacker)) }</span>
                <span class="thl-dice">{ dice(&c.attack) }</span>
            </div>
            <div class="thl-combat__side">
                <span>{ format!("{} defends", seat_name(v, c.defender)) }</span>
                <span class="thl-dice">{ dice(&c.defence) }</span>
            </div>
            if c.lost.0.count() + c.lost.1.count() > 0 {
                <p class="muted">{ format!("Losses: attacker {}, defender {}", army_text(c.lost.0), army_text(c.lost.1)) }</p>
            }
        </section>
    }
}

fn in_play_panel(tap: &Tap) -> Html {
    let v = &tap.view;
    if v.in_play.is_empty() {
        return html! {};
    }
    let items = v.in_play.iter().enumerate().map(|(i, l)| {
        let on = aim_text(v, l.on);
        let mut small = seat_name(v, l.owner);
        if !on.is_empty() {
            small.push_str(&format!(" → {on}"));
        }
        if l.left > 0 {
            small.push_str(&format!(" · {} left", l.left));
        }
        tap.button(
            Element::InPlay(i),
            format!("thl-in-play-{i}"),
            classes!("thl-card", format!("thl-card--{}", card_class(l.card))),
            format!("{} in play", l.card.name()),
            html! { <><span class="thl-card__name">{ l.card.name() }</span><small>{ small }</small></> },
        )
    });
    html! {
        <section class="board-panel thl-in-play" data-testid="thl-in-play" aria-label="Cards in play">
            <h3 class="board-panel__title">{ "In play" }</h3>
            { for items }
        </section>
    }
}

fn dungeons_panel(v: &ThaloriaView) -> Html {
    if v.prisons.is_empty() {
        return html! {};
    }
    let rows = v.prisons.iter().map(|p| {
        html! {
            <li>{ format!("{} of {} in {} Dungeon, {} Draw Steps left", army_text(p.army), seat_name(v, p.owner), seat_name(v, p.keeper), p.left) }</li>
        }
    });
    html! {
        <section class="board-panel" aria-label="Dungeons">
            <h3 class="board-panel__title">{ "Dungeons" }</h3>
            <ul class="thl-list">{ for rows }</ul>
        </section>
    }
}

fn pile_panel(tap: &Tap) -> Html {
    let v = &tap.view;
    if v.discard.is_empty() {
        return html! {};
    }
    let cards = v.discard.iter().rev().take(8).map(|&card| {
        tap.button(
            Element::Pile(card),
            format!("thl-pile-{}", card.0),
            classes!("thl-card", "thl-card--pile", format!("thl-card--{}", card_class(card))),
            format!("{} in the discard pile", card.name()),
            html! { <span class="thl-card__name">{ card.name() }</span> },
        )
    });
    html! {
        <details class="board-panel thl-pile" data-testid="thl-pile">
            <summary>{ format!("Discard pile ({}, newest first)", v.discard.len()) }</summary>
            <div class="thl-hand__cards">{ for cards }</div>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexes_sit_side_by_side() {
        // Neighbours are one hex width apart (√3 × radius), whichever of the six sides.
        for (dq, dr) in rampart_engine::thaloria::data::board::NEIGHBOURS {
            let (x, y) = centre((dq, dr));
            let d = (x * x + y * y).sqrt();
            assert!((d - HEX * 3f32.sqrt()).abs() < 0.01, "{dq},{dr}: {d}");
        }
        assert_eq!(hex_points(0.0, 0.0, 10.0).split(' ').count(), 6);
        assert_eq!(faction_class(None), "none");
        assert_eq!(step_name(Step::Draw), "Draw Step");
        use rampart_engine::thaloria::Army;
        assert_eq!(
            [troop_text(Army::new(3, 0)), troop_text(Army::new(0, 2)), troop_text(Army::new(1, 2))],
            ["3", "2★", "1+2★"]
        );
    }
}
