//! The log: every step in sentences, newest first, grouped by turn (Valeria: by day), with the
//! bots' reasons.

use std::rc::Rc;

use yew::prelude::*;

use rampart_engine::GameId;

use super::{seat_name, turn_word};
use rampart_engine::{LogKind, LogLine};

/// Groups shown before "Show older".
const SHOWN_GROUPS: usize = 4;

/// Props of [`LogPanel`].
#[derive(Properties, PartialEq)]
pub struct LogPanelProps {
    /// The whole log, oldest first.
    pub log: Rc<Vec<LogLine>>,
    /// The game id.
    pub game: GameId,
    /// What each seat is called (see [`super::seat_names`]).
    pub seat_names: Rc<Vec<String>>,
}

/// The log's turns, newest first, each with its lines newest first.
pub fn by_turn(log: &[LogLine]) -> Vec<(u32, Vec<&LogLine>)> {
    let mut groups: Vec<(u32, Vec<&LogLine>)> = Vec::new();
    for line in log.iter().rev() {
        match groups.last_mut() {
            Some((turn, lines)) if *turn == line.turn => lines.push(line),
            _ => groups.push((line.turn, vec![line])),
        }
    }
    groups
}

/// One entry of a turn: a decision, or a run of chance steps shown together.
#[derive(Debug, PartialEq)]
pub enum Item<'a> {
    /// A seat's decision.
    Decision(&'a LogLine),
    /// Consecutive rolls and draws, newest first.
    Chance(Vec<&'a LogLine>),
}

/// A turn's lines (newest first) with consecutive chance steps folded together.
pub fn items<'a>(lines: &[&'a LogLine]) -> Vec<Item<'a>> {
    let mut out: Vec<Item<'a>> = Vec::new();
    for line in lines {
        if line.kind == LogKind::Chance {
            if let Some(Item::Chance(run)) = out.last_mut() {
                run.push(line);
                continue;
            }
            out.push(Item::Chance(vec![line]));
        } else {
            out.push(Item::Decision(line));
        }
    }
    out
}

/// Who a log line is about: "Chance", the seat's name, or nothing.
pub fn line_who(line: &LogLine, seat_names: &[String]) -> String {
    match (line.kind, line.seat) {
        (LogKind::Chance, _) => "Chance".to_string(),
        (_, Some(seat)) => seat_name(seat_names, seat),
        _ => String::new(),
    }
}

/// The log panel.
#[component]
pub fn LogPanel(props: &LogPanelProps) -> Html {
    let all = use_state(|| false);
    let groups = by_turn(&props.log);
    let word = turn_word(props.game);
    let limit = if *all { usize::MAX } else { SHOWN_GROUPS };
    let line_html = |line: &LogLine| {
        let who = line_who(line, &props.seat_names);
        html! {
            <li class={classes!("log-line", format!("log-line--{}", line.kind.as_str()), line.bot.then_some("log-line--bot"))}
                data-step={line.step.to_string()}>
                <span class="log-line__who">{who}{if line.bot { " (bot)" } else { "" }}</span>
                <span class="log-line__text">{line.text.clone()}</span>
                if let Some(why) = &line.why {
                    <span class="log-line__why" data-testid="log-why">{format!("Why: {why}")}</span>
                }
                if !line.events.is_empty() && line.events.iter().any(|e| *e != line.text) {
                    <ul class="log-line__events">
                        { for line.events.iter().filter(|e| **e != line.text).map(|e| html! { <li>{e.clone()}</li> }) }
                    </ul>
                }
            </li>
        }
    };
    let chance_html = |run: &Vec<&LogLine>| {
        // What a roll or draw did, oldest first as on the table; the draw itself when nothing followed.
        let sentences: Vec<String> = run
            .iter()
            .rev()
            .flat_map(|l| if l.events.is_empty() { vec![l.text.clone()] } else { l.events.clone() })
            .collect();
        let first = run.last().map_or(0, |l| l.step);
        html! {
            <li class="log-line log-line--chance" data-step={first.to_string()}>
                <span class="log-line__who">{if run.len() == 1 { "Chance".to_string() } else { format!("Chance ×{}", run.len()) }}</span>
                <ul class="log-line__events">{ for sentences.into_iter().map(|e| html! { <li>{e}</li> }) }</ul>
            </li>
        }
    };
    let item_html = |item: &Item| match item {
        Item::Decision(line) => line_html(line),
        Item::Chance(run) => chance_html(run),
    };
    let hidden = groups.len().saturating_sub(limit);
    let toggle = {
        let all = all.clone();
        Callback::from(move |_: MouseEvent| all.set(!*all))
    };
    html! {
        <section class="panel log" data-testid="log">
            <h2 class="panel__title">{"Log"}</h2>
            if groups.is_empty() {
                <p class="muted">{"Nothing yet."}</p>
            }
            { for groups.iter().take(limit).map(|(turn, lines)| html! {
                <section class="log-group" data-turn={turn.to_string()}>
                    <h3 class="log-group__title">{format!("{word} {turn}")}</h3>
                    <ol class="log-group__lines">{ for items(lines).iter().map(item_html) }</ol>
                </section>
            }) }
            if hidden > 0 || *all {
                <button type="button" class="btn btn--ghost btn--small" onclick={toggle} data-testid="log-more">
                    {if *all { "Show fewer".to_string() } else { format!("Show {hidden} older {}s", word.to_lowercase()) }}
                </button>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_about_chance_a_named_seat_or_nobody() {
        let base = crate::play::screen::state::tests::line(0, "");
        let names = vec!["Wizard".to_string()];
        assert_eq!(line_who(&LogLine { kind: LogKind::Chance, ..base.clone() }, &names), "Chance");
        assert_eq!(line_who(&base, &names), "Wizard");
        assert_eq!(line_who(&LogLine { seat: Some(1), ..base.clone() }, &names), "Seat 2");
        assert_eq!(line_who(&LogLine { seat: None, ..base }, &names), "");
    }

    #[test]
    fn the_newest_turn_comes_first_and_its_newest_line_first() {
        let line = |step, turn| LogLine { turn, ..crate::play::screen::state::tests::line(step, "") };
        let log = vec![line(0, 1), line(1, 1), line(2, 2), line(3, 2), line(4, 3)];
        let groups = by_turn(&log);
        let shape: Vec<(u32, Vec<usize>)> =
            groups.iter().map(|(t, lines)| (*t, lines.iter().map(|l| l.step).collect())).collect();
        assert_eq!(shape, vec![(3, vec![4]), (2, vec![3, 2]), (1, vec![1, 0])]);
    }

    #[test]
    fn consecutive_rolls_and_draws_fold_into_one_entry() {
        let line = |step, kind| LogLine { kind, ..crate::play::screen::state::tests::line(step, "") };
        let log =
            [line(0, LogKind::Chance), line(1, LogKind::Chance), line(2, LogKind::Decision), line(3, LogKind::Chance)];
        let newest_first: Vec<&LogLine> = log.iter().rev().collect();
        let folded = items(&newest_first);
        assert_eq!(folded.len(), 3);
        assert!(matches!(&folded[0], Item::Chance(run) if run.len() == 1));
        assert!(matches!(&folded[1], Item::Decision(l) if l.step == 2));
        assert!(matches!(&folded[2], Item::Chance(run) if run.len() == 2 && run[0].step == 1));
    }
}
