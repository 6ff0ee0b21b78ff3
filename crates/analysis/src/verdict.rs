//! From the fixpoint to decisions: which sites allocate in the message area, which of their
//! arguments are copied on demand, which sends need no copy, and why, in words a programmer
//! can act on.

use crate::program::Program;
use crate::solve::{Sink, SinkKind, Solution};
use crate::value::{Label, Labels, UNKNOWN};
use crate::{Mode, Options};
use serde::Serialize;
use triheap_ir::ir::{Pos, SiteKind};

#[derive(Clone, Debug, Serialize)]
pub struct Analysis {
    pub mode: Mode,
    pub depth: usize,
    pub modules: Vec<String>,
    pub sites: Vec<SiteVerdict>,
    pub sends: Vec<SendVerdict>,
    /// Function passes the fixpoint took.
    pub passes: usize,
    /// Time the analysis took.
    pub micros: u64,
}

#[derive(Clone, Debug, Serialize)]
pub struct SiteVerdict {
    pub module: String,
    pub file: String,
    #[serde(skip)]
    pub module_index: usize,
    pub site: u32,
    pub kind: &'static str,
    pub line: u32,
    pub col: u32,
    /// Where the site is (`name/arity`), empty if the analysis never reached it.
    pub function: String,
    pub shared: bool,
    pub reason: String,
    /// Arguments of a shared site that may be local: copied into the area on demand.
    pub copies: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct SendVerdict {
    pub module: String,
    pub file: String,
    /// `send`, `spawn` or `timer`.
    pub kind: &'static str,
    pub line: u32,
    pub col: u32,
    pub function: String,
    /// The operand is surely in the area (or a constant): no copy, no test needed.
    pub in_area: bool,
    pub reason: String,
}

pub fn kind_name(k: SiteKind) -> &'static str {
    match k {
        SiteKind::Cons => "cons",
        SiteKind::Tuple => "tuple",
        SiteKind::Fun => "fun",
        SiteKind::Binary => "binary",
        SiteKind::Map => "map",
    }
}

fn sink_phrase(prog: &Program, s: &Sink) -> String {
    let at = format!("{}:{}", s.pos.line, s.pos.col);
    let f = prog.fn_name(s.function);
    match s.kind {
        SinkKind::Send => format!("the send at {at} in {f}"),
        SinkKind::Spawn => format!("the spawn at {at} in {f}"),
        SinkKind::TimerSend => format!("the timer message at {at} in {f}"),
        SinkKind::ExternalCall => format!("the call of {} at {at} in {f}", s.callee),
        SinkKind::ExportedResult => format!("the result of exported {f}"),
    }
}

fn is_message_sink(k: SinkKind) -> bool {
    matches!(k, SinkKind::Send | SinkKind::Spawn | SinkKind::TimerSend)
}

pub fn decide(
    prog: &Program,
    sol: &Solution,
    options: &Options,
    shareable: &dyn Fn(SiteKind) -> bool,
) -> Analysis {
    // Sinks in source order, so a reason names the first place data goes.
    let mut sinks: Vec<&Sink> = sol.sinks.iter().collect();
    sinks.sort_by_key(|s| (s.function.module, s.pos, s.kind));
    let mut reached = Labels::default();
    for s in &sinks {
        reached.union_with(&s.all);
    }
    let num_sites = prog.num_sites() as Label;
    let is_shared = |l: Label| l != UNKNOWN && reached.contains(l) && shareable(prog.site(l).kind);
    let mut shared_set = Labels::default();
    for l in 0..num_sites {
        if is_shared(l) {
            shared_set.union_with(&Labels::one(l));
        }
    }
    let describe_local = |labels: &Labels| -> String {
        if labels.contains(UNKNOWN) {
            return "may be built outside the analysed code".into();
        }
        let places: Vec<String> = labels
            .iter()
            .filter(|l| !shared_set.contains(*l))
            .take(3)
            .map(|l| {
                let s = prog.site(l);
                format!("{} at {}:{}", kind_name(s.kind), s.pos.line, s.pos.col)
            })
            .collect();
        format!("may be local data: {}", places.join(", "))
    };
    let needs_copy = |labels: &Labels| labels.iter().any(|l| !shared_set.contains(l));

    let mut sites = Vec::new();
    for l in 0..num_sites {
        let (mi, sid) = prog.site_of(l);
        let m = &prog.modules[mi as usize];
        let site = &m.sites[sid.0 as usize];
        let info = sol.sites.get(&l);
        let first_sink = sinks.iter().find(|s| s.all.contains(l));
        let shared = shared_set.contains(l);
        let reason = match (first_sink, options.mode) {
            (None, _) if info.is_none() => "never reached by the analysis".to_string(),
            (None, Mode::Message) => "never part of a message".to_string(),
            (None, Mode::Escape) => "does not leave its process".to_string(),
            (Some(s), Mode::Message) if shared => format!("reaches {}", sink_phrase(prog, s)),
            (Some(s), Mode::Escape) if shared => {
                if is_message_sink(s.kind) {
                    format!("escapes through {}", sink_phrase(prog, s))
                } else {
                    format!("escapes to {}", sink_phrase(prog, s))
                }
            }
            (Some(s), _) => format!(
                "reaches {}, but a {} is always built locally and copied there",
                sink_phrase(prog, s),
                kind_name(site.kind)
            ),
        };
        let copies = match info {
            Some(info) if shared => info
                .args
                .iter()
                .filter(|a| needs_copy(&a.top))
                .map(|a| format!("{} ({})", a.name, describe_local(&a.top)))
                .collect(),
            _ => Vec::new(),
        };
        sites.push(SiteVerdict {
            module: m.name.clone(),
            file: m.file.clone(),
            module_index: mi as usize,
            site: sid.0,
            kind: kind_name(site.kind),
            line: site.pos.line,
            col: site.pos.col,
            function: info.map(|i| prog.fn_name(i.function)).unwrap_or_default(),
            shared,
            reason,
            copies,
        });
    }

    let mut sends = Vec::new();
    for s in sinks.iter().filter(|s| is_message_sink(s.kind)) {
        let m = prog.module_of(s.function);
        // Below a shared object everything is in the area: its top decides.
        let in_area = !needs_copy(&s.top);
        let reason = if s.top.is_empty() {
            "a constant or data already in the area".to_string()
        } else if in_area {
            "built in the area".to_string()
        } else {
            format!("{}: copied on demand", describe_local(&s.top))
        };
        sends.push(SendVerdict {
            module: m.name.clone(),
            file: m.file.clone(),
            kind: match s.kind {
                SinkKind::Spawn => "spawn",
                SinkKind::TimerSend => "timer",
                _ => "send",
            },
            line: s.pos.line,
            col: s.pos.col,
            function: prog.fn_name(s.function),
            in_area,
            reason,
        });
    }
    Analysis {
        mode: options.mode,
        depth: options.depth,
        modules: prog.modules.iter().map(|m| m.name.clone()).collect(),
        sites,
        sends,
        passes: sol.passes,
        micros: 0,
    }
}

/// The position of a verdict, for sorting.
pub fn site_pos(s: &SiteVerdict) -> Pos {
    Pos {
        line: s.line,
        col: s.col,
    }
}
