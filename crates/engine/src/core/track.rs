//! A bounded counter: life points, a horde track, War Status, a power-up track.

use serde::{Deserialize, Serialize};

/// Why a track refused a change.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TrackError {
    /// A value outside `min..=max`.
    #[error("{value} is outside {min}..={max}")]
    OutOfRange {
        /// The refused value.
        value: i32,
        /// Lowest allowed.
        min: i32,
        /// Highest allowed.
        max: i32,
    },
    /// The bounds are crossed.
    #[error("the minimum {min} is above the maximum {max}")]
    BadBounds {
        /// Lowest allowed.
        min: i32,
        /// Highest allowed.
        max: i32,
    },
}

/// A value kept within `min..=max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Track {
    value: i32,
    min: i32,
    max: i32,
}

impl Track {
    /// A track starting at `value`.
    ///
    /// # Errors
    /// If `min > max` or `value` lies outside.
    pub fn new(value: i32, min: i32, max: i32) -> Result<Track, TrackError> {
        if min > max {
            return Err(TrackError::BadBounds { min, max });
        }
        let mut t = Track { value: min, min, max };
        t.set(value)?;
        Ok(t)
    }

    /// The current value.
    pub fn value(&self) -> i32 {
        self.value
    }
    /// Lowest allowed value.
    pub fn min(&self) -> i32 {
        self.min
    }
    /// Highest allowed value.
    pub fn max(&self) -> i32 {
        self.max
    }
    /// True at the minimum.
    pub fn at_min(&self) -> bool {
        self.value == self.min
    }
    /// True at the maximum.
    pub fn at_max(&self) -> bool {
        self.value == self.max
    }

    /// Sets the value.
    ///
    /// # Errors
    /// Outside the bounds; the track is unchanged.
    pub fn set(&mut self, value: i32) -> Result<(), TrackError> {
        if value < self.min || value > self.max {
            return Err(TrackError::OutOfRange { value, min: self.min, max: self.max });
        }
        self.value = value;
        Ok(())
    }

    /// Adds `delta`, stopping at the bounds. Returns the change actually made.
    pub fn add_clamped(&mut self, delta: i32) -> i32 {
        let before = self.value;
        self.value = before.saturating_add(delta).clamp(self.min, self.max);
        self.value - before
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clamps_and_reports_the_real_change() {
        let mut t = Track::new(3, 0, 5).unwrap();
        assert_eq!(t.add_clamped(-5), -3);
        assert!(t.at_min());
        assert_eq!(t.add_clamped(i32::MAX), 5);
        assert!(t.at_max());
        assert_eq!(t.set(6), Err(TrackError::OutOfRange { value: 6, min: 0, max: 5 }));
        assert_eq!(t.value(), 5);
        assert!(Track::new(0, 2, 1).is_err());
        assert!(Track::new(9, 0, 1).is_err());
    }
}
