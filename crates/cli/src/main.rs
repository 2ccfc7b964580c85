//! `rampart`: simulate games, replay saves and serve the JSON protocol over stdio.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use clap::{Parser, Subcommand, ValueEnum};

mod defenders_render;
mod play;
mod thaloria_render;
mod valeria_render;
use indicatif::{ProgressBar, ProgressStyle};
use rampart_engine::protocol::{with_save_error, GameList, Handler, Host, StoreChange};
use rampart_engine::{BotKind, GameId, GameInfo, OptionKind, SaveFile};
use serde_json::{json, Value};

#[derive(Parser)]
#[command(name = "rampart", version, about = "Rampart: rules engines and trackers for five fantasy siege board games")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the JSON protocol: one request per line on stdin, one answer per line on stdout.
    ///
    /// Every line gets one answer, in order; a line that is not UTF-8 or JSON gets a `BadJson`
    /// error, a line over 8 MiB a `BadRequest` error, and the server goes on. With --data-dir,
    /// what a request changed is on disk (synced) before its answer is written; if it cannot be
    /// saved, the answer carries a `save_error` sentence and the save is retried with every later
    /// request.
    Serve {
        /// Read requests from standard input (the only transport the CLI serves).
        #[arg(long, required = true)]
        stdio: bool,
        /// Keep sessions and tables as JSON files in this folder, loaded at start (leftover
        /// `*.json.tmp` files of an interrupted save are removed; a damaged file is kept and reported).
        #[arg(long)]
        data_dir: Option<PathBuf>,
    },
    /// List the games (with their options, for --config) and the table-mode trackers.
    Games {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Play many games with bots in every seat and print statistics.
    Simulate {
        /// Game id (see `rampart games`; the test game is listed there too).
        #[arg(long, value_parser = parse_game)]
        game: GameId,
        /// How many games.
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Master seed: game i uses stream i of it.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The bot in every seat.
        #[arg(long, value_enum, default_value_t = BotArg::Random)]
        bot: BotArg,
        /// Number of seats, where the game has a choice.
        #[arg(long)]
        players: Option<u8>,
        /// Extra game options as a JSON object.
        #[arg(long)]
        config: Option<String>,
        /// Worker threads (default: every core). The games are split into fixed slices of seeds,
        /// so the results do not depend on it; the time does.
        #[arg(long)]
        threads: Option<usize>,
        /// Print one JSON object instead of a summary.
        #[arg(long)]
        json: bool,
    },
    /// Pit bots against each other on the same seeded games: win rate ± standard error, mean score,
    /// time per move and the ends of the games.
    Arena {
        /// Game id (see `rampart games`).
        #[arg(long, value_parser = parse_game)]
        game: GameId,
        /// Number of seats, where the game has a choice.
        #[arg(long)]
        players: Option<u8>,
        /// The bots, comma-separated, weakest first: random, easy, heuristic, normal, hard, expert.
        /// Each plays every game, in every seat (with --field: in one seat).
        #[arg(long, value_delimiter = ',', required = true)]
        bots: Vec<BotArg>,
        /// Competitive games: the bot in every other seat. The tested bot then plays seat
        /// (game index mod seats), so it takes each seat in turn, and its result is that seat's.
        #[arg(long)]
        field: Option<BotArg>,
        /// Games per bot.
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Master seed: game i uses stream i of it, for every bot.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Extra game options as a JSON object.
        #[arg(long)]
        config: Option<String>,
        /// Worker threads (default: every core). The results do not depend on it; the times do.
        #[arg(long)]
        threads: Option<usize>,
        /// Print one JSON object instead of the tables.
        #[arg(long)]
        json: bool,
        /// Print the table as Markdown (what docs/bots.md holds).
        #[arg(long)]
        markdown: bool,
        /// Calibration: replace fields of the searching levels' configuration, as JSON, e.g.
        /// '{"iterations":400,"exploration":0.2}' (see IsmctsConfig).
        #[arg(long)]
        search: Option<String>,
    },
    /// Play a game in the terminal (Play mode rolls for you; --assist asks for your dice and cards).
    Play {
        /// Game id (see `rampart games`; default: the first game listed there).
        #[arg(long, value_parser = parse_game, default_value_t = GameId::ALL[0])]
        game: GameId,
        /// RNG seed (default: fresh).
        #[arg(long)]
        seed: Option<u64>,
        /// Assist mode: type in the dice you roll and the cards you draw at the table.
        #[arg(long)]
        assist: bool,
        /// Extra game options as a JSON object (each game's options: `rampart games`).
        #[arg(long)]
        config: Option<String>,
        /// Number of players, for games with several seats (merged into the config).
        #[arg(long)]
        players: Option<u8>,
    },
    /// Replay a save file and print the final state hash.
    Replay {
        /// The save file (JSON).
        save: PathBuf,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum BotArg {
    /// Uniform over legal decisions.
    Random,
    /// The game's heuristic bot.
    Heuristic,
    /// ISMCTS, Easy level.
    Easy,
    /// ISMCTS, Normal level.
    Normal,
    /// ISMCTS, Hard level.
    Hard,
    /// ISMCTS, Expert level.
    Expert,
    /// Ends every turn and passes whenever it may (Defenders: a game of Darkness cards only).
    Passive,
}

impl From<BotArg> for BotKind {
    fn from(b: BotArg) -> Self {
        match b {
            BotArg::Random => BotKind::Random,
            BotArg::Heuristic => BotKind::Heuristic,
            BotArg::Easy => BotKind::Easy,
            BotArg::Normal => BotKind::Normal,
            BotArg::Hard => BotKind::Hard,
            BotArg::Expert => BotKind::Expert,
            BotArg::Passive => BotKind::Passive,
        }
    }
}

/// The CLI's clock and entropy.
struct SystemHost;

impl Host for SystemHost {
    fn now_ms(&mut self) -> i64 {
        SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
    }
    fn fresh_seed(&mut self) -> u64 {
        rand::random()
    }

    fn clock(&self) -> Option<rampart_engine::Clock> {
        Some(monotonic_ms)
    }
}

/// Milliseconds since the first call (a monotonic clock for the bots' time budgets).
pub(crate) fn monotonic_ms() -> f64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_secs_f64() * 1000.0
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Serve { stdio: _, data_dir } => serve(data_dir.as_deref()),
        Command::Games { json } => games(json),
        Command::Simulate { game, games, seed, bot, players, config, threads, json } => {
            simulate(SimulateArgs { game, games, seed, bot: bot.into(), players, config, threads, json })
        }
        Command::Arena { game, players, bots, field, games, seed, config, threads, json, markdown, search } => {
            arena(ArenaArgs {
                search,
                field: field.map(BotKind::from),
                game,
                players,
                bots: bots.into_iter().map(BotKind::from).collect(),
                games,
                seed,
                config,
                threads,
                json,
                markdown,
            })
        }
        Command::Play { game, seed, assist, config, players } => play(game, seed, assist, config.as_deref(), players),
        Command::Replay { save } => replay(&save),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("rampart: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The longest request line `serve` reads (8 MiB, the trailing `\r` included): a longer line is
/// answered with a `BadRequest` error and skipped without being kept in memory. It holds a
/// `table_import` of the largest table the engine accepts (4 MB of JSON text, which escaping at
/// most doubles).
const MAX_LINE: usize = 8 * 1024 * 1024;

/// `rampart serve --stdio`: one request per line in, one answer per line out, in order.
///
/// Every line gets exactly one answer, even a line that is not UTF-8, an empty line (`BadJson`)
/// or one over [`MAX_LINE`] (`BadRequest`). With a data folder, what a request changed is
/// written durably (see [`persist`]) *before* its answer goes out, so an answer the client has
/// read survives a crash or `kill -9` of the server. If the save fails (disk full, folder gone),
/// the answer still carries the result, plus a `save_error` sentence; the unsaved changes are
/// kept and retried at every later request until they land.
fn serve(data_dir: Option<&Path>) -> Result<(), String> {
    let mut handler = Handler::new(Box::new(SystemHost));
    if let Some(dir) = data_dir {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        restore_dir(&mut handler, dir);
    }
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut stdout = std::io::stdout().lock();
    let mut line = Vec::new();
    loop {
        let answer = match read_line_capped(&mut input, &mut line, MAX_LINE) {
            Ok(ReadLine::Eof) => break,
            Ok(ReadLine::Line) => handler.handle_bytes(&line),
            Ok(ReadLine::TooLong) => json!({"id": null, "error": {
                "kind": "BadRequest",
                "message": format!("request line longer than {MAX_LINE} bytes (8 MiB): skipped"),
            }})
            .to_string(),
            Err(e) => return Err(format!("reading stdin: {e}")),
        };
        // Save first, answer second: an answer is a promise that the change is on disk.
        let answer = match data_dir {
            Some(dir) => match save_changes(&mut handler, dir) {
                Ok(()) => answer,
                Err(error) => {
                    eprintln!("rampart: {error}");
                    match serde_json::from_str::<Value>(&answer) {
                        Ok(value) => with_save_error(value, &error).to_string(),
                        Err(_) => answer,
                    }
                }
            },
            None => {
                // Nothing to keep them in: drop them rather than let them pile up.
                drop(handler.take_changes());
                answer
            }
        };
        writeln!(stdout, "{answer}").and_then(|()| stdout.flush()).map_err(|e| format!("writing stdout: {e}"))?;
    }
    // A save that failed earlier gets one last try before the server goes.
    if let Some(dir) = data_dir {
        save_changes(&mut handler, dir).map_err(|e| format!("{e}; the server stopped, so these changes are lost"))?;
    }
    Ok(())
}

/// What [`read_line_capped`] found.
#[derive(Debug, PartialEq, Eq)]
enum ReadLine {
    /// End of input: no more lines.
    Eof,
    /// A line, without its `\n` or `\r\n`.
    Line,
    /// A line longer than the cap; it was read to its end and thrown away.
    TooLong,
}

/// Reads one line of raw bytes into `line` (cleared first), keeping at most `cap` bytes of it: the
/// rest of a longer line is skipped chunk by chunk, never held whole in memory. A last line without
/// `\n` counts as a line.
fn read_line_capped(input: &mut impl BufRead, line: &mut Vec<u8>, cap: usize) -> std::io::Result<ReadLine> {
    line.clear();
    let limit = u64::try_from(cap).unwrap_or(u64::MAX).saturating_add(1);
    if std::io::Read::take(&mut *input, limit).read_until(b'\n', line)? == 0 {
        return Ok(ReadLine::Eof);
    }
    if line.last() == Some(&b'\n') {
        line.pop();
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        return Ok(ReadLine::Line);
    }
    if line.len() <= cap {
        return Ok(ReadLine::Line); // the last line, with no newline after it
    }
    line.clear();
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(ReadLine::TooLong);
        }
        match buf.iter().position(|&b| b == b'\n') {
            Some(end) => {
                input.consume(end + 1);
                return Ok(ReadLine::TooLong);
            }
            None => {
                let n = buf.len();
                input.consume(n);
            }
        }
    }
}

/// Writes every pending change durably. On failure the unsaved changes go back to the handler
/// (retried with the next request) and the error is one sentence naming them.
fn save_changes(handler: &mut Handler, dir: &Path) -> Result<(), String> {
    let mut unsaved = Vec::new();
    let mut errors = Vec::new();
    for change in handler.take_changes() {
        if let Err(e) = persist(dir, &change) {
            errors.push(format!("{} ({e})", change.key));
            unsaved.push(change);
        }
    }
    if unsaved.is_empty() {
        return Ok(());
    }
    handler.requeue(unsaved);
    Err(format!(
        "could not save {} in {}; kept in memory and retried with the next request",
        errors.join(", "),
        dir.display()
    ))
}

/// `session:s1` is kept as `session_s1.json`.
fn file_for(dir: &Path, key: &str) -> PathBuf {
    dir.join(format!("{}.json", key.replacen(':', "_", 1)))
}

/// Where an entry is written before it is renamed over `file` (`session_s1.json.tmp`).
fn temp_for(file: &Path) -> PathBuf {
    let mut name = file.as_os_str().to_owned();
    name.push(".tmp");
    PathBuf::from(name)
}

/// Saves or deletes one entry durably: when this returns Ok, the change survives a crash.
///
/// A save writes a temporary file in the same folder, syncs it, renames it over the entry and
/// syncs the folder, so the entry is always either the old or the new copy, never half a file.
/// A delete removes the file and syncs the folder.
fn persist(dir: &Path, change: &StoreChange) -> std::io::Result<()> {
    let path = file_for(dir, &change.key);
    match &change.value {
        Some(value) => {
            let bytes = serde_json::to_vec_pretty(value).map_err(std::io::Error::other)?;
            let tmp = temp_for(&path);
            let written = write_synced(&tmp, &bytes).and_then(|()| std::fs::rename(&tmp, &path));
            if written.is_err() {
                let _ = std::fs::remove_file(&tmp);
            }
            written?;
        }
        None => match std::fs::remove_file(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            other => other?,
        },
    }
    sync_dir(dir)
}

fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = std::fs::File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// Makes a rename or removal in `dir` durable.
#[cfg(unix)]
fn sync_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::File::open(dir)?.sync_all()
}

/// Windows cannot open a folder as a file; its rename is durable once the file's data is.
#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Loads every entry of the data folder. A damaged entry is reported on stderr and kept as it is;
/// a `*.json.tmp` left by a save that a crash interrupted is never loaded (it was never
/// acknowledged: the entry beside it is the good copy), and is removed.
fn restore_dir(handler: &mut Handler, dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else { continue };
        if name.ends_with(".json.tmp") {
            if let Err(e) = std::fs::remove_file(&path) {
                eprintln!("rampart: could not remove {}, an unfinished save: {e}", path.display());
            }
            continue;
        }
        let Some(stem) = name.strip_suffix(".json") else { continue };
        let Some((prefix, id)) = stem.split_once('_') else { continue };
        let key = format!("{prefix}:{id}");
        let loaded = std::fs::read_to_string(&path)
            .map_err(|e| e.to_string())
            .and_then(|text| serde_json::from_str::<Value>(&text).map_err(|e| e.to_string()))
            .and_then(|value| handler.restore(&key, value).map_err(|e| e.to_string()));
        if let Err(e) = loaded {
            eprintln!("rampart: kept {} as it is, but could not load it: {e}", path.display());
        }
    }
}

fn games(as_json: bool) -> Result<(), String> {
    let mut handler = Handler::new(Box::new(SystemHost));
    let answer = handler.handle_value(json!({"op": "games"}));
    if as_json {
        println!("{}", answer["ok"]);
        return Ok(());
    }
    let list: GameList = serde_json::from_value(answer["ok"].clone()).map_err(|e| format!("the game list: {e}"))?;
    println!("Games:");
    if list.games.is_empty() {
        println!("  (none yet: the rules engines arrive game by game)");
    }
    for g in list.games.iter().chain(&list.test_games) {
        let test = if g.test_only { "  [engine test game]" } else { "" };
        println!("  {:<12} {} ({}-{} seats){test}", g.id, g.name, g.min_seats, g.max_seats);
        for option in &g.options {
            println!("      {:<34} {}: {}", option.key, option.label, option_values(&option.kind, &option.default));
        }
    }
    println!("Table-mode trackers:");
    for k in &list.table_kinds {
        println!("  {:<18} {}: {}", k.id, k.name, k.description);
    }
    Ok(())
}

/// An option's values and default in a few words, for `rampart games`.
fn option_values(kind: &OptionKind, default: &Value) -> String {
    let names = |choices: &[rampart_engine::Choice]| {
        let shown: Vec<String> = choices.iter().take(8).map(|c| c.value.to_string()).collect();
        let more = if choices.len() > shown.len() { ", ..." } else { "" };
        format!("{}{more}", shown.join(", "))
    };
    match kind {
        OptionKind::Seats { min, max } => format!("{min}-{max} seats, default {default}"),
        OptionKind::Bool => format!("true or false, default {default}"),
        OptionKind::Int { min, max } => format!("{min}-{max}, default {default}"),
        OptionKind::Choice { choices } => format!("one of {}; default {default}", names(choices)),
        OptionKind::PerSeatChoice { choices, unset, .. } => {
            let unset = unset.as_deref().map(|u| format!(", null: {u}")).unwrap_or_default();
            format!("one per seat of {}{unset}", names(choices))
        }
        OptionKind::Subset { choices, max } => format!("up to {max} of {}", names(choices)),
    }
}

/// A game id, for `--game`.
fn parse_game(text: &str) -> Result<GameId, String> {
    text.parse().map_err(|e: rampart_engine::UnknownGame| e.to_string())
}

struct SimulateArgs {
    game: GameId,
    games: u32,
    seed: u64,
    bot: BotKind,
    players: Option<u8>,
    config: Option<String>,
    threads: Option<usize>,
    json: bool,
}

/// Games per slice of a parallel run: small enough to spread over the cores, large enough that a
/// slice's setup is nothing. Fixed, so the summary is the same on any number of threads.
const SIMULATE_SLICE: u32 = 256;

/// A pool of `threads` workers (default: every core).
fn thread_pool(threads: Option<usize>) -> Result<rayon::ThreadPool, String> {
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)).clamp(1, 64);
    rayon::ThreadPoolBuilder::new().num_threads(threads).build().map_err(|e| format!("starting {threads} threads: {e}"))
}

fn simulate(args: SimulateArgs) -> Result<(), String> {
    let SimulateArgs { game, games, seed, bot, players, json: as_json, .. } = args;
    let config = game_config(&game.info(), args.config.as_deref(), players)?;
    let pool = thread_pool(args.threads)?;
    let bar = if as_json { ProgressBar::hidden() } else { ProgressBar::new(u64::from(games)) };
    bar.set_style(
        ProgressStyle::with_template("{spinner} {bar:40} {pos}/{len} games  {per_sec}  eta {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let start = Instant::now();
    // Game i always plays seed stream i, whichever slice and thread play it; the slices' summaries
    // are added up in order (counts and totals add exactly).
    let slices: Vec<(u32, u32)> = (0..games.div_ceil(SIMULATE_SLICE))
        .map(|k| (k * SIMULATE_SLICE, SIMULATE_SLICE.min(games - k * SIMULATE_SLICE)))
        .collect();
    let parts: Vec<Result<rampart_engine::SimSummary, String>> = pool.install(|| {
        use rayon::prelude::*;
        slices
            .par_iter()
            .map(|&(first, count)| {
                let part = rampart_engine::simulate_game_range(game, config.clone(), first, count, seed, bot)
                    .map_err(|e| e.to_string());
                bar.inc(u64::from(count));
                part
            })
            .collect()
    });
    let mut summary: Option<rampart_engine::SimSummary> = None;
    for part in parts {
        let part = part?;
        match &mut summary {
            Some(whole) => whole.merge(&part),
            None => summary = Some(part),
        }
    }
    let summary = match summary {
        Some(s) => s,
        None => rampart_engine::simulate_game_range(game, config, 0, 0, seed, bot).map_err(|e| e.to_string())?,
    };
    bar.finish_and_clear();
    let elapsed = start.elapsed();
    let elapsed_ms = elapsed.as_secs_f64() * 1000.0;
    let per_sec = if elapsed.as_secs_f64() > 0.0 { f64::from(games) / elapsed.as_secs_f64() } else { 0.0 };
    if as_json {
        let mut value = serde_json::to_value(&summary).map_err(|e| e.to_string())?;
        if let Some(obj) = value.as_object_mut() {
            obj.insert("elapsed_ms".into(), json!(elapsed_ms));
            obj.insert("games_per_sec".into(), json!(per_sec));
        }
        println!("{value}");
    } else {
        println!("{} games of {} with the {} bot, seed {}", summary.games, summary.game, summary.bot, summary.seed);
        println!(
            "  wins {}  losses {}  draws {}  unfinished {}",
            summary.wins, summary.losses, summary.draws, summary.unfinished
        );
        println!(
            "  mean decisions {:.1}  mean chance events {:.1}  mean turns {:.1}",
            summary.mean_actions, summary.mean_chance_events, summary.mean_turns
        );
        for (reason, n) in &summary.outcomes {
            println!("  {reason:<32} {n}");
        }
        if summary.wins_by_seat.iter().any(|w| *w > 0) {
            println!("  first places by seat: {:?}", summary.wins_by_seat);
        }
        println!("  {elapsed_ms:.0} ms, {per_sec:.0} games/s");
    }
    Ok(())
}

struct ArenaArgs {
    search: Option<String>,
    field: Option<BotKind>,
    game: GameId,
    players: Option<u8>,
    bots: Vec<BotKind>,
    games: u32,
    seed: u64,
    config: Option<String>,
    threads: Option<usize>,
    json: bool,
    markdown: bool,
}

fn arena(args: ArenaArgs) -> Result<(), String> {
    let config = game_config(&args.game.info(), args.config.as_deref(), args.players)?;
    let search: Option<Value> = match &args.search {
        Some(text) => Some(serde_json::from_str(text).map_err(|e| format!("--search is not JSON: {e}"))?),
        None => None,
    };
    let jobs: Vec<(usize, u32)> = (0..args.games).flat_map(|i| (0..args.bots.len()).map(move |b| (b, i))).collect();
    let pool = thread_pool(args.threads)?;
    let quiet = args.json || args.markdown;
    let bar = if quiet { ProgressBar::hidden() } else { ProgressBar::new(jobs.len() as u64) };
    bar.set_style(
        ProgressStyle::with_template("{spinner} {bar:40} {pos}/{len} games  eta {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let results: Vec<Result<(rampart_engine::ArenaGame, u8), String>> = pool.install(|| {
        use rayon::prelude::*;
        jobs.par_iter()
            .map(|&(b, i)| {
                let kind = *args.bots.get(b).ok_or("no such bot")?;
                let job = rampart_engine::ArenaJob {
                    config: config.clone(),
                    search: search.clone(),
                    seed: args.seed,
                    index: i,
                    bot: b,
                    kind,
                    field: args.field,
                    clock: Some(monotonic_ms),
                };
                let record = rampart_engine::arena_game_by_id(args.game, job).map_err(|e| e.to_string())?;
                bar.inc(1);
                Ok(record)
            })
            .collect()
    });
    bar.finish_and_clear();
    let results = results.into_iter().collect::<Result<Vec<_>, String>>()?;
    let players = results.first().map_or(0, |r| r.1);
    let mut records: Vec<rampart_engine::ArenaGame> = results.into_iter().map(|r| r.0).collect();
    records.sort_by_key(|r| (r.bot, r.index));
    let names: Vec<String> = args.bots.iter().map(|b| b.name().to_string()).collect();
    let report = rampart_engine::ArenaReport::new(args.game.as_str(), players, args.seed, &names, &records, true);
    if args.json {
        println!("{}", serde_json::to_string(&report).map_err(|e| e.to_string())?);
    } else if args.markdown {
        print!("{}", report.markdown());
    } else {
        println!("{} games of {} ({} seats) per bot, seed {}", report.games, report.game, report.players, report.seed);
        for l in &report.bots {
            println!(
                "  {:<10} win rate {:>5.1}% ± {:.1}  ({} won, {} lost)  mean score {}  mean turns {:.1}  {} ms/move",
                l.bot,
                100.0 * l.win_rate,
                100.0 * l.win_se,
                l.wins,
                l.losses,
                l.mean_score.map_or("-".into(), |s| format!("{s:.2}")),
                l.mean_turns,
                l.ms_per_move.map_or("-".into(), |m| format!("{m:.2}")),
            );
            for (end, n) in &l.ends {
                println!("      {end:<30} {n}");
            }
        }
        for c in &report.comparisons {
            println!("  {} - {}: {:+.1} points ± {:.1}  (z = {:.1})", c.a, c.b, 100.0 * c.diff, 100.0 * c.se, c.z);
        }
    }
    Ok(())
}

/// The game config from `--config` (a JSON object) with `--players` merged in as the game's
/// seats option.
fn game_config(info: &GameInfo, config: Option<&str>, players: Option<u8>) -> Result<Value, String> {
    let mut config: Value = match config {
        Some(text) => serde_json::from_str(text).map_err(|e| format!("--config is not JSON: {e}"))?,
        None => Value::Null,
    };
    if let Some(players) = players {
        let Some(option) = info.seats_option() else {
            return Err(format!("{} has no choice of seats (it takes {})", info.name, info.min_seats));
        };
        if !(info.min_seats..=info.max_seats).contains(&players) {
            return Err(format!("{} takes {} to {} seats, not {players}", info.name, info.min_seats, info.max_seats));
        }
        if config.is_null() {
            config = json!({});
        }
        let Some(obj) = config.as_object_mut() else { return Err("--config must be a JSON object".into()) };
        obj.insert(option.key.clone(), players.into());
    }
    Ok(config)
}

fn play(
    game: GameId,
    seed: Option<u64>,
    assist: bool,
    config: Option<&str>,
    players: Option<u8>,
) -> Result<(), String> {
    let config = game_config(&game.info(), config, players)?;
    let options = play::PlayOptions { game, seed, assist, config };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    let handler = Handler::new(Box::new(SystemHost));
    play::Terminal::start(handler, &options, &mut input, &mut out)?.run()
}

fn replay(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let save = SaveFile::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let session = rampart_engine::load_session(&save).map_err(|e| format!("{}: {}", path.display(), e.message))?;
    println!("{}", session.state_hash());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{read_line_capped, ReadLine};
    use std::io::BufReader;

    /// Every line of `input` as `read_line_capped` sees it with this cap, through a tiny buffer so
    /// that lines span many reads.
    fn lines(input: &[u8], cap: usize) -> Vec<(ReadLine, Vec<u8>)> {
        let mut reader = BufReader::with_capacity(3, input);
        let mut line = Vec::new();
        let mut out = Vec::new();
        loop {
            match read_line_capped(&mut reader, &mut line, cap).unwrap() {
                ReadLine::Eof => return out,
                found => out.push((found, line.clone())),
            }
        }
    }

    #[test]
    fn read_line_capped_strips_line_ends_and_skips_long_lines_whole() {
        let got = lines(b"abcde\n\r\nabcdef\nab\r\n\xff\n\nabcdefghijklmnop\nlast", 5);
        let want: Vec<(ReadLine, &[u8])> = vec![
            (ReadLine::Line, b"abcde"),
            (ReadLine::Line, b""),
            (ReadLine::TooLong, b""),
            (ReadLine::Line, b"ab"),
            (ReadLine::Line, b"\xff"),
            (ReadLine::Line, b""),
            (ReadLine::TooLong, b""),
            (ReadLine::Line, b"last"),
        ];
        assert_eq!(got, want.into_iter().map(|(r, l)| (r, l.to_vec())).collect::<Vec<_>>());
        assert_eq!(lines(b"abcdefgh", 5), vec![(ReadLine::TooLong, Vec::new())], "a long last line");
        assert_eq!(lines(b"", 5), Vec::new());
    }
}
