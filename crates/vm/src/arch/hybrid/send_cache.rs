//! The repeated-copy remedy (seed 004 sec. 6.3): a copied message's local original still
//! looks local, so sending it again would copy it again. Each process's last message copied
//! to the area, and its parts one level down, are remembered with their copies, so sending
//! them again copies nothing. Forgotten at every collection of the process's heap or of the
//! area, which could move either. `--no-send-cache` turns it off, for measuring.

use super::area::Area;
use crate::pid_map::PidMap;
use crate::term::Term;

pub(super) struct SendCache {
    on: bool,
    /// By pid index: (local term, its copy in the area).
    last_sent: PidMap<Vec<(Term, Term)>>,
    /// Emptied vectors of forgotten entries, for the next processes to remember in (a
    /// spawn-heavy program forgets and remembers once per process).
    spare: Vec<Vec<(Term, Term)>>,
}

/// At most this many emptied vectors are kept.
const SPARE_VECS: usize = 4096;

impl SendCache {
    pub fn new(on: bool) -> SendCache {
        SendCache {
            on,
            last_sent: PidMap::default(),
            spare: Vec::new(),
        }
    }

    /// What process `idx` may send without copying: (local term, its copy).
    pub fn known(&self, idx: u64) -> &[(Term, Term)] {
        self.last_sent.get(&idx).map_or(&[], |v| v.as_slice())
    }

    /// Process `idx` copied `t` to the area as `m`.
    pub fn remember(&mut self, area: &Area, idx: u64, t: Term, m: Term) {
        if self.on {
            let spare = &mut self.spare;
            let parts = self
                .last_sent
                .entry(idx)
                .or_insert_with(|| spare.pop().unwrap_or_default());
            remembered_parts(area, t, m, parts);
        }
    }

    /// Process `idx`'s heap was collected (or it ended).
    pub fn forget(&mut self, idx: u64) {
        if let Some(v) = self.last_sent.remove(&idx) {
            self.keep_spare(v);
        }
    }

    /// The area was collected.
    pub fn forget_all(&mut self) {
        let all: Vec<_> = self.last_sent.drain().map(|(_, v)| v).collect();
        for v in all {
            self.keep_spare(v);
        }
    }

    fn keep_spare(&mut self, mut v: Vec<(Term, Term)>) {
        if self.spare.len() < SPARE_VECS && v.capacity() <= 16 {
            v.clear();
            self.spare.push(v);
        }
    }
}

/// A message `t` and its copy `m` in the area, and their pointer parts one level down (a
/// tuple's elements, a list cell's head and tail), paired up. The copy has the original's
/// shape, so the parts correspond.
fn remembered_parts(area: &Area, t: Term, m: Term, v: &mut Vec<(Term, Term)>) {
    v.clear();
    v.push((t, m));
    let local = |x: Term| x.is_pointer() && !area.contains(x.ptr());
    if t.is_tuple() {
        for i in 1..=t.tuple_arity() {
            if local(t.element(i)) {
                v.push((t.element(i), m.element(i)));
            }
        }
    } else if t.is_cons() {
        for (a, b) in [(t.head(), m.head()), (t.tail(), m.tail())] {
            if local(a) {
                v.push((a, b));
            }
        }
    }
    v.truncate(8);
}
