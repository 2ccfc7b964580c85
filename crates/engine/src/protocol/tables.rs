//! The table ops: trackers for a physical game (see `crate::table`), kept by id.

use super::error::no_table;
use super::handler::Handler;
use super::response::{Deleted, TableExport, TableHistoryPage, TableShare, TableSummary};
use crate::registry::ProtocolError;
use crate::table::{share_qr, share_qr_capacity, ClockOp, NewTable, Table, TableOp, TableView};

/// Most history lines one `table_history` answer carries.
const HISTORY_PAGE_MAX: usize = 500;

impl Handler {
    pub(super) fn table_new(&mut self, spec: NewTable) -> Result<TableView, ProtocolError> {
        let id = self.fresh_id('t', |h, id| h.tables.contains_key(id));
        let seed = self.host.fresh_seed();
        let now = self.now();
        let table = Table::new(id.clone(), spec, seed, now)?;
        self.insert_table(id, table)
    }

    pub(super) fn table_op(&mut self, table: &str, change: &TableOp) -> Result<TableView, ProtocolError> {
        let now = self.now();
        self.table_mut(table)?.apply(change, now)?;
        self.table_changed(table);
        Ok(self.table(table)?.view())
    }

    pub(super) fn table_clock(&mut self, table: &str, clock: ClockOp) -> Result<TableView, ProtocolError> {
        let now = self.now();
        self.table_mut(table)?.clock_op(clock, now);
        self.table_changed(table);
        Ok(self.table(table)?.view())
    }

    pub(super) fn table_undo(&mut self, table: &str) -> Result<TableView, ProtocolError> {
        let now = self.now();
        self.table_mut(table)?.undo(now)?;
        self.table_changed(table);
        Ok(self.table(table)?.view())
    }

    pub(super) fn table_redo(&mut self, table: &str) -> Result<TableView, ProtocolError> {
        let now = self.now();
        self.table_mut(table)?.redo(now)?;
        self.table_changed(table);
        Ok(self.table(table)?.view())
    }

    pub(super) fn table_history(
        &self,
        table: &str,
        before: Option<usize>,
        limit: Option<usize>,
    ) -> Result<TableHistoryPage, ProtocolError> {
        let t = self.table(table)?;
        let (start, entries) = t.history_page(before, limit.unwrap_or(HISTORY_PAGE_MAX).min(HISTORY_PAGE_MAX));
        Ok(TableHistoryPage { table: table.to_string(), total: t.history().len(), start, entries: entries.to_vec() })
    }

    pub(super) fn table_list(&self) -> Vec<TableSummary> {
        let mut tables: Vec<&Table> = self.tables.values().collect();
        tables.sort_by_key(|t| std::cmp::Reverse(t.updated()));
        tables
            .into_iter()
            .map(|t| TableSummary {
                table: t.id().to_string(),
                name: t.name().to_string(),
                kind: t.kind(),
                players: t.players().iter().map(|p| p.name.clone()).collect(),
                updated: t.updated(),
            })
            .collect()
    }

    pub(super) fn table_export(&self, table: &str) -> Result<TableExport, ProtocolError> {
        let table = self.table(table)?;
        Ok(TableExport { table: table.id().to_string(), name: table.name().to_string(), data: table.export() })
    }

    pub(super) fn table_share(&self, table: &str) -> Result<TableShare, ProtocolError> {
        let t = self.table(table)?;
        let code = t.share_code()?;
        Ok(TableShare {
            table: t.id().to_string(),
            name: t.name().to_string(),
            qr: share_qr(&code),
            code,
            qr_capacity: share_qr_capacity(),
        })
    }

    /// An exported file's JSON or a share code (pasted text is either).
    pub(super) fn table_import(&mut self, data: &str) -> Result<TableView, ProtocolError> {
        let id = self.fresh_id('t', |h, id| h.tables.contains_key(id));
        let now = self.now();
        let seed = self.host.fresh_seed();
        let table = Table::import_text(data, id.clone(), seed, now)?;
        // A named profile comes with the table: it joins the game's saved profiles (not in use).
        self.box_arrived(table.kind(), table.profile());
        self.insert_table(id, table)
    }

    pub(super) fn table_delete(&mut self, table: &str) -> Result<Deleted, ProtocolError> {
        self.table(table)?;
        self.tables.remove(table);
        self.changed(format!("table:{table}"), None);
        Ok(Deleted { deleted: table.to_string() })
    }

    /// Keeps a new table under `id`; answers its view.
    fn insert_table(&mut self, id: String, table: Table) -> Result<TableView, ProtocolError> {
        let view = table.view();
        self.tables.insert(id.clone(), table);
        self.table_changed(&id);
        Ok(view)
    }

    pub(super) fn table(&self, id: &str) -> Result<&Table, ProtocolError> {
        self.tables.get(id).ok_or_else(|| no_table(id))
    }

    fn table_mut(&mut self, id: &str) -> Result<&mut Table, ProtocolError> {
        self.tables.get_mut(id).ok_or_else(|| no_table(id))
    }

    fn table_changed(&mut self, id: &str) {
        if let Some(table) = self.tables.get(id) {
            let value = serde_json::to_value(table).ok();
            self.changed(format!("table:{id}"), value);
        }
    }
}
