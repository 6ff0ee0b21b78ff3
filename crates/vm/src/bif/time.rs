//! BIFs about time: clocks, time units, timers that send messages, `statistics/1`.

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Trap};
use crate::process::{Message, Process};
use crate::term::Term;
use std::sync::OnceLock;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// The runtime's start, origin of monotonic time.
fn start() -> Instant {
    static START: OnceLock<Instant> = OnceLock::new();
    *START.get_or_init(Instant::now)
}

/// Native time unit: nanoseconds, as on Erlang/OTP for Linux.
const NATIVE_PER_SEC: i128 = 1_000_000_000;

fn per_second(unit: Term) -> Option<i128> {
    if let Some(n) = crate::order::to_i64(unit) {
        return (n > 0).then_some(n as i128);
    }
    Some(match atom::name(unit) {
        "second" | "seconds" => 1,
        "millisecond" | "milli_seconds" => 1_000,
        "microsecond" | "micro_seconds" => 1_000_000,
        "nanosecond" | "nano_seconds" | "native" | "perf_counter" => NATIVE_PER_SEC,
        _ => return None,
    })
}

/// Convert like `erlang:convert_time_unit/3` (rounding down).
fn convert(v: i128, from: i128, to: i128) -> i128 {
    (v * to).div_euclid(from)
}

fn monotonic_ns() -> i128 {
    // Negative like Erlang/OTP's, so programs do not assume it starts at 0.
    start().elapsed().as_nanos() as i128 - 576_460_752_303_423_488
}

fn system_ns() -> i128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as i128)
        .unwrap_or(0)
}

fn monotonic_time_0(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(build::int128(&mut p.heap, monotonic_ns()))
}

fn monotonic_time_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let u = per_second(a[0]).ok_or_else(badarg)?;
    Ok(build::int128(
        &mut p.heap,
        convert(monotonic_ns(), NATIVE_PER_SEC, u),
    ))
}

fn system_time_0(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(build::int128(&mut p.heap, system_ns()))
}

fn system_time_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let u = per_second(a[0]).ok_or_else(badarg)?;
    Ok(build::int128(
        &mut p.heap,
        convert(system_ns(), NATIVE_PER_SEC, u),
    ))
}

fn convert_time_unit(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let v = crate::build::integer_value(a[0]).ok_or_else(badarg)?;
    let (from, to) = (
        per_second(a[1]).ok_or_else(badarg)?,
        per_second(a[2]).ok_or_else(badarg)?,
    );
    let v: i128 = i128::try_from(v).map_err(|_| badarg())?;
    Ok(build::int128(&mut p.heap, convert(v, from, to)))
}

fn timestamp_of(p: &mut Process, us: i128) -> Term {
    let (mega, rest) = (us / 1_000_000_000_000, us % 1_000_000_000_000);
    let (secs, micro) = (rest / 1_000_000, rest % 1_000_000);
    build::tuple(
        &mut p.heap,
        &[
            Term::small(mega as i64),
            Term::small(secs as i64),
            Term::small(micro as i64),
        ],
    )
}

/// `erlang:now/0`: like `timestamp/0`, but strictly increasing.
fn now(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    static LAST: std::sync::Mutex<i128> = std::sync::Mutex::new(0);
    let mut last = LAST.lock().unwrap();
    let us = (system_ns() / 1000).max(*last + 1);
    *last = us;
    Ok(timestamp_of(p, us))
}

fn timestamp(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(timestamp_of(p, system_ns() / 1000))
}

/// `erlang:unique_integer/0,1`: always positive and increasing, which every combination of
/// the options (`positive`, `monotonic`) allows; anything else in the options is badarg.
fn unique_integer(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if let Some(&opts) = a.first() {
        let ok = build::list_to_vec(opts).is_some_and(|v| {
            v.iter()
                .all(|&o| o == atom::atom("positive") || o == atom::atom("monotonic"))
        });
        if !ok {
            return Err(badarg());
        }
    }
    Ok(build::int(&mut p.heap, super::misc::new_ref_id() as i64))
}

fn datetime_now() -> ((i64, i64, i64), (i64, i64, i64)) {
    let secs = (system_ns() / NATIVE_PER_SEC) as i64;
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    (
        {
            let (y, m, d) = super::localtime::civil_from_days(days as i128);
            (y as i64, m as i64, d as i64)
        },
        (rem / 3600, rem % 3600 / 60, rem % 60),
    )
}

/// The time as Erlang/OTP's logger writes it in report headers: `21-Nov-2026::08:12:19.835266`
/// (UTC: the runtime does not read time zones).
pub fn report_timestamp() -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let ns = system_ns();
    let ((y, mo, d), (h, mi, s)) = datetime_now();
    let micros = (ns / 1000) % 1_000_000;
    format!(
        "{d}-{}-{y}::{h:02}:{mi:02}:{s:02}.{micros:06}",
        MONTHS[(mo - 1) as usize]
    )
}

fn triple(p: &mut Process, t: (i64, i64, i64)) -> Term {
    build::tuple(
        &mut p.heap,
        &[Term::small(t.0), Term::small(t.1), Term::small(t.2)],
    )
}

/// `erlang:universaltime/0` (local time, `date/0` and `time/0` are in `localtime.rs`).
fn universaltime(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let (d, t) = datetime_now();
    let (d, t) = (triple(p, d), triple(p, t));
    Ok(build::tuple(&mut p.heap, &[d, t]))
}

fn timer_delay(t: Term) -> Result<u64, Trap> {
    match crate::order::to_i64(t) {
        Some(ms) if ms >= 0 => Ok(ms as u64),
        _ => Err(badarg()),
    }
}

fn timer_dest(t: Term) -> Result<Term, Trap> {
    if t.is_pid() || t.is_atom() {
        Ok(t)
    } else {
        Err(badarg())
    }
}

fn send_after(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (ms, dest) = (timer_delay(a[0])?, timer_dest(a[1])?);
    let id = super::misc::new_ref_id();
    let msg = Message::copy_of(a[2]);
    cx.sched
        .add_timer(std::time::Duration::from_millis(ms), dest, msg, id);
    Ok(build::reference(&mut p.heap, id))
}

fn start_timer(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (ms, dest) = (timer_delay(a[0])?, timer_dest(a[1])?);
    let id = super::misc::new_ref_id();
    let r = build::reference(&mut p.heap, id);
    let msg = Message::copy_of_tuple(&[atom::TIMEOUT, r, a[2]]);
    cx.sched
        .add_timer(std::time::Duration::from_millis(ms), dest, msg, id);
    Ok(r)
}

fn cancel_timer(cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_ref() {
        return Err(badarg());
    }
    let id = a[0].boxed_word(1);
    Ok(match cx.sched.cancel_timer(id) {
        Some(ms) => Term::small(ms as i64),
        None => atom::FALSE,
    })
}

/// Options `{async, Bool}` and `{info, Bool}`: asynchronous answers come as a message
/// `{Tag, Ref, Result}`; without info the answer is `ok`.
fn timer_opts(opts: Term) -> Result<(bool, bool), Trap> {
    let (mut asynchronous, mut info) = (false, true);
    for o in build::list_to_vec(opts).ok_or_else(badarg)? {
        if !(o.is_tuple() && o.tuple_arity() == 2) {
            return Err(badarg());
        }
        let v = match o.element(2) {
            atom::TRUE => true,
            atom::FALSE => false,
            _ => return Err(badarg()),
        };
        match atom::name(o.element(1)) {
            "async" => asynchronous = v,
            "info" => info = v,
            _ => return Err(badarg()),
        }
    }
    Ok((asynchronous, info))
}

fn answer_timer(
    p: &mut Process,
    tag: &str,
    r: Term,
    result: Term,
    opts: (bool, bool),
) -> BifResult {
    match opts {
        (false, true) => Ok(result),
        (false, false) => Ok(atom::OK),
        (true, info) => {
            if info {
                let m = Message::copy_of_tuple(&[atom::atom(tag), r, result]);
                p.deliver_own(m);
            }
            Ok(atom::OK)
        }
    }
}

fn cancel_timer_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let opts = timer_opts(a[1])?;
    let result = cancel_timer(cx, p, &a[..1])?;
    answer_timer(p, "cancel_timer", a[0], result, opts)
}

fn read_timer_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let opts = timer_opts(a[1])?;
    let result = read_timer(cx, p, &a[..1])?;
    answer_timer(p, "read_timer", a[0], result, opts)
}

fn read_timer(cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_ref() {
        return Err(badarg());
    }
    Ok(match cx.sched.read_timer(a[0].boxed_word(1)) {
        Some(ms) => Term::small(ms as i64),
        None => atom::FALSE,
    })
}

fn statistics(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let ms = (start().elapsed().as_millis()) as i64;
    let pair = |p: &mut Process, x: i64, y: i64| {
        build::tuple(&mut p.heap, &[Term::small(x), Term::small(y)])
    };
    match atom::name(a[0]) {
        "runtime" | "wall_clock" => Ok(pair(p, ms, 0)),
        "reductions" | "exact_reductions" => Ok(pair(p, p.reductions as i64, 0)),
        "run_queue" | "total_run_queue_lengths" => Ok(Term::small(0)),
        // {NumberOfGCs, WordsReclaimed, 0} since the start of the run, as Erlang/OTP
        // (triheap:reset_stats/0 does not reset these).
        "garbage_collection" => {
            let (n, w) = {
                let st = cx.vm.stats.lock().unwrap();
                (st.total_collections, st.total_reclaimed)
            };
            let n = build::int(&mut p.heap, n as i64);
            let w = build::int(&mut p.heap, w as i64);
            Ok(build::tuple(&mut p.heap, &[n, w, Term::small(0)]))
        }
        _ => Err(badarg()),
    }
}

/// `erlang:system_flag(max_heap_size, Size | Map)`: the `max_heap_size` of processes
/// spawned from now on; the old one back, as a map. Other flags are not supported.
fn system_flag(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if a[0] != atom::atom("max_heap_size") {
        return Err(badarg());
    }
    let min = crate::heap::otp_heap_size(crate::heap::DEFAULT_MIN_HEAP);
    let new = crate::max_heap::MaxHeap::parse(a[1], cx.max_heap_default, min).ok_or_else(badarg)?;
    let old = std::mem::replace(&mut cx.max_heap_default, new);
    Ok(old.to_map(&mut p.heap))
}

fn system_info(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(match atom::name(a[0]) {
        "otp_release" => build::string(&mut p.heap, "25"),
        "schedulers" | "schedulers_online" | "logical_processors" => Term::small(1),
        "process_count" => Term::small(cx.sched.all_pids().len() as i64 + 1),
        "process_limit" => Term::small(cx.sched.max_processes as i64),
        "atom_count" => Term::small(atom::count() as i64),
        "atom_limit" => Term::small(atom::limit() as i64),
        "max_heap_size" => cx.max_heap_default.to_map(&mut p.heap),
        "wordsize" => Term::small(8),
        // Programs ask this to choose between BEAM's behaviour and another VM's (AtomVM
        // answers "ATOM"); triheap behaves as BEAM does (Erlang/OTP 25 is its reference), so
        // it answers as BEAM. `triheap:stats/0` and friends tell a program it runs here.
        "machine" => build::string(&mut p.heap, "BEAM"),
        _ => return Err(badarg()),
    })
}

pub const BIFS: &[BifEntry] = &[
    ("erlang", "monotonic_time", 0, monotonic_time_0),
    ("erlang", "monotonic_time", 1, monotonic_time_1),
    ("erlang", "system_time", 0, system_time_0),
    ("erlang", "system_time", 1, system_time_1),
    ("erlang", "convert_time_unit", 3, convert_time_unit),
    ("erlang", "now", 0, now),
    ("erlang", "timestamp", 0, timestamp),
    ("erlang", "unique_integer", 0, unique_integer),
    ("erlang", "unique_integer", 1, unique_integer),
    ("erlang", "universaltime", 0, universaltime),
    ("erlang", "send_after", 3, send_after),
    ("erlang", "start_timer", 3, start_timer),
    ("erlang", "cancel_timer", 1, cancel_timer),
    ("erlang", "cancel_timer", 2, cancel_timer_2),
    ("erlang", "read_timer", 1, read_timer),
    ("erlang", "read_timer", 2, read_timer_2),
    ("erlang", "statistics", 1, statistics),
    ("erlang", "system_info", 1, system_info),
    ("erlang", "system_flag", 2, system_flag),
    ("os", "timestamp", 0, timestamp),
    ("os", "system_time", 0, system_time_0),
    ("os", "system_time", 1, system_time_1),
];
