//! The session answers of the protocol are the engine's own types ([`SessionView`],
//! [`LegalAnswer`], [`SessionSummary`], [`LogLine`]...): the UI decodes exactly what the handler
//! builds. This module adds only what the screen needs on top: reading a die face off a chance
//! outcome, the Assist mode's fix button, and merging log pages.

use serde_json::Value;

pub use rampart_engine::protocol::{LegalAnswer, Mode, SeatKind, SessionSummary, SessionView, UndoChance};
pub use rampart_engine::{LabelledChance, LogKind, LogLine, Outcome};

/// The face of a die outcome (`face` in Valeria, `die` in Defenders), if `outcome` is one.
pub fn die_face(outcome: &Value) -> Option<u8> {
    let kind = outcome.get("type").and_then(Value::as_str)?;
    if kind == "face" || kind == "die" {
        outcome.get("value").and_then(Value::as_u64).and_then(|v| u8::try_from(v).ok())
    } else {
        None
    }
}

/// True if the roll or draw that Assist mode's undo takes back is a die roll (not a card draw).
pub fn is_roll(last: &UndoChance) -> bool {
    die_face(&last.outcome).is_some() || last.outcome.get("die").is_some()
}

/// The button that takes it back: "Fix the last roll" or "Fix the last draw".
pub fn fix_label(last: &UndoChance) -> &'static str {
    if is_roll(last) {
        "Fix the last roll"
    } else {
        "Fix the last draw"
    }
}

/// What a mode is called on screen.
pub fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Play => "Play",
        Mode::Assist => "Assist",
        Mode::Watch => "Watch",
    }
}

/// Merges a view's log lines (which start at the step that was asked for) into the kept log:
/// drops kept steps that no longer exist (undo), then appends the new ones.
pub fn merge_log(kept: &mut Vec<LogLine>, steps: usize, fresh: &[LogLine]) {
    kept.truncate(steps);
    for line in fresh {
        if line.step == kept.len() {
            kept.push(line.clone());
        } else if line.step < kept.len() {
            kept[line.step] = line.clone();
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use rampart_engine::protocol::{Handler, Host};
    use serde_json::json;

    pub(crate) fn line(step: usize, text: &str) -> LogLine {
        LogLine {
            step,
            turn: 1,
            kind: LogKind::Decision,
            seat: Some(0),
            text: text.into(),
            events: Vec::new(),
            bot: false,
            why: None,
        }
    }

    #[test]
    fn the_log_merges_new_lines_and_forgets_undone_ones() {
        let mut kept = vec![line(0, "a"), line(1, "b"), line(2, "c")];
        merge_log(&mut kept, 4, &[line(3, "d")]);
        assert_eq!(kept.iter().map(|l| l.text.as_str()).collect::<String>(), "abcd");
        // Undo: the session is back at 3 steps, nothing new.
        merge_log(&mut kept, 3, &[]);
        assert_eq!(kept.len(), 3);
        // A different step 3, and a whole log sent again, replace what was kept.
        merge_log(&mut kept, 4, &[line(0, "A"), line(1, "B"), line(2, "C"), line(3, "E")]);
        assert_eq!(kept.iter().map(|l| l.text.as_str()).collect::<String>(), "ABCE");
    }

    #[test]
    fn the_fix_button_says_roll_or_draw() {
        let last = |outcome: Value| UndoChance { outcome, text: "Soldier die 3 rolled 5".into() };
        assert_eq!(fix_label(&last(json!({"type": "face", "value": 5}))), "Fix the last roll");
        assert_eq!(fix_label(&last(json!({"type": "die", "value": 2}))), "Fix the last roll");
        assert_eq!(fix_label(&last(json!({"type": "troop", "value": "orc_archer"}))), "Fix the last draw");
        assert_eq!(die_face(&json!({"type": "die", "value": 5})), Some(5));
        assert_eq!(die_face(&json!({"type": "troop", "value": "orc_archer"})), None);
    }

    struct Fixed(u64);
    impl Host for Fixed {
        fn now_ms(&mut self) -> i64 {
            1_780_000_000_000
        }
        fn fresh_seed(&mut self) -> u64 {
            self.0 += 1;
            self.0
        }
    }

    /// Decodes what the engine's own handler answers, as the screen does.
    fn answer<T: serde::de::DeserializeOwned>(h: &mut Handler, request: Value) -> T {
        let answer = h.handle_value(request);
        serde_json::from_value(answer["ok"].clone()).expect("the screen decodes the engine's answer")
    }

    #[test]
    fn assist_offers_to_fix_the_roll_the_table_typed_in() {
        let mut h = Handler::new(Box::new(Fixed(1)));
        let mut view: SessionView =
            answer(&mut h, json!({"op": "new_game", "game": "pig", "seed": 3, "mode": "assist"}));
        let id = view.session.clone();
        assert!(view.fixable_chance().is_none(), "nothing typed in yet");
        // Roll until the table is asked for a die, then type a face in.
        while !view.to_act.is_chance() {
            let legal: LegalAnswer = answer(&mut h, json!({"op": "legal", "session": id}));
            let roll = legal.actions.iter().find(|a| a.action == json!("roll")).expect("Pig can roll");
            view = answer(&mut h, json!({"op": "act", "session": id, "action": roll.action, "seat": roll.seat}));
        }
        let legal: LegalAnswer = answer(&mut h, json!({"op": "legal", "session": id}));
        let face = legal.chance.iter().find(|c| c.outcome == json!({"die": 4})).expect("a die face 4");
        let rolled: SessionView = answer(&mut h, json!({"op": "chance", "session": id, "outcome": face.outcome}));
        let fix = rolled.fixable_chance().expect("a typed roll can be fixed");
        assert_eq!(fix.outcome, json!({"die": 4}));
        assert_eq!(fix_label(fix), "Fix the last roll");
        assert!(!rolled.automatic(), "Assist mode waits for the table");
    }

    #[test]
    fn watch_mode_is_automatic_and_has_bots() {
        let mut h = Handler::new(Box::new(Fixed(1)));
        let view: SessionView =
            answer(&mut h, json!({"op": "new_game", "game": "valeria", "seed": 7, "mode": "watch"}));
        assert!(view.has_bots());
        assert_eq!(view.human_to_act(), None);
        assert!(view.automatic());
        assert!(view.fixable_chance().is_none());
    }
}
