//! BIFs about processes: spawning, links, monitors, exit signals, registered names,
//! process flags and information, sending.

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::code::{FunTarget, Resolved};
use crate::ctx::Ctx;
use crate::exception::{badarg, error, BifResult, Exception, Trap};
use crate::interp;
use crate::max_heap::MaxHeap;
use crate::process::{AliasKind, Message, Process, Status};
use crate::term::Term;

#[derive(Default)]
struct SpawnOpts {
    priority: Option<Term>,
    link: bool,
    monitor: bool,
    /// `{monitor, Opts}`: the monitor's options.
    monitor_opts: MonitorOpts,
    min_heap: Option<usize>,
    min_bin_vheap: Option<usize>,
    /// `{max_heap_size, Size | Map}`, read once the minimum heap size is known.
    max_heap: Option<Term>,
}

/// The options of `erlang:monitor/3` (and of `spawn_opt`'s `{monitor, Opts}`).
#[derive(Default)]
struct MonitorOpts {
    /// `{alias, How}`: the monitor's reference is also an alias, ending as `How` says.
    alias: Option<AliasKind>,
    /// `{tag, Tag}`: the `'DOWN'` message starts with `Tag`.
    tag: Option<Term>,
}

fn monitor_opts(list: Term) -> Result<MonitorOpts, Trap> {
    let mut o = MonitorOpts::default();
    for t in build::list_to_vec(list).ok_or_else(badarg)? {
        if t.is_tuple() && t.tuple_arity() == 2 && t.element(1) == atom::atom("tag") {
            o.tag = Some(t.element(2));
            continue;
        }
        if !(t.is_tuple() && t.tuple_arity() == 2 && t.element(1) == atom::atom("alias")) {
            return Err(badarg());
        }
        let how = t.element(2);
        if !how.is_atom() {
            return Err(badarg());
        }
        // The last `{alias, _}` counts.
        o.alias = Some(match atom::name(how) {
            "explicit_unalias" => AliasKind::Explicit,
            "demonitor" => AliasKind::Demonitor,
            "reply_demonitor" => AliasKind::ReplyDemonitor,
            _ => return Err(badarg()),
        });
    }
    Ok(o)
}

fn parse_opts(list: Term) -> Result<SpawnOpts, Trap> {
    let mut o = SpawnOpts::default();
    for t in build::list_to_vec(list).ok_or_else(badarg)? {
        if t == atom::LINK {
            o.link = true;
        } else if t == atom::MONITOR {
            o.monitor = true;
        } else if t.is_tuple() && t.tuple_arity() == 2 && t.element(1) == atom::MONITOR {
            o.monitor = true;
            o.monitor_opts = monitor_opts(t.element(2))?;
        } else if t.is_tuple() && t.tuple_arity() == 2 && t.element(1) == atom::MIN_HEAP_SIZE {
            let n = crate::order::to_i64(t.element(2))
                .filter(|&n| n >= 0)
                .ok_or_else(badarg)?;
            o.min_heap = Some(n as usize);
        } else if t.is_tuple()
            && t.tuple_arity() == 2
            && t.element(1) == atom::atom("min_bin_vheap_size")
        {
            let n = crate::order::to_i64(t.element(2))
                .filter(|&n| n >= 0)
                .ok_or_else(badarg)?;
            o.min_bin_vheap = Some(n as usize);
        } else if t.is_tuple()
            && t.tuple_arity() == 2
            && t.element(1) == atom::atom("max_heap_size")
        {
            o.max_heap = Some(t.element(2));
        } else if t.is_tuple() && t.tuple_arity() == 2 && t.element(1) == atom::atom("priority") {
            o.priority = Some(t.element(2));
        } else if t.is_tuple() && t.tuple_arity() == 2 && t.element(1).is_atom() {
            // Other options (fullsweep_after, message_queue_data, ...) are accepted and ignored.
        } else {
            return Err(badarg());
        }
    }
    Ok(o)
}

enum Target {
    Fun(Term),
    Mfa(Term, Term, Term),
}

/// Create a process running `target`; returns its pid and, with `monitor`, the reference.
/// The architecture gives the child its heap and moves its start function and arguments
/// (`arch/*/spawn.rs`).
fn spawn(
    cx: &mut Ctx,
    p: &mut Process,
    target: Target,
    o: SpawnOpts,
) -> Result<(Term, Option<Term>), Trap> {
    let pid = cx
        .sched
        .new_pid()
        .ok_or_else(|| error(atom::SYSTEM_LIMIT))?;
    let min_heap = o
        .min_heap
        .unwrap_or(crate::heap::DEFAULT_MIN_HEAP)
        .max(crate::heap::DEFAULT_MIN_HEAP);
    let mut child = cx.new_process(Some(&mut *p), pid, min_heap);
    if let Some(m) = o.max_heap {
        // Read by `spawn_max_heap` before the pid was taken.
        child.max_heap = MaxHeap::parse(m, cx.max_heap_default, 0).expect("checked");
    }
    if let Some(n) = o.min_bin_vheap {
        child.min_bin_vheap = crate::heap::otp_heap_size(n.max(crate::heap::DEFAULT_MIN_BIN_VHEAP));
    }
    match target {
        Target::Fun(f) => {
            let f = cx.arch.spawn_transfer(p, &mut child, f);
            let e = interp::fun_entry(f);
            if e.arity != 0 {
                let heap = cx.arch.start_heap(p, &mut child);
                let inner = build::tuple(heap, &[f, Term::NIL]);
                let reason = build::tuple(heap, &[atom::BADARITY, inner]);
                child.start_error = Some(Exception::error(reason));
            } else {
                match &e.target {
                    FunTarget::Local {
                        module,
                        entry,
                        nfree,
                        ..
                    } => {
                        child.initial_call = (atom::ERLANG, atom::APPLY, 2);
                        let free: Vec<Term> = (0..*nfree as usize).map(|i| f.fun_free(i)).collect();
                        interp::start(&mut child, module.get().expect("fun module"), *entry, &free);
                    }
                    FunTarget::Export { module, function } => {
                        start_mfa(cx, p, &mut child, *module, *function, Term::NIL)
                    }
                }
            }
        }
        Target::Mfa(m, f, args) => {
            let args = cx.arch.spawn_transfer(p, &mut child, args);
            child.initial_call = (m, f, build::list_to_vec(args).map_or(0, |v| v.len() as u32));
            start_mfa(cx, p, &mut child, m, f, args);
        }
    }
    if let Some(pr) = o.priority {
        child.priority = pr;
    }
    let (me, it) = (p.pid.pid_index(), pid.pid_index());
    if o.link {
        p.links.push(it);
        child.links.push(me);
    }
    let mref = if o.monitor {
        let id = super::misc::new_ref_id();
        p.monitors.push((id, it, pid));
        child.monitored_by.push((id, me, pid));
        if let Some(kind) = o.monitor_opts.alias {
            cx.sched.add_alias(p, id, kind);
        }
        if let Some(tag) = o.monitor_opts.tag {
            p.monitor_tags.push((id, Message::copy_of(tag)));
        }
        Some(build::reference(&mut p.heap, id))
    } else {
        None
    };
    cx.admit(child);
    Ok((pid, mref))
}

/// Start `child` in `m:f(args...)`.
fn start_mfa(
    cx: &mut Ctx,
    parent: &mut Process,
    child: &mut Process,
    m: Term,
    f: Term,
    args: Term,
) {
    let vm = cx.vm;
    let items = build::list_to_vec(args).unwrap_or_default();
    if let Some(Resolved::Erlang { module, entry }) = vm.resolve(m, f, items.len() as u32) {
        return interp::start(child, module, entry, &items);
    }
    // A BIF or an undefined function: start in `triheap_boot:apply/3`.
    match vm.resolve(atom::atom("triheap_boot"), atom::APPLY, 3) {
        Some(Resolved::Erlang { module, entry }) => {
            interp::start(child, module, entry, &[m, f, args])
        }
        _ => {
            let mut e = Exception::error(atom::UNDEF);
            let heap = cx.arch.start_heap(parent, child);
            e.args = Some(build::tuple(heap, &[m, f, args]));
            child.start_error = Some(e);
        }
    }
}

fn fun_target(f: Term) -> Result<Target, Trap> {
    if !f.is_fun() {
        return Err(badarg());
    }
    Ok(Target::Fun(f))
}

fn mfa_target(m: Term, f: Term, a: Term) -> Result<Target, Trap> {
    if !m.is_atom() || !f.is_atom() || build::list_to_vec(a).is_none() {
        return Err(badarg());
    }
    Ok(Target::Mfa(m, f, a))
}

fn spawn_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(spawn(cx, p, fun_target(a[0])?, SpawnOpts::default())?.0)
}
fn spawn_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(spawn(cx, p, mfa_target(a[0], a[1], a[2])?, SpawnOpts::default())?.0)
}
fn spawn_link_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(spawn(
        cx,
        p,
        fun_target(a[0])?,
        SpawnOpts {
            link: true,
            ..Default::default()
        },
    )?
    .0)
}
fn spawn_link_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(spawn(
        cx,
        p,
        mfa_target(a[0], a[1], a[2])?,
        SpawnOpts {
            link: true,
            ..Default::default()
        },
    )?
    .0)
}
fn pid_ref(p: &mut Process, r: (Term, Option<Term>)) -> BifResult {
    Ok(match r.1 {
        Some(m) => build::tuple(&mut p.heap, &[r.0, m]),
        None => r.0,
    })
}
fn spawn_monitor_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let r = spawn(
        cx,
        p,
        fun_target(a[0])?,
        SpawnOpts {
            monitor: true,
            ..Default::default()
        },
    )?;
    pid_ref(p, r)
}
fn spawn_monitor_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let r = spawn(
        cx,
        p,
        mfa_target(a[0], a[1], a[2])?,
        SpawnOpts {
            monitor: true,
            ..Default::default()
        },
    )?;
    pid_ref(p, r)
}
/// `spawn_opt`'s options, with `{max_heap_size, _}` checked as Erlang/OTP checks it: 0 or
/// at least the new process's minimum heap size.
fn spawn_opts(cx: &Ctx, list: Term) -> Result<SpawnOpts, Trap> {
    let o = parse_opts(list)?;
    if let Some(m) = o.max_heap {
        let min = crate::heap::otp_heap_size(
            o.min_heap
                .unwrap_or(crate::heap::DEFAULT_MIN_HEAP)
                .max(crate::heap::DEFAULT_MIN_HEAP),
        );
        MaxHeap::parse(m, cx.max_heap_default, min).ok_or_else(badarg)?;
    }
    Ok(o)
}

fn spawn_opt_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let o = spawn_opts(cx, a[1])?;
    let r = spawn(cx, p, fun_target(a[0])?, o)?;
    pid_ref(p, r)
}
fn spawn_opt_4(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let o = spawn_opts(cx, a[3])?;
    let r = spawn(cx, p, mfa_target(a[0], a[1], a[2])?, o)?;
    pid_ref(p, r)
}

fn alive(cx: &Ctx, idx: u64) -> bool {
    cx.sched.is_alive(idx)
}

fn link(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let t = a[0];
    if t.is_port() {
        return link_port(cx, p, t);
    }
    if !t.is_pid() {
        return Err(badarg());
    }
    let (me, it) = (p.pid.pid_index(), t.pid_index());
    if me == it || p.links.contains(&it) {
        return Ok(atom::TRUE);
    }
    if !alive(cx, it) {
        if p.trap_exit {
            let m = Message::copy_of_tuple(&[atom::EXIT_UPPER, t, atom::NOPROC]);
            p.push_inbox(m);
            return Ok(atom::TRUE);
        }
        return Err(error(atom::NOPROC));
    }
    p.links.push(it);
    if let Some(o) = cx.sched.process(it) {
        o.links.push(me);
    }
    Ok(atom::TRUE)
}

/// A link to a port is kept on the port's side (`crate::ports`).
fn link_port(cx: &mut Ctx, p: &mut Process, t: Term) -> BifResult {
    let me = p.pid.pid_index();
    match cx.ports.get_mut(t) {
        Some(port) => {
            if !port.links.contains(&me) {
                port.links.push(me);
            }
            Ok(atom::TRUE)
        }
        None if p.trap_exit => {
            let m = Message::copy_of_tuple(&[atom::EXIT_UPPER, t, atom::NOPROC]);
            p.push_inbox(m);
            Ok(atom::TRUE)
        }
        None => Err(error(atom::NOPROC)),
    }
}

fn unlink(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let t = a[0];
    if t.is_port() {
        let me = p.pid.pid_index();
        if let Some(port) = cx.ports.get_mut(t) {
            port.links.retain(|&l| l != me);
        }
        return Ok(atom::TRUE);
    }
    if !t.is_pid() {
        return Err(badarg());
    }
    let (me, it) = (p.pid.pid_index(), t.pid_index());
    p.links.retain(|&l| l != it);
    if let Some(o) = cx.sched.process(it) {
        o.links.retain(|&l| l != me);
    }
    Ok(atom::TRUE)
}

fn exit_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (t, reason) = (a[0], a[1]);
    let idx = if t.is_pid() {
        t.pid_index()
    } else {
        return Err(badarg());
    };
    if idx == p.pid.pid_index() {
        if reason == atom::KILL {
            return Err(Trap::Exit(atom::KILLED));
        }
        if p.trap_exit {
            let m = Message::copy_of_tuple(&[atom::EXIT_UPPER, p.pid, reason]);
            p.deliver_own(m);
            return Ok(atom::TRUE);
        }
        return Err(Trap::Exit(reason));
    }
    let from = p.pid;
    cx.sched.exit_signal(from, idx, reason, false);
    Ok(atom::TRUE)
}

fn monitor(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    monitor_with(cx, p, a, MonitorOpts::default())
}

fn monitor_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let o = monitor_opts(a[2])?;
    monitor_with(cx, p, a, o)
}

/// `monitor(process, Item)` with options `o`.
fn monitor_with(cx: &mut Ctx, p: &mut Process, a: &[Term], o: MonitorOpts) -> BifResult {
    if a[0] != atom::PROCESS {
        return Err(badarg());
    }
    let t = a[1];
    let name = if t.is_tuple() && t.tuple_arity() == 2 && t.element(2) == atom::NONODE {
        t.element(1)
    } else {
        t
    };
    let idx = if t.is_pid() {
        Some(t.pid_index())
    } else if name.is_atom() {
        cx.sched.whereis(name)
    } else {
        return Err(badarg());
    };
    let id = super::misc::new_ref_id();
    let r = build::reference(&mut p.heap, id);
    let me = p.pid.pid_index();
    let watched = idx.filter(|&i| i != me && alive(cx, i));
    let object = if t.is_pid() { t } else { name };
    match watched {
        Some(i) => {
            p.monitors.push((id, i, object));
            if let Some(tag) = o.tag {
                p.monitor_tags.push((id, Message::copy_of(tag)));
            }
            {
                let s = &mut cx.sched;
                if let Some(o) = s.process(i) {
                    o.monitored_by.push((id, me, object));
                }
                if let Some(kind) = o.alias {
                    s.add_alias(p, id, kind);
                }
            };
        }
        // A process does not monitor itself, and gets no alias from trying.
        None if idx == Some(me) => {}
        None => {
            let object = if name.is_atom() && !t.is_pid() {
                build::tuple(&mut p.heap, &[name, atom::NONODE])
            } else {
                t
            };
            let tag = o.tag.unwrap_or(atom::DOWN);
            let down = build::tuple(&mut p.heap, &[tag, r, atom::PROCESS, object, atom::NOPROC]);
            p.deliver_own(Message::copy_of(down));
            // The monitor is gone already, and an alias that would go with it with it.
            if o.alias == Some(AliasKind::Explicit) {
                cx.sched.add_alias(p, id, AliasKind::Explicit);
            }
        }
    }
    Ok(r)
}

fn demonitor_impl(cx: &mut Ctx, p: &mut Process, r: Term, flush: bool) -> Result<bool, Trap> {
    if !r.is_ref() {
        return Err(badarg());
    }
    let id = r.boxed_word(1);
    let target = p.drop_monitor(id);
    // An alias that goes with the monitor goes now, with messages through it not yet taken.
    let alias = p.aliases.iter().any(|&(a, k)| a == id && k.with_monitor());
    if target.is_some() || alias {
        {
            let s = &mut cx.sched;
            if let Some(o) = target.and_then(|t| s.process(t)) {
                o.monitored_by.retain(|&(m, _, _)| m != id);
            }
            if alias {
                s.remove_alias(p, id);
            }
        };
    }
    if flush {
        // As Erlang/OTP's `receive {_, Ref, _, _, _} -> ok after 0 -> ok end`: one message,
        // whatever its tag.
        cx.drain_inbox(p);
        let down = p.mailbox.iter().position(|m| {
            m.is_tuple() && m.tuple_arity() == 5 && crate::order::exact_eq(m.element(2), r)
        });
        if let Some(i) = down {
            p.mailbox.remove(i);
        }
        p.recv_cursor = 0;
    }
    Ok(target.is_some())
}

fn demonitor_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    demonitor_impl(cx, p, a[0], false)?;
    Ok(atom::TRUE)
}

fn demonitor_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let opts = build::list_to_vec(a[1]).ok_or_else(badarg)?;
    let flush = opts.contains(&atom::atom("flush"));
    let info = opts.contains(&atom::INFO);
    if opts
        .iter()
        .any(|&o| o != atom::atom("flush") && o != atom::INFO)
    {
        return Err(badarg());
    }
    let found = demonitor_impl(cx, p, a[0], flush)?;
    Ok(if info {
        atom::boolean(found)
    } else {
        atom::TRUE
    })
}

fn register(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (name, t) = (a[0], a[1]);
    if !name.is_atom() || name == atom::UNDEFINED || !t.is_pid() {
        return Err(badarg());
    }
    let idx = t.pid_index();
    let s = &mut cx.sched;
    if idx == p.pid.pid_index() {
        if p.registered_name.is_some() || !s.register(name, idx) {
            return Err(badarg());
        }
        p.registered_name = Some(name);
        return Ok(atom::TRUE);
    }
    let has_name = s.process(idx).ok_or_else(badarg)?.registered_name.is_some();
    if has_name || !s.register(name, idx) {
        return Err(badarg());
    }
    s.process(idx).unwrap().registered_name = Some(name);
    Ok(atom::TRUE)
}

fn unregister(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let s = &mut cx.sched;
    let idx = s.unregister(a[0]).ok_or_else(badarg)?;
    if let Some(o) = s.process(idx) {
        o.registered_name = None;
    }
    if idx == p.pid.pid_index() {
        p.registered_name = None;
    }
    Ok(atom::TRUE)
}

fn whereis(cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_atom() {
        return Err(badarg());
    }
    Ok(cx
        .sched
        .whereis(a[0])
        .map(Term::pid)
        .unwrap_or(atom::UNDEFINED))
}

fn registered(cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let names = cx.sched.registered();
    Ok(build::list(&mut p.heap, &names))
}

fn is_process_alive(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_pid() {
        return Err(badarg());
    }
    let idx = a[0].pid_index();
    Ok(atom::boolean(idx == p.pid.pid_index() || alive(cx, idx)))
}

fn processes(cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let mut pids: Vec<u64> = cx.sched.all_pids();
    if !pids.contains(&p.pid.pid_index()) {
        pids.push(p.pid.pid_index());
        pids.sort_unstable();
    }
    let ts: Vec<Term> = pids.into_iter().map(Term::pid).collect();
    Ok(build::list(&mut p.heap, &ts))
}

fn process_flag(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_atom() {
        return Err(badarg());
    }
    match atom::name(a[0]) {
        "max_heap_size" => {
            let min = crate::heap::otp_heap_size(p.heap.min_size);
            let new = MaxHeap::parse(a[1], cx.max_heap_default, min).ok_or_else(badarg)?;
            let old = std::mem::replace(&mut p.max_heap, new);
            Ok(old.to_map(&mut p.heap))
        }
        "trap_exit" => {
            let old = atom::boolean(p.trap_exit);
            p.trap_exit = match a[1] {
                atom::TRUE => true,
                atom::FALSE => false,
                _ => return Err(badarg()),
            };
            Ok(old)
        }
        "priority" => {
            let old = p.priority;
            if !matches!(atom::name(a[1]), "low" | "normal" | "high" | "max") {
                return Err(badarg());
            }
            p.priority = a[1];
            Ok(old)
        }
        "min_heap_size" => Ok(Term::small(
            crate::heap::otp_heap_size(p.heap.min_size) as i64
        )),
        "min_bin_vheap_size" => {
            let n = crate::order::to_i64(a[1])
                .filter(|&n| n >= 0)
                .ok_or_else(badarg)?;
            let old = p.min_bin_vheap;
            p.min_bin_vheap =
                crate::heap::otp_heap_size((n as usize).max(crate::heap::DEFAULT_MIN_BIN_VHEAP));
            Ok(Term::small(old as i64))
        }
        _ => Err(badarg()),
    }
}

fn send_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    cx.send(p, a[0], a[1]).map_err(Trap::Raise)?;
    Ok(a[1])
}

fn send_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    cx.send(p, a[0], a[1]).map_err(Trap::Raise)?;
    Ok(atom::OK)
}

/// `alias(Opts)`: a new reference that is an active alias of the caller; messages sent to
/// it reach the caller until it is deactivated (`unalias/1`, or with `[reply]` the first
/// message through it).
fn alias_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let mut kind = AliasKind::Explicit;
    for o in build::list_to_vec(a[0]).ok_or_else(badarg)? {
        match o {
            _ if o == atom::atom("explicit_unalias") => {}
            _ if o == atom::atom("reply") => kind = AliasKind::Reply,
            _ => return Err(badarg()),
        }
    }
    let id = super::misc::new_ref_id();
    cx.sched.add_alias(p, id, kind);
    Ok(build::reference(&mut p.heap, id))
}

fn alias_0(cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    alias_1(cx, p, &[Term::NIL])
}

/// `unalias(Alias)`: deactivate an alias of the caller; false if it is not one (any more).
fn unalias(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_ref() {
        return Err(badarg());
    }
    let id = a[0].boxed_word(1);
    Ok(atom::boolean(cx.sched.remove_alias(p, id)))
}

/// `process_info(Pid, Item)` for one item, with the answer built on `p`'s heap.
fn info_item(p: &mut Process, target: Option<&Process>, item: Term) -> Result<Term, Trap> {
    // Under the shared heap every process reports the one heap (lent to the caller), which
    // takes the process's minimum size at its next collection.
    let heap_of = |t: &Process| {
        if t.heap.is_placeholder() && !p.heap.is_placeholder() {
            let min = crate::heap::heap_size_at_least(t.heap.min_size, 0);
            (p.heap.young.len().max(min), p.heap.allocated().max(min))
        } else {
            (t.heap.young.len(), t.heap.allocated())
        }
    };
    let t = target.unwrap_or(p);
    let (heap_size, total_heap_size) = heap_of(t);
    let value = match atom::name(item) {
        "message_queue_len" => Term::small(t.queue_len() as i64),
        "heap_size" => Term::small(heap_size as i64),
        "total_heap_size" => Term::small(total_heap_size as i64),
        "stack_size" => Term::small(t.frames.len() as i64),
        "reductions" => Term::small(t.reductions as i64),
        "trap_exit" => atom::boolean(t.trap_exit),
        "status" => atom::atom(match (target.is_none(), t.status) {
            (true, _) | (_, Status::Running) => "running",
            (_, Status::Runnable) => "runnable",
            (_, Status::Waiting) | (_, Status::Sleeping) => "waiting",
        }),
        "registered_name" => t.registered_name.unwrap_or(Term::NIL),
        "priority" => t.priority,
        "group_leader" => Term::pid(GROUP_LEADER),
        "error_handler" => atom::atom("error_handler"),
        "suspending" => Term::NIL,
        "min_heap_size" => Term::small(crate::heap::otp_heap_size(t.heap.min_size) as i64),
        "min_bin_vheap_size" => Term::small(t.min_bin_vheap as i64),
        "max_heap_size" => {
            let m = t.max_heap;
            m.to_map(&mut p.heap)
        }
        // Erlang/OTP 25's items, in its order.
        "garbage_collection" => {
            let (min_heap, vheap) = (t.heap.min_size, t.min_bin_vheap);
            let max = t.max_heap.to_map(&mut p.heap);
            let items = [
                (atom::atom("max_heap_size"), max),
                (atom::atom("min_bin_vheap_size"), Term::small(vheap as i64)),
                (
                    atom::MIN_HEAP_SIZE,
                    Term::small(crate::heap::otp_heap_size(min_heap) as i64),
                ),
                (atom::atom("fullsweep_after"), Term::small(65535)),
                (atom::atom("minor_gcs"), Term::small(0)),
            ];
            let ts: Vec<Term> = items
                .iter()
                .map(|&(k, v)| build::tuple(&mut p.heap, &[k, v]))
                .collect();
            build::list(&mut p.heap, &ts)
        }
        "initial_call" => {
            let (m, f, a) = t.initial_call;
            build::tuple(&mut p.heap, &[m, f, Term::small(a as i64)])
        }
        "current_function" => {
            let here = t.ctx.and_then(|c| {
                c.module
                    .function_at(c.module.label_of(c.pc).saturating_sub(1))
                    .map(|f| (c.module.name, f.name, f.arity))
            });
            let (m, f, a) = here.unwrap_or(t.initial_call);
            build::tuple(&mut p.heap, &[m, f, Term::small(a as i64)])
        }
        "current_stacktrace" => crate::stacktrace::current(p, target),
        "monitors" => {
            let v: Vec<Term> = t.monitors.iter().map(|&(_, _, o)| o).collect();
            let items: Vec<Term> = v
                .into_iter()
                .map(|o| {
                    let o = if o.is_atom() {
                        build::tuple(&mut p.heap, &[o, atom::NONODE])
                    } else {
                        o
                    };
                    build::tuple(&mut p.heap, &[atom::PROCESS, o])
                })
                .collect();
            build::list(&mut p.heap, &items)
        }
        "links" | "monitored_by" => {
            let v: Vec<Term> = if atom::name(item) == "links" {
                t.links.iter().map(|&i| Term::pid(i)).collect()
            } else {
                t.monitored_by
                    .iter()
                    .map(|&(_, i, _)| Term::pid(i))
                    .collect()
            };
            let l = build::list(&mut p.heap, &v);
            return Ok(build::tuple(&mut p.heap, &[item, l]));
        }
        "memory" => Term::small((total_heap_size * 8 + t.stack.len() * 8 + 400) as i64),
        "dictionary" | "messages" => {
            let mut items: Vec<Term> = Vec::new();
            if atom::name(item) == "dictionary" {
                let pairs = t.dict.clone();
                for (k, v) in pairs {
                    let tup = tuple_copy(p, &[k, v]);
                    items.push(tup);
                }
            } else {
                let msgs: Vec<Term> = t
                    .mailbox
                    .iter()
                    .copied()
                    .chain(t.inbox_kept().into_iter().map(|m| m.term))
                    .collect();
                for m in msgs {
                    items.push(Message::copy_of(m).take_into(&mut p.heap));
                }
            }
            let l = build::list(&mut p.heap, &items);
            return Ok(build::tuple(&mut p.heap, &[item, l]));
        }
        _ => return Err(badarg()),
    };
    Ok(build::tuple(&mut p.heap, &[item, value]))
}

/// A tuple of terms from another heap, copied into `p`'s.
fn tuple_copy(p: &mut Process, elems: &[Term]) -> Term {
    Message::copy_of_tuple(elems).take_into(&mut p.heap)
}

fn with_target<R>(
    cx: &mut Ctx,
    p: &mut Process,
    pid: Term,
    f: impl FnOnce(&mut Process, Option<&Process>) -> R,
) -> Option<R> {
    let idx = pid.pid_index();
    if idx == p.pid.pid_index() {
        cx.drain_inbox(p);
        return Some(f(p, None));
    }
    let other = cx.sched.take_for_inspection(idx)?;
    let r = f(p, Some(&other));
    cx.sched.put_back(other);
    Some(r)
}

fn process_info_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (pid, item) = (a[0], a[1]);
    if !pid.is_pid() {
        return Err(badarg());
    }
    if item.is_list() {
        let items = build::list_to_vec(item).ok_or_else(badarg)?;
        let r = with_target(cx, p, pid, |p, t| {
            let mut out = Vec::new();
            for i in items {
                out.push(info_item(p, t, i)?);
            }
            Ok::<_, Trap>(build::list(&mut p.heap, &out))
        });
        return r.unwrap_or(Ok(atom::UNDEFINED));
    }
    if !item.is_atom() {
        return Err(badarg());
    }
    let r = with_target(cx, p, pid, |p, t| info_item(p, t, item)).unwrap_or(Ok(atom::UNDEFINED))?;
    // The single-item form answers [] for a process without a registered name.
    if item == atom::atom("registered_name") && r.is_tuple() && r.element(2) == Term::NIL {
        return Ok(Term::NIL);
    }
    Ok(r)
}

fn process_info_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let pid = a[0];
    if !pid.is_pid() {
        return Err(badarg());
    }
    // Erlang/OTP 25's keys, with registered_name first when the process has a name.
    let keys = [
        "registered_name",
        "current_function",
        "initial_call",
        "status",
        "message_queue_len",
        "links",
        "dictionary",
        "trap_exit",
        "error_handler",
        "priority",
        "group_leader",
        "total_heap_size",
        "heap_size",
        "stack_size",
        "reductions",
        "garbage_collection",
        "suspending",
    ];
    let r = with_target(cx, p, pid, |p, t| {
        let mut out = Vec::new();
        for k in keys {
            let v = info_item(p, t, atom::atom(k))?;
            if k == "registered_name" && v.element(2) == Term::NIL {
                continue;
            }
            out.push(v);
        }
        Ok::<_, Trap>(build::list(&mut p.heap, &out))
    });
    r.unwrap_or(Ok(atom::UNDEFINED))
}

fn sleep(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    // Erlang/OTP sleeps in a `receive`, which takes the signals that wait: a message
    // through an alias sent before is checked now, not after the sleep.
    if p.inbox_aliased > 0 {
        cx.drain_inbox(p);
    }
    match crate::order::to_i64(a[0]) {
        Some(ms) if ms >= 0 => Err(Trap::Sleep(ms as u64)),
        _ if a[0] == atom::INFINITY => Err(Trap::Sleep(u64::MAX)),
        _ => Err(badarg()),
    }
}

fn yield_0(_cx: &mut Ctx, _: &mut Process, _: &[Term]) -> BifResult {
    Err(Trap::Sleep(0))
}

fn gc_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_pid() {
        return Err(badarg());
    }
    if a[0] == p.pid {
        return Err(Trap::GarbageCollect);
    }
    Ok(atom::boolean(alive(cx, a[0].pid_index())))
}

/// `erlang:garbage_collect(Pid, Options)`: `{type, major | minor}` and `{async, RequestId}`.
/// As `garbage_collect/1`, a process other than the caller is only checked to be alive (its
/// heap is its own scheduler's; a request to collect it is answered at once). With `async`,
/// the answer comes as the message `{garbage_collect, RequestId, GCResult}`, and the caller's
/// own heap is collected at its next collection, not now.
fn gc_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_pid() {
        return Err(badarg());
    }
    let mut request = None;
    for t in build::list_to_vec(a[1]).ok_or_else(badarg)? {
        let pair = t.is_tuple() && t.tuple_arity() == 2;
        if pair && t.element(1) == atom::atom("async") {
            request = Some(t.element(2));
        } else if !(pair
            && t.element(1) == atom::atom("type")
            && (t.element(2) == atom::atom("major") || t.element(2) == atom::atom("minor")))
        {
            return Err(badarg());
        }
    }
    let own = a[0] == p.pid;
    let Some(id) = request else {
        return if own {
            Err(Trap::GarbageCollect)
        } else {
            Ok(atom::boolean(alive(cx, a[0].pid_index())))
        };
    };
    let result = atom::boolean(own || alive(cx, a[0].pid_index()));
    let answer = build::tuple(&mut p.heap, &[atom::atom("garbage_collect"), id, result]);
    p.deliver_own(Message::copy_of(answer));
    Ok(atom::atom("async"))
}

/// The forms that name a node: only the local node exists.
fn local_node(n: Term) -> Result<(), Trap> {
    if n == atom::NONODE {
        Ok(())
    } else {
        Err(badarg())
    }
}
fn spawn_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    local_node(a[0])?;
    spawn_1(cx, p, &a[1..])
}
fn spawn_4(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    local_node(a[0])?;
    spawn_3(cx, p, &a[1..])
}
fn spawn_link_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    local_node(a[0])?;
    spawn_link_1(cx, p, &a[1..])
}
fn spawn_link_4(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    local_node(a[0])?;
    spawn_link_3(cx, p, &a[1..])
}

/// Output goes straight to standard output; the group leader is a fixed process id.
fn group_leader(_cx: &mut Ctx, _: &mut Process, _: &[Term]) -> BifResult {
    Ok(Term::pid(GROUP_LEADER))
}
const GROUP_LEADER: u64 = 64;

pub const BIFS: &[BifEntry] = &[
    ("erlang", "spawn", 1, spawn_1),
    ("erlang", "spawn", 2, spawn_2),
    ("erlang", "spawn", 4, spawn_4),
    ("erlang", "spawn_link", 2, spawn_link_2),
    ("erlang", "spawn_link", 4, spawn_link_4),
    ("erlang", "group_leader", 0, group_leader),
    ("erlang", "spawn", 3, spawn_3),
    ("erlang", "spawn_link", 1, spawn_link_1),
    ("erlang", "spawn_link", 3, spawn_link_3),
    ("erlang", "spawn_monitor", 1, spawn_monitor_1),
    ("erlang", "spawn_monitor", 3, spawn_monitor_3),
    ("erlang", "spawn_opt", 2, spawn_opt_2),
    ("erlang", "spawn_opt", 4, spawn_opt_4),
    ("erlang", "link", 1, link),
    ("erlang", "unlink", 1, unlink),
    ("erlang", "exit", 2, exit_2),
    ("erlang", "monitor", 2, monitor),
    ("erlang", "monitor", 3, monitor_3),
    ("erlang", "alias", 0, alias_0),
    ("erlang", "alias", 1, alias_1),
    ("erlang", "unalias", 1, unalias),
    ("erlang", "demonitor", 1, demonitor_1),
    ("erlang", "demonitor", 2, demonitor_2),
    ("erlang", "register", 2, register),
    ("erlang", "unregister", 1, unregister),
    ("erlang", "whereis", 1, whereis),
    ("erlang", "registered", 0, registered),
    ("erlang", "is_process_alive", 1, is_process_alive),
    ("erlang", "processes", 0, processes),
    ("erlang", "process_flag", 2, process_flag),
    ("erlang", "send", 2, send_2),
    ("erlang", "send", 3, send_3),
    ("erlang", "process_info", 1, process_info_1),
    ("erlang", "process_info", 2, process_info_2),
    ("erlang", "garbage_collect", 1, gc_1),
    ("erlang", "garbage_collect", 2, gc_2),
    ("erlang", "yield", 0, yield_0),
    ("timer", "sleep", 1, sleep),
];
