//! Small sets as bit sets: the games keep dice, Troop types, cells and locations as one
//! integer each, and walk the members with [`ones`].

/// The positions of the set bits of `bits`, lowest first: only the members are visited.
#[inline]
pub fn ones(mut bits: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if bits == 0 {
            return None;
        }
        let i = bits.trailing_zeros();
        bits &= bits - 1;
        Some(i)
    })
}

#[cfg(test)]
mod tests {
    use super::ones;

    #[test]
    fn ones_lists_the_set_bits_lowest_first() {
        assert_eq!(ones(0).count(), 0);
        assert_eq!(ones(0b1010_0001).collect::<Vec<_>>(), vec![0, 5, 7]);
        assert_eq!(ones(1 << 63 | 1 << 1).collect::<Vec<_>>(), vec![1, 63]);
        assert_eq!(ones(u64::MAX).count(), 64);
    }
}
