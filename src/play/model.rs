//! The session answers of the protocol, typed for the play screens. Unknown fields are
//! ignored and missing ones default, so an older or newer engine never breaks the screen.

use serde::Deserialize;
use serde_json::Value;

use super::board::Choice;

/// Who acts now.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct ToAct {
    /// `decision`, `chance` or `game_over`.
    #[serde(default)]
    pub kind: String,
    /// The deciding seat.
    #[serde(default)]
    pub seat: Option<u8>,
}

impl ToAct {
    /// The seat that must decide now, if any.
    pub fn decider(&self) -> Option<u8> {
        if self.kind == "decision" {
            self.seat
        } else {
            None
        }
    }
    /// True while chance (a die, a card) decides.
    pub fn is_chance(&self) -> bool {
        self.kind == "chance"
    }
    /// True once the game is over.
    pub fn is_over(&self) -> bool {
        self.kind == "game_over"
    }
}

/// How the game ended.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct Standing {
    /// `won`, `lost`, `drawn` or `ranked`.
    #[serde(default)]
    pub kind: String,
}

/// The end of a game with its grading.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct Outcome {
    /// Win or loss.
    #[serde(default)]
    pub standing: Standing,
    /// A stable key ("fourth_impact").
    #[serde(default)]
    pub reason: String,
    /// One sentence.
    #[serde(default)]
    pub summary: String,
    /// The game's own grading.
    #[serde(default)]
    pub grade: Option<String>,
    /// Scores per seat.
    #[serde(default)]
    pub scores: Vec<i64>,
}

impl Outcome {
    /// True if the players won.
    pub fn won(&self) -> bool {
        self.standing.kind == "won"
    }
}

/// One step of the log.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct LogLine {
    /// The step index.
    #[serde(default)]
    pub step: usize,
    /// The turn (Valeria: the day) when it was taken.
    #[serde(default)]
    pub turn: u32,
    /// `decision` or `chance`.
    #[serde(default)]
    pub kind: String,
    /// The deciding seat.
    #[serde(default)]
    pub seat: Option<u8>,
    /// The decision or the chance event.
    #[serde(default)]
    pub text: String,
    /// What followed.
    #[serde(default)]
    pub events: Vec<String>,
    /// Taken by a bot.
    #[serde(default)]
    pub bot: bool,
    /// The bot's reason.
    #[serde(default)]
    pub why: Option<String>,
}

/// The SessionView of docs/protocol.md.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct SessionView {
    /// Session id.
    #[serde(default)]
    pub session: String,
    /// Game id.
    #[serde(default)]
    pub game: String,
    /// Game name.
    #[serde(default)]
    pub name: String,
    /// The seed (shown, for replays).
    #[serde(default)]
    pub seed: u64,
    /// The config.
    #[serde(default)]
    pub config: Value,
    /// `play`, `assist` or `watch`.
    #[serde(default)]
    pub mode: String,
    /// `human`, `bot:random`, `bot:heuristic` per seat.
    #[serde(default)]
    pub seats: Vec<String>,
    /// What the engine calls each seat ("Eagle Rider", "Hero 2").
    #[serde(default)]
    pub seat_names: Vec<String>,
    /// The seats the game started with (for a replay).
    #[serde(default)]
    pub first_seats: Vec<String>,
    /// Who acts now.
    #[serde(default)]
    pub to_act: ToAct,
    /// The turn or day.
    #[serde(default)]
    pub turn: u32,
    /// Steps so far.
    #[serde(default)]
    pub steps: usize,
    /// Whose view this is.
    #[serde(default)]
    pub viewer: u8,
    /// The game's view.
    #[serde(default)]
    pub view: Value,
    /// The end.
    #[serde(default)]
    pub outcome: Option<Outcome>,
    /// Undo possible now.
    #[serde(default)]
    pub can_undo: bool,
    /// Why not.
    #[serde(default)]
    pub undo_blocked: Option<String>,
    /// Redo possible.
    #[serde(default)]
    pub can_redo: bool,
    /// Assist mode: the roll or draw that undo takes back (the last step, typed in at the table).
    #[serde(default)]
    pub undo_chance: Option<LastChance>,
    /// This step's events.
    #[serde(default)]
    pub events: Vec<String>,
    /// Log lines (from the requested step on).
    #[serde(default)]
    pub log: Vec<LogLine>,
}

/// A chance outcome already in the log, that Assist mode's undo can take back to fix a typo.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct LastChance {
    /// The outcome as the engine serialises it.
    #[serde(default)]
    pub outcome: Value,
    /// The log's sentence for it ("Soldier die 3 rolled 5", "drew Orc Archer").
    #[serde(default)]
    pub text: String,
}

impl LastChance {
    /// True for a die roll, false for a card draw.
    pub fn is_roll(&self) -> bool {
        ChanceOption { outcome: self.outcome.clone(), ..ChanceOption::default() }.die_face().is_some()
            || self.outcome.get("die").is_some()
    }
    /// The button that takes it back: "Fix the last roll" or "Fix the last draw".
    pub fn fix_label(&self) -> &'static str {
        if self.is_roll() {
            "Fix the last roll"
        } else {
            "Fix the last draw"
        }
    }
}

impl SessionView {
    /// The roll or draw a person may take back now to type it again (Assist mode only).
    pub fn fixable_chance(&self) -> Option<&LastChance> {
        self.undo_chance.as_ref().filter(|_| self.assist() && self.can_undo)
    }
    /// True if a person in this app holds `seat`.
    pub fn is_human(&self, seat: u8) -> bool {
        self.seats.get(usize::from(seat)).is_none_or(|kind| kind == "human")
    }
    /// True in Assist mode (the table rolls and draws).
    pub fn assist(&self) -> bool {
        self.mode == "assist"
    }
    /// The seat a person must answer for now, if any.
    pub fn human_to_act(&self) -> Option<u8> {
        self.to_act.decider().filter(|seat| self.is_human(*seat))
    }
    /// True while the automatic side (a bot seat, or chance outside Assist) has a step to take.
    pub fn automatic(&self) -> bool {
        match self.to_act.kind.as_str() {
            "chance" => !self.assist(),
            "decision" => self.to_act.seat.is_some_and(|seat| !self.is_human(seat)),
            _ => false,
        }
    }
}

/// A chance outcome with its weight and label.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct ChanceOption {
    /// The outcome as the engine serialises it (`{"type": "face", "value": 4}`).
    #[serde(default)]
    pub outcome: Value,
    /// How many ways (cards of this kind left).
    #[serde(default)]
    pub weight: u32,
    /// A die face or a card's name (and text).
    #[serde(default)]
    pub label: String,
}

impl ChanceOption {
    /// The face of a die outcome (`face` in Valeria, `die` in Defenders), if it is one.
    pub fn die_face(&self) -> Option<u8> {
        let kind = self.outcome.get("type").and_then(Value::as_str)?;
        if kind == "face" || kind == "die" {
            self.outcome.get("value").and_then(Value::as_u64).and_then(|v| u8::try_from(v).ok())
        } else {
            None
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
struct RawChoice {
    #[serde(default)]
    action: Value,
    #[serde(default)]
    label: String,
}

/// The `legal` answer.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct Legal {
    #[serde(default)]
    actions: Vec<RawChoice>,
    /// The chance outcomes, when chance decides.
    #[serde(default)]
    pub chance: Vec<ChanceOption>,
    /// What the table must roll or draw ("Roll Soldier die 3").
    #[serde(default)]
    pub chance_question: Option<String>,
}

impl Legal {
    /// The legal decisions.
    pub fn choices(&self) -> Vec<Choice> {
        self.actions.iter().map(|raw| Choice { action: raw.action.clone(), label: raw.label.clone() }).collect()
    }
}

/// One entry of `list_sessions`.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct SessionSummary {
    /// Session id.
    #[serde(default)]
    pub session: String,
    /// Game id.
    #[serde(default)]
    pub game: String,
    /// Game name.
    #[serde(default)]
    pub name: String,
    /// Mode.
    #[serde(default)]
    pub mode: String,
    /// Seats.
    #[serde(default)]
    pub seats: Vec<String>,
    /// Seed.
    #[serde(default)]
    pub seed: u64,
    /// Turn.
    #[serde(default)]
    pub turn: u32,
    /// Over.
    #[serde(default)]
    pub over: bool,
    /// The end, if over.
    #[serde(default)]
    pub outcome: Option<Outcome>,
    /// Last change, ms since the epoch.
    #[serde(default)]
    pub updated_ms: i64,
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
mod tests {
    use super::*;
    use serde_json::json;

    fn line(step: usize, text: &str) -> LogLine {
        LogLine { step, text: text.into(), ..LogLine::default() }
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
    fn assist_offers_to_fix_the_last_roll_or_draw() {
        let view = |mode: &str, outcome: Value| -> SessionView {
            serde_json::from_value(json!({
                "mode": mode, "can_undo": true, "to_act": {"kind": "chance"},
                "undo_chance": {"outcome": outcome, "text": "Soldier die 3 rolled 5"}
            }))
            .unwrap()
        };
        let rolled = view("assist", json!({"type": "face", "value": 5}));
        let fix = rolled.fixable_chance().expect("a typed roll can be fixed");
        assert_eq!(fix.fix_label(), "Fix the last roll");
        assert_eq!(fix.text, "Soldier die 3 rolled 5");
        let drawn = view("assist", json!({"type": "troop", "value": "orc_archer"}));
        assert_eq!(drawn.fixable_chance().map(LastChance::fix_label), Some("Fix the last draw"));
        assert_eq!(
            view("assist", json!({"type": "die", "value": 2})).fixable_chance().unwrap().fix_label(),
            "Fix the last roll"
        );
        assert!(
            view("play", json!({"type": "face", "value": 5})).fixable_chance().is_none(),
            "Play mode keeps its policy"
        );
        let old: SessionView = serde_json::from_value(json!({"mode": "assist", "can_undo": true})).unwrap();
        assert!(old.fixable_chance().is_none(), "an engine without the field offers nothing");
    }

    #[test]
    fn a_real_session_view_parses_and_says_who_acts() {
        let view: SessionView = serde_json::from_value(json!({
            "session": "s1", "game": "valeria", "seed": 7, "mode": "watch", "seats": ["bot:heuristic"],
            "to_act": {"kind": "decision", "seat": 0}, "log": [{"step": 0, "kind": "chance", "text": "drew", "turn": 1}],
            "extra": 1
        }))
        .unwrap();
        assert_eq!(view.human_to_act(), None);
        assert!(view.automatic());
        let chance = ChanceOption { outcome: json!({"type": "die", "value": 5}), weight: 1, label: "5".into() };
        assert_eq!(chance.die_face(), Some(5));
        let card = ChanceOption { outcome: json!({"type": "troop", "value": "orc_archer"}), ..ChanceOption::default() };
        assert_eq!(card.die_face(), None);
    }
}
