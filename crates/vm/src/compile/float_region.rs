//! Float regions: a run of arithmetic `let`s computed in float registers, boxing only the
//! results used after the run.
//!
//! Erlang/OTP's compiler keeps float arithmetic in float registers where its type analysis
//! proves the operands are floats. Without that analysis, triheap speculates: a run of two
//! or more `let X = A op B` (`+ - * /`, unary `-`, and `math`'s `sqrt`, `sin`, `cos`, `tan`,
//! `atan`, `exp` and the logarithms) is compiled twice.
//!
//! ```text
//!     fsub r4, r12 -> f0 else G          operands from registers must be floats
//!     fmul f0, f0 -> f1, r20 else G      a result used after the run is also boxed
//!     ...                                (a result that is not finite leaves too)
//!     jump J
//! G:  the ordinary instructions, writing the same registers
//! J:
//! ```
//!
//! Leaving the float path early is always safe: before it, the float path has written only
//! float registers and the run's own fresh registers, and boxed floats that become garbage.
//! The ordinary path then starts from the beginning and gives integer arithmetic, overflow
//! into bignums and every error exactly as before. Integer literals are converted at compile
//! time, which is exact because the other operand of their operation is a float on the
//! float path. The float path dispatches once per operation, as the ordinary one does, and
//! allocates only the results used after the run.

use super::expr::FnGen;
use crate::code::{FMathFn, FOp, FSrc, Instr, Reg, Src, FLOAT_REGS, NO_STORE};
use std::collections::HashMap;
use triheap_ir::ir::{Atomic, CallTarget, Expr, Literal, VarId};

/// Runs longer than this are cut (the rest makes a region of its own).
const MAX_OPS: usize = 24;
/// Integer literals beyond this are not converted (the conversion could round).
const EXACT_INT: i64 = 1 << 53;

#[derive(Clone, Copy)]
enum Kind {
    Arith(FOp),
    Neg,
    Math(FMathFn),
}

/// One `let var = value` of a region; the region's last operation may also be the value
/// of the whole expression (no variable).
pub(super) struct Op<'e> {
    var: Option<VarId>,
    kind: Kind,
    args: &'e [Atomic],
    value: &'e Expr,
}

fn fop(name: &str) -> Option<FOp> {
    Some(match name {
        "+" => FOp::Add,
        "-" => FOp::Sub,
        "*" => FOp::Mul,
        "/" => FOp::Div,
        _ => return None,
    })
}

/// A literal usable as a float operand, with its value.
fn literal(a: &Atomic) -> Option<f64> {
    match a {
        Atomic::Lit(Literal::Float(f)) => Some(*f),
        Atomic::Lit(Literal::Int(i)) => {
            let i = i64::try_from(i).ok()?;
            (i.abs() <= EXACT_INT).then_some(i as f64)
        }
        _ => None,
    }
}

/// The function of a call `math:F(X)` a region computes itself.
fn math_fn(target: &CallTarget) -> Option<FMathFn> {
    match target {
        CallTarget::Remote(Atomic::Lit(Literal::Atom(m)), Atomic::Lit(Literal::Atom(f)))
            if m == "math" =>
        {
            FMathFn::named(f)
        }
        _ => None,
    }
}

/// The operation `value` is, if a region may hold it.
fn kind(value: &Expr) -> Option<(Kind, &[Atomic])> {
    match value {
        Expr::Bif { name, args, .. } if args.len() == 2 => {
            let op = fop(name)?;
            // Each operand a variable or a number; two literals are not speculated on
            // (`1 + 2` is integer arithmetic).
            let ok = |a: &Atomic| matches!(a, Atomic::Var(_)) || literal(a).is_some();
            let vars = args.iter().filter(|a| matches!(a, Atomic::Var(_))).count();
            (args.iter().all(ok) && vars > 0).then_some((Kind::Arith(op), &args[..]))
        }
        Expr::Bif { name, args, .. } if args.len() == 1 && name == "-" => {
            matches!(args[0], Atomic::Var(_)).then_some((Kind::Neg, &args[..]))
        }
        Expr::Call { target, args, .. } if args.len() == 1 && matches!(args[0], Atomic::Var(_)) => {
            Some((Kind::Math(math_fn(target)?), &args[..]))
        }
        _ => None,
    }
}

/// The region starting at `e`, and the expression after it (None: the region's last
/// operation is the value of `e`); None if `e` starts no region worth speculating on.
pub(super) fn find(e: &Expr) -> Option<(Vec<Op<'_>>, Option<&Expr>)> {
    let mut ops = Vec::new();
    let mut at = e;
    while let Expr::Let { vars, value, body } = at {
        if vars.len() != 1 || ops.len() == MAX_OPS {
            break;
        }
        let Some((kind, args)) = kind(value) else {
            break;
        };
        ops.push(Op {
            var: Some(vars[0]),
            kind,
            args,
            value,
        });
        at = body;
    }
    let mut rest = Some(at);
    if ops.len() < MAX_OPS {
        if let Some((kind, args)) = kind(at) {
            ops.push(Op {
                var: None,
                kind,
                args,
                value: at,
            });
            rest = None;
        }
    }
    worth_it(&ops).then_some((ops, rest))
}

/// Speculate on floats where they are likely: a float literal, `/` or a `math` function in the
/// run, or no integer literal at all (integer code such as `(S * 1103515245 + 12345)` would
/// only pay for a failing `fload`).
fn worth_it(ops: &[Op]) -> bool {
    if ops.len() < 2 {
        return false;
    }
    let lits = || {
        ops.iter()
            .flat_map(|o| o.args.iter())
            .filter_map(|a| match a {
                Atomic::Lit(l) => Some(l),
                _ => None,
            })
    };
    let floaty = ops
        .iter()
        .any(|o| matches!(o.kind, Kind::Math(_) | Kind::Arith(FOp::Div)))
        || lits().any(|l| matches!(l, Literal::Float(_)));
    floaty || !lits().any(|l| matches!(l, Literal::Int(_)))
}

impl FnGen<'_> {
    /// Compile the region `ops` (see the module comment); afterwards its variables are bound
    /// to their registers. Returns the register of the last operation's value, or None if
    /// the region could not be made (nothing was emitted then).
    pub(super) fn float_region(&mut self, ops: &[Op]) -> Result<Option<Reg>, String> {
        if ops.len() > FLOAT_REGS {
            return Ok(None);
        }
        let defined: Vec<VarId> = ops.iter().filter_map(|o| o.var).collect();
        // `I + 1` with `I` from outside is most likely integer arithmetic: on the float path
        // it runs as the ordinary instruction (all before it succeeded there, so it does what
        // it would on the ordinary path), rather than sending every pass to that path.
        let ordinary: Vec<bool> = ops
            .iter()
            .map(|o| {
                matches!(o.kind, Kind::Arith(FOp::Add | FOp::Sub | FOp::Mul))
                    && o.args
                        .iter()
                        .any(|a| matches!(a, Atomic::Lit(Literal::Int(_))))
                    && o.args.iter().all(|a| match a {
                        Atomic::Var(v) => !defined.contains(v),
                        _ => true,
                    })
            })
            .collect();
        // A float register per float result; operands from outside are read from their
        // registers (a variable bound to a constant must be a float constant).
        let fregs: HashMap<VarId, u8> = ops
            .iter()
            .zip(&ordinary)
            .filter(|(_, &ord)| !ord)
            .zip(0..)
            .filter_map(|((o, _), f)| Some((o.var?, f)))
            .collect();
        let mut outside: HashMap<VarId, FSrc> = HashMap::new();
        for a in ops.iter().flat_map(|o| o.args) {
            if let Atomic::Var(v) = a {
                if !defined.contains(v) {
                    let f = match self.src(a)? {
                        Src::R(r) => FSrc::R(r),
                        Src::K(t) if t.is_float() => FSrc::K(t.float_val()),
                        Src::K(_) => return Ok(None),
                    };
                    outside.insert(*v, f);
                }
            }
        }
        // Results used after the region are boxed; the others live in float registers only.
        let mut inside: HashMap<VarId, u32> = HashMap::new();
        for a in ops.iter().flat_map(|o| o.args) {
            if let Atomic::Var(v) = a {
                *inside.entry(*v).or_default() += 1;
            }
        }
        let used_after = |v: VarId| {
            self.uses.get(&v).copied().unwrap_or(0) > inside.get(&v).copied().unwrap_or(0)
        };
        let stored: Vec<bool> = ops.iter().map(|o| o.var.is_none_or(used_after)).collect();
        let mut regs = Vec::with_capacity(ops.len());
        for _ in ops {
            regs.push(self.reg()?);
        }
        // Results of ordinary operations are read from their registers.
        for ((o, &r), _) in ops.iter().zip(&regs).zip(&ordinary).filter(|x| *x.1) {
            if let Some(v) = o.var {
                outside.insert(v, FSrc::R(r));
            }
        }

        let generic = self.g.new_label();
        let join = self.g.new_label();
        // Room for the boxed results, so that they go to the heap, not to fragments.
        let boxed = stored
            .iter()
            .zip(&ordinary)
            .filter(|(&k, &o)| k && !o)
            .count();
        if boxed > 0 {
            self.emit(Instr::TestHeap {
                need: 2 * boxed as u32,
                live: self.next,
            });
        }
        let mut next_freg = 0u8;
        for (((o, &r), &keep), &ord) in ops.iter().zip(&regs).zip(&stored).zip(&ordinary) {
            if ord {
                self.generic_op(o, r)?;
                continue;
            }
            let operand = |a: &Atomic| match a {
                Atomic::Var(v) => fregs.get(v).map_or_else(|| outside[v], |&f| FSrc::F(f)),
                Atomic::Lit(Literal::Int(_)) => FSrc::N(literal(a).expect("region literal")),
                lit => FSrc::K(literal(lit).expect("region literal")),
            };
            let dst = next_freg;
            next_freg += 1;
            let store = if keep { r } else { NO_STORE };
            let fail = generic;
            let i = match o.kind {
                Kind::Arith(op) => Instr::FArith {
                    op,
                    a: operand(&o.args[0]),
                    b: operand(&o.args[1]),
                    dst,
                    store,
                    fail,
                },
                Kind::Neg => Instr::FNeg {
                    src: operand(&o.args[0]),
                    dst,
                    store,
                    fail,
                },
                Kind::Math(f) => Instr::FMath {
                    f,
                    src: operand(&o.args[0]),
                    dst,
                    store,
                    fail,
                },
            };
            self.emit(i);
        }
        self.emit(Instr::Jump(join));

        // The ordinary path, each result into the same register as on the float path.
        self.g.bind(generic);
        for (o, &r) in ops.iter().zip(&regs) {
            self.generic_op(o, r)?;
            if let Some(v) = o.var {
                self.env.insert(v, Src::R(r));
            }
        }
        self.g.bind(join);
        Ok(regs.last().copied())
    }

    /// One operation of a region as ordinary instructions, its value into `dst`.
    fn generic_op(&mut self, o: &Op, dst: Reg) -> Result<(), String> {
        match o.value {
            Expr::Bif { name, args, pos } => {
                self.at(*pos);
                let srcs = args
                    .iter()
                    .map(|a| self.src(a))
                    .collect::<Result<Vec<_>, _>>()?;
                let f = (self.g.bifs)("erlang", name, args.len() as u32)
                    .ok_or_else(|| format!("internal: no BIF erlang:{name}/{}", args.len()))?;
                self.emit_bif(name, f, srcs, args, dst);
            }
            Expr::Call { target, args, pos } => {
                self.at(*pos);
                let save = self.next;
                let r = self.call(target, args)?;
                self.emit(Instr::Move {
                    src: Src::R(r),
                    dst,
                });
                self.next = save;
            }
            _ => unreachable!("not a float region operation"),
        }
        Ok(())
    }
}
