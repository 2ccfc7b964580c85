//! Custom hooks shared by the screens.

mod use_back_closes;
mod use_long_press;
mod use_wake_lock;

pub use use_back_closes::use_back_closes;
pub use use_long_press::{use_long_press, LONG_PRESS_MS};
pub use use_wake_lock::{use_wake_lock, WakeLockStatus};
