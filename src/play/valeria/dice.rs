//! The dice: active, spent and supply, drawn as dice with pips.

use rampart_engine::valeria::{Colour, Die, Zone};
use yew::prelude::*;

use super::hit::Hit;
use super::info;
use super::layout::{self, Rect};
use super::select::Element;
use super::Ctx;

fn zone_name(zone: Zone) -> &'static str {
    match zone {
        Zone::Active => "Active",
        Zone::Spent => "Spent",
        Zone::Supply => "Supply",
    }
}

fn colour_name(colour: Colour) -> &'static str {
    match colour {
        Colour::Soldier => "Soldier",
        Colour::Holy => "Holy",
    }
}

/// The face: pips for 1-6, the number for a doubled die, blank in the supply.
fn face(r: &Rect, die: Die) -> Html {
    if die.zone == Zone::Supply {
        return Html::default();
    }
    if die.doubled || !(1..=6).contains(&die.value) {
        return html! {
            <>
                <text class="vb-die-number" x={r.cx().to_string()} y={(r.cy() + 7.0).to_string()}>{die.value}</text>
                { if die.doubled { html! {
                    <text class="vb-die-doubled" x={(r.x + r.w - 4.0).to_string()} y={(r.y + 12.0).to_string()}>{"x2"}</text>
                } } else { Html::default() } }
            </>
        };
    }
    html! {
        <>
            { for crate::components::pips(i64::from(die.value)).iter().map(|p| {
                // A 3×3 grid of pip places, a quarter of the side apart.
                let step = r.w / 4.0;
                let cx = r.x + step + (p % 3) as f64 * step;
                let cy = r.y + step + (p / 3) as f64 * step;
                html! { <circle class="vb-pip" cx={cx.to_string()} cy={cy.to_string()} r="4.2" /> }
            }) }
        </>
    }
}

fn die_view(ctx: &Ctx, id: u8, die: Die, r: &Rect) -> Html {
    let element = Element::Die(id);
    let colour = match die.colour {
        Colour::Soldier => "vb-die--soldier",
        Colour::Holy => "vb-die--holy",
    };
    let zone = match die.zone {
        Zone::Active => "vb-die--active",
        Zone::Spent => "vb-die--spent",
        Zone::Supply => "vb-die--supply",
    };
    let shows = if die.zone == Zone::Supply { String::new() } else { format!(", showing {}", die.value) };
    let label = format!("{} die {}, {}{shows}", colour_name(die.colour), u16::from(id) + 1, zone_name(die.zone));
    html! {
        <Hit tag="g" testid={format!("valeria-die-{id}")} {label} class={ctx.classes(element, "vb-die-hit")}
            selection={ctx.selection(element, info::die_info(id, die))} on_select={ctx.on_select.clone()}>
            <rect class={classes!("vb-die", colour, zone)} x={r.x.to_string()} y={r.y.to_string()}
                width={r.w.to_string()} height={r.h.to_string()} rx="8" />
            { face(r, die) }
        </Hit>
    }
}

/// The dice SVG.
pub fn dice(ctx: &Ctx) -> Html {
    let lay = layout::dice_layout(&ctx.view.dice);
    html! {
        <svg class="board-svg vb-dice" viewBox={format!("0 0 {} {}", layout::WIDTH, lay.height)} role="group" aria-label="Dice">
            { for lay.captions.iter().map(|(zone, y, count)| html! {
                <text class="vb-caption" x="6" y={y.to_string()}>{format!("{} ({count})", zone_name(*zone))}</text>
            }) }
            { for lay.dice.iter().filter_map(|(id, r)| ctx.view.die(*id).map(|die| die_view(ctx, *id, die, r))) }
        </svg>
    }
}
