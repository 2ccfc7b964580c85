//! How a TableView is laid out on screen: the shared sections, then one card per player with
//! its own sections. A section is a `group` of the engine's layout: its counters (in layout
//! order), the derived values and the buttons of that group, and the loudest alert about it.
//! Pure functions over the view, so that they can be tested natively.

use super::model::{Alert, AlertLevel, Counter, Derived, Player, RuleButton, TableView};

/// One section: a group's counters, derived values and buttons.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    /// The group's title (`None`: counters without a group).
    pub title: Option<String>,
    /// The owner (`None`: shared by the table).
    pub player: Option<usize>,
    /// Its counters, in layout order.
    pub counters: Vec<Counter>,
    /// Its derived values.
    pub derived: Vec<Derived>,
    /// Its buttons.
    pub actions: Vec<RuleButton>,
    /// The loudest alert about this section (warnings and louder only).
    pub alert: Option<AlertLevel>,
}

/// A player's card.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerLayout {
    /// The player.
    pub player: Player,
    /// Their Life counter (role Life), drawn big at the top of the card.
    pub life: Option<Counter>,
    /// Their other sections.
    pub sections: Vec<Section>,
    /// The loudest alert about this player, whatever its section.
    pub alert: Option<AlertLevel>,
}

/// The whole screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// Sections shared by the table, in layout order.
    pub shared: Vec<Section>,
    /// One card per player.
    pub players: Vec<PlayerLayout>,
}

/// Whether an alert is loud enough to mark a section (info alerts only show in the banner).
fn marks(alert: &Alert) -> bool {
    alert.level > AlertLevel::Info
}

/// The loudest of some alerts.
fn loudest<'a>(alerts: impl Iterator<Item = &'a Alert>) -> Option<AlertLevel> {
    alerts.filter(|alert| marks(alert)).map(|alert| alert.level).max()
}

/// The sections of one owner (`None`: shared), leaving out the counter with id `skip`.
pub fn sections(view: &TableView, owner: Option<usize>, skip: Option<&str>) -> Vec<Section> {
    let mut out: Vec<Section> = Vec::new();
    fn find(out: &mut Vec<Section>, title: &Option<String>, owner: Option<usize>) -> usize {
        match out.iter().position(|section| &section.title == title) {
            Some(i) => i,
            None => {
                out.push(Section {
                    title: title.clone(),
                    player: owner,
                    counters: Vec::new(),
                    derived: Vec::new(),
                    actions: Vec::new(),
                    alert: None,
                });
                out.len() - 1
            }
        }
    }
    for counter in view.counters.iter().filter(|c| c.player == owner && Some(c.id.as_str()) != skip) {
        let i = find(&mut out, &counter.group, owner);
        out[i].counters.push(counter.clone());
    }
    for derived in view.derived.iter().filter(|d| d.player == owner) {
        let i = find(&mut out, &derived.group, owner);
        out[i].derived.push(derived.clone());
    }
    for action in view.actions.iter().filter(|a| a.player == owner) {
        let i = find(&mut out, &action.group, owner);
        out[i].actions.push(action.clone());
    }
    for section in &mut out {
        section.alert =
            loudest(view.alerts.iter().filter(|a| a.player == owner && a.group.is_some() && a.group == section.title));
    }
    out
}

/// The screen's layout for a view.
pub fn layout(view: &TableView) -> Layout {
    let players = view
        .players
        .iter()
        .map(|player| {
            let owner = Some(player.index);
            let life = view.counters.iter().find(|c| c.player == owner && c.is_life()).cloned();
            let skip = life.as_ref().map(|c| c.id.as_str());
            PlayerLayout {
                player: player.clone(),
                sections: sections(view, owner, skip),
                alert: loudest(view.alerts.iter().filter(|a| a.player == owner)),
                life,
            }
        })
        .collect();
    Layout { shared: sections(view, None, None), players }
}

/// The home of `counter`'s conservation pool: the first counter of the same pool and owner,
/// in counter order (± on another member moves to or from it). `None` if it is in no pool.
pub fn pool_home<'a>(counters: &'a [Counter], counter: &Counter) -> Option<&'a Counter> {
    let pool = counter.pool.as_ref()?;
    counters.iter().find(|c| c.pool.as_ref() == Some(pool) && c.player == counter.player)
}

/// What ± on a pooled counter sends, given its pool's home: a transfer from the home (+) or
/// back to it (−). `None` for the home itself.
pub fn pool_move(home: &Counter, counter: &Counter, delta: i64) -> Option<(String, String, i64)> {
    if home.id == counter.id || delta == 0 {
        return None;
    }
    // As ± on any counter stops at its range, a long press moves what the two counters allow
    // (at least one, so a move past a limit is refused with the limit's words).
    let room = |from: &Counter, to: &Counter| i64::from(from.value - from.min).min(i64::from(to.max - to.value)).max(1);
    Some(if delta > 0 {
        (home.id.clone(), counter.id.clone(), delta.min(room(home, counter)))
    } else {
        (counter.id.clone(), home.id.clone(), (-delta).min(room(counter, home)))
    })
}

/// Whether `next` holds a warning or a loss that `previous` did not (the phone buzzes).
pub fn new_alarm(previous: &[Alert], next: &[Alert]) -> bool {
    next.iter().any(|alert| matches!(alert.level, AlertLevel::Warning | AlertLevel::Loss) && !previous.contains(alert))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    fn counter(id: &str, key: &str, player: Option<usize>, group: Option<&str>, pool: Option<&str>) -> Value {
        json!({"id": id, "label": key, "player": player, "role": null, "value": 3, "min": 0, "max": 9,
               "default": 3, "key": key, "group": group, "pool": pool})
    }

    fn view(counters: Vec<Value>, extra: Value) -> TableView {
        let mut base = json!({
            "table": "t1", "name": "Test", "kind": "valeria",
            "created": "2026-11-30T10:00:00Z", "updated": "2026-11-30T10:00:00Z",
            "players": [{"index": 0, "name": "Ann", "colour": "#e05d5d", "defeated": false},
                        {"index": 1, "name": "Bob", "colour": "#4f9de0", "defeated": false}],
            "counters": counters, "last_roll": null, "history": [],
            "can_undo": false, "undo_label": null, "can_redo": false, "redo_label": null
        });
        for (k, v) in extra.as_object().unwrap() {
            base[k] = v.clone();
        }
        serde_json::from_value(base).unwrap()
    }

    #[test]
    fn sections_follow_the_layout_order_of_their_groups() {
        let v = view(
            vec![
                counter("c1", "day", None, Some("Day"), None),
                counter("c2", "turret1.impact", None, Some("Turret 1"), None),
                counter("c3", "phase", None, Some("Day"), None),
                counter("c4", "loose", None, None, None),
                counter("c5", "gold", Some(0), Some("Supplies"), None),
            ],
            json!({
                "derived": [{"key": "power", "label": "Power", "value": "7", "group": "Turret 1"},
                            {"key": "grade", "label": "Grade", "value": "Honoured", "group": "Result"}],
                "actions": [{"key": "refresh", "label": "Refresh", "rule": {"game": "valeria", "do": "refresh_champions"},
                             "group": "Day", "enabled": true}],
                "alerts": [{"level": "loss", "text": "Turret 1 fell", "group": "Turret 1"},
                           {"level": "info", "text": "Dawn", "group": "Day"},
                           {"level": "warning", "text": "Ann is low", "player": 0}]
            }),
        );
        let layout = layout(&v);
        let titles: Vec<Option<&str>> = layout.shared.iter().map(|s| s.title.as_deref()).collect();
        assert_eq!(titles, [Some("Day"), Some("Turret 1"), None, Some("Result")]);
        let ids: Vec<&str> = layout.shared[0].counters.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["c1", "c3"]);
        assert_eq!(layout.shared[0].actions[0].key, "refresh");
        assert_eq!(layout.shared[1].derived[0].key, "power");
        assert_eq!(layout.shared[1].alert, Some(AlertLevel::Loss));
        assert_eq!(layout.shared[0].alert, None, "info alerts do not mark a section");
        assert_eq!(layout.players.len(), 2);
        assert_eq!(layout.players[0].sections[0].counters[0].id, "c5");
        assert_eq!(layout.players[0].alert, Some(AlertLevel::Warning));
        assert!(layout.players[1].sections.is_empty());
        assert_eq!(layout.players[1].alert, None);
    }

    #[test]
    fn a_players_life_is_drawn_apart() {
        let mut life = counter("c1", "life", Some(0), Some("Wizard"), None);
        life["role"] = json!("life");
        let v = view(vec![life, counter("c2", "gold", Some(0), Some("Wizard"), None)], json!({}));
        let layout = layout(&v);
        assert_eq!(layout.players[0].life.as_ref().unwrap().id, "c1");
        assert_eq!(layout.players[0].sections.len(), 1);
        assert_eq!(layout.players[0].sections[0].counters.len(), 1);
    }

    #[test]
    fn the_first_member_of_a_pool_per_owner_is_its_home() {
        let v = view(
            vec![
                counter("c1", "a.supply", None, None, Some("Troops")),
                counter("c2", "a.field", None, None, Some("Troops")),
                counter("c3", "b.supply", Some(1), None, Some("Troops")),
                counter("c4", "b.field", Some(1), None, Some("Troops")),
                counter("c5", "free", None, None, None),
            ],
            json!({}),
        );
        let c = &v.counters;
        assert_eq!(pool_home(c, &c[1]).unwrap().id, "c1");
        assert_eq!(pool_home(c, &c[3]).unwrap().id, "c3", "each owner has their own home");
        assert!(pool_home(c, &c[4]).is_none());
        assert_eq!(pool_move(&c[0], &c[1], 1), Some(("c1".into(), "c2".into(), 1)));
        // A long press moves 5, or what the counters hold (3 each, 9 at most).
        assert_eq!(pool_move(&c[0], &c[1], -5), Some(("c2".into(), "c1".into(), 3)));
        assert_eq!(pool_move(&c[0], &c[1], 5), Some(("c1".into(), "c2".into(), 3)));
        let mut full = c[1].clone();
        full.value = 9;
        assert_eq!(
            pool_move(&c[0], &full, 5),
            Some(("c1".into(), "c2".into(), 1)),
            "at a limit: refused by the engine"
        );
        full.value = 1;
        let mut home = c[0].clone();
        home.value = 8;
        assert_eq!(pool_move(&home, &full, 5), Some(("c1".into(), "c2".into(), 5)));
        assert_eq!(pool_move(&c[0], &c[0], 1), None, "the home itself has no ±");
    }

    #[test]
    fn only_a_new_warning_or_loss_is_an_alarm() {
        let alert = |level: &str, text: &str| -> Alert {
            serde_json::from_value(json!({"level": level, "text": text})).unwrap()
        };
        let warn = alert("warning", "Impact 3");
        assert!(new_alarm(&[], std::slice::from_ref(&warn)));
        assert!(!new_alarm(std::slice::from_ref(&warn), std::slice::from_ref(&warn)));
        assert!(!new_alarm(&[], &[alert("info", "Dawn"), alert("victory", "Held")]));
        assert!(new_alarm(std::slice::from_ref(&warn), &[alert("loss", "Fallen"), warn.clone()]));
    }
}
