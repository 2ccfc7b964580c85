//! Why a table operation was refused.

/// Why a table operation was refused. Nothing changes on error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// No counter with that id.
    #[error("no counter with id {0:?}")]
    NoSuchCounter(String),
    /// No player at that index.
    #[error("no player {0}")]
    NoSuchPlayer(usize),
    /// The counter is already at its limit.
    #[error("{label} is already at its {which} ({limit})")]
    AtLimit {
        /// The counter.
        label: String,
        /// "minimum" or "maximum".
        which: &'static str,
        /// The limit.
        limit: i32,
    },
    /// A value outside the counter's range.
    #[error("{label} must stay within {min} to {max}, not {value}")]
    OutOfRange {
        /// The counter.
        label: String,
        /// The refused value.
        value: i32,
        /// Lowest allowed.
        min: i32,
        /// Highest allowed.
        max: i32,
    },
    /// A bad player list or name.
    #[error("{0}")]
    BadPlayers(String),
    /// A bad counter definition.
    #[error("{0}")]
    BadCounter(String),
    /// A field of the new-table request that does not apply to the table asked for (a starting
    /// Life with a template that has no Life, a template for a game's tracker).
    #[error("`{field}` does not apply here: {reason}")]
    UnusedField {
        /// The request's field (`life`, `template`).
        field: &'static str,
        /// Why, naming the kind or template.
        reason: String,
    },
    /// A bad die.
    #[error("{0}")]
    BadDie(String),
    /// Nothing to undo.
    #[error("nothing to undo")]
    NothingToUndo,
    /// Nothing to redo.
    #[error("nothing to redo")]
    NothingToRedo,
    /// A counter of a conservation pool changed on its own.
    #[error("{label} only moves to or from another {pool} counter: the total is fixed ({rule})")]
    Conserved {
        /// The counter.
        label: String,
        /// The pool's name.
        pool: String,
        /// Where the total comes from.
        rule: String,
    },
    /// Another kind's operation.
    #[error("{op} operations do not apply to a {kind} table")]
    WrongKind {
        /// This table's kind.
        kind: String,
        /// The operation's kind.
        op: String,
    },
    /// A game's rules refuse the operation; the text names the rule.
    #[error("{0}")]
    Rule(String),
    /// A "Match your box" profile breaks a rule its values must satisfy; the text names it.
    #[error("Match your box: {0}")]
    BadBox(String),
    /// The turn order refuses Next or Back (past the last round, before the first step); the text
    /// names the rule.
    #[error("{0}")]
    Turn(String),
    /// An imported table that does not hold together.
    #[error("not a valid table: {0}")]
    BadImport(String),
}
