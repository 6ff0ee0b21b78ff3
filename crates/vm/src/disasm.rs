//! The disassembler: a loaded module as text (`triheap dump --asm`).

use crate::atom;
use crate::bif::{self, BifFn};
use crate::code::{FSrc, FunTarget, Instr, Module, Reg, RestAs, Src, NO_STORE, RAISE};
use crate::term::Term;
use std::fmt::Write;

fn term(t: Term) -> String {
    let mut s = String::new();
    crate::print::write_term(&mut s, t);
    s
}

fn src(s: &Src) -> String {
    match s {
        Src::R(r) => format!("r{r}"),
        Src::K(t) => term(*t),
    }
}

fn srcs(v: &[Src]) -> String {
    v.iter().map(src).collect::<Vec<_>>().join(", ")
}

fn label(l: u32) -> String {
    if l == RAISE {
        "raise".into()
    } else {
        format!("@{l}")
    }
}

fn fsrc(s: &FSrc) -> String {
    match s {
        FSrc::F(f) => format!("f{f}"),
        FSrc::K(k) => format!("{k:?}"),
        FSrc::N(k) => format!("{k:?}i"),
        FSrc::R(r) => format!("r{r}"),
    }
}

fn fstore(r: Reg) -> String {
    if r == NO_STORE {
        String::new()
    } else {
        format!(", r{r}")
    }
}

fn bif_name(f: BifFn) -> String {
    bif::name_of(f)
        .map(|(m, n, a)| format!("{m}:{n}/{a}"))
        .unwrap_or_else(|| "?".into())
}

/// A call's fused moves come first: `move r0 -> r7, r1 -> r8; call f/2 base=r7`.
fn instr(m: &Module, i: &Instr) -> String {
    match i.pre_moves().filter(|p| p.n > 0) {
        Some(pre) => {
            let moves: Vec<String> = pre
                .iter()
                .map(|(s, d)| format!("{} -> r{d}", src(&s)))
                .collect();
            format!("move {}; {}", moves.join(", "), plain_instr(m, i))
        }
        None => plain_instr(m, i),
    }
}

fn plain_instr(m: &Module, i: &Instr) -> String {
    match i {
        Instr::Enter {
            size,
            arity,
            clear_from,
            clear_to,
        } if clear_from < clear_to => {
            format!("enter size={size} arity={arity} clear=r{clear_from}..r{clear_to}")
        }
        Instr::Enter { size, arity, .. } => format!("enter size={size} arity={arity}"),
        Instr::Call { entry, base, .. } => {
            let f = m
                .function_at(*entry)
                .map(|f| format!("{}/{}", atom::name(f.name), f.arity))
                .unwrap_or_default();
            format!("call {f} base=r{base}")
        }
        Instr::CallOnly {
            entry, base, arity, ..
        } => {
            let f = m
                .function_at(*entry)
                .map(|f| format!("{}/{}", atom::name(f.name), f.arity))
                .unwrap_or_default();
            format!("call_only {f} base=r{base} arity={arity}")
        }
        Instr::CallExt { import, base } => {
            let imp = &m.imports[*import as usize];
            format!(
                "call_ext {}:{}/{} base=r{base}",
                atom::name(imp.module),
                atom::name(imp.function),
                imp.arity
            )
        }
        Instr::CallExtOnly {
            import,
            base,
            arity,
        } => {
            let imp = &m.imports[*import as usize];
            format!(
                "call_ext_only {}:{}/{} base=r{base} arity={arity}",
                atom::name(imp.module),
                atom::name(imp.function),
                imp.arity
            )
        }
        Instr::CallFun { base, arity, .. } => format!("call_fun base=r{base} arity={arity}"),
        Instr::CallFunOnly { base, arity, .. } => {
            format!("call_fun_only base=r{base} arity={arity}")
        }
        Instr::Return => "return".into(),
        Instr::Jump(l) => format!("jump {}", label(*l)),
        Instr::Move { src: s, dst } => format!("move {} -> r{dst}", src(s)),
        Instr::Move2 { a, da, b, db } => {
            format!("move2 {} -> r{da}, {} -> r{db}", src(a), src(b))
        }
        Instr::FArith {
            op,
            a,
            b,
            dst,
            store,
            fail,
        } => format!(
            "f{} {}, {} -> f{dst}{} else {}",
            format!("{op:?}").to_lowercase(),
            fsrc(a),
            fsrc(b),
            fstore(*store),
            label(*fail)
        ),
        Instr::FNeg {
            src: s,
            dst,
            store,
            fail,
        } => format!(
            "fneg {} -> f{dst}{} else {}",
            fsrc(s),
            fstore(*store),
            label(*fail)
        ),
        Instr::FMath {
            f,
            src: s,
            dst,
            store,
            fail,
        } => format!(
            "f{} {} -> f{dst}{} else {}",
            format!("{f:?}").to_lowercase(),
            fsrc(s),
            fstore(*store),
            label(*fail)
        ),
        Instr::TestHeap { need, live } => format!("test_heap need={need} live={live}"),
        Instr::PutCons { head, tail, dst } => {
            format!("put_cons {}, {} -> r{dst}", src(head), src(tail))
        }
        Instr::PutTuple { elems, dst } => format!("put_tuple {{{}}} -> r{dst}", srcs(elems)),
        Instr::TestPutCons {
            head,
            tail,
            dst,
            live,
        } => format!(
            "test_put_cons {}, {} -> r{dst} live={live}",
            src(head),
            src(tail)
        ),
        Instr::TestPutTuple { elems, dst, live } => {
            format!("test_put_tuple {{{}}} -> r{dst} live={live}", srcs(elems))
        }
        Instr::TestPutTupleReturn { elems, live } => {
            format!(
                "test_put_tuple {{{}}} -> r0 live={live}; return",
                srcs(elems)
            )
        }
        Instr::PutConsShared { head, tail, dst } => {
            format!("put_cons_shared {}, {} -> r{dst}", src(head), src(tail))
        }
        Instr::PutTupleShared { elems, dst } => {
            format!("put_tuple_shared {{{}}} -> r{dst}", srcs(elems))
        }
        Instr::MakeFun { fun, free, dst } | Instr::MakeFunShared { fun, free, dst } => {
            let e = m.funs[*fun as usize];
            let name = match &e.target {
                FunTarget::Local { .. } => atom::name(e.name).to_string(),
                FunTarget::Export { module, function } => {
                    format!("{}:{}", atom::name(*module), atom::name(*function))
                }
            };
            let op = if matches!(i, Instr::MakeFunShared { .. }) {
                "make_fun_shared"
            } else {
                "make_fun"
            };
            format!("{op} {name}/{} [{}] -> r{dst}", e.arity, srcs(free))
        }
        Instr::Test { test, src: s, fail } => {
            format!("test {:?} {} else {}", test, src(s), label(*fail))
        }
        Instr::IsTuple {
            src: s,
            arity,
            fail,
        } => format!("is_tuple {} arity={arity} else {}", src(s), label(*fail)),
        Instr::IsTaggedTuple {
            src: s,
            arity,
            tag,
            fail,
        } => {
            format!(
                "is_tagged_tuple {} arity={arity} tag={} else {}",
                src(s),
                term(*tag),
                label(*fail)
            )
        }
        Instr::IsFunArity {
            src: s,
            arity,
            fail,
        } => format!(
            "is_function {} {} else {}",
            src(s),
            src(arity),
            label(*fail)
        ),
        Instr::Cmp { op, a, b, fail } => {
            format!("cmp {:?} {}, {} else {}", op, src(a), src(b), label(*fail))
        }
        Instr::GetHd { src: s, dst } => format!("get_hd {} -> r{dst}", src(s)),
        Instr::GetElement2 {
            src: s,
            i1,
            d1,
            i2,
            d2,
        } => {
            format!("get_element2 {} {i1} -> r{d1}, {i2} -> r{d2}", src(s))
        }
        Instr::GetElement4 { src: s, is, ds } => format!(
            "get_element4 {} {} -> r{}, {} -> r{}, {} -> r{}, {} -> r{}",
            src(s),
            is[0],
            ds[0],
            is[1],
            ds[1],
            is[2],
            ds[2],
            is[3],
            ds[3]
        ),
        Instr::SwitchTuple {
            src: s,
            imm,
            arity,
            tuple,
            other,
        } => format!(
            "switch_tuple {} {}, tuple/{arity} at {}, else {}",
            src(s),
            src(&Src::K(*imm)),
            label(*tuple),
            label(*other)
        ),
        Instr::IsEqImm { src: s, imm, fail } => {
            format!(
                "is_eq_imm {}, {} else {}",
                src(s),
                src(&Src::K(*imm)),
                label(*fail)
            )
        }
        Instr::IsNeImm { src: s, imm, fail } => {
            format!(
                "is_ne_imm {}, {} else {}",
                src(s),
                src(&Src::K(*imm)),
                label(*fail)
            )
        }
        Instr::GetList {
            src: s,
            hd,
            tl,
            fail,
        } => {
            format!("get_list {} -> r{hd}, r{tl} else {}", src(s), label(*fail))
        }
        Instr::SwitchList {
            src: s,
            hd,
            tl,
            cons,
            other,
        } => format!(
            "switch_list {} nil, cons -> r{hd}, r{tl} at {}, else {}",
            src(s),
            label(*cons),
            label(*other)
        ),
        Instr::GetTl { src: s, dst } => format!("get_tl {} -> r{dst}", src(s)),
        Instr::GetElement { src: s, index, dst } => {
            format!("get_element {} {index} -> r{dst}", src(s))
        }
        Instr::ElementImm {
            index,
            src: s,
            dst,
            fail,
            ..
        } => format!("element {index} {} -> r{dst} else {}", src(s), label(*fail)),
        Instr::Bif {
            bif,
            args,
            dst,
            fail,
        } => format!(
            "bif {}({}) -> r{dst} else {}",
            bif_name(*bif),
            srcs(args),
            label(*fail)
        ),
        Instr::CmpValue { op, a, b, dst } => {
            format!("cmp_value {:?} {}, {} -> r{dst}", op, src(a), src(b))
        }
        Instr::Arith {
            op,
            a,
            b,
            dst,
            fail,
            ..
        } => format!(
            "arith {:?} {}, {} -> r{dst} else {}",
            op,
            src(a),
            src(b),
            label(*fail)
        ),
        Instr::ArithAdd {
            a, b, dst, fail, ..
        }
        | Instr::ArithSub {
            a, b, dst, fail, ..
        }
        | Instr::ArithMul {
            a, b, dst, fail, ..
        } => {
            let op = match i {
                Instr::ArithAdd { .. } => "add",
                Instr::ArithSub { .. } => "sub",
                _ => "mul",
            };
            format!(
                "{op} {}, {} -> r{dst} else {}",
                src(a),
                src(b),
                label(*fail)
            )
        }
        Instr::Send { to, msg, dst } => format!("send {} ! {} -> r{dst}", src(to), src(msg)),
        Instr::TryBegin { handler, regs } => {
            format!("try handler={} regs=r{regs}", label(*handler))
        }
        Instr::TryEnd => "try_end".into(),
        Instr::CatchBegin { handler, dst } => {
            format!("catch handler={} -> r{dst}", label(*handler))
        }
        Instr::CatchEnd => "catch_end".into(),
        Instr::Raise {
            class,
            reason,
            trace,
        } => {
            format!(
                "raise {} {} {}",
                src(class),
                src(reason),
                trace.as_ref().map(src).unwrap_or_default()
            )
        }
        Instr::MatchFail { kind, value } => format!("match_fail {:?} {}", kind, src(value)),
        Instr::RecvPeek { dst, empty } => format!("recv_peek -> r{dst} else {}", label(*empty)),
        Instr::RecvNext { again } => format!("recv_next {}", label(*again)),
        Instr::RecvAccept => "recv_accept".into(),
        Instr::RecvWait { timeout, again } => {
            format!(
                "recv_wait timeout={} again={}",
                timeout.as_ref().map(src).unwrap_or("infinity".into()),
                label(*again)
            )
        }
        Instr::BsBuild { segments, dst } => {
            let segs: Vec<String> = segments
                .iter()
                .map(|s| {
                    format!(
                        "{}:{}/{:?}",
                        src(&s.value),
                        s.size.as_ref().map(src).unwrap_or("default".into()),
                        s.spec
                    )
                })
                .collect();
            format!("bs_build <<{}>> -> r{dst}", segs.join(", "))
        }
        Instr::BsStart { src: s, ctx, fail } => {
            format!("bs_start {} ctx=r{ctx} else {}", src(s), label(*fail))
        }
        Instr::BsGet {
            ctx,
            size,
            spec,
            dst,
            fail,
        } => format!(
            "bs_get ctx=r{ctx} size={} {:?} -> r{dst} else {}",
            size.as_ref().map(src).unwrap_or("default".into()),
            spec,
            label(*fail)
        ),
        Instr::BsRest {
            ctx,
            unit,
            dst,
            fail,
            as_,
        } => format!(
            "bs_rest{} ctx=r{ctx} unit={unit} -> r{dst} else {}",
            match as_ {
                RestAs::SubBinary => "",
                RestAs::Context => "_reuse",
                RestAs::Unused => "_unused",
            },
            label(*fail)
        ),
        Instr::BsEnd { ctx, fail } => format!("bs_end ctx=r{ctx} else {}", label(*fail)),
    }
}

/// The whole module as text: each function, then its instructions with their indices.
pub fn disassemble(m: &Module) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "module {}", atom::name(m.name));
    for f in &m.functions {
        let exported = m.exported(f.name, f.arity).is_some();
        let _ = writeln!(
            out,
            "\nfunction {}/{}{}",
            atom::name(f.name),
            f.arity,
            if exported { " (exported)" } else { "" }
        );
        for pc in f.entry..f.end {
            let _ = writeln!(out, "  @{pc}: {}", instr(m, &m.code[pc as usize]));
        }
    }
    out
}
