//! Simulate: many games of one game played by bots, then how often they are won (with its
//! standard error), how they end, how long they last and how the game grades them, as charts;
//! exported as CSV or JSON.
//!
//! The engine plays the run in slices (`simulate` with `first` and `games`), whose summaries add
//! up to the whole run's (`SimSummary::merge`); the web build yields to the browser between
//! slices so the page never freezes, and the slice grows or shrinks to take about 50 ms. The
//! desktop app answers the same requests natively.

pub mod chart;

use std::cell::Cell;
use std::rc::Rc;

use rampart_engine::protocol::Request;
use rampart_engine::{BotKind, GameInfo, OptionKind, SimSummary};
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::app::TopBar;
use crate::backend::send_as;
use crate::components::{use_toaster, Icon};
use crate::play::new_game::{other_field, playable, seats_field, switch_row, Form};

/// The most games one run plays.
const MOST_GAMES: u32 = 10_000;
/// The bots a run can use, the instant ones first (the searching levels are slow: a Normal game
/// of Valeria takes seconds).
/// The passive bot (ends every turn) shows what the game's own side does alone.
const RUN_BOTS: [BotKind; 7] = [
    BotKind::Heuristic,
    BotKind::Random,
    BotKind::Passive,
    BotKind::Easy,
    BotKind::Normal,
    BotKind::Hard,
    BotKind::Expert,
];

/// Milliseconds since the page opened (or since the epoch where there is no `performance`).
fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or_else(js_sys::Date::now, |p| p.now())
}

/// Lets the browser paint and handle input before the next slice.
async fn yield_to_browser() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
        } else {
            let _ = resolve.call0(&JsValue::NULL);
        }
    });
    let _ = JsFuture::from(promise).await;
}

/// Where a run is.
#[derive(Clone, Debug, Default, PartialEq)]
struct Run {
    /// The games asked for.
    total: u32,
    /// The games played so far.
    done: u32,
    /// Their statistics.
    summary: Option<SimSummary>,
    running: bool,
    /// Why the run stopped early.
    error: Option<String>,
    /// Wall time so far.
    elapsed_ms: f64,
}

/// The Simulate screen.
#[component]
pub fn SimulateScreen() -> Html {
    let list = crate::home::use_games();
    let body = match list.as_deref().map(playable) {
        None => html! { <p class="muted">{"Loading the games…"}</p> },
        Some(games) if games.is_empty() => html! { <p class="muted">{"No game can be simulated here yet."}</p> },
        Some(games) => html! { <SimulateForm games={Rc::new(games)} /> },
    };
    html! {
        <div class="screen">
            <TopBar title={html! { <h1>{"Simulate"}</h1> }} />
            <main class="content content--narrow">{body}</main>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct SimulateFormProps {
    games: Rc<Vec<Rc<GameInfo>>>,
}

#[component]
fn SimulateForm(props: &SimulateFormProps) -> Html {
    let toaster = use_toaster();
    let form = {
        let first = props.games[0].clone();
        use_state(move || Form::new(first))
    };
    let bot = use_state(|| BotKind::Heuristic);
    let games_text = use_state(|| "200".to_string());
    let seed_text = use_state(String::new);
    let run = use_state(Run::default);
    let cancel = use_mut_ref(|| Rc::new(Cell::new(false)));

    let game_buttons = props.games.iter().map(|info| {
        let on = form.info.id == info.id;
        let busy = run.running;
        let form = form.clone();
        let run = run.clone();
        let info = info.clone();
        let id = info.id;
        let name = info.name.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            form.set(Form::new(info.clone()));
            run.set(Run::default());
        });
        html! {
            <button type="button" class={classes!("segment", on.then_some("segment--on"))} aria-pressed={on.to_string()}
                data-testid={format!("sim-game-{id}")} {onclick} disabled={busy}>{name}</button>
        }
    });
    let players = form.info.seats_option().map(|option| seats_field(&form, option)).unwrap_or_default();
    let switches: Vec<Html> = form
        .info
        .options
        .iter()
        .filter(|o| o.kind == OptionKind::Bool)
        .map(|option| switch_row(&form, option))
        .collect();
    let others = form.info.options.iter().map(|option| other_field(&form, option));

    let games: Result<u32, String> = match games_text.trim().parse::<u32>() {
        Ok(n) if (1..=MOST_GAMES).contains(&n) => Ok(n),
        _ => Err(format!("Games: a whole number from 1 to {MOST_GAMES}.")),
    };
    let seed: Result<Option<u64>, String> = match seed_text.trim() {
        "" => Ok(None),
        text => text.parse::<u64>().map(Some).map_err(|_| "The seed is a whole number.".to_string()),
    };
    let problem = games.clone().err().or_else(|| seed.clone().err());

    let start = {
        let form = form.clone();
        let bot = bot.clone();
        let run = run.clone();
        let cancel = cancel.clone();
        let toaster = toaster.clone();
        let games = games.clone();
        let seed = seed.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let (Ok(total), Ok(seed)) = (games.clone(), seed.clone()) else { return };
            if run.running {
                return;
            }
            // A fresh flag per run: Stop ends this run only.
            let stop = Rc::new(Cell::new(false));
            *cancel.borrow_mut() = stop.clone();
            let seed = seed.unwrap_or_else(|| (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64);
            let game = form.info.id;
            let config = form.config();
            let kind = *bot;
            let run = run.clone();
            let toaster = toaster.clone();
            spawn_local(async move {
                let started = now_ms();
                let mut state = Run { total, running: true, ..Run::default() };
                run.set(state.clone());
                let mut slice = 4u32;
                while state.done < total && !stop.get() {
                    let count = slice.min(total - state.done);
                    let t0 = now_ms();
                    let request = Request::Simulate {
                        game,
                        config: config.clone(),
                        bot: Some(kind),
                        seed,
                        first: state.done,
                        games: count,
                    };
                    match send_as::<SimSummary>(request).await {
                        Ok(part) => match state.summary.as_mut() {
                            Some(summary) => summary.merge(&part),
                            None => state.summary = Some(part),
                        },
                        Err(error) => {
                            toaster.error(error.message.clone());
                            state.error = Some(error.message);
                            break;
                        }
                    }
                    state.done += count;
                    // About 50 ms a slice: the page repaints between them.
                    let took = now_ms() - t0;
                    if took < 25.0 {
                        slice = (slice * 2).min(500);
                    } else if took > 100.0 {
                        slice = (slice / 2).max(1);
                    }
                    state.elapsed_ms = now_ms() - started;
                    run.set(state.clone());
                    yield_to_browser().await;
                }
                state.running = false;
                state.elapsed_ms = now_ms() - started;
                run.set(state);
            });
        })
    };
    let stop = {
        let cancel = cancel.clone();
        Callback::from(move |_: MouseEvent| cancel.borrow().set(true))
    };
    let on_games = {
        let games_text = games_text.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            games_text.set(input.value());
        })
    };
    let on_seed = {
        let seed_text = seed_text.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            seed_text.set(input.value());
        })
    };
    let on_bot = {
        let bot = bot.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Some(kind) = BotKind::from_name(&select.value()) {
                bot.set(kind);
            }
        })
    };

    html! {
        <>
            <form class="form panel" onsubmit={start} data-testid="simulate-form">
                <div class="field">
                    <span class="field__label">{"Game"}</span>
                    <div class="segments segments--wrap">{ for game_buttons }</div>
                </div>
                {players}
                if !switches.is_empty() {
                    <div class="field">
                        <span class="field__label">{"Variants"}</span>
                        { for switches }
                    </div>
                }
                { for others }
                <label class="field">
                    <span class="field__label">{"The bot in every seat"}</span>
                    <select class="input" data-testid="sim-bot" onchange={on_bot}>
                        { for RUN_BOTS.iter().map(|kind| html! {
                            <option value={kind.name()} selected={*kind == *bot}>
                                {match kind {
                                    BotKind::Heuristic => "Quick (instant)".to_string(),
                                    BotKind::Random => "Random (instant)".to_string(),
                                    BotKind::Passive => "Passive: ends every turn (instant)".to_string(),
                                    other => format!("{} (searches: slow)", other.label()),
                                }}
                            </option>
                        }) }
                    </select>
                </label>
                <label class="field">
                    <span class="field__label">{"Games"}</span>
                    <input class="input" inputmode="numeric" data-testid="sim-games" value={(*games_text).clone()} oninput={on_games} />
                </label>
                <label class="field">
                    <span class="field__label">{"Seed (optional: the same seed plays the same games)"}</span>
                    <input class="input" inputmode="numeric" placeholder="Random" data-testid="sim-seed"
                        value={(*seed_text).clone()} oninput={on_seed} />
                </label>
                if let Some(problem) = problem.clone() {
                    <p class="form-error" role="alert" data-testid="sim-error">{problem}</p>
                }
                <div class="sim-actions">
                    <button type="submit" class="btn btn--primary btn--big" data-testid="sim-run"
                        disabled={problem.is_some() || run.running}>
                        <Icon name="dice" />{"Run"}
                    </button>
                    if run.running {
                        <button type="button" class="btn btn--big" data-testid="sim-stop" onclick={stop}>{"Stop"}</button>
                    }
                </div>
            </form>
            <Results run={(*run).clone()} game={form.info.clone()} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct ResultsProps {
    run: Run,
    game: Rc<GameInfo>,
}

/// An end reason key ("lost:fourth_impact") in words ("Lost: fourth impact").
fn reason_words(key: &str) -> String {
    let (result, reason) = key.split_once(':').unwrap_or((key, ""));
    let mut words = result.to_string();
    if let Some(first) = words.get(0..1) {
        words = first.to_uppercase() + &words[1..];
    }
    if reason.is_empty() {
        words
    } else {
        format!("{words}: {}", reason.replace('_', " "))
    }
}

/// The summary as CSV: one row per statistic.
fn csv(summary: &SimSummary) -> String {
    let mut out = String::from("section,key,value\n");
    let quote = |text: &str| format!("\"{}\"", text.replace('"', "\"\""));
    for (key, value) in [
        ("game", summary.game.clone()),
        ("bot", summary.bot.clone()),
        ("seed", summary.seed.to_string()),
        ("games", summary.games.to_string()),
        ("wins", summary.wins.to_string()),
        ("losses", summary.losses.to_string()),
        ("draws", summary.draws.to_string()),
        ("unfinished", summary.unfinished.to_string()),
        ("win_rate", format!("{:.6}", summary.win_rate())),
        ("win_rate_standard_error", format!("{:.6}", summary.win_rate_error())),
        ("mean_decisions", format!("{:.3}", summary.mean_actions)),
        ("mean_chance_events", format!("{:.3}", summary.mean_chance_events)),
        ("mean_turns", format!("{:.3}", summary.mean_turns)),
    ] {
        out.push_str(&format!("summary,{},{}\n", key, quote(&value)));
    }
    for (key, n) in &summary.outcomes {
        out.push_str(&format!("end,{},{n}\n", quote(key)));
    }
    for (turns, n) in &summary.lengths {
        out.push_str(&format!("length,{turns},{n}\n"));
    }
    for (grade, n) in &summary.grades {
        out.push_str(&format!("grade,{},{n}\n", quote(grade)));
    }
    out
}

#[component]
fn Results(props: &ResultsProps) -> Html {
    let toaster = use_toaster();
    let run = &props.run;
    let Some(summary) = run.summary.as_ref() else {
        return if run.running {
            html! { <section class="panel" data-testid="sim-results"><p class="muted">{"Starting…"}</p></section> }
        } else {
            html! {}
        };
    };
    let finished = summary.wins + summary.losses + summary.draws;
    let percent = |x: f64| format!("{:.1}%", x * 100.0);
    let headline = format!(
        "Won {} ± {} of {} finished games",
        percent(summary.win_rate()),
        percent(summary.win_rate_error()),
        finished
    );
    let width = 340;
    let mut ends: Vec<(String, u32)> = summary.outcomes.iter().map(|(k, n)| (reason_words(k), *n)).collect();
    ends.sort_by_key(|row| std::cmp::Reverse(row.1));
    let mut grades: Vec<(String, u32)> = summary.grades.iter().map(|(k, n)| (k.clone(), *n)).collect();
    grades.sort_by_key(|row| std::cmp::Reverse(row.1));
    let lengths: Vec<(u32, u32)> = summary.lengths.iter().map(|(t, n)| (*t, *n)).collect();
    let svg = |markup: String, testid: &str| {
        html! { <div class="sim-chart" data-testid={testid.to_string()}>{Html::from_html_unchecked(AttrValue::from(markup))}</div> }
    };
    let stem = format!("rampart-simulate-{}-{}", props.game.id, summary.seed);
    let export_csv = {
        let text = csv(summary);
        let name = format!("{stem}.csv");
        let toaster = toaster.clone();
        Callback::from(move |_: MouseEvent| {
            if crate::util::download(&name, "text/csv", &text).is_err() {
                toaster.error("The browser refused the download.");
            }
        })
    };
    let export_json = {
        let text = serde_json::to_string_pretty(summary).unwrap_or_default();
        let name = format!("{stem}.json");
        let toaster = toaster.clone();
        Callback::from(move |_: MouseEvent| {
            if crate::util::download(&name, "application/json", &text).is_err() {
                toaster.error("The browser refused the download.");
            }
        })
    };
    html! {
        <section class="panel sim-results" data-testid="sim-results" data-done={run.done.to_string()}
            data-running={run.running.to_string()}>
            <div class="sim-progress">
                <progress max={run.total.to_string()} value={run.done.to_string()} data-testid="sim-progress" />
                <span class="muted small" data-testid="sim-count">
                    {format!("{} of {} games · {:.1} s", run.done, run.total, run.elapsed_ms / 1000.0)}
                </span>
            </div>
            if let Some(error) = &run.error {
                <p class="form-error" role="alert">{format!("Stopped: {error}")}</p>
            }
            <h2 class="sim-headline" data-testid="sim-win-rate">{headline}</h2>
            <p class="muted small">
                {format!(
                    "{} in every seat · seed {} · per game: {:.1} decisions, {:.1} rolls and draws, {:.1} turns{}",
                    BotKind::from_name(&summary.bot).unwrap_or(BotKind::Heuristic).label(),
                    summary.seed,
                    summary.mean_actions,
                    summary.mean_chance_events,
                    summary.mean_turns,
                    if summary.unfinished > 0 { format!(" · {} stopped unfinished", summary.unfinished) } else { String::new() },
                )}
            </p>
            <h3 class="sim-chart__title">{"How the games ended"}</h3>
            {svg(chart::bars(&ends, width), "sim-chart-ends")}
            <h3 class="sim-chart__title">{"Game length"}</h3>
            {svg(chart::histogram(&lengths, width, "turns"), "sim-chart-lengths")}
            if !grades.is_empty() {
                <h3 class="sim-chart__title">{"The game's own grading"}</h3>
                {svg(chart::bars(&grades, width), "sim-chart-grades")}
            }
            <div class="sim-actions">
                <button type="button" class="btn" data-testid="sim-csv" onclick={export_csv} disabled={run.running}>
                    <Icon name="download" />{"CSV"}
                </button>
                <button type="button" class="btn" data-testid="sim-json" onclick={export_json} disabled={run.running}>
                    <Icon name="download" />{"JSON"}
                </button>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn end_reasons_read_as_words() {
        assert_eq!(reason_words("lost:fourth_impact"), "Lost: fourth impact");
        assert_eq!(reason_words("won:all_engines_defeated"), "Won: all engines defeated");
        assert_eq!(reason_words("unfinished"), "Unfinished");
    }

    #[test]
    fn the_csv_has_every_statistic() {
        let mut h = rampart_engine::protocol::Handler::new(Box::new(NoHost));
        let answer = h.handle_line(r#"{"op":"simulate","game":"valeria","seed":3,"games":6}"#);
        let answer: serde_json::Value = serde_json::from_str(&answer).expect("json");
        let summary: SimSummary = serde_json::from_value(answer["ok"].clone()).expect("summary");
        let text = csv(&summary);
        assert!(text.starts_with("section,key,value\n"));
        assert!(text.contains("summary,games,\"6\""));
        assert_eq!(text.lines().filter(|l| l.starts_with("end,")).count(), summary.outcomes.len());
        assert_eq!(text.lines().filter(|l| l.starts_with("length,")).count(), summary.lengths.len());
        assert_eq!(text.lines().filter(|l| l.starts_with("grade,")).count(), summary.grades.len());
    }

    struct NoHost;
    impl rampart_engine::protocol::Host for NoHost {
        fn now_ms(&mut self) -> i64 {
            0
        }
        fn fresh_seed(&mut self) -> u64 {
            1
        }
    }
}
