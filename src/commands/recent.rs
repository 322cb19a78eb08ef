//! A bounded memory of recently used games: the replayed state of the
//! games commanded lately, so that a command replays only the events
//! appended since, while a bot in many servers keeps at most
//! [`RECENT_GAMES`] of them.
//!
//! The store stays the truth: a remembered state is only a prefix of the
//! game's event log, extended with whatever the log holds after it (by
//! this process or another) before every use. Forgetting a game costs one
//! full replay the next time it is commanded.

use std::collections::HashMap;

/// Games remembered at most; the least recently used is forgotten first.
pub const RECENT_GAMES: usize = 512;

/// Values by game id, at most `capacity` of them, the least recently
/// used forgotten first.
pub(crate) struct Recent<V> {
    capacity: usize,
    /// Bumped by every use; each entry keeps the value of its last use.
    clock: u64,
    entries: HashMap<i64, (u64, V)>,
}

impl<V: Clone> Recent<V> {
    /// An empty memory of at most `capacity` games (at least one).
    pub(crate) fn new(capacity: usize) -> Recent<V> {
        Recent {
            capacity: capacity.max(1),
            clock: 0,
            entries: HashMap::new(),
        }
    }

    /// A copy of game `id`'s value, marked as just used.
    pub(crate) fn get(&mut self, id: i64) -> Option<V> {
        self.clock += 1;
        let clock = self.clock;
        self.entries.get_mut(&id).map(|(used, value)| {
            *used = clock;
            value.clone()
        })
    }

    /// Remembers `value` for game `id`, forgetting the least recently used
    /// game if that makes one too many.
    pub(crate) fn put(&mut self, id: i64, value: V) {
        self.clock += 1;
        self.entries.insert(id, (self.clock, value));
        if self.entries.len() > self.capacity {
            let oldest = self
                .entries
                .iter()
                .min_by_key(|(_, (used, _))| *used)
                .map(|(&id, _)| id);
            if let Some(oldest) = oldest {
                self.entries.remove(&oldest);
            }
        }
    }

    /// Forgets game `id` (its value may be ahead of what was committed).
    pub(crate) fn forget(&mut self, id: i64) {
        self.entries.remove(&id);
    }

    /// Games remembered now.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.entries.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_recently_used_game_is_forgotten_first() {
        let mut recent = Recent::new(3);
        for id in 1..=3 {
            recent.put(id, id * 10);
        }
        assert_eq!(recent.get(1), Some(10), "1 is now the most recent");
        recent.put(4, 40);
        assert_eq!(recent.len(), 3);
        assert_eq!(recent.get(2), None, "2 was the least recently used");
        assert_eq!(recent.get(1), Some(10));
        assert_eq!(recent.get(3), Some(30));
        assert_eq!(recent.get(4), Some(40));
    }

    #[test]
    fn the_memory_never_holds_more_than_its_capacity() {
        let mut recent = Recent::new(RECENT_GAMES);
        for id in 0..(3 * RECENT_GAMES as i64) {
            recent.put(id, id);
            recent.put(id, id + 1);
            assert!(recent.len() <= RECENT_GAMES);
        }
        assert_eq!(recent.len(), RECENT_GAMES);
        let last = 3 * RECENT_GAMES as i64 - 1;
        assert_eq!(
            recent.get(last),
            Some(last + 1),
            "a new value replaces the old"
        );
        assert_eq!(recent.get(0), None);
    }
}
