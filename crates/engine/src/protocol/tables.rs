//! The table ops: trackers for a physical game (see `crate::table`), kept by id.

use serde_json::{json, Value};

use super::error::{no_table, to_json};
use super::handler::Handler;
use crate::registry::ProtocolError;
use crate::table::{NewTable, PlayerSpec, Table, TableKind, TableOp};

/// Most history lines one `table_history` answer carries.
const HISTORY_PAGE_MAX: usize = 500;

impl Handler {
    pub(super) fn table_new(
        &mut self,
        kind: TableKind,
        players: Vec<PlayerSpec>,
        name: Option<String>,
        life: Option<i32>,
    ) -> Result<Value, ProtocolError> {
        let id = self.fresh_id('t', |h, id| h.tables.contains_key(id));
        let seed = self.host.fresh_seed();
        let now = self.now();
        let table = Table::new(id.clone(), NewTable { kind, players, name, life }, seed, now)?;
        self.insert_table(id, table)
    }

    pub(super) fn table_op(&mut self, table: &str, change: &TableOp) -> Result<Value, ProtocolError> {
        let now = self.now();
        self.table_mut(table)?.apply(change, now)?;
        self.table_changed(table);
        to_json(&self.table(table)?.view())
    }

    pub(super) fn table_undo(&mut self, table: &str) -> Result<Value, ProtocolError> {
        let now = self.now();
        self.table_mut(table)?.undo(now)?;
        self.table_changed(table);
        to_json(&self.table(table)?.view())
    }

    pub(super) fn table_redo(&mut self, table: &str) -> Result<Value, ProtocolError> {
        let now = self.now();
        self.table_mut(table)?.redo(now)?;
        self.table_changed(table);
        to_json(&self.table(table)?.view())
    }

    pub(super) fn table_history(
        &self,
        table: &str,
        before: Option<usize>,
        limit: Option<usize>,
    ) -> Result<Value, ProtocolError> {
        let t = self.table(table)?;
        let (start, entries) = t.history_page(before, limit.unwrap_or(HISTORY_PAGE_MAX).min(HISTORY_PAGE_MAX));
        Ok(json!({"table": table, "total": t.history().len(), "start": start, "entries": entries}))
    }

    pub(super) fn table_list(&self) -> Value {
        let mut tables: Vec<&Table> = self.tables.values().collect();
        tables.sort_by_key(|t| std::cmp::Reverse(t.updated()));
        Value::Array(
            tables
                .into_iter()
                .map(|t| {
                    json!({
                        "table": t.id(),
                        "name": t.name(),
                        "kind": t.kind().info().id,
                        "players": t.players().iter().map(|p| p.name.clone()).collect::<Vec<_>>(),
                        "updated": t.updated(),
                    })
                })
                .collect(),
        )
    }

    pub(super) fn table_export(&self, table: &str) -> Result<Value, ProtocolError> {
        let table = self.table(table)?;
        Ok(json!({"table": table.id(), "name": table.name(), "data": table.export()}))
    }

    pub(super) fn table_import(&mut self, data: &str) -> Result<Value, ProtocolError> {
        let id = self.fresh_id('t', |h, id| h.tables.contains_key(id));
        let now = self.now();
        let table = Table::import(data, id.clone(), now)?;
        self.insert_table(id, table)
    }

    pub(super) fn table_delete(&mut self, table: &str) -> Result<Value, ProtocolError> {
        self.table(table)?;
        self.tables.remove(table);
        self.changed(format!("table:{table}"), None);
        Ok(json!({"deleted": table}))
    }

    /// Keeps a new table under `id`; answers its view.
    fn insert_table(&mut self, id: String, table: Table) -> Result<Value, ProtocolError> {
        let view = table.view();
        self.tables.insert(id.clone(), table);
        self.table_changed(&id);
        to_json(&view)
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
