//! The tracker's alert banner (sticky, loud, never blocking) and the panel of the last
//! helper's result (a combat roll drawn as dice with hit and miss marks).

use yew::prelude::*;

use super::layout::new_alarm;
use super::model::{Alert, AlertLevel, RuleResult};
use super::widgets::level_word;
use crate::components::{DieFace, Icon};

/// Props of [`AlertBanner`].
#[derive(Properties, PartialEq)]
pub struct AlertBannerProps {
    /// Loudest first, as the engine sends them.
    pub alerts: Vec<Alert>,
    /// Names players for alerts about one.
    pub player_names: Vec<String>,
}

fn icon(level: AlertLevel) -> &'static str {
    match level {
        AlertLevel::Info => "info",
        AlertLevel::Warning | AlertLevel::Loss => "alert",
        AlertLevel::Victory => "check",
    }
}

/// The alerts, at the top of the tracker. A new warning or loss buzzes the phone.
#[component]
pub fn AlertBanner(props: &AlertBannerProps) -> Html {
    let seen = use_mut_ref(|| None::<Vec<Alert>>);
    {
        let seen = seen.clone();
        use_effect_with(props.alerts.clone(), move |alerts| {
            let mut seen = seen.borrow_mut();
            // Not on opening the table: only a change made here is news.
            if seen.as_ref().is_some_and(|previous| new_alarm(previous, alerts)) {
                crate::util::vibrate(&[200, 100, 200]);
            }
            *seen = Some(alerts.clone());
        });
    }
    let item = |alert: &Alert| {
        let word = level_word(alert.level);
        // The player's name first, unless the text already names them.
        let who = alert
            .player
            .and_then(|p| props.player_names.get(p))
            .filter(|name| !alert.text.contains(name.as_str()))
            .map(|name| format!("{name}: "));
        html! {
            <li class={classes!("alert", format!("alert--{word}"))} data-testid={format!("alert-{word}")}
                data-group={alert.group.clone()} data-player={alert.player.map(|p| p.to_string())}>
                <span class="alert__icon"><Icon name={icon(alert.level)} /></span>
                <span class="alert__text">
                    if let Some(who) = who { <strong>{who}</strong> }
                    {alert.text.clone()}
                </span>
            </li>
        }
    };
    // The loud ones stay in view (sticky); notes scroll away with the page.
    let (loud, quiet): (Vec<&Alert>, Vec<&Alert>) =
        props.alerts.iter().partition(|alert| alert.level > AlertLevel::Info);
    html! {
        <>
            <div class={classes!("alerts", loud.is_empty().then_some("alerts--empty"))} role="alert"
                aria-live="assertive" data-testid="alerts">
                if !loud.is_empty() {
                    <ul class="alerts__list">{ for loud.into_iter().map(item) }</ul>
                }
            </div>
            if !quiet.is_empty() {
                <ul class="alerts__list alerts__list--quiet" data-testid="notes">{ for quiet.into_iter().map(item) }</ul>
            }
        </>
    }
}

/// Props of [`ResultPanel`].
#[derive(Properties, PartialEq)]
pub struct ResultPanelProps {
    /// The helper's outcome.
    pub result: RuleResult,
}

/// The last helper's result: title, lines, dice with hit or miss marks.
#[component]
pub fn ResultPanel(props: &ResultPanelProps) -> Html {
    let result = &props.result;
    let dice = result.dice.iter().map(|die| {
        let (mark, class, word) = match die.hit {
            Some(true) => ("✓", "result-die--hit", "hit"),
            Some(false) => ("✗", "result-die--miss", "miss"),
            None => ("", "", ""),
        };
        let name = format!("d{}", die.sides);
        html! {
            <li class={classes!("result-die", class)} data-hit={die.hit.map(|h| h.to_string())}>
                <DieFace die={name} face={die.face.to_string()} value={i64::from(die.face)} />
                <span class="result-die__label">
                    if !mark.is_empty() { <span class="result-die__mark" aria-label={word}>{mark}</span> }
                    {die.label.clone()}
                </span>
            </li>
        }
    });
    html! {
        <section class="panel result" aria-label="Result" data-testid="last-result">
            <h2 class="result__title" data-testid="result-title">{result.title.clone()}</h2>
            if !result.dice.is_empty() {
                <ul class="result__dice">{ for dice }</ul>
            }
            if !result.lines.is_empty() {
                <ul class="result__lines">{ for result.lines.iter().map(|line| html! { <li>{line.clone()}</li> }) }</ul>
            }
        </section>
    }
}
