//! The edge weights of the Dutch pairing: one integer whose bit fields,
//! from the highest down, hold the criteria of C.04.3 in their order of
//! priority, so that one maximum-weight matching weighs them all at once.
//! A big event needs several hundred bits, so the weight is a fixed number
//! `L` of 64-bit limbs chosen per round ([`limbs_for`]), in two's
//! complement as the matching solver wants a signed type.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Sub, SubAssign};

/// A signed integer of `L` 64-bit limbs, least significant first.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Wide<const L: usize>([u64; L]);

/// The number of limbs a weight of `bits` bits needs, with room for the
/// sign and for the matching solver's doubled duals; `None` past 2,048
/// bits (no event of FIDE's 9,999 players and 99 rounds gets there).
#[must_use]
pub fn limbs_for(bits: u32) -> Option<usize> {
    let needed = bits + 8;
    [1, 2, 4, 8, 16, 32]
        .into_iter()
        .find(|&limbs| needed <= 64 * limbs as u32)
}

impl<const L: usize> Wide<L> {
    /// Zero.
    pub const ZERO: Wide<L> = Wide([0; L]);

    /// `value`.
    #[must_use]
    pub fn from_u64(value: u64) -> Wide<L> {
        let mut limbs = [0; L];
        limbs[0] = value;
        Wide(limbs)
    }

    /// One bit set at `position`.
    #[must_use]
    pub fn bit(position: u32) -> Wide<L> {
        Wide::from_u64(1).shifted(position)
    }

    /// All of the lowest `bits` bits set.
    #[must_use]
    pub fn ones(bits: u32) -> Wide<L> {
        Wide::bit(bits) - Wide::from_u64(1)
    }

    /// Whether this is zero (an edge that may not be paired).
    #[must_use]
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&limb| limb == 0)
    }

    /// Shifted left by `by` bits (high bits fall off).
    #[must_use]
    pub fn shifted(self, by: u32) -> Wide<L> {
        let (whole, part) = ((by / 64) as usize, by % 64);
        let mut limbs = [0; L];
        for index in (whole..L).rev() {
            let low = self.0[index - whole];
            limbs[index] = low << part;
            if part > 0 && index > whole {
                limbs[index] |= self.0[index - whole - 1] >> (64 - part);
            }
        }
        Wide(limbs)
    }

    /// With the lowest bit set when `flag` holds.
    #[must_use]
    pub fn or_flag(mut self, flag: bool) -> Wide<L> {
        self.0[0] |= u64::from(flag);
        self
    }

    /// Plus a small `value`.
    #[must_use]
    pub fn plus(self, value: u64) -> Wide<L> {
        self + Wide::from_u64(value)
    }

    /// Minus a small `value`.
    #[must_use]
    pub fn minus(self, value: u64) -> Wide<L> {
        self - Wide::from_u64(value)
    }

    /// Whether the lowest bit is set.
    #[must_use]
    pub fn is_odd(&self) -> bool {
        self.0[0] & 1 == 1
    }

    /// Twice this (high bits fall off).
    #[must_use]
    pub fn doubled(self) -> Wide<L> {
        self.shifted(1)
    }

    /// Half of this, rounded down (an arithmetic shift right by one).
    #[must_use]
    pub fn halved(self) -> Wide<L> {
        let mut limbs = [0; L];
        let sign = if self.negative() { 1u64 << 63 } else { 0 };
        for (index, limb) in limbs.iter_mut().enumerate() {
            let high = if index + 1 < L {
                self.0[index + 1] << 63
            } else {
                sign
            };
            *limb = (self.0[index] >> 1) | high;
        }
        Wide(limbs)
    }

    /// Whether the top (sign) bit is set.
    fn negative(&self) -> bool {
        self.0[L - 1] >> 63 == 1
    }
}

impl<const L: usize> Add for Wide<L> {
    type Output = Wide<L>;

    fn add(self, other: Wide<L>) -> Wide<L> {
        let mut limbs = [0; L];
        let mut carry = false;
        for (index, limb) in limbs.iter_mut().enumerate() {
            let (sum, first) = self.0[index].overflowing_add(other.0[index]);
            let (sum, second) = sum.overflowing_add(u64::from(carry));
            *limb = sum;
            carry = first || second;
        }
        Wide(limbs)
    }
}

impl<const L: usize> Sub for Wide<L> {
    type Output = Wide<L>;

    fn sub(self, other: Wide<L>) -> Wide<L> {
        let mut limbs = [0; L];
        let mut borrow = false;
        for (index, limb) in limbs.iter_mut().enumerate() {
            let (difference, first) = self.0[index].overflowing_sub(other.0[index]);
            let (difference, second) = difference.overflowing_sub(u64::from(borrow));
            *limb = difference;
            borrow = first || second;
        }
        Wide(limbs)
    }
}

impl<const L: usize> AddAssign for Wide<L> {
    fn add_assign(&mut self, other: Wide<L>) {
        *self = *self + other;
    }
}

impl<const L: usize> SubAssign for Wide<L> {
    fn sub_assign(&mut self, other: Wide<L>) {
        *self = *self - other;
    }
}

impl<const L: usize> Ord for Wide<L> {
    fn cmp(&self, other: &Wide<L>) -> Ordering {
        match (self.negative(), other.negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.0.iter().rev().cmp(other.0.iter().rev()),
        }
    }
}

impl<const L: usize> PartialOrd for Wide<L> {
    fn partial_cmp(&self, other: &Wide<L>) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const L: usize> fmt::Debug for Wide<L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("0x")?;
        for limb in self.0.iter().rev() {
            write!(f, "{limb:016x}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_integers_add_subtract_shift_and_compare_across_limbs() {
        let big = Wide::<4>::bit(130);
        assert!(big > Wide::bit(129));
        assert_eq!(big - Wide::from_u64(1), Wide::ones(130));
        assert_eq!(Wide::<4>::ones(130).plus(1), big);
        assert_eq!(
            Wide::<4>::from_u64(3).shifted(63),
            Wide::bit(63) + Wide::bit(64)
        );
        let negative = Wide::<4>::ZERO.minus(6);
        assert!(negative < Wide::ZERO);
        assert_eq!(negative.halved(), Wide::ZERO.minus(3));
        assert_eq!(big.halved(), Wide::bit(129));
        assert_eq!(big.doubled(), Wide::bit(131));
        assert_eq!(Wide::<2>::ZERO.or_flag(true), Wide::from_u64(1));
        assert!(Wide::<1>::from_u64(5).shifted(64).is_zero());
    }

    #[test]
    fn the_limbs_leave_room_for_sign_and_duals() {
        assert_eq!(limbs_for(50), Some(1));
        assert_eq!(limbs_for(60), Some(2));
        assert_eq!(limbs_for(500), Some(8));
        assert_eq!(limbs_for(3000), None);
    }
}
