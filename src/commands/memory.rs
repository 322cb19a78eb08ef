//! What a service's games keep between commands, each game its own kind
//! of value (Palanquée: its recently replayed games), so that the service
//! names no game's types.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::Mutex;

/// One value per type, made with `Default` on first use.
#[derive(Default)]
pub(crate) struct Memory {
    values: Mutex<HashMap<TypeId, Box<dyn Any + Send>>>,
}

impl Memory {
    /// Runs `use_it` on the service's value of type `T`; `None` if a
    /// panic elsewhere left the memory poisoned (the caller then works
    /// without it).
    pub(crate) fn with<T: Default + Send + 'static, R>(
        &self,
        use_it: impl FnOnce(&mut T) -> R,
    ) -> Option<R> {
        let mut values = self.values.lock().ok()?;
        let value = values
            .entry(TypeId::of::<T>())
            .or_insert_with(|| Box::new(T::default()));
        value.downcast_mut::<T>().map(use_it)
    }
}
