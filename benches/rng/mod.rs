//! The tiny xorshift generator the engine benches draw random moves with:
//! reproducible, and cheap next to the moves it picks.

/// A xorshift64 generator.
pub struct Rng(u64);

impl Rng {
    /// A generator for playout number `seed`, spread so that neighbouring
    /// seeds start far apart (never zero, which xorshift cannot leave).
    pub fn for_playout(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}
