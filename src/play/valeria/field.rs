//! The Battlefield and the Fortress, in one SVG.

use rampart_engine::valeria::{Cell, EngineKind, Foe, Slot, TroopClass};
use yew::prelude::*;

use super::hit::Hit;
use super::info;
use super::layout::{self, Rect, SIZE};
use super::select::Element;
use super::Ctx;

/// A card's name on two short lines (the full name is in the Info sheet).
pub fn short_name(name: &str) -> (&str, &str) {
    name.split_once(' ').unwrap_or((name, ""))
}

fn banner_class(foe: Foe) -> &'static str {
    match foe {
        Foe::Troop(t) if t.class() == TroopClass::Attack => "vb-kind--attack",
        Foe::Troop(_) => "vb-kind--magical",
        Foe::Engine(_) => "vb-kind--engine",
    }
}

/// Width of a bold 12 px name line, estimated from its length (a little generous).
fn text_width(line: &str) -> f64 {
    line.chars().count() as f64 * 6.8
}

/// One name line centred at `cx`, squeezed horizontally (never shrunk) if wider than `room`.
fn name_line(cx: f64, y: f64, line: &str, room: f64) -> Html {
    let squeeze = (text_width(line) > room).then(|| room.to_string());
    let adjust = squeeze.is_some().then_some("spacingAndGlyphs");
    html! {
        <text class="vb-name" x={cx.to_string()} y={y.to_string()} textLength={squeeze} lengthAdjust={adjust}>
            {line}
        </text>
    }
}

/// The two name lines of a card, centred at `cx`, each at most `room` wide.
fn name_lines(cx: f64, y: f64, name: &str, room: f64) -> Html {
    let (first, second) = short_name(name);
    html! {
        <>
            { name_line(cx, y + 14.0, first, room) }
            { name_line(cx, y + 27.0, second, room) }
        </>
    }
}

/// A small number badge.
fn badge(x: f64, y: f64, class: &'static str, value: u8) -> Html {
    html! {
        <g class={classes!("vb-badge", class)}>
            <rect x={x.to_string()} y={y.to_string()} width="22" height="16" rx="3" />
            <text x={(x + 11.0).to_string()} y={(y + 12.5).to_string()}>{value}</text>
        </g>
    }
}

/// The Range Chart as a strip on the card's left: row 1 at the bottom, orange where in range.
fn range_strip(r: &Rect, engine: EngineKind, row: u8) -> Html {
    let seg = (r.h - 8.0) / 5.0;
    html! {
        <g class="vb-range" aria-hidden="true">
            { for engine.range_chart().iter().enumerate().map(|(i, bar)| {
                let y = r.y + 4.0 + (4.0 - i as f64) * seg;
                let class = classes!(
                    if bar.is_some() { "vb-range--on" } else { "vb-range--off" },
                    (i == usize::from(row)).then_some("vb-range--here"),
                );
                html! { <rect {class} x={(r.x + 2.5).to_string()} y={(y + 0.5).to_string()} width="5"
                    height={(seg - 1.0).to_string()} /> }
            }) }
        </g>
    }
}

/// What a screen reader says about a cell.
fn cell_label(ctx: &Ctx, cell: Cell) -> String {
    let Some(slot) = ctx.view.slot(cell) else { return format!("Empty cell, {}", info::place(cell)) };
    let (s, m) = ctx.view.cost_at(cell);
    let mut parts = vec![info::foe_name(slot.foe).to_owned(), info::place(cell)];
    if ctx.view.is_front(cell) {
        parts.push("Front card".into());
    }
    if ctx.view.is_in_range(cell) {
        parts.push("in range".into());
    }
    parts.push(if m > 0 { format!("costs {s} Strength and {m} Magic") } else { format!("costs {s} Strength") });
    if slot.strength + slot.magic > 0 {
        parts.push(format!("{} Strength and {} Magic tokens", slot.strength, slot.magic));
    }
    parts.join(", ")
}

fn card(ctx: &Ctx, cell: Cell, slot: &Slot, r: &Rect) -> Html {
    let engine = slot.engine();
    let front = ctx.view.is_front(cell);
    let in_range = ctx.view.is_in_range(cell);
    let (strength, magic) = ctx.view.cost_at(cell);
    // Engines keep their left edge for the range strip.
    let inset = if engine.is_some() { 5.0 } else { 0.0 };
    let cx = r.cx() + inset / 2.0;
    // The engine does not export the mark's type: read its serde name.
    let siege = match serde_json::to_value(slot.siege).ok().as_ref().and_then(serde_json::Value::as_str) {
        Some("next") => Some("vb-siege--next"),
        Some("blocked") => Some("vb-siege--blocked"),
        Some("resolved") => Some("vb-siege--resolved"),
        _ => None,
    };
    let loaded = slot.loaded.len();
    html! {
        <>
            <rect class={classes!("vb-card", banner_class(slot.foe), front.then_some("is-front"),
                    in_range.then_some("is-in-range"), siege)}
                x={r.x.to_string()} y={r.y.to_string()} width={r.w.to_string()} height={r.h.to_string()} rx="6" />
            <rect class={classes!("vb-banner", banner_class(slot.foe))} x={(r.x + inset + 3.0).to_string()}
                y={(r.y + 2.0).to_string()} width={(r.w - inset - 6.0).to_string()} height="4" rx="2" />
            { engine.map(|e| range_strip(r, e, cell.row)).unwrap_or_default() }
            { name_lines(cx, r.y + 3.0, info::foe_name(slot.foe), r.w - inset - 8.0) }
            { badge(r.x + inset + 6.0, r.y + 36.0, "vb-badge--strength", strength) }
            { if magic > 0 { badge(r.x + inset + 31.0, r.y + 36.0, "vb-badge--magic", magic) } else { Html::default() } }
            <text class="vb-tokens" x={(r.x + inset + 5.0).to_string()} y={(r.y + r.h - 3.0).to_string()}>
                { if slot.strength > 0 { html! { <tspan class="vb-tokens--strength">{format!("+{}S ", slot.strength)}</tspan> } } else { Html::default() } }
                { if slot.magic > 0 { html! { <tspan class="vb-tokens--magic">{format!("+{}M ", slot.magic)}</tspan> } } else { Html::default() } }
                { if loaded > 0 { html! { <tspan class="vb-tokens--loaded">{format!("{loaded}T")}</tspan> } } else { Html::default() } }
            </text>
            { if front {
                let (x, y) = (r.x + r.w - 13.0, r.y + r.h - 11.0);
                html! { <path class="vb-front-mark" d={format!("M{x} {y} h9 l-4.5 7 z")} /> }
            } else { Html::default() } }
        </>
    }
}

fn cell_view(ctx: &Ctx, cell: Cell) -> Html {
    let r = layout::cell_rect(cell.row, cell.col);
    let element = Element::Cell(cell);
    let body = match ctx.view.slot(cell) {
        Some(slot) => card(ctx, cell, slot, &r),
        None => html! {
            <rect class="vb-empty" x={r.x.to_string()} y={r.y.to_string()} width={r.w.to_string()}
                height={r.h.to_string()} rx="6" />
        },
    };
    html! {
        <Hit tag="g" testid={format!("valeria-cell-{}-{}", cell.row, cell.col)} label={cell_label(ctx, cell)}
            class={ctx.classes(element, "vb-cell")} selection={ctx.selection(element, info::cell_info(ctx.view, cell))}
            on_select={ctx.on_select.clone()}>
            { body }
        </Hit>
    }
}

fn champion_view(ctx: &Ctx, turret: u8) -> Html {
    let Some((champion, face_up)) = ctx.view.turret(turret).and_then(|t| t.champion) else { return Html::default() };
    let r = layout::champion_rect(turret);
    let element = Element::Champion(turret);
    let status = if !face_up {
        "used"
    } else if champion.one_time() {
        "discard"
    } else {
        "flip"
    };
    let label = format!(
        "{} on Turret {}, {}",
        champion.name(),
        u16::from(turret) + 1,
        if face_up { "face up" } else { "face down" }
    );
    html! {
        <Hit tag="g" testid={format!("valeria-champion-{turret}")} {label}
            class={ctx.classes(element, "vb-champion-hit")}
            selection={ctx.selection(element, info::champion_info(ctx.view, turret))} on_select={ctx.on_select.clone()}>
            <rect class={classes!("vb-champion", (!face_up).then_some("is-face-down"))} x={r.x.to_string()}
                y={r.y.to_string()} width={r.w.to_string()} height={r.h.to_string()} rx="6" />
            { name_lines(r.cx(), r.y + 1.0, champion.name(), r.w - 8.0) }
            <text class="vb-champion-status" x={r.cx().to_string()} y={(r.y + r.h - 7.0).to_string()}>{status}</text>
        </Hit>
    }
}

fn turret_view(ctx: &Ctx, turret: u8) -> Html {
    let t = ctx.view.turret(turret).unwrap_or_default();
    let wall = layout::wall_rect(turret);
    let slot = layout::champion_rect(turret);
    let element = Element::Turret(turret);
    let empty_slot = if t.champion.is_none() {
        let blocked = t.impacts >= 3;
        html! {
            <>
                <rect class={classes!("vb-slot", blocked.then_some("is-blocked"))} x={slot.x.to_string()}
                    y={slot.y.to_string()} width={slot.w.to_string()} height={slot.h.to_string()} rx="6" />
                <text class="vb-slot-text" x={slot.cx().to_string()} y={(slot.cy() + 4.0).to_string()}>
                    { if blocked { "blocked" } else { "open" } }
                </text>
            </>
        }
    } else {
        Html::default()
    };
    let label = format!("Turret {}, {} of 3 Impacts", u16::from(turret) + 1, t.impacts);
    html! {
        <Hit tag="g" testid={format!("valeria-turret-{turret}")} {label} class={ctx.classes(element, "vb-turret")}
            selection={ctx.selection(element, info::turret_info(ctx.view, turret))} on_select={ctx.on_select.clone()}>
            { empty_slot }
            <rect class="vb-wall" x={wall.x.to_string()} y={wall.y.to_string()} width={wall.w.to_string()}
                height={wall.h.to_string()} rx="4" />
            <text class="vb-wall-label" x={(wall.x + 5.0).to_string()} y={(wall.y + 13.0).to_string()}>
                {format!("T{}", u16::from(turret) + 1)}
            </text>
            <text class="vb-wall-count" x={(wall.x + wall.w - 5.0).to_string()} y={(wall.y + 13.0).to_string()}>
                {format!("{}/3", t.impacts)}
            </text>
            { for (0..3u8).map(|i| {
                let class = classes!("vb-impact", (i < t.impacts).then_some("is-hit"), (i == 2).then_some("vb-impact--third"));
                html! { <circle {class} cx={(wall.x + 13.0 + f64::from(i) * 20.0).to_string()}
                    cy={(wall.y + 31.0).to_string()} r="8" /> }
            }) }
        </Hit>
    }
}

/// Merlons along the top of the Fortress.
fn battlements() -> Html {
    let y = layout::fortress_y();
    let mut d = format!("M0 {}", y + 4.0);
    let mut x = 0.0;
    while x < layout::WIDTH {
        d.push_str(&format!(" V{y} h6 V{} h6", y + 4.0));
        x += 12.0;
    }
    d.push_str(&format!(" V{} H0 Z", layout::field_height()));
    html! { <path class="vb-fortress" d={d} aria-hidden="true" /> }
}

/// The Battlefield and the Fortress.
pub fn field(ctx: &Ctx) -> Html {
    let height = layout::field_height();
    html! {
        <svg class="board-svg vb-field" viewBox={format!("0 0 {} {height}", layout::WIDTH)} role="group"
            aria-label="Battlefield and Fortress">
            { battlements() }
            { for (0..SIZE).map(|row| {
                let r = layout::cell_rect(row, 0);
                html! { <text class="vb-rownum" x="8" y={(r.cy() + 4.0).to_string()}
                    aria-hidden="true">{u16::from(row) + 1}</text> }
            }) }
            { for Cell::all().map(|cell| cell_view(ctx, cell)) }
            { for (0..SIZE).map(|t| turret_view(ctx, t)) }
            { for (0..SIZE).map(|t| champion_view(ctx, t)) }
        </svg>
    }
}
