//! `max_heap_size`, as Erlang/OTP 25 has it: a limit on a process's heap, in words, checked
//! when the process's heap is collected. Past it the process is killed (exit reason
//! `killed`, untrappable) unless `kill` is false, and with `error_logger` an error report
//! says so (on standard error: its figures depend on the memory architecture, and standard
//! output stays the same under all of them).
//!
//! What "the heap" is depends on the architecture (`Architecture::heap_words`): under
//! `private` and `hybrid` the process's own heap, young and old generations and heap
//! fragments (`process_info(P, total_heap_size)`; under `hybrid` the message area, shared
//! by all, is not counted); under `shared` the words of the one heap reachable from the
//! process's roots, shared subterms counted once: the heap the process would have alone.

use crate::atom;
use crate::build;
use crate::heap::Heap;
use crate::term::{Kind, Term};

/// A process's limit (or the runtime's default for new processes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaxHeap {
    /// Words; 0: no limit.
    pub size: usize,
    /// Kill the process past the limit.
    pub kill: bool,
    /// Print an error report past the limit.
    pub error_logger: bool,
}

impl Default for MaxHeap {
    fn default() -> MaxHeap {
        MaxHeap {
            size: 0,
            kill: true,
            error_logger: true,
        }
    }
}

/// The largest small integer, the largest size Erlang/OTP takes (a bignum is `badarg`).
const MAX_SIZE: usize = (1 << 59) - 1;

impl MaxHeap {
    /// `Size` or `#{size => Size, kill => Bool, error_logger => Bool}` (`size` mandatory;
    /// the flags not given are `defaults`', as Erlang/OTP takes them from the runtime's
    /// default), as `erts_max_heap_size` reads it; `min` is the smallest size besides 0 (the
    /// process's minimum heap size). None: `badarg`.
    pub fn parse(t: Term, defaults: MaxHeap, min: usize) -> Option<MaxHeap> {
        let mut m = defaults;
        let size = if t.is_small() {
            t
        } else if t.is_kind(Kind::Map) {
            let size = map_get(t, "size")?;
            for (key, flag) in [("kill", &mut m.kill), ("error_logger", &mut m.error_logger)] {
                match map_get(t, key) {
                    None => {}
                    Some(atom::TRUE) => *flag = true,
                    Some(atom::FALSE) => *flag = false,
                    Some(_) => return None,
                }
            }
            size
        } else {
            return None;
        };
        if !size.is_small() || size.small_val() < 0 {
            return None;
        }
        m.size = size.small_val() as usize;
        (m.size == 0 || (min..=MAX_SIZE).contains(&m.size)).then_some(m)
    }

    /// `#{error_logger => Bool, kill => Bool, size => Size}`, as Erlang/OTP reports it.
    pub fn to_map(self, heap: &mut Heap) -> Term {
        build::map_sorted(
            heap,
            &[
                (atom::atom("error_logger"), atom::boolean(self.error_logger)),
                (atom::atom("kill"), atom::boolean(self.kill)),
                (atom::atom("size"), Term::small(self.size as i64)),
            ],
        )
    }

    /// Whether a heap of `words` is past the limit.
    pub fn exceeded_by(self, words: usize) -> bool {
        self.size != 0 && words > self.size
    }
}

/// The value of the atom key `key` in map `m`.
fn map_get(m: Term, key: &str) -> Option<Term> {
    let key = atom::existing(key)?;
    let n = m.boxed_size() / 2;
    (0..n)
        .find(|&i| m.boxed_term(1 + 2 * i) == key)
        .map(|i| m.boxed_term(2 + 2 * i))
}

/// What the report on a process past its limit shows, as Erlang/OTP's.
pub struct Report {
    pub pid: Term,
    pub limit: MaxHeap,
    pub total: usize,
    pub queue_len: usize,
    /// `GC Info`: Erlang/OTP's items, in its order.
    pub gc_info: [(&'static str, usize); 11],
}

impl Report {
    /// The GC Info items of `heap`, with `stack` words of stack and `bin_vheap` the
    /// process's binary virtual heap size (the block size Erlang/OTP reports).
    pub fn gc_info(heap: &Heap, stack: usize, bin_vheap: usize) -> [(&'static str, usize); 11] {
        [
            (
                "old_heap_block_size",
                heap.old.as_ref().map_or(0, |o| o.len()),
            ),
            ("heap_block_size", heap.young.len()),
            ("mbuf_size", heap.fragment_words),
            ("recent_size", heap.young.top.saturating_sub(heap.hwm)),
            ("stack_size", stack),
            ("old_heap_size", heap.old_used()),
            ("heap_size", heap.young.top),
            ("bin_vheap_size", 0),
            ("bin_vheap_block_size", bin_vheap),
            ("bin_old_vheap_size", 0),
            ("bin_old_vheap_block_size", bin_vheap),
        ]
    }

    /// The report's text, laid out as Erlang/OTP 25's logger prints it.
    pub fn text(&self, timestamp: &str) -> String {
        let mut s = format!("=ERROR REPORT==== {timestamp} ===\n");
        let line = |s: &mut String, label: &str, value: String| {
            s.push_str(&format!("     {:<20}{value}\n", format!("{label}:")));
        };
        line(
            &mut s,
            "Process",
            format!("{} ", crate::runtime::pid_text(self.pid)),
        );
        line(&mut s, "Context", "maximum heap size reached".into());
        line(&mut s, "Max Heap Size", self.limit.size.to_string());
        line(&mut s, "Total Heap Size", self.total.to_string());
        line(&mut s, "Kill", self.limit.kill.to_string());
        line(&mut s, "Error Logger", self.limit.error_logger.to_string());
        line(&mut s, "Message Queue Len", self.queue_len.to_string());
        let items: Vec<String> = self
            .gc_info
            .iter()
            .map(|(k, v)| format!("{{{k},{v}}}"))
            .collect();
        line(
            &mut s,
            "GC Info",
            format!("[{}]", items.join(&format!(",\n{}", " ".repeat(26)))),
        );
        s.push('\n');
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_is_laid_out_as_erlangs() {
        let r = Report {
            pid: Term::pid(79),
            limit: MaxHeap {
                size: 10000,
                kill: true,
                error_logger: true,
            },
            total: 15137,
            queue_len: 0,
            gc_info: [
                ("old_heap_block_size", 6772),
                ("heap_block_size", 8370),
                ("mbuf_size", 0),
                ("recent_size", 3184),
                ("stack_size", 2),
                ("old_heap_size", 0),
                ("heap_size", 4180),
                ("bin_vheap_size", 0),
                ("bin_vheap_block_size", 46422),
                ("bin_old_vheap_size", 0),
                ("bin_old_vheap_block_size", 46422),
            ],
        };
        // Erlang/OTP 25's report for the same figures.
        let expected = "=ERROR REPORT==== T ===
     Process:            <0.79.0> 
     Context:            maximum heap size reached
     Max Heap Size:      10000
     Total Heap Size:    15137
     Kill:               true
     Error Logger:       true
     Message Queue Len:  0
     GC Info:            [{old_heap_block_size,6772},
                          {heap_block_size,8370},
                          {mbuf_size,0},
                          {recent_size,3184},
                          {stack_size,2},
                          {old_heap_size,0},
                          {heap_size,4180},
                          {bin_vheap_size,0},
                          {bin_vheap_block_size,46422},
                          {bin_old_vheap_size,0},
                          {bin_old_vheap_block_size,46422}]

";
        assert_eq!(r.text("T"), expected);
    }
}
