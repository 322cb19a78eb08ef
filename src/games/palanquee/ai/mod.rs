//! The computer player of Palanquée: whole turns, action by action.
//!
//! Within a turn the levels measure actions by material (the greedy
//! baseline's score, [`material`]): own seeds × 10 + own sprouts, minus
//! the best opponent's, with a won game above everything and a lost one
//! below; easy, medium and hard add, as the game grows long, what brings
//! them nearer an enemy seed ([`press_step`]). The levels:
//!
//! - `random` plays uniformly random legal actions (ending the turn is
//!   one of them) until its turn ends;
//! - `greedy` plays, while it has actions, the action (a claim included,
//!   R21) with the best material just after it, then ends the turn;
//! - `beginner` plays random actions, but always takes one that wins the
//!   game: a true beginner's opponent;
//! - `easy` plays, while it has actions, the action [`press_step`] rates
//!   best, but one action in four at random: unlike greedy it closes in
//!   on the enemy seeds in a long game, so it finishes a table of
//!   beginners (greedy's material sees only the best opponent, and at
//!   five seats it shuffled on to the round cap);
//! - `medium` and `hard` search: a beam of partial turns ordered by
//!   [`press_step`], every whole turn it ends with answered by each
//!   opponent's greedy turn, and the turn whose answered position
//!   [`press`] rates best is played. [`press`] is [`judge`] (material,
//!   the captures at hand and those threatened, the distance to the
//!   enemy seeds) with that distance costing more as the game grows
//!   long; at a table of three or more seats it counts only the threats
//!   to the player's own pieces (the worst opponent's in full, every
//!   other's at half) and adds every seed the opponents have lost for
//!   good, so that it takes the seeds of any opponent, not only the best
//!   one's. Medium weighs 6 turns ([`search`](search::search)). Hard
//!   thinks until its budget is spent ([`think`](search::think)): it
//!   widens its beam step by step and looks a second round ahead (its
//!   own follow-up, every opponent's answer again) for its best turns;
//!   it starts from the greedy turn, so it has a whole turn to play
//!   however soon the time runs out.
//!
//! Like the rules, it is pure: it reads no clock but through the
//! [`Thinking`](crate::ai::Thinking) of its budget. Under `Budget::Work(n)`
//! hard weighs `n` lines (a candidate turn answered by every opponent, or
//! one such line looked at a round further), so a seed replays the same
//! turn on any machine; under `Budget::Millis` it thinks for that long.
//!
//! The files: `choose.rs` (the turn and the claim the computer picks),
//! `turns.rs` (random and greedy turns played out, and what the searches
//! share with them), `search.rs` (medium and hard) and `eval.rs` (the
//! measures).

mod choose;
mod eval;
mod search;
mod turns;

pub use choose::{choose_claim, choose_turn};
pub use eval::{DECIDED, judge, material, press, press_step, quick};
