//! A table's share code: its current state only — kind, name, players and colours, the counters
//! that differ from the kind's layout, the counters the players added, the last roll and the end of
//! the game; never the history, undo or the dice stream — small enough for a QR code.
//!
//! The text is `rampart-table:1:` followed by base64url (no padding) of zlib-deflated JSON of a
//! [`Compact`] table. Reading one back never trusts it: the table is built through the kind's own
//! layout ([`Table::new`]) with the code's players, the code's values are written onto it, and the
//! result goes through the same checks as a file import ([`Table::conform`]): ranges, pools, the
//! kind's rules. The unpacked size is capped before anything is parsed, so a zip bomb is refused.

use std::collections::BTreeSet;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use chrono::{DateTime, Utc};
use qrcode::{EcLevel, QrCode, Version};
use serde::{Deserialize, Serialize};

use super::dice::Roll;
use super::error::TableError;
use super::history::HistoryEntry;
use super::kinds::TableKind;
use super::profile::BoxProfile;
use super::state::{PlayerSpec, MAX_COUNTERS, MAX_PLAYERS};
use super::table::{NewTable, Table};
use super::templates::GenericTemplate;
use super::tracker::Alert;

/// What every share code starts with, before its version.
pub const SHARE_PREFIX: &str = "rampart-table:";

/// The format version this engine writes and reads.
pub const SHARE_VERSION: u32 = 1;

/// The longest share code read. designed: a table of 200 counters with long names packs to a few
/// kilobytes; far below [`TABLE_FILE_LIMIT`](super::TABLE_FILE_LIMIT).
pub const SHARE_CODE_LIMIT: usize = 64_000;

/// The most bytes a share code may unpack to: the cap that stops a zip bomb. designed: 200
/// counters with 40-character names and a full roll are under 30 KB of JSON.
pub const SHARE_UNPACKED_LIMIT: usize = 256 * 1024;

/// The largest QR code offered: version 30 is 137 modules a side (145 with the quiet zone), about
/// 2.3 CSS pixels a module across a 360-pixel phone — still read by a phone's camera at a short
/// arm's length. designed: bigger symbols (up to version 40) fail to scan off a phone's screen.
pub const QR_MAX_VERSION: i16 = 30;

/// Why a share code was refused. Nothing is created on error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShareCodeError {
    /// The text does not start with [`SHARE_PREFIX`].
    #[error("not a Rampart share code: a share code starts with {SHARE_PREFIX}{SHARE_VERSION}:")]
    NotACode,
    /// Pasted text that is neither a share code nor an exported table's JSON.
    #[error(
        "neither a table file nor a share code: paste the text Export gave, or a code that starts with {SHARE_PREFIX}"
    )]
    NotATable,
    /// A version this engine does not read.
    #[error("share code version {0:?} is not one this app reads (it reads version {SHARE_VERSION}); update the app that made it or this one")]
    Version(String),
    /// Longer than [`SHARE_CODE_LIMIT`].
    #[error("the share code is {0} characters; a share code is at most {SHARE_CODE_LIMIT}")]
    TooLong(usize),
    /// Cut short or changed on the way: bad base64, a broken or truncated deflate stream.
    #[error("the share code is damaged or cut short ({0}); copy all of it again")]
    Damaged(String),
    /// Unpacks to more than [`SHARE_UNPACKED_LIMIT`] bytes.
    #[error("the share code unpacks to more than {SHARE_UNPACKED_LIMIT} bytes")]
    TooBig,
    /// Unpacks, but not to a table: the text names the field.
    #[error("the share code does not describe a table: {0}")]
    BadData(String),
    /// A table that does not hold together under its kind's rules (as a file import would say).
    #[error(transparent)]
    Table(#[from] TableError),
}

/// A table's current state, as a share code carries it. Short field names: it goes into a QR code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Compact {
    /// The kind.
    k: TableKind,
    /// The table's name, when not the kind's (or template's) own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    n: Option<String>,
    /// The players: name and `#rrggbb` colour, in seat order.
    p: Vec<(String, String)>,
    /// A generic table's starting Life, when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    l: Option<i32>,
    /// A generic table's template, when not `life`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    t: Option<GenericTemplate>,
    /// The kind's counters that differ from a new table's: key, owner, value, and the default when
    /// it differs too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    v: Vec<Value>,
    /// The kind's counters the table does not have (an older table): key and owner.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    g: Vec<(String, Option<usize>)>,
    /// The counters the players added: label, owner, min, max, default, value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    c: Vec<(String, Option<usize>, i32, i32, i32, i32)>,
    /// The last roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    r: Option<Roll>,
    /// The end of the game, when it has ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    e: Option<Alert>,
    /// The "Match your box" profile, when not the designed box.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    b: Option<BoxProfile>,
}

/// One of the kind's counters: `[key, owner, value]` or `[key, owner, value, default]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
enum Value {
    /// Only the value differs.
    Value(String, Option<usize>, i32),
    /// The default differs too (a seat's own start, after a player left).
    WithDefault(String, Option<usize>, i32, i32),
}

/// A share code as a QR code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShareQr {
    /// The QR code as an SVG document (black on white, with its quiet zone, one unit a module).
    pub svg: String,
    /// The QR version (1 to 40).
    pub version: i16,
    /// Modules a side, without the quiet zone.
    pub modules: usize,
    /// Error correction: `L`, `M`, `Q` or `H`.
    pub ec_level: String,
}

impl Table {
    /// The table's current state as a share code (`rampart-table:1:…`), for a QR code or a
    /// message. [`Table::from_share_code`] reads it back.
    ///
    /// # Errors
    /// [`ShareCodeError::Table`] when the kind no longer lays out a table for these players (a
    /// damaged table; one that loaded never is).
    pub fn share_code(&self) -> Result<String, ShareCodeError> {
        let compact = self.compact_state()?;
        let json = serde_json::to_vec(&compact).map_err(|e| ShareCodeError::BadData(e.to_string()))?;
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(&json, 10);
        Ok(format!("{SHARE_PREFIX}{SHARE_VERSION}:{}", URL_SAFE_NO_PAD.encode(packed)))
    }

    /// What a share code carries: the differences from a new table of the same kind and players.
    fn compact_state(&self) -> Result<Compact, ShareCodeError> {
        let state = &self.state;
        let fresh = Table::new(String::new(), self.spec(None), 0, DateTime::default())?;
        let mut v = Vec::new();
        let mut c = Vec::new();
        for counter in &state.counters {
            match &counter.key {
                Some(key) => {
                    let Some(was) = fresh.state.by_key(key, counter.player) else {
                        return Err(ShareCodeError::BadData(format!(
                            "{} is not a counter of this kind",
                            counter.label
                        )));
                    };
                    if counter.default != was.default {
                        v.push(Value::WithDefault(key.clone(), counter.player, counter.value, counter.default));
                    } else if counter.value != was.value {
                        v.push(Value::Value(key.clone(), counter.player, counter.value));
                    }
                }
                None => c.push((
                    counter.label.clone(),
                    counter.player,
                    counter.min,
                    counter.max,
                    counter.default,
                    counter.value,
                )),
            }
        }
        let g = fresh
            .state
            .counters
            .iter()
            .filter_map(|f| f.key.as_ref().map(|key| (key, f.player)))
            .filter(|(key, player)| state.by_key(key, *player).is_none())
            .map(|(key, player)| (key.clone(), player))
            .collect();
        Ok(Compact {
            k: self.kind,
            n: (state.name != fresh.state.name).then(|| state.name.clone()),
            p: state.players.iter().map(|p| (p.name.clone(), p.colour.clone())).collect(),
            l: self.life_default,
            t: (!self.template.is_life()).then_some(self.template),
            v,
            g,
            c,
            r: state.last_roll.clone(),
            e: state.ended.clone(),
            b: (!state.profile.is_designed()).then(|| state.profile.clone()),
        })
    }

    /// The [`NewTable`] that lays out this table's kind for its players.
    fn spec(&self, name: Option<String>) -> NewTable {
        NewTable {
            kind: self.kind,
            players: self
                .state
                .players
                .iter()
                .map(|p| PlayerSpec::Full { name: p.name.clone(), colour: Some(p.colour.clone()) })
                .collect(),
            name,
            life: self.life_default,
            template: (!self.template.is_life()).then_some(self.template),
            profile: (!self.state.profile.is_designed()).then(|| self.state.profile.clone()),
        }
    }

    /// A new table (under `id`, dice from `seed`) from a share code: the kind laid out for the
    /// code's players, the code's values on it, checked as a file import is. Its history starts
    /// with one "Imported" line; undo starts empty. Surrounding whitespace and line breaks inside
    /// the code are ignored (a code copied out of a message).
    ///
    /// # Errors
    /// A [`ShareCodeError`] naming what is wrong: not a code, another version, damaged or cut
    /// short, too big when unpacked, not a table, or a table its kind's rules refuse.
    pub fn from_share_code(text: &str, id: String, seed: u64, now: DateTime<Utc>) -> Result<Table, ShareCodeError> {
        let compact = read_code(text)?;
        let mut table = build(compact, seed, now)?;
        table.conform()?;
        table.id = id;
        table.history = vec![HistoryEntry { at: now, text: "Imported from a share code".into() }];
        Ok(table)
    }

    /// A table from pasted text: a share code (it starts with [`SHARE_PREFIX`]) or an exported
    /// file's JSON (see [`Table::import`]).
    ///
    /// # Errors
    /// As [`Table::from_share_code`] or [`Table::import`]; text that is neither is
    /// [`ShareCodeError::NotATable`].
    pub fn import_text(text: &str, id: String, seed: u64, now: DateTime<Utc>) -> Result<Table, ShareCodeError> {
        let trimmed = text.trim_start();
        if trimmed.starts_with(SHARE_PREFIX) {
            Table::from_share_code(text, id, seed, now)
        } else if trimmed.starts_with('{') {
            Ok(Table::import(text, id, now)?)
        } else {
            Err(ShareCodeError::NotATable)
        }
    }
}

/// Whether `text` looks like a share code (the UI's paste box, the protocol's import).
pub fn is_share_code(text: &str) -> bool {
    text.trim_start().starts_with(SHARE_PREFIX)
}

/// Unpacks a share code to its [`Compact`] table, refusing anything malformed before parsing.
fn read_code(text: &str) -> Result<Compact, ShareCodeError> {
    if text.len() > SHARE_CODE_LIMIT {
        return Err(ShareCodeError::TooLong(text.chars().count()));
    }
    let code: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let rest = code.strip_prefix(SHARE_PREFIX).ok_or(ShareCodeError::NotACode)?;
    let (version, body) = rest.split_once(':').ok_or_else(|| ShareCodeError::Damaged("no version".into()))?;
    if version != SHARE_VERSION.to_string() {
        return Err(ShareCodeError::Version(version.chars().take(12).collect()));
    }
    let packed = URL_SAFE_NO_PAD.decode(body).map_err(|e| ShareCodeError::Damaged(e.to_string()))?;
    let json = miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&packed, SHARE_UNPACKED_LIMIT).map_err(|e| {
        if e.status == miniz_oxide::inflate::TINFLStatus::HasMoreOutput {
            ShareCodeError::TooBig
        } else {
            ShareCodeError::Damaged(format!("{:?}", e.status))
        }
    })?;
    serde_json::from_slice(&json).map_err(|e| ShareCodeError::BadData(e.to_string()))
}

/// The kind's table for the code's players, with the code's values written on. Checks only what
/// the writing needs (each counter once, counts within limits); [`Table::conform`] checks the rest.
fn build(compact: Compact, seed: u64, now: DateTime<Utc>) -> Result<Table, ShareCodeError> {
    if compact.p.len() > MAX_PLAYERS {
        return Err(ShareCodeError::BadData(format!("{} players; a table has at most {MAX_PLAYERS}", compact.p.len())));
    }
    if compact.v.len() + compact.g.len() + compact.c.len() > MAX_COUNTERS * 2 {
        return Err(ShareCodeError::BadData(format!("more counters than a table's {MAX_COUNTERS}")));
    }
    if compact.k != TableKind::Generic && (compact.l.is_some() || compact.t.is_some()) {
        return Err(ShareCodeError::BadData(format!(
            "a starting Life or template is for the generic table, not {}",
            compact.k.info().name
        )));
    }
    let players = compact.p.into_iter().map(|(name, colour)| PlayerSpec::Full { name, colour: Some(colour) }).collect();
    let spec = NewTable {
        kind: compact.k,
        players,
        name: compact.n,
        life: compact.l,
        template: compact.t,
        profile: compact.b,
    };
    let mut table = Table::new(String::new(), spec, seed, now)?;
    let state = &mut table.state;
    let mut seen = BTreeSet::new();
    for (key, player) in &compact.g {
        if !seen.insert((key.clone(), *player)) {
            return Err(ShareCodeError::BadData(format!("the counter {key:?} is listed twice")));
        }
        let before = state.counters.len();
        state.counters.retain(|c| !(c.key.as_ref() == Some(key) && c.player == *player));
        if state.counters.len() == before {
            return Err(ShareCodeError::BadData(format!("{} has no counter {key:?}", whose(*player))));
        }
    }
    for value in &compact.v {
        let (key, player, now_value, default) = match value {
            Value::Value(key, player, value) => (key, *player, *value, None),
            Value::WithDefault(key, player, value, default) => (key, *player, *value, Some(*default)),
        };
        if !seen.insert((key.clone(), player)) {
            return Err(ShareCodeError::BadData(format!("the counter {key:?} is listed twice")));
        }
        let counter = state
            .by_key_mut(key, player)
            .ok_or_else(|| ShareCodeError::BadData(format!("{} has no counter {key:?}", whose(player))))?;
        counter.value = now_value;
        if let Some(default) = default {
            counter.default = default;
        }
    }
    for (label, player, min, max, default, value) in compact.c {
        table.push_counter(&label, player, None, min, max, default);
        if let Some(counter) = table.state.counters.last_mut() {
            counter.value = value;
        }
    }
    table.state.last_roll = compact.r;
    table.state.ended = compact.e;
    Ok(table)
}

fn whose(player: Option<usize>) -> String {
    match player {
        Some(p) => format!("player {}", p + 1),
        None => "the table".into(),
    }
}

/// `text` as a QR code, or `None` when it does not fit in one of at most [`QR_MAX_VERSION`]. The
/// smallest symbol that holds the text, with the strongest error correction that still fits in it.
pub fn share_qr(text: &str) -> Option<ShareQr> {
    let smallest = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).ok()?;
    let version = smallest.version();
    let Version::Normal(number) = version else { return None };
    if number > QR_MAX_VERSION {
        return None;
    }
    let code = [EcLevel::H, EcLevel::Q, EcLevel::M]
        .into_iter()
        .find_map(|level| QrCode::with_version(text.as_bytes(), version, level).ok())
        .unwrap_or(smallest);
    let svg = code
        .render::<qrcode::render::svg::Color>()
        .module_dimensions(1, 1)
        .quiet_zone(true)
        .dark_color(qrcode::render::svg::Color("#000000"))
        .light_color(qrcode::render::svg::Color("#ffffff"))
        .build();
    // Inline in a page, the XML declaration is noise.
    let svg = match svg.find("<svg") {
        Some(at) => svg[at..].to_string(),
        None => svg,
    };
    let ec_level = match code.error_correction_level() {
        EcLevel::L => "L",
        EcLevel::M => "M",
        EcLevel::Q => "Q",
        EcLevel::H => "H",
    };
    Some(ShareQr { svg, version: number, modules: code.width(), ec_level: ec_level.into() })
}

/// The most bytes a QR code of [`QR_MAX_VERSION`] holds at the lowest error correction, for the
/// "too big" message.
pub fn share_qr_capacity() -> usize {
    // ISO/IEC 18004 table 7: version 30-L holds 1,732 bytes.
    1_732
}
