//! BIFs: exceptions, `halt`, `apply`, references, `self`/`node`, and output.
//!
//! Output to standard output goes through one buffered writer; it is flushed at exit
//! ([`flush_stdout`]) and before anything is written to standard error, so that the two
//! streams interleave as the program wrote them.

use super::BifEntry;
use crate::atom;
use crate::binary;
use crate::build::{self, integer_value, list_to_vec};
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Class, Exception, Trap, NO_BIF_FRAME};
use crate::process::Process;
use crate::term::Term;
use std::sync::atomic::{AtomicU64, Ordering};

pub const BIFS: &[BifEntry] = &[
    ("erlang", "pid_to_list", 1, pid_to_list),
    ("erlang", "ref_to_list", 1, ref_to_list),
    ("erlang", "fun_to_list", 1, fun_to_list),
    ("erlang", "display", 1, display),
    ("erlang", "is_alive", 0, is_alive),
    ("erlang", "throw", 1, throw),
    ("erlang", "error", 1, error_1),
    ("erlang", "error", 2, error_2),
    ("erlang", "error", 3, error_3),
    ("erlang", "exit", 1, exit),
    ("erlang", "halt", 0, halt_0),
    ("erlang", "halt", 1, halt_1),
    ("erlang", "halt", 2, halt_2),
    ("erlang", "apply", 2, apply_2),
    ("erlang", "apply", 3, apply_3),
    ("erlang", "make_ref", 0, make_ref),
    ("erlang", "self", 0, self_0),
    ("erlang", "node", 0, node_0),
    ("erlang", "node", 1, node_1),
    ("erlang", "garbage_collect", 0, garbage_collect),
    ("triheap", "put_chars", 2, put_chars),
];

// ---- Output ----

pub use crate::stdout::{flush_stdout, write_stderr, write_stdout};

/// Append the UTF-8 encoding of unicode chardata `t` to `out`: a possibly deep, possibly
/// binary-tailed list of code points and UTF-8 binaries, or a binary. None if `t` is not
/// chardata (`out` may then hold part of it).
pub fn chardata_to_utf8(t: Term, out: &mut Vec<u8>) -> Option<()> {
    // Tails still to visit; a loop instead of recursion so deep nesting cannot overflow.
    let mut pending = vec![t];
    while let Some(mut t) = pending.pop() {
        while t.is_cons() {
            let h = t.head();
            if h.is_small() {
                let c = char::from_u32(u32::try_from(h.small_val()).ok()?)?;
                out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
            } else if h.is_list() {
                pending.push(t.tail());
                t = h;
                continue;
            } else {
                push_utf8_binary(h, out)?;
            }
            t = t.tail();
        }
        if !t.is_nil() {
            push_utf8_binary(t, out)?;
        }
    }
    Some(())
}

fn push_utf8_binary(t: Term, out: &mut Vec<u8>) -> Option<()> {
    let b = binary::bytes(t)?;
    std::str::from_utf8(&b).ok()?;
    out.extend_from_slice(&b);
    Some(())
}

/// `triheap:put_chars(Device, Chars)`: what `io:put_chars/2` ends in.
/// Standard output and error use Erlang/OTP's encoding for `-noshell` runs, latin1: a
/// character below 256 is one byte, any other is written as `\x{HEX}`.
fn latin1_device_bytes(utf8: &[u8]) -> Vec<u8> {
    let s = String::from_utf8_lossy(utf8);
    let mut out = Vec::with_capacity(utf8.len());
    for c in s.chars() {
        let c = c as u32;
        if c < 256 {
            out.push(c as u8);
        } else {
            out.extend_from_slice(format!("\\x{{{c:X}}}").as_bytes());
        }
    }
    out
}

fn put_chars(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let mut utf8 = Vec::new();
    chardata_to_utf8(a[1], &mut utf8).ok_or_else(badarg)?;
    let unicode = a[0] != atom::STANDARD_ERROR && super::stdio::unicode();
    let bytes = if utf8.is_ascii() || unicode {
        utf8
    } else {
        latin1_device_bytes(&utf8)
    };
    match a[0] {
        atom::STANDARD_IO | atom::USER => write_stdout(&bytes),
        atom::STANDARD_ERROR => write_stderr(&bytes),
        _ => return Err(badarg()),
    }
    Ok(atom::OK)
}

/// `erlang:display/1`: the term in the runtime's own text form, on standard output.
fn display(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let mut s = String::new();
    crate::print::display_term(&mut s, a[0]);
    // The runtime's console output ends lines with CR LF, as Erlang/OTP's does.
    s.push_str("\r\n");
    write_stdout(&latin1_device_bytes(s.as_bytes()));
    Ok(atom::TRUE)
}

fn text_of(p: &mut Process, t: Term) -> BifResult {
    let mut s = String::new();
    crate::print::write_term(&mut s, t);
    Ok(build::string(&mut p.heap, &s))
}

fn pid_to_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_pid() {
        return Err(badarg());
    }
    text_of(p, a[0])
}

fn ref_to_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_ref() {
        return Err(badarg());
    }
    text_of(p, a[0])
}

fn fun_to_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_fun() {
        return Err(badarg());
    }
    text_of(p, a[0])
}

/// Not a distributed node.
fn is_alive(_cx: &mut Ctx, _: &mut Process, _: &[Term]) -> BifResult {
    Ok(atom::FALSE)
}

// ---- Exceptions ----

fn throw(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Err(Trap::Raise(Exception::new(Class::Throw, a[0])))
}

/// Raised as by the caller: the trace has no frame for `error/1,2,3` itself.
fn error_1(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let mut e = Exception::error(a[0]);
    e.args = Some(NO_BIF_FRAME);
    Err(Trap::Raise(e))
}

/// `error(Reason, Args)`: `Args` (any list, even improper, as in OTP) replaces the arity in
/// the stacktrace's top frame; another term is ignored.
fn error_2(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let mut e = Exception::error(a[0]);
    e.args = Some(if a[1].is_list() { a[1] } else { NO_BIF_FRAME });
    Err(Trap::Raise(e))
}

/// `error(Reason, Args, Options)`: an `{error_info, Map}` option goes into the top frame's
/// location, after the file and line, as Erlang/OTP puts it.
fn error_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let info = build::list_to_vec(a[2]).and_then(|opts| {
        opts.into_iter().find(|o| {
            o.is_tuple() && o.tuple_arity() == 2 && o.element(1) == atom::atom("error_info")
        })
    });
    match info {
        Some(i) if a[1].is_list() => {
            let extra = build::list(&mut p.heap, &[i]);
            let mut e = Exception::error(a[0]);
            e.args = Some(build::tuple(&mut p.heap, &[a[1], extra]));
            Err(Trap::Raise(e))
        }
        _ => error_2(cx, p, &a[..2]),
    }
}

fn exit(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    Err(Trap::Raise(Exception::new(Class::Exit, a[0])))
}

// ---- halt ----

fn halt_0(_cx: &mut Ctx, _: &mut Process, _: &[Term]) -> BifResult {
    flush_stdout();
    Err(Trap::Halt(0))
}

/// `halt(Status)`: a non-negative integer (truncated to 32 bits, as OTP passes it to
/// `exit()`), `abort`, or a string (a crash "slogan": printed, status 1).
fn halt_1(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let status = a[0];
    if let Some(v) = integer_value(status) {
        if v.sign() == num_bigint::Sign::Minus {
            return Err(badarg());
        }
        let low = v.to_u32_digits().1.first().copied().unwrap_or(0);
        flush_stdout();
        return Err(Trap::Halt(low as i32));
    }
    if status == atom::atom("abort") {
        // OTP aborts (SIGABRT), which a shell reports as status 134.
        flush_stdout();
        return Err(Trap::Halt(134));
    }
    match build::list_to_string(status) {
        Some(slogan) => {
            write_stderr(format!("{slogan}\n").as_bytes());
            Err(Trap::Halt(1))
        }
        None => Err(badarg()),
    }
}

/// `halt(Status, Options)`: the only option, `{flush, boolean()}`, is accepted and ignored
/// (output is always flushed).
fn halt_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let opts = list_to_vec(a[1]).ok_or_else(badarg)?;
    for o in opts {
        let ok = o.is_tuple()
            && o.tuple_arity() == 2
            && o.element(1) == atom::atom("flush")
            && matches!(o.element(2), atom::TRUE | atom::FALSE);
        if !ok {
            return Err(badarg());
        }
    }
    halt_1(cx, p, &a[..1])
}

// ---- apply ----

fn apply_2(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if list_to_vec(a[1]).is_none() {
        return Err(badarg());
    }
    Err(Trap::ApplyFun {
        fun: a[0],
        args: a[1],
    })
}

fn apply_3(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_atom() || !a[1].is_atom() || list_to_vec(a[2]).is_none() {
        return Err(badarg());
    }
    Err(Trap::Apply {
        module: a[0],
        function: a[1],
        args: a[2],
    })
}

// ---- References, identity ----

/// Ids of references made by this runtime; never reused.
static NEXT_REF: AtomicU64 = AtomicU64::new(1);

/// A new reference id, unique for the run.
pub fn new_ref_id() -> u64 {
    NEXT_REF.fetch_add(1, Ordering::Relaxed)
}

fn make_ref(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let id = new_ref_id();
    Ok(build::reference(&mut p.heap, id))
}

fn self_0(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(p.pid)
}

fn node_0(_cx: &mut Ctx, _: &mut Process, _: &[Term]) -> BifResult {
    Ok(atom::NONODE)
}

/// The node of a pid or reference: always the local, non-distributed node.
fn node_1(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if a[0].is_pid() || a[0].is_ref() {
        Ok(atom::NONODE)
    } else {
        Err(badarg())
    }
}

fn garbage_collect(_cx: &mut Ctx, _: &mut Process, _: &[Term]) -> BifResult {
    Err(Trap::GarbageCollect)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bif::test_support::*;

    fn raised(r: BifResult) -> Exception {
        match r {
            Err(Trap::Raise(e)) => e,
            _ => panic!("expected an exception"),
        }
    }

    fn is_badarg(r: BifResult) -> bool {
        matches!(r, Err(Trap::Raise(e)) if e.reason == atom::BADARG)
    }

    fn halt_status(r: BifResult) -> Option<i32> {
        match r {
            Err(Trap::Halt(n)) => Some(n),
            _ => None,
        }
    }

    fn utf8(t: Term) -> Option<Vec<u8>> {
        let mut v = Vec::new();
        chardata_to_utf8(t, &mut v).map(|_| v)
    }

    #[test]
    fn exceptions() {
        let mut p = p();
        let x = atom::atom("x");
        let e = raised(throw(&mut cx(), &mut p, &[x]));
        assert_eq!((e.class, e.reason), (Class::Throw, x));
        // No frame of its own in the stacktrace: raised as by the caller.
        let e = raised(error_1(&mut cx(), &mut p, &[x]));
        assert_eq!(
            (e.class, e.reason, e.args),
            (Class::Error, x, Some(NO_BIF_FRAME))
        );
        let e = raised(exit(&mut cx(), &mut p, &[x]));
        assert_eq!((e.class, e.reason), (Class::Exit, x));
        // error(x, [1,2]) shows [1,2] as the top frame's args; error(x, 1) shows the arity;
        // error(x, [1|2]) shows [1|2].
        let l = build::list(&mut p.heap, &[Term::small(1), Term::small(2)]);
        assert_eq!(raised(error_2(&mut cx(), &mut p, &[x, l])).args, Some(l));
        assert_eq!(
            raised(error_2(&mut cx(), &mut p, &[x, Term::small(1)])).args,
            Some(NO_BIF_FRAME)
        );
        let il = build::list_with_tail(&mut p.heap, &[Term::small(1)], Term::small(2));
        assert_eq!(raised(error_2(&mut cx(), &mut p, &[x, il])).args, Some(il));
        assert_eq!(
            raised(error_3(&mut cx(), &mut p, &[x, l, Term::NIL])).args,
            Some(l)
        );
        // error(x, [1,2], [{error_info, I}]): {[1,2], [{error_info, I}]} for the location.
        let info = build::tuple(&mut p.heap, &[atom::atom("error_info"), Term::NIL]);
        let opts = build::list(&mut p.heap, &[info]);
        let a = raised(error_3(&mut cx(), &mut p, &[x, l, opts]))
            .args
            .unwrap();
        assert_eq!((a.tuple_arity(), a.element(1)), (2, l));
        assert_eq!(build::list_to_vec(a.element(2)), Some(vec![info]));
    }

    #[test]
    fn halts() {
        let mut p = p();
        assert_eq!(halt_status(halt_0(&mut cx(), &mut p, &[])), Some(0));
        // Exit statuses from `erl`: halt(3) -> 3, halt(255) -> 255, halt(257) -> 1,
        // halt(1 bsl 40) -> 0, halt(abort) -> 134; halt(-1), halt(foo), halt(1.0) -> badarg
        let big = build::int128(&mut p.heap, 1 << 40);
        let huge = build::int128(&mut p.heap, (1 << 70) + 3);
        for (t, want) in [
            (Term::small(3), 3),
            (Term::small(255), 255),
            (big, 0),
            (huge, 3),
        ] {
            assert_eq!(halt_status(halt_1(&mut cx(), &mut p, &[t])), Some(want));
        }
        assert_eq!(
            halt_status(halt_1(&mut cx(), &mut p, &[Term::small(257)])).map(|s| s & 0xff),
            Some(1)
        );
        let abort = atom::atom("abort");
        assert_eq!(halt_status(halt_1(&mut cx(), &mut p, &[abort])), Some(134));
        let f = build::float(&mut p.heap, 1.0);
        for t in [Term::small(-1), atom::OK, f] {
            assert!(is_badarg(halt_1(&mut cx(), &mut p, &[t])));
        }
        // halt([x]) and halt(<<"x">>) -> badarg; halt([]) -> status 1 (a crash slogan)
        let lx = build::list(&mut p.heap, &[atom::OK]);
        let bx = binary::make_binary(&mut p.heap, b"x");
        assert!(is_badarg(halt_1(&mut cx(), &mut p, &[lx])));
        assert!(is_badarg(halt_1(&mut cx(), &mut p, &[bx])));
        assert_eq!(
            halt_status(halt_1(&mut cx(), &mut p, &[Term::NIL])),
            Some(1)
        );
        // halt(3, []) -> 3; halt(3, [{flush,true}]) -> 3; halt(3, x), (3, [x]),
        // (3, [{flush,x}]) -> badarg
        let flush = atom::atom("flush");
        let ft = build::tuple(&mut p.heap, &[flush, atom::TRUE]);
        let ok_opts = build::list(&mut p.heap, &[ft]);
        assert_eq!(
            halt_status(halt_2(&mut cx(), &mut p, &[Term::small(3), Term::NIL])),
            Some(3)
        );
        assert_eq!(
            halt_status(halt_2(&mut cx(), &mut p, &[Term::small(3), ok_opts])),
            Some(3)
        );
        let fx = build::tuple(&mut p.heap, &[flush, atom::OK]);
        let bad_opts = build::list(&mut p.heap, &[fx]);
        for o in [atom::OK, lx, bad_opts] {
            assert!(is_badarg(halt_2(&mut cx(), &mut p, &[Term::small(3), o])));
        }
    }

    #[test]
    fn applies() {
        let mut p = p();
        let args = build::list(&mut p.heap, &[Term::small(-1)]);
        let improper = build::list_with_tail(&mut p.heap, &[Term::small(-1)], atom::OK);
        let (m, f) = (atom::ERLANG, atom::atom("abs"));
        assert!(matches!(
            apply_3(&mut cx(), &mut p, &[m, f, args]),
            Err(Trap::Apply { module, function, args: a }) if module == m && function == f && a == args
        ));
        // apply(erlang, abs, [-1|x]), apply("erlang", abs, ..), apply(erlang, "abs", ..) -> badarg
        let s = build::string(&mut p.heap, "erlang");
        assert!(is_badarg(apply_3(&mut cx(), &mut p, &[m, f, improper])));
        assert!(is_badarg(apply_3(&mut cx(), &mut p, &[s, f, args])));
        assert!(is_badarg(apply_3(&mut cx(), &mut p, &[m, s, args])));
        // apply(F, [1|2]) and apply(F, a) -> badarg; apply(x, [1]) traps (badfun comes later)
        assert!(is_badarg(apply_2(&mut cx(), &mut p, &[atom::OK, improper])));
        assert!(is_badarg(apply_2(&mut cx(), &mut p, &[atom::OK, atom::OK])));
        assert!(matches!(
            apply_2(&mut cx(), &mut p, &[atom::OK, args]),
            Err(Trap::ApplyFun { .. })
        ));
    }

    #[test]
    fn identity() {
        let mut p = p();
        let r1 = make_ref(&mut cx(), &mut p, &[]).unwrap();
        let r2 = make_ref(&mut cx(), &mut p, &[]).unwrap();
        assert!(r1.is_ref() && r2.is_ref());
        assert!(!crate::order::exact_eq(r1, r2));
        assert_eq!(self_0(&mut cx(), &mut p, &[]).unwrap(), Term::pid(0));
        assert_eq!(node_0(&mut cx(), &mut p, &[]).unwrap(), atom::NONODE);
        assert_eq!(
            node_1(&mut cx(), &mut p, &[Term::pid(9)]).unwrap(),
            atom::NONODE
        );
        assert_eq!(node_1(&mut cx(), &mut p, &[r1]).unwrap(), atom::NONODE);
        // node(x), node(1) -> badarg
        assert!(is_badarg(node_1(&mut cx(), &mut p, &[atom::OK])));
        assert!(is_badarg(node_1(&mut cx(), &mut p, &[Term::small(1)])));
        assert!(matches!(
            garbage_collect(&mut cx(), &mut p, &[]),
            Err(Trap::GarbageCollect)
        ));
    }

    #[test]
    fn chardata() {
        let mut p = p();
        // ["h", [[$é]], <<"ü"/utf8>>, 8364 | <<"!">>] -> "héü€!"
        let h = build::string(&mut p.heap, "h");
        let e = build::string(&mut p.heap, "é");
        let e = build::list(&mut p.heap, &[e]);
        let ue = binary::make_binary(&mut p.heap, "ü".as_bytes());
        let bang = binary::make_binary(&mut p.heap, b"!");
        let l = build::list_with_tail(&mut p.heap, &[h, e, ue, Term::small(8364)], bang);
        assert_eq!(utf8(l).unwrap(), "héü€!".as_bytes());
        assert_eq!(utf8(bang).unwrap(), b"!");
        assert_eq!(utf8(Term::NIL).unwrap(), b"");
        // Not chardata: atoms, negative or surrogate code points, invalid UTF-8, bitstrings,
        // non-binary tails.
        let bad_bin = binary::make_binary(&mut p.heap, &[0xff]);
        let bits = binary::make_bitstring(&mut p.heap, &[0x40], 3);
        for bad in [
            atom::OK,
            build::list(&mut p.heap, &[atom::OK]),
            build::list(&mut p.heap, &[Term::small(-1)]),
            build::list(&mut p.heap, &[Term::small(0xD800)]),
            build::list(&mut p.heap, &[Term::small(0x110000)]),
            build::list(&mut p.heap, &[bad_bin]),
            build::list(&mut p.heap, &[bits]),
            build::list_with_tail(&mut p.heap, &[Term::small(97)], Term::small(98)),
        ] {
            assert!(utf8(bad).is_none());
        }
        // Deep nesting needs no recursion.
        let mut deep = build::string(&mut p.heap, "x");
        for _ in 0..200_000 {
            deep = build::list(&mut p.heap, &[deep]);
        }
        assert_eq!(utf8(deep).unwrap(), b"x");
        assert!(is_badarg(put_chars(&mut cx(), &mut p, &[atom::OK, h])));
        assert!(is_badarg(put_chars(
            &mut cx(),
            &mut p,
            &[atom::STANDARD_IO, atom::OK]
        )));
    }
}
