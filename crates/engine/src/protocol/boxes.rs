//! "Match your box" (see `crate::table::profile`): each game's saved profiles, persisted as
//! `box:<kind>` entries, and the one every new table of the game uses.

use serde_json::Value;

use super::handler::Handler;
use super::response::BoxSheet;
use crate::registry::ProtocolError;
use crate::table::profile::{self, BoxLibrary, BoxProfile, PROFILES_PER_GAME};
use crate::table::{TableError, TableKind};

impl Handler {
    /// The game's sheet: its values, saved profiles and the one in use.
    pub(super) fn box_sheet(&self, kind: TableKind) -> BoxSheet {
        let library = self.boxes.get(&kind.info().id).cloned().unwrap_or_default();
        BoxSheet {
            kind,
            name: kind.info().name,
            values: profile::box_values(kind),
            profiles: library.profiles,
            in_use: library.in_use,
        }
    }

    /// The profile a new table of `kind` gets when the request names none.
    pub(super) fn box_in_use(&self, kind: TableKind) -> Option<BoxProfile> {
        let library = self.boxes.get(&kind.info().id)?;
        library.in_use.as_ref().map(|_| library.current())
    }

    pub(super) fn box_save(
        &mut self,
        kind: TableKind,
        profile: BoxProfile,
        use_it: bool,
    ) -> Result<BoxSheet, ProtocolError> {
        no_generic(kind)?;
        let profile = profile::checked(kind, profile)?;
        let name = profile.name.clone();
        self.edit_library(kind, |library| {
            library.save(profile)?;
            if use_it {
                library.in_use = Some(name);
            }
            Ok(())
        })
    }

    pub(super) fn box_use(&mut self, kind: TableKind, name: Option<String>) -> Result<BoxSheet, ProtocolError> {
        no_generic(kind)?;
        self.edit_library(kind, |library| {
            if let Some(name) = &name {
                if library.find(name).is_none() {
                    return Err(TableError::BadBox(format!("no saved profile is called {name:?}")));
                }
            }
            library.in_use = name;
            Ok(())
        })
    }

    pub(super) fn box_delete(&mut self, kind: TableKind, name: &str) -> Result<BoxSheet, ProtocolError> {
        self.edit_library(kind, |library| {
            let before = library.profiles.len();
            library.profiles.retain(|p| p.name != name);
            if library.profiles.len() == before {
                return Err(TableError::BadBox(format!("no saved profile is called {name:?}")));
            }
            if library.in_use.as_deref() == Some(name) {
                library.in_use = None;
            }
            Ok(())
        })
    }

    /// A table arrived (an import) with a named profile the game has not saved: keep it, so later
    /// tables can use it. Nothing happens when the shelf is full or the name is taken.
    pub(super) fn box_arrived(&mut self, kind: TableKind, profile: &BoxProfile) {
        if profile.name.is_empty() {
            return;
        }
        let library = self.boxes.get(&kind.info().id);
        let taken = library.is_some_and(|l| l.find(&profile.name).is_some());
        let full = library.is_some_and(|l| l.profiles.len() >= PROFILES_PER_GAME);
        if !taken && !full {
            let profile = profile.clone();
            // A profile a loaded table carries was checked by the import: saving cannot fail.
            let _ = self.edit_library(kind, |library| library.save(profile));
        }
    }

    /// Restores a `box:<kind>` entry.
    ///
    /// # Errors
    /// `DamagedSave` for an entry that does not read or does not hold together.
    pub(super) fn restore_box(&mut self, kind: &str, value: Value) -> Result<(), ProtocolError> {
        let damaged = |why: String| ProtocolError::new("DamagedSave", format!("box profiles of {kind}: {why}"));
        let table_kind =
            TableKind::ALL.into_iter().find(|k| k.info().id == kind).ok_or_else(|| damaged("no such game".into()))?;
        let library: BoxLibrary = serde_json::from_value(value).map_err(|e| damaged(e.to_string()))?;
        library.validate(table_kind).map_err(damaged)?;
        self.boxes.insert(kind.to_string(), library);
        Ok(())
    }

    fn edit_library(
        &mut self,
        kind: TableKind,
        edit: impl FnOnce(&mut BoxLibrary) -> Result<(), TableError>,
    ) -> Result<BoxSheet, ProtocolError> {
        let id = kind.info().id;
        let mut library = self.boxes.get(&id).cloned().unwrap_or_default();
        edit(&mut library)?;
        let value = serde_json::to_value(&library).ok();
        self.boxes.insert(id.clone(), library);
        self.changed(format!("box:{id}"), value);
        Ok(self.box_sheet(kind))
    }
}

fn no_generic(kind: TableKind) -> Result<(), ProtocolError> {
    if profile::box_values(kind).is_empty() {
        return Err(TableError::BadBox(format!("{} has no designed values to match", kind.info().name)).into());
    }
    Ok(())
}
