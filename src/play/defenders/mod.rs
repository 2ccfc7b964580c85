//! The Defenders of the Realm board: the 45-location map in SVG (colours, paths, minions,
//! Tainted Crystals, Magic Gates, Generals, heroes), and HTML panels for the War Status, the
//! Generals' wound tracks, the decks and each hero (life tokens, hand, quest, rewards).
//!
//! The map's coordinates are designed (the rulebook publishes none): see [`map`].
//!
//! # Test ids (all stable)
//! - `dfn-map`: the map's `<svg>`.
//! - `dfn-loc-<id>`: a location (id 0-44, alphabetical as in the engine).
//! - `dfn-general-<name>`: a General's track row (`varkolak`, `sapphire`, `balazarg`, `gorgutt`).
//! - `dfn-war`: the War Status track. `dfn-darkness`: the Darkness Spreads deck.
//! - `dfn-hero-<seat>`: a seat's hero (panel header). `dfn-card-<seat>-<index>`: a card in its
//!   hand, by position. `dfn-quest-<seat>`: its open quest. `dfn-reward-<seat>-<index>`: a reward.
//! - `board-error`: the panel drawn instead of the board if the view is not the engine's.
//!
//! # What a tap means
//! The board decodes the engine's own [`DefendersView`] once per view and draws it. Every
//! element reports a [`Selection`]; [`element`] holds the policy: an element matches the legal
//! answers whose engine-given targets name it (a location, a General's piece, a hero; hand
//! cards and rewards only for the deciding seat, which the engine names), and a tap means
//! "walk there" while the active hero chooses an action, or "pick it" while an effect or the
//! Cleric's push wants a location. [`info`] words each element's Info sheet.

mod element;
mod info;
mod map;
mod text;

use rampart_engine::words::counted;
use std::cell::Cell;
use std::rc::Rc;

use rampart_engine::defenders::data::{Colour, General, LocKind, COLOURS, EDGES, GENERAL_LIST, LOCATIONS};
use rampart_engine::defenders::DefendersView;
use serde_json::Value;
use yew::prelude::*;

use super::board::BoardProps;
use element::Element;
use map::{ABBR, CITY_RADIUS, HIT_RADIUS, POS, RADIUS, VIEW_H, VIEW_W};

/// The shared tap handlers with this board's policy.
type Tap = super::board::Tap<element::Policy>;

/// The view as the engine's own type. UI and engine are one build, so this never fails in
/// practice; if it does, the serde error says why.
fn decode(view: &Value) -> Result<DefendersView, String> {
    serde_json::from_value(view.clone()).map_err(|e| e.to_string())
}

/// The Defenders board.
#[component]
pub fn DefendersBoard(props: &BoardProps) -> Html {
    let decoded = use_memo(props.view.clone(), |v| decode(v).map(Rc::new));
    let press = use_memo((), |_| Cell::new(0.0f64));
    let view = match &*decoded {
        Ok(view) => view.clone(),
        Err(e) => {
            return html! {
                <div class="board board--defenders dfn board-error" data-testid="board-error" role="alert">
                    { format!("This board could not be drawn: {e}") }
                </div>
            }
        }
    };
    let tap = Tap::new(view.clone(), props, press);
    html! {
        <div class="board board--defenders board--panels dfn">
            <div class="board__map">{ map_svg(&tap) }</div>
            <div class="board__side">
                { status_panel(&tap) }
                { generals_panel(&tap) }
                { fight_panel(&view) }
                { heroes_panel(&tap) }
            </div>
        </div>
    }
}

fn colour_class(c: Option<Colour>) -> &'static str {
    c.map_or("none", |c| c.name())
}

fn general_slug(g: General) -> &'static str {
    match g {
        General::Varkolak => "varkolak",
        General::Sapphire => "sapphire",
        General::Balazarg => "balazarg",
        General::Gorgutt => "gorgutt",
    }
}

/// The path edges of a General's march, as (a, b) pairs.
fn march_colour(a: u8, b: u8) -> Option<Colour> {
    GENERAL_LIST.into_iter().find_map(|g| {
        let p = g.data().path;
        p.windows(2).any(|w| (w[0] == a && w[1] == b) || (w[0] == b && w[1] == a)).then(|| g.colour())
    })
}

/// Minion pip offsets inside a disc for `n` pips.
fn pip_offsets(n: usize) -> Vec<(f32, f32)> {
    match n {
        0 => Vec::new(),
        1 => vec![(0.0, 0.0)],
        2 => vec![(-7.0, 0.0), (7.0, 0.0)],
        3 => vec![(0.0, -7.0), (-8.0, 6.0), (8.0, 6.0)],
        4 => vec![(-7.0, -7.0), (7.0, -7.0), (-7.0, 7.0), (7.0, 7.0)],
        _ => (0..n)
            .map(|i| {
                let a = std::f32::consts::TAU * i as f32 / n as f32 - std::f32::consts::FRAC_PI_2;
                (11.0 * a.cos(), 11.0 * a.sin())
            })
            .collect(),
    }
}

fn map_svg(tap: &Tap) -> Html {
    let m = &tap.view;
    let context = m.context_locs();
    let active_loc = m.hero(m.active).map(|h| h.loc);
    let edges = EDGES.iter().map(|&(a, b)| {
        let (Some(pa), Some(pb)) = (POS.get(usize::from(a)), POS.get(usize::from(b))) else { return html! {} };
        let class = match march_colour(a, b) {
            Some(c) => classes!("dfn-path", "dfn-path--march", format!("dfn-stroke--{}", c.name())),
            None => classes!("dfn-path"),
        };
        html! { <line class={class} x1={pa.0.to_string()} y1={pa.1.to_string()} x2={pb.0.to_string()} y2={pb.1.to_string()} /> }
    });
    let locs = (0..LOCATIONS.len())
        .filter_map(|i| u8::try_from(i).ok())
        .map(|l| location(tap, l, context.contains(&l), active_loc == Some(l)));
    html! {
        <svg class="dfn-map" viewBox={format!("0 0 {VIEW_W} {VIEW_H}")} data-testid="dfn-map"
            role="group" aria-label="The Realm: 45 locations">
            <rect class="dfn-map__bg" x="0" y="0" width={VIEW_W.to_string()} height={VIEW_H.to_string()} rx="14" />
            <g class="dfn-paths">{ for edges }</g>
            { for locs }
        </svg>
    }
}

fn location(tap: &Tap, l: u8, context: bool, active_here: bool) -> Html {
    let m = &tap.view;
    let Some(data) = LOCATIONS.get(usize::from(l)) else { return html! {} };
    let Some(&(x, y)) = POS.get(usize::from(l)) else { return html! {} };
    let el = Element::Loc(l);
    let spot = m.spot(l);
    let city = data.kind == LocKind::MonarchCity;
    let r = if city { CITY_RADIUS } else { RADIUS };
    let kind = match data.kind {
        LocKind::MonarchCity => "city",
        LocKind::Inn => "inn",
        _ => colour_class(data.colour),
    };
    let class = classes!(
        "dfn-loc",
        format!("dfn-loc--{kind}"),
        tap.target_class(el),
        context.then_some("is-context"),
        active_here.then_some("is-active"),
    );
    // Pips: one per minion, in colour order; a number once they do not fit.
    let mut pips: Vec<Colour> = Vec::new();
    for c in COLOURS {
        for _ in 0..spot.minions[c.index()] {
            pips.push(c);
        }
    }
    let pip_html = if pips.len() <= 6 {
        let offsets = pip_offsets(pips.len());
        pips.iter()
            .zip(offsets)
            .map(|(c, (dx, dy))| {
                html! { <circle class={classes!("dfn-pip", format!("dfn-minion--{}", c.name()))}
                cx={(x + dx).to_string()} cy={(y + dy).to_string()} r="5.5" /> }
            })
            .collect::<Html>()
    } else {
        html! { <text class="dfn-loc__count" x={x.to_string()} y={(y + 6.0).to_string()} text-anchor="middle">{ pips.len() }</text> }
    };
    let crystal = (spot.crystals > 0).then(|| {
        let (cx, cy) = (x + r * 0.78, y - r * 0.78);
        html! {
            <g class="dfn-crystal">
                <path d={format!("M{cx} {} L{} {cy} L{cx} {} L{} {cy} Z", cy - 9.0, cx + 7.0, cy + 9.0, cx - 7.0)} />
                { (spot.crystals > 1).then(|| html! {
                    <text class="dfn-badge" x={(cx + 9.0).to_string()} y={(cy - 4.0).to_string()}>{ spot.crystals }</text>
                }) }
            </g>
        }
    });
    let gate = spot.gate.then(|| {
        let (gx, gy) = (x - r * 0.8, y - r * 0.8);
        html! { <ellipse class="dfn-gate" cx={gx.to_string()} cy={gy.to_string()} rx="6" ry="9" /> }
    });
    let general = m.general_at(l).map(|g| {
        let (gx, gy) = (x + r + 6.0, y + 2.0);
        html! {
            <g class={classes!("dfn-general-mark", format!("dfn-fill--{}", g.general.colour().name()))}>
                <path d={format!("M{} {} h22 v10 l-11 11 l-11 -11 Z", gx - 11.0, gy - 12.0)} />
                <text x={gx.to_string()} y={(gy + 3.0).to_string()} text-anchor="middle">
                    { g.general.data().name.get(..1).unwrap_or("?") }
                </text>
            </g>
        }
    });
    let heroes = m.heroes_at(l);
    let n = heroes.len() as f32;
    let hero_html = heroes.iter().enumerate().map(|(i, &s)| {
        let hx = x - (n - 1.0) * 9.0 + 18.0 * i as f32;
        let hy = y + r - 1.0;
        let initials = m.hero(s).map_or("?", |h| text::hero_initials(h.kind));
        html! {
            <g class={classes!("dfn-hero-mark", format!("dfn-seat--{s}"), (s == m.active).then_some("is-active"))}>
                <circle cx={hx.to_string()} cy={hy.to_string()} r="10" />
                <text x={hx.to_string()} y={(hy + 4.5).to_string()} text-anchor="middle">{ initials }</text>
            </g>
        }
    });
    let label_y = y + r + if heroes.is_empty() { 18.0 } else { 27.0 };
    let aria = aria_for(m, l);
    html! {
        <g class={class} data-testid={format!("dfn-loc-{l}")} role="button" tabindex="0" aria-label={aria}
            onclick={tap.onclick(el)} oncontextmenu={tap.oncontextmenu(el)} onkeydown={tap.onkeydown(el)}
            onpointerdown={tap.onpointerdown()}>
            <circle class="dfn-loc__hit" cx={x.to_string()} cy={y.to_string()} r={HIT_RADIUS.to_string()} />
            <circle class={classes!("dfn-loc__disc", format!("dfn-fill--{kind}"))}
                cx={x.to_string()} cy={y.to_string()} r={r.to_string()} />
            { pip_html }
            { for crystal }
            { for gate }
            { for general }
            { for hero_html }
            <text class="dfn-loc__label" x={x.to_string()} y={label_y.to_string()} text-anchor="middle">
                { ABBR.get(usize::from(l)).copied().unwrap_or("?") }
            </text>
        </g>
    }
}

/// The location's name and pieces, for screen readers.
fn aria_for(m: &DefendersView, l: u8) -> String {
    let spot = m.spot(l);
    let mut parts = vec![info::loc_name(l)];
    for c in COLOURS {
        let n = spot.minions[c.index()];
        if n > 0 {
            parts.push(format!("{n} {}", text::race_plural(c, n)));
        }
    }
    if spot.crystals > 0 {
        parts.push(counted(spot.crystals, "Tainted Crystal", "Tainted Crystals"));
    }
    if spot.gate {
        parts.push("Magic Gate".into());
    }
    if let Some(g) = m.general_at(l) {
        parts.push(g.general.data().name.to_string());
    }
    for s in m.heroes_at(l) {
        parts.push(info::seat_name(m, s));
    }
    parts.join(", ")
}

fn status_panel(tap: &Tap) -> Html {
    let m = &tap.view;
    let boxes = (1..=4u8).map(|b| {
        let class = classes!("dfn-war__box", (b == m.war_box).then_some("is-current"));
        html! { <span class={class}>{ text::war_name(b) }</span> }
    });
    let war = tap.button(
        Element::War,
        "dfn-war".into(),
        classes!("dfn-war"),
        format!(
            "War Status: {}, {} a Night",
            text::war_name(m.war_box),
            counted(m.night_cards, "Darkness card", "Darkness cards")
        ),
        html! { <>{ for boxes }</> },
    );
    let supply = COLOURS.iter().map(|c| {
        html! {
            <span class="dfn-supply__item">
                <span class={classes!("dfn-swatch", format!("dfn-minion--{}", c.name()))} />
                { m.supply[c.index()] }
            </span>
        }
    });
    let top = m.dark_top.first().map(|&c| info::dark_short(c));
    let darkness = tap.button(
        Element::Darkness,
        "dfn-darkness".into(),
        classes!("dfn-deck"),
        format!("Darkness Spreads deck, {}", counted(m.dark_deck, "card", "cards")),
        html! { <>{ format!("Darkness {}", m.dark_deck) }{ for top.map(|t| html! { <small>{ format!(" · next: {t}") }</small> }) }</> },
    );
    html! {
        <section class="board-panel dfn-status" aria-label="War Status and supply">
            <div class="dfn-status__turn">
                { format!("Turn {} · {} · {}", m.turn, text::capital(text::phase_name(m.phase)), info::seat_name(m, m.active)) }
                { for m.end.map(|e| html! { <strong class="dfn-end">{ format!(" · Game over: {}", text::end_name(e)) }</strong> }) }
            </div>
            { war }
            <div class="dfn-supply" aria-label="Minions left beside the board">
                { "Supply " }{ for supply }
                <span class="dfn-supply__item">{ format!("◆ {}", m.crystals) }</span>
                <span class="dfn-supply__item">{ format!("Gates {}", m.gates) }</span>
            </div>
            <div class="dfn-decks">
                <span class="dfn-deck">{ format!("Hero deck {} (discard {})", m.hero_deck, m.hero_discard) }</span>
                { darkness }
                <span class="dfn-deck">{ format!("Quests {}", m.quest_deck) }</span>
            </div>
        </section>
    }
}

fn generals_panel(tap: &Tap) -> Html {
    let m = &tap.view;
    let rows = m.generals.iter().map(|g| {
        let d = g.general.data();
        let el = Element::General(g.general);
        let (remaining, step) = (g.state.remaining, g.state.step);
        let boxes = (0..=g.track).rev().map(|k| {
            let class = classes!(
                "dfn-wound",
                (k == 0).then_some("is-skull"),
                (k > 0 && k <= d.major_at).then_some("is-major"),
                (k > remaining).then_some("is-hit"),
                (k == remaining).then_some("is-marker"),
            );
            html! { <span class={class}>{ if k == 0 { "☠".to_string() } else { k.to_string() } }</span> }
        });
        let steps = (0..=4u8).map(|s| {
            html! { <span class={classes!("dfn-step", (s <= step && remaining > 0).then_some("is-reached"))} /> }
        });
        let place = match g.loc {
            Some(l) if remaining > 0 => map::short(l).to_string(),
            _ => "defeated".to_string(),
        };
        let aria = format!("{}: {} of {} wounds to go, {}", d.name, remaining, g.track, place);
        tap.button(
            el,
            format!("dfn-general-{}", general_slug(g.general)),
            classes!(
                "dfn-general",
                format!("dfn-general--{}", g.general.colour().name()),
                (remaining == 0).then_some("is-defeated")
            ),
            aria,
            html! {
                <>
                    <span class="dfn-general__name">{ d.name }</span>
                    <span class="dfn-general__where">{ place }</span>
                    <span class="dfn-general__steps" aria-hidden="true">{ for steps }</span>
                    <span class="dfn-general__track" aria-hidden="true">{ for boxes }</span>
                </>
            },
        )
    });
    html! { <section class="board-panel dfn-generals" aria-label="Generals">{ for rows }</section> }
}

fn fight_panel(m: &DefendersView) -> Html {
    let combat = m.combat.as_ref().map(|c| {
        let name = c.general.data().name;
        let cards: Vec<String> =
            c.committed.iter().map(|&(s, card)| format!("{}: {}", u16::from(s) + 1, text::card_short(card))).collect();
        html! {
            <p class="dfn-fight__combat">
                { format!("Fight against {name} at {}: {} so far.", info::loc_name(c.loc), counted(c.hits, "hit", "hits")) }
                { (!cards.is_empty()).then(|| html! { <small>{ format!(" Committed (seat: card): {}", cards.join(", ")) }</small> }) }
            </p>
        }
    });
    let roll = m.roll.as_ref().map(|r| {
        let dice = r.faces.iter().enumerate().map(|(i, &f)| {
            let aim = r.aims.get(i).copied().flatten();
            html! {
                <span class={classes!("dfn-die", aim.map(|c| format!("dfn-die--{}", c.name())))}>
                    { if f == 0 { "·".to_string() } else { f.to_string() } }
                </span>
            }
        });
        html! { <p class="dfn-fight__roll">{ format!("Dice ({}): ", text::roll_name(&r.purpose)) }{ for dice }</p> }
    });
    if combat.is_none() && roll.is_none() {
        return html! {};
    }
    html! { <section class="board-panel dfn-fight" aria-label="Fight in progress">{ for combat }{ for roll }</section> }
}

fn heroes_panel(tap: &Tap) -> Html {
    let m = &tap.view;
    let seats = (0..m.seats.len()).filter_map(|s| u8::try_from(s).ok()).map(|s| {
        let head_label = info::seat_name(m, s);
        let Some(h) = m.hero(s) else {
            return html! {
                <article class={classes!("dfn-hero", format!("dfn-seat--{s}"))}>
                    { tap.button(Element::Hero(s), format!("dfn-hero-{s}"), classes!("dfn-hero__head"), head_label.clone(), html! { { head_label } }) }
                </article>
            };
        };
        let head = tap.button(
            Element::Hero(s),
            format!("dfn-hero-{s}"),
            classes!("dfn-hero__head"),
            format!("{head_label} at {}", info::loc_name(h.loc)),
            html! {
                <>
                    <span class="dfn-hero__mark">{ text::hero_initials(h.kind) }</span>
                    <span class="dfn-hero__name">{ head_label.clone() }</span>
                    <span class="dfn-hero__where">{ map::short(h.loc) }</span>
                </>
            },
        );
        let life = (0..h.max_life.max(h.life)).map(|i| {
            html! { <span class={classes!("dfn-life", (i < h.life).then_some("is-up"))} /> }
        });
        let status = {
            let mut parts = Vec::new();
            if s == m.active {
                parts.push(counted(h.actions, "action", "actions"));
            }
            if let Some(st) = h.stance {
                parts.push(text::capital(text::stance_name(st)));
            }
            if let Some(f) = h.form {
                parts.push(format!("{} form", f.race()));
            }
            if let Some((points, _)) = m.champion.get(usize::from(s)) {
                parts.push(format!("★ {points}"));
            }
            parts.join(" · ")
        };
        let hand = h.hand.iter().enumerate().map(|(index, &card)| {
            let el = Element::Card { seat: s, index };
            let name = text::card_short(card);
            tap.button(
                el,
                format!("dfn-card-{s}-{index}"),
                classes!("dfn-card", format!("dfn-card--{}", text::card_colour_class(card))),
                rampart_engine::defenders::data::card_name(card),
                html! { <><span class="dfn-card__name">{ name }</span><small>{ text::card_badge(card) }</small></> },
            )
        });
        let quest = h.quest.map(|q| {
            let data = rampart_engine::defenders::data::quest_data(q.quest);
            tap.button(
                Element::Quest(s),
                format!("dfn-quest-{s}"),
                classes!("dfn-quest"),
                format!("Quest: {}", data.name),
                html! { <><span>{ format!("Quest: {}", data.name) }</span><small>{ text::quest_requirement(q.quest) }</small></> },
            )
        });
        let rewards = h.rewards.iter().enumerate().map(|(i, &q)| {
            let name = rampart_engine::defenders::data::quest_data(q).name;
            tap.button(
                Element::Reward(s, q),
                format!("dfn-reward-{s}-{i}"),
                classes!("dfn-reward"),
                format!("Reward: {name}"),
                html! { { format!("✦ {name}") } },
            )
        });
        html! {
            <article class={classes!("dfn-hero", format!("dfn-seat--{s}"), (s == m.active).then_some("is-active"))}>
                { head }
                <div class="dfn-hero__status">
                    <span class="dfn-lifes" aria-label={format!("{} of {} life tokens", h.life, h.max_life)}>{ for life }</span>
                    <span>{ status }</span>
                </div>
                <div class="dfn-hand" aria-label="Hand">{ for hand }</div>
                { for quest }
                { for rewards }
            </article>
        }
    });
    html! { <section class="board-panel dfn-heroes" aria-label="Heroes">{ for seats }</section> }
}
