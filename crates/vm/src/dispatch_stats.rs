//! Counts of the instructions the interpreter dispatches, and of pairs of consecutive ones,
//! for choosing what to fuse (built only with the `dispatch-stats` feature; `TRIHEAP_DISPATCH_STATS=1
//! triheap run ...` prints them at exit).
//!
//! # Invariants behind the unsafe code
//! An `Instr`'s first byte is read as its kind. That relies on rustc's layout of the enum
//! today (the tag first, in one byte), which Rust does not promise: a debugging aid, not built
//! by default; the byte is read, never written, so a wrong guess miscounts and nothing worse.

use crate::code::Instr;
use std::cell::RefCell;

/// An instruction's kind: the tag byte of the `Instr` enum.
fn tag(i: &Instr) -> u8 {
    // SAFETY: `Instr` is a Rust enum whose first byte is its discriminant (it has fewer than
    // 256 variants and that is where rustc lays the tag out for it); only read, never written.
    unsafe { *(i as *const Instr as *const u8) }
}

struct Counts {
    prev: Option<u8>,
    /// `pairs[prev * 256 + this]`; `singles[this]`.
    pairs: Vec<u64>,
    singles: Vec<u64>,
    names: Vec<String>,
}

thread_local! {
    /// Per thread on purpose: bumped at every dispatched instruction (a debugging build
    /// only), where nothing slower than a thread's own counters would do.
    static COUNTS: RefCell<Counts> = RefCell::new(Counts {
        prev: None,
        pairs: vec![0; 256 * 256],
        singles: vec![0; 256],
        names: vec![String::new(); 256],
    });
}

pub fn note(i: &Instr) {
    let t = tag(i) as usize;
    COUNTS.with(|c| {
        let mut c = c.borrow_mut();
        if let Some(p) = c.prev {
            c.pairs[(p as usize) << 8 | t] += 1;
        }
        c.singles[t] += 1;
        c.prev = Some(t as u8);
        if c.names[t].is_empty() {
            let d = format!("{i:?}");
            c.names[t] = d
                .split(|ch: char| !ch.is_alphanumeric())
                .next()
                .unwrap_or("")
                .into();
        }
    });
}

/// Print this thread's counts on stderr: the 25 commonest instructions and 30 commonest pairs.
pub fn print() {
    COUNTS.with(|c| {
        let c = c.borrow();
        let total: u64 = c.singles.iter().sum();
        let pct = |n: u64| n as f64 * 100.0 / total.max(1) as f64;
        eprintln!("dispatches {total}");
        let mut singles: Vec<(u64, usize)> = c.singles.iter().copied().zip(0..).collect();
        singles.sort_by(|a, b| b.cmp(a));
        for (n, t) in singles.iter().take(25).filter(|x| x.0 > 0) {
            eprintln!("{:>6.2}% {}", pct(*n), c.names[*t]);
        }
        let mut pairs: Vec<(u64, usize)> = c.pairs.iter().copied().zip(0..).collect();
        pairs.sort_by(|a, b| b.cmp(a));
        for (n, k) in pairs.iter().take(30).filter(|x| x.0 > 0) {
            eprintln!(
                "{:>6.2}% {} -> {}",
                pct(*n),
                c.names[k >> 8],
                c.names[k & 255]
            );
        }
    });
}
