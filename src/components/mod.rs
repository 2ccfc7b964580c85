//! Shared widgets: written once, used by every screen.

mod counter;
mod dialog;
mod die;
mod icon;
mod toast;

pub use counter::{Counter, StepButton};
pub use dialog::{delete_then_reload, ConfirmDialog, Modal, PromptDialog};
pub use die::{pips, DieFace};
pub use icon::Icon;
pub use toast::{use_toaster, ToastHost, Toaster};
