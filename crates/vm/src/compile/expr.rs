//! Code generation for one function: expressions, calls, and the control constructs.
//!
//! Registers are handed out in stack order: every IR variable gets the next free register
//! when it is bound and keeps it for its scope; alternatives (case clauses) reuse the same
//! registers. A call puts its arguments in the registers just above all live ones, so the
//! callee's frame starts there and its result lands in the first of them.

use super::shapes::{self, Shape};
use super::ModGen;
use crate::atom;
use crate::code::{ArithOp, BsSegment, Instr, Label, MatchFail, PreMoves, Reg, Src, RAISE};
use crate::compile::literal_term;
use crate::term::Term;
use std::collections::{HashMap, HashSet};
use triheap_ir::ir::{Atomic, CallTarget, CaseFail, Expr, Function, Pattern, Pos, SiteId, VarId};

fn arith_op(name: &str) -> Option<ArithOp> {
    Some(match name {
        "+" => ArithOp::Add,
        "-" => ArithOp::Sub,
        "*" => ArithOp::Mul,
        "div" => ArithOp::Div,
        "rem" => ArithOp::Rem,
        "band" => ArithOp::Band,
        "bor" => ArithOp::Bor,
        "bxor" => ArithOp::Bxor,
        _ => return None,
    })
}

/// What must follow the body of a `let` chain, done in reverse order once the chain is
/// compiled (see [`FnGen::expr`]).
enum After<'e> {
    /// A variable's shape stops being known.
    Forget(VarId),
    /// A `case`'s clauses after the first, compiled out of line at `cold` with the registers
    /// from `save` on free again.
    Cold {
        cold: Label,
        save: Reg,
        args: &'e [Atomic],
        clauses: &'e [triheap_ir::ir::Clause],
        fail: &'e CaseFail,
        pos: Pos,
    },
}

/// Where an expression's value goes.
pub(super) enum Ctx {
    /// Return it from the function.
    Tail,
    /// Put the values in these registers, then jump to the label.
    Into(Vec<Reg>, Label),
}

pub(crate) struct FnGen<'g> {
    pub g: &'g mut ModGen,
    pub env: HashMap<VarId, Src>,
    pub next: Reg,
    pub max: Reg,
    /// Inside a guard: where a failing BIF or unmatched case jumps.
    pub guard_fail: Option<Label>,
    pub name: String,
    /// Uses of each variable; one never used does not keep its register.
    pub uses: HashMap<VarId, u32>,
    /// Variables of known shape where the code being generated runs (`shapes.rs`).
    pub shapes: HashMap<VarId, Shape>,
    /// Variables bound to a fresh register of their own (see `dying_top_operand`).
    pub owners: HashSet<VarId>,
    /// `shapes::never_returns` of the `let` bodies of a chain already walked (by address):
    /// asked at every `let` of a guard, it would be quadratic in a long chain.
    pub never_returns: HashMap<*const Expr, bool>,
    /// `/binary` rests made a match context the function's next call advances in place
    /// (`match_reuse.rs`).
    pub reuse_rest: HashSet<VarId>,
    /// Those rests' instructions, put off until their clause's head has matched.
    pub deferred_rests: Vec<Instr>,
}

/// Registers a function may use: 16M (a frame of 128 MiB), far past what any source
/// reaches before the compiler's other costs do; a return frame keeps its size in 24 bits.
const MAX_REGS: usize = crate::process::MAX_FRAME_SIZE;

pub(crate) type CResult<T> = Result<T, String>;

impl<'g> FnGen<'g> {
    /// `uses`: [`triheap_ir::uses::var_use_counts`] of `f`.
    pub fn compile_function(
        g: &'g mut ModGen,
        f: &Function,
        uses: HashMap<VarId, u32>,
    ) -> CResult<()> {
        let arity = Reg::try_from(f.arity)
            .ok()
            .filter(|&a| (a as usize) < MAX_REGS)
            .ok_or_else(|| "too many arguments".to_string())?;
        let reuse_rest = super::match_reuse::reusable_rests(f, &uses, &g.context_params);
        let mut gen = FnGen {
            g,
            env: HashMap::new(),
            next: arity,
            max: arity,
            guard_fail: None,
            name: format!("{}/{}", f.name, f.arity),
            uses,
            shapes: HashMap::new(),
            owners: HashSet::new(),
            never_returns: HashMap::new(),
            reuse_rest,
            deferred_rests: Vec::new(),
        };
        for (i, &p) in f.params.iter().enumerate() {
            gen.env.insert(p, Src::R(i as Reg));
        }
        // `function_clause` and anything else without a line of its own: the function's.
        gen.g.line = f.pos.line;
        let enter_at = gen.g.code.len();
        gen.g.emit(Instr::Enter {
            size: 0,
            arity,
            clear_from: 0,
            clear_to: 0,
        });
        gen.expr(&f.body, &Ctx::Tail)?;
        let size = gen.max.max(1);
        gen.g.code[enter_at] = Instr::Enter {
            size,
            arity,
            clear_from: 0,
            clear_to: 0,
        };
        Ok(())
    }

    pub fn reg(&mut self) -> CResult<Reg> {
        let r = self.next;
        self.next = self
            .next
            .checked_add(1)
            .filter(|&n| (n as usize) < MAX_REGS)
            .ok_or_else(|| format!("function {} needs too many registers", self.name))?;
        self.max = self.max.max(self.next);
        Ok(r)
    }

    fn touch(&mut self, r: usize) -> CResult<()> {
        if r >= MAX_REGS {
            return Err(format!("function {} needs too many registers", self.name));
        }
        self.max = self.max.max(r as Reg);
        Ok(())
    }

    /// The sources of `args`, in order.
    pub fn srcs(&mut self, args: &[Atomic]) -> CResult<Vec<Src>> {
        args.iter().map(|a| self.src(a)).collect()
    }

    pub fn src(&mut self, a: &Atomic) -> CResult<Src> {
        match a {
            Atomic::Var(v) => self
                .env
                .get(v)
                .copied()
                .ok_or_else(|| format!("internal: unbound variable {v} in {}", self.name)),
            Atomic::Lit(l) => Ok(Src::K(literal_term(l)?)),
        }
    }

    pub(super) fn emit(&mut self, i: Instr) {
        self.g.emit(i);
    }

    /// Instructions emitted from here on are at `pos` in the source (line 0: no position of
    /// its own, keep the current line).
    pub(super) fn at(&mut self, pos: Pos) {
        if pos.line > 0 {
            self.g.line = pos.line;
        }
    }

    fn at_site(&mut self, site: SiteId) {
        if let Some(&line) = self.g.site_lines.get(site.0 as usize) {
            if line > 0 {
                self.g.line = line;
            }
        }
    }

    fn deliver(&mut self, s: Src, ctx: &Ctx) {
        match ctx {
            Ctx::Tail => {
                if s != Src::R(0) {
                    self.emit(Instr::Move { src: s, dst: 0 });
                }
                self.emit(Instr::Return);
            }
            Ctx::Into(regs, join) => {
                if s != Src::R(regs[0]) {
                    self.emit(Instr::Move {
                        src: s,
                        dst: regs[0],
                    });
                }
                self.emit(Instr::Jump(*join));
            }
        }
    }

    /// Compiles `e`. A body's `let` chain is as long as the body, so its `let`s are taken in
    /// this loop rather than by recursion, and what must follow the last body (forgetting a
    /// known shape, the out-of-line clauses of a `case`) waits on a stack.
    pub(super) fn expr(&mut self, e: &Expr, ctx: &Ctx) -> CResult<()> {
        let mut after = Vec::new();
        let mut cur = e;
        let mut r = loop {
            match self.expr_step(cur, ctx, &mut after) {
                Ok(Some(next)) => cur = next,
                Ok(None) => break Ok(()),
                Err(msg) => break Err(msg),
            }
        };
        while let Some(a) = after.pop() {
            match a {
                After::Forget(v) => {
                    self.shapes.remove(&v);
                }
                After::Cold {
                    cold,
                    save,
                    args,
                    clauses,
                    fail,
                    pos,
                } if r.is_ok() => {
                    // Every way through the body has left (returned, jumped to its join,
                    // raised).
                    let after = self.next;
                    self.g.bind(cold);
                    self.next = save;
                    r = self.case(args, clauses, fail, pos, ctx);
                    self.next = after;
                }
                After::Cold { .. } => {}
            }
        }
        r
    }

    /// Compiles `e` up to the body of its `let`, which it returns to be compiled next.
    fn expr_step<'e>(
        &mut self,
        e: &'e Expr,
        ctx: &Ctx,
        after: &mut Vec<After<'e>>,
    ) -> CResult<Option<&'e Expr>> {
        match e {
            Expr::Atomic(a) => {
                let s = self.src(a)?;
                self.deliver(s, ctx);
            }
            Expr::Values(vs) => match ctx {
                // One value wanted (see `Let` below): the result is the last one.
                Ctx::Tail if !vs.is_empty() => {
                    let s = self.src(vs.last().unwrap())?;
                    self.deliver(s, ctx);
                }
                Ctx::Into(regs, _) if regs.len() == 1 && vs.len() > 1 => {
                    let s = self.src(vs.last().unwrap())?;
                    self.deliver(s, ctx);
                }
                Ctx::Into(regs, join) if regs.len() == vs.len() => {
                    for (a, &r) in vs.iter().zip(regs) {
                        let s = self.src(a)?;
                        if s != Src::R(r) {
                            self.emit(Instr::Move { src: s, dst: r });
                        }
                    }
                    self.emit(Instr::Jump(*join));
                }
                _ if vs.len() == 1 => {
                    let s = self.src(&vs[0])?;
                    self.deliver(s, ctx);
                }
                _ => {
                    return Err(format!(
                        "internal: {} values where they cannot go",
                        vs.len()
                    ))
                }
            },
            // `let <X1..Xn, R> = case/receive ... in R`: the variables the construct exports
            // are not used, so compile it in place, keeping calls in its clauses tail calls
            // (a loop written as `receive ... -> loop(..) end` must run in constant stack).
            Expr::Let { vars, value, body }
                if vars.len() > 1
                    && matches!(**body, Expr::Atomic(Atomic::Var(r)) if Some(&r) == vars.last())
                    && matches!(**value, Expr::Case { .. } | Expr::Receive { .. }) =>
            {
                self.expr(value, ctx)?;
            }
            // `let X = V in X` (or in `Values[.., X]` where one value is wanted): the value is
            // the result, so compile it in place (a call there stays a tail call).
            Expr::Let { vars, value, body }
                if vars.len() == 1 && self.returns_var(body, vars[0], ctx) =>
            {
                self.expr(value, ctx)?;
            }
            // `case A < B of true -> ..; false -> .. end`: the comparison jumps.
            Expr::Let { vars, value, body } if self.bool_branches(vars, value, body).is_some() => {
                let (then, other) = self.bool_branches(vars, value, body).unwrap();
                self.branch_on(value, then, other, ctx)?;
            }
            Expr::Let { vars, value, body } => {
                if let Some((ops, rest)) = super::float_region::find(e) {
                    if let Some(last) = self.float_region(&ops)? {
                        return match rest {
                            Some(rest) => Ok(Some(rest)),
                            None => {
                                self.deliver(Src::R(last), ctx);
                                Ok(None)
                            }
                        };
                    }
                }
                return self.let_in(vars, value, body, after);
            }
            Expr::Call { target, args, pos }
                if matches!(ctx, Ctx::Tail) && self.guard_fail.is_none() =>
            {
                self.at(*pos);
                self.tail_call(target, args)?;
            }
            Expr::Case {
                args,
                clauses,
                fail,
                pos,
            } => self.case(args, clauses, fail, *pos, ctx)?,
            Expr::Receive { clauses, after } => self.receive(clauses, after, ctx)?,
            Expr::Try {
                body,
                of_vars,
                of_body,
                catch_vars,
                handler,
            } => self.try_(body, of_vars, of_body, catch_vars, handler, ctx)?,
            Expr::Catch(body) => {
                let r = self.reg()?;
                let (h, end) = (self.g.new_label(), self.g.new_label());
                self.emit(Instr::CatchBegin { handler: h, dst: r });
                let save = self.next;
                self.expr(body, &Ctx::Into(vec![r], end))?;
                self.next = save;
                self.g.bind(end);
                self.emit(Instr::CatchEnd);
                self.g.bind(h);
                self.deliver(Src::R(r), ctx);
            }
            Expr::Raise {
                class,
                reason,
                trace,
                pos,
            } => {
                // In a guard, an exception (a record access of another term) fails the guard.
                if let Some(gf) = self.guard_fail {
                    self.emit(Instr::Jump(gf));
                    return Ok(None);
                }
                self.at(*pos);
                let class = self.src(class)?;
                let reason = self.src(reason)?;
                let trace = match trace {
                    Some(t) => Some(self.src(t)?),
                    None => None,
                };
                self.emit(Instr::Raise {
                    class,
                    reason,
                    trace,
                });
            }
            _ => {
                let r = self.simple(e)?;
                self.deliver(Src::R(r), ctx);
            }
        }
        Ok(None)
    }

    /// `let vars = value in body`: binds `vars` and returns `body`, to be compiled next (with
    /// what must follow it pushed on `after`).
    fn let_in<'e>(
        &mut self,
        vars: &[VarId],
        value: &'e Expr,
        body: &'e Expr,
        after: &mut Vec<After<'e>>,
    ) -> CResult<Option<&'e Expr>> {
        if let Some(gf) = self.guard_fail {
            if self.never_returns(body) {
                // The reason of an exception that fails a guard need not be built.
                self.emit(Instr::Jump(gf));
                return Ok(None);
            }
        }
        let fact = shapes::after_let(vars, value).filter(|(v, _)| !self.shapes.contains_key(v));
        match value {
            // `let vars = case A of P -> B end in body` where `P` matches whatever `A` is:
            // bind `P`, then `let vars = B in body`, with no join (a record field access is
            // one element load, its value used where it is).
            Expr::Case { args, clauses, .. } if self.first_clause_certain(args, clauses) => {
                let srcs = self.srcs(args)?;
                let known = self.known_shapes(args);
                // No test of an irrefutable pattern can fail: the label stays unbound.
                let never = self.g.new_label();
                let first = &clauses[0];
                self.clause_head(&first.pats, &srcs, &known, None, never)?;
                return self.let_in(vars, &first.body, body, after);
            }
            // Only the first clause can complete (a record check, `{ok, X} = f()`): its body
            // and the `let`'s run straight on from its match, and the other clauses, which
            // raise, go out of line after them.
            Expr::Case {
                args,
                clauses,
                fail: how,
                pos,
            } if clauses
                .get(1..)
                .is_some_and(|rest| rest.iter().all(|c| shapes::never_returns(&c.body))) =>
            {
                let srcs = self.srcs(args)?;
                let known = self.known_shapes(args);
                let cold = self.g.new_label();
                let save = self.next;
                let first = &clauses[0];
                self.clause_head(&first.pats, &srcs, &known, first.guard.as_ref(), cold)?;
                after.push(After::Cold {
                    cold,
                    save,
                    args,
                    clauses: &clauses[1..],
                    fail: how,
                    pos: *pos,
                });
                self.knowing(fact, after);
                return self.let_in(vars, &first.body, body, after);
            }
            _ => self.bind_let(vars, value)?,
        }
        self.knowing(fact, after);
        Ok(Some(body))
    }

    /// [`shapes::never_returns`], remembered for every `let` body of the chain it walks.
    fn never_returns(&mut self, e: &Expr) -> bool {
        let mut seen = Vec::new();
        let mut cur = e;
        let result = loop {
            if let Some(&r) = self.never_returns.get(&(cur as *const Expr)) {
                break r;
            }
            seen.push(cur as *const Expr);
            match cur {
                Expr::Let { body, .. } => cur = body,
                _ => break shapes::never_returns(cur),
            }
        };
        for e in seen {
            self.never_returns.insert(e, result);
        }
        result
    }

    /// Makes `fact` (a variable's shape) known until the code being generated is done.
    fn knowing(&mut self, fact: Option<(VarId, Shape)>, after: &mut Vec<After<'_>>) {
        if let Some((v, shape)) = fact {
            self.shapes.insert(v, shape);
            after.push(After::Forget(v));
        }
    }

    /// The known shapes of a `case`'s arguments.
    fn known_shapes(&self, args: &[Atomic]) -> Vec<Option<Shape>> {
        args.iter()
            .map(|a| match a {
                Atomic::Var(v) => self.shapes.get(v).cloned(),
                _ => None,
            })
            .collect()
    }

    /// Whether a `case`'s first clause matches every value its arguments can have here.
    fn first_clause_certain(&self, args: &[Atomic], clauses: &[triheap_ir::ir::Clause]) -> bool {
        clauses.first().is_some_and(|first| {
            first.pats.len() == args.len() && shapes::matches_all(first, &self.known_shapes(args))
        })
    }

    fn site_is_shared(&self, site: triheap_ir::ir::SiteId) -> bool {
        self.g
            .shared_sites
            .get(site.0 as usize)
            .copied()
            .unwrap_or(false)
    }

    /// Whether `body` just yields variable `v` as the one value `ctx` wants.
    fn returns_var(&self, body: &Expr, v: VarId, ctx: &Ctx) -> bool {
        let single = match ctx {
            Ctx::Tail => true,
            Ctx::Into(regs, _) => regs.len() == 1,
        };
        match body {
            Expr::Atomic(Atomic::Var(x)) => *x == v,
            Expr::Values(vs) if single => matches!(vs.last(), Some(Atomic::Var(x)) if *x == v),
            _ => false,
        }
    }

    /// Bind `vars` to the value(s) of `value`.
    fn bind_let(&mut self, vars: &[VarId], value: &Expr) -> CResult<()> {
        match value {
            Expr::Atomic(a) if vars.len() == 1 => {
                let s = self.src(a)?;
                self.env.insert(vars[0], s);
            }
            Expr::Values(vs) if vs.len() == vars.len() => {
                for (&v, a) in vars.iter().zip(vs) {
                    let s = self.src(a)?;
                    self.env.insert(v, s);
                }
            }
            Expr::Cons { .. }
            | Expr::Tuple { .. }
            | Expr::MakeFun { .. }
            | Expr::Binary { .. }
            | Expr::Map { .. }
            | Expr::Bif { .. }
            | Expr::Call { .. }
                if vars.len() == 1 =>
            {
                let r = self.simple(value)?;
                self.env.insert(vars[0], Src::R(r));
                self.owners.insert(vars[0]);
                // A call made for its effect: free the result's register, so the dead value
                // is overwritten by the next call's arguments instead of staying reachable
                // from this frame while that call runs (a collection would keep it).
                if matches!(value, Expr::Call { .. })
                    && !self.uses.contains_key(&vars[0])
                    && r + 1 == self.next
                {
                    self.next = r;
                }
            }
            _ => {
                let mut regs = Vec::with_capacity(vars.len());
                for _ in vars {
                    regs.push(self.reg()?);
                }
                let join = self.g.new_label();
                let save = self.next;
                self.expr(value, &Ctx::Into(regs.clone(), join))?;
                self.next = save;
                self.g.bind(join);
                for (&v, &r) in vars.iter().zip(&regs) {
                    self.env.insert(v, Src::R(r));
                }
            }
        }
        Ok(())
    }

    /// Compile an expression that produces one value in a fresh register; returns it.
    pub(super) fn simple(&mut self, e: &Expr) -> CResult<Reg> {
        match e {
            Expr::Cons { head, tail, site } => {
                let (h, t) = (self.src(head)?, self.src(tail)?);
                // A shared site builds in the message area: it needs no room in the heap.
                let shared = self.site_is_shared(*site);
                if !shared {
                    self.emit(Instr::TestHeap {
                        need: 2,
                        live: self.next,
                    });
                }
                let r = self.reg()?;
                if shared {
                    self.emit(Instr::PutConsShared {
                        head: h,
                        tail: t,
                        dst: r,
                    });
                } else {
                    self.emit(Instr::PutCons {
                        head: h,
                        tail: t,
                        dst: r,
                    });
                }
                Ok(r)
            }
            Expr::Tuple { elems, site } => {
                let srcs = self.srcs(elems)?;
                let shared = self.site_is_shared(*site);
                if !shared {
                    self.emit(Instr::TestHeap {
                        need: 1 + srcs.len() as u32,
                        live: self.next,
                    });
                }
                let r = self.reg()?;
                if shared {
                    self.emit(Instr::PutTupleShared {
                        elems: srcs.into(),
                        dst: r,
                    });
                } else {
                    self.emit(Instr::PutTuple {
                        elems: srcs.into(),
                        dst: r,
                    });
                }
                Ok(r)
            }
            Expr::MakeFun {
                name,
                arity,
                free,
                site,
            } => {
                let srcs = self.srcs(free)?;
                if !self.g.functions.contains_key(&(name.clone(), *arity)) {
                    return Err(format!("internal: fun of unknown function {name}/{arity}"));
                }
                let fun = self.g.fun(name, *arity, srcs.len() as u32);
                let shared = self.site_is_shared(*site);
                if !shared {
                    self.emit(Instr::TestHeap {
                        need: 2 + srcs.len() as u32,
                        live: self.next,
                    });
                }
                let r = self.reg()?;
                if shared {
                    self.emit(Instr::MakeFunShared {
                        fun,
                        free: srcs.into(),
                        dst: r,
                    });
                } else {
                    self.emit(Instr::MakeFun {
                        fun,
                        free: srcs.into(),
                        dst: r,
                    });
                }
                Ok(r)
            }
            Expr::Binary { segments, site } => {
                self.at_site(*site);
                let mut segs = Vec::with_capacity(segments.len());
                for s in segments {
                    let value = self.src(&s.value)?;
                    let size = match &s.size {
                        Some(a) => Some(self.src(a)?),
                        None => None,
                    };
                    segs.push(BsSegment {
                        value,
                        size,
                        spec: s.spec,
                    });
                }
                let r = self.reg()?;
                self.emit(Instr::BsBuild {
                    segments: segs.into(),
                    dst: r,
                });
                Ok(r)
            }
            Expr::Map { base, pairs, site } => {
                self.at_site(*site);
                self.map(base.as_ref(), pairs)
            }
            Expr::Bif { name, args, pos } => {
                self.at(*pos);
                self.bif(name, args)
            }
            Expr::Call { target, args, pos } => {
                self.at(*pos);
                self.call(target, args)
            }
            _ => {
                let r = self.reg()?;
                let join = self.g.new_label();
                let save = self.next;
                self.expr(e, &Ctx::Into(vec![r], join))?;
                self.next = save;
                self.g.bind(join);
                Ok(r)
            }
        }
    }

    /// Maps are built by BIFs: `maps:from_list/1` for a new map, `maps:merge/2`-like update
    /// for `M#{...}` (with `:=` keys checked).
    fn map(&mut self, base: Option<&Atomic>, pairs: &[(Atomic, Atomic, bool)]) -> CResult<Reg> {
        // Build [{K,V,Exact}...] then call the runtime's map constructor.
        let mut items = Vec::new();
        for (k, v, exact) in pairs {
            items.push((self.src(k)?, self.src(v)?, *exact));
        }
        let base_src = match base {
            Some(b) => Some(self.src(b)?),
            None => None,
        };
        self.emit(Instr::TestHeap {
            need: (items.len() * 6) as u32,
            live: self.next,
        });
        let list = self.reg()?;
        self.emit(Instr::Move {
            src: Src::K(Term::NIL),
            dst: list,
        });
        let tmp = self.reg()?;
        for (k, v, exact) in items.into_iter().rev() {
            self.emit(Instr::PutTuple {
                elems: vec![k, v, Src::K(atom::boolean(exact))].into(),
                dst: tmp,
            });
            self.emit(Instr::PutCons {
                head: Src::R(tmp),
                tail: Src::R(list),
                dst: list,
            });
        }
        let (name, args): (&str, Vec<Src>) = match base_src {
            Some(b) => ("map_update", vec![b, Src::R(list)]),
            None => ("map_build", vec![Src::R(list)]),
        };
        let f = (self.g.bifs)("triheap", name, args.len() as u32)
            .ok_or_else(|| "internal: map BIFs missing".to_string())?;
        let fail = self.guard_fail.unwrap_or(RAISE);
        self.emit(Instr::Bif {
            bif: f,
            args: args.into(),
            dst: list,
            fail,
        });
        self.next = list + 1;
        Ok(list)
    }

    fn bif(&mut self, name: &str, args: &[Atomic]) -> CResult<Reg> {
        let srcs = self.srcs(args)?;
        if name == "!" && srcs.len() == 2 {
            let r = self.reg()?;
            self.emit(Instr::Send {
                to: srcs[0],
                msg: srcs[1],
                dst: r,
            });
            return Ok(r);
        }
        match (self.g.bifs)("erlang", name, srcs.len() as u32) {
            Some(f) => {
                let r = match self.dying_top_operand(args) {
                    Some(r) => r,
                    None => self.reg()?,
                };
                self.emit_bif(name, f, srcs, args, r);
                Ok(r)
            }
            None if self.guard_fail.is_some() => Err(format!(
                "internal: guard BIF erlang:{name}/{} does not exist",
                srcs.len()
            )),
            None => {
                let target = CallTarget::Remote(
                    Atomic::Lit(triheap_ir::ir::Literal::Atom("erlang".into())),
                    Atomic::Lit(triheap_ir::ir::Literal::Atom(name.into())),
                );
                self.call(&target, args)
            }
        }
    }

    /// The register of an operand that dies here and is the newest one, for the result to
    /// reuse. Each `let` keeps its register for its scope, so a chain of temporaries
    /// (`(X * 7919 + I) rem 100003`, or `1+1+...+1` with one per operand) would otherwise take
    /// a register each, and every one of them stays in the frame of a call made after it (a
    /// body-recursive comprehension's frame held three dead temporaries). The operand must
    /// own its register (bound to a fresh one): any other variable sharing it would have been
    /// bound from it, which is a use, and it has only this one.
    fn dying_top_operand(&self, args: &[Atomic]) -> Option<Reg> {
        args.iter().find_map(|a| match a {
            Atomic::Var(v)
                if self.owners.contains(v)
                    && self.uses.get(v) == Some(&1)
                    && self.env.get(v) == Some(&Src::R(self.next - 1)) =>
            {
                Some(self.next - 1)
            }
            _ => None,
        })
    }

    /// Call BIF `erlang:name` (`f`) on `srcs` (the values of `args`) into `dst`: inline
    /// arithmetic for the integer operators, else a BIF call.
    pub(super) fn emit_bif(
        &mut self,
        name: &str,
        f: crate::code::BifFn,
        srcs: Vec<Src>,
        args: &[Atomic],
        dst: Reg,
    ) {
        let fail = self.guard_fail.unwrap_or(RAISE);
        let element_index = match (name, srcs.as_slice()) {
            ("element", [k, _]) => literal_index(k),
            _ => None,
        };
        if let (Some(op), [a, b]) = (super::guard::cmp_op(name), srcs.as_slice()) {
            // Comparisons never fail: no label, and no call.
            self.emit(Instr::CmpValue {
                op,
                a: *a,
                b: *b,
                dst,
            });
            return;
        }
        match (arith_op(name), element_index) {
            (Some(op), _) if srcs.len() == 2 => self.emit(Instr::Arith {
                op,
                a: srcs[0],
                b: srcs[1],
                dst,
                bif: f,
                fail,
            }),
            (_, Some(index)) => self.emit(Instr::ElementImm {
                index,
                src: srcs[1],
                dst,
                bif: f,
                fail,
            }),
            _ => self.emit(Instr::Bif {
                bif: f,
                args: srcs.into(),
                dst,
                fail,
            }),
        }
        self.mark_inline_op(name, args);
    }

    /// Marks the instruction just emitted in the line table if Erlang/OTP's compiler
    /// inlines it in a way whose failure shows no `{erlang, Op, Args, _}` frame: `/`, float
    /// arithmetic with a float literal, `+` with an integer literal and `X - Literal`. An
    /// operand that is a literal non-number makes erlc call the BIF instead (it knows the
    /// operation fails), so the frame is there.
    fn mark_inline_op(&mut self, name: &str, args: &[Atomic]) {
        use triheap_ir::ir::Literal;
        let is = |a: &Atomic, float: bool| match a {
            Atomic::Lit(Literal::Float(_)) => float,
            Atomic::Lit(Literal::Int(_)) => !float,
            _ => false,
        };
        let non_number = |a: &Atomic| matches!(a, Atomic::Lit(l) if !matches!(l, Literal::Int(_) | Literal::Float(_)));
        if args.iter().any(non_number) {
            return;
        }
        let inline = match (name, args) {
            ("/", [_, _]) => true,
            ("+" | "-" | "*", [a, b]) if is(a, true) || is(b, true) => true,
            ("+", [a, b]) => is(a, false) || is(b, false),
            ("-", [_, b]) => is(b, false),
            _ => false,
        };
        if inline {
            if let Some(l) = self.g.lines.last_mut() {
                *l |= crate::stacktrace::INLINE_OP;
            }
        }
    }

    /// Place call arguments in `R(base)..`; returns base.
    fn place_args(&mut self, args: &[Atomic]) -> CResult<Reg> {
        let srcs = self.srcs(args)?;
        let base = self.next;
        self.touch(base as usize + srcs.len() + 1)?;
        for (i, s) in srcs.into_iter().enumerate() {
            let r = base + i as Reg;
            if s != Src::R(r) {
                self.emit(Instr::Move { src: s, dst: r });
            }
        }
        Ok(base)
    }

    /// For a tail call: the arguments go straight to `R0..`, the registers the callee's frame
    /// starts with, as one parallel move (a cycle is broken through a spare register).
    /// `fun`, for a fun call, goes after the arguments.
    fn place_tail_args(&mut self, args: &[Atomic], fun: Option<&Atomic>) -> CResult<Reg> {
        let mut moves = Vec::with_capacity(args.len() + 1);
        for (i, a) in args.iter().chain(fun).enumerate() {
            let s = self.src(a)?;
            if s != Src::R(i as Reg) {
                moves.push((i as Reg, s));
            }
        }
        let n = args.len() + fun.is_some() as usize;
        self.touch(n + 1)?;
        let spare = self.next.max(n as Reg);
        while !moves.is_empty() {
            // A move whose destination no other pending move still reads.
            let free =
                (0..moves.len()).find(|&i| !moves.iter().any(|&(_, s)| s == Src::R(moves[i].0)));
            match free {
                Some(i) => {
                    let (dst, src) = moves.swap_remove(i);
                    self.emit(Instr::Move { src, dst });
                }
                None => {
                    // Every destination is still read: park one in the spare register.
                    let blocked = moves[0].0;
                    self.touch(spare as usize + 1)?;
                    self.emit(Instr::Move {
                        src: Src::R(blocked),
                        dst: spare,
                    });
                    for m in moves.iter_mut() {
                        if m.1 == Src::R(blocked) {
                            m.1 = Src::R(spare);
                        }
                    }
                }
            }
        }
        Ok(0)
    }

    /// For a call with a computed module or function: arguments of `erlang:apply/3`.
    fn place_apply_args(&mut self, m: &Atomic, f: &Atomic, args: &[Atomic]) -> CResult<Reg> {
        let (ms, fs) = (self.src(m)?, self.src(f)?);
        let srcs = self.srcs(args)?;
        let base = self.next;
        self.touch(base as usize + 4)?;
        self.emit(Instr::TestHeap {
            need: 2 * srcs.len() as u32,
            live: base,
        });
        self.emit(Instr::Move {
            src: Src::K(Term::NIL),
            dst: base + 2,
        });
        for s in srcs.into_iter().rev() {
            self.emit(Instr::PutCons {
                head: s,
                tail: Src::R(base + 2),
                dst: base + 2,
            });
        }
        self.emit(Instr::Move { src: ms, dst: base });
        self.emit(Instr::Move {
            src: fs,
            dst: base + 1,
        });
        Ok(base)
    }

    fn static_remote(m: &Atomic, f: &Atomic) -> Option<(String, String)> {
        use triheap_ir::ir::Literal;
        match (m, f) {
            (Atomic::Lit(Literal::Atom(m)), Atomic::Lit(Literal::Atom(f))) => {
                Some((m.clone(), f.clone()))
            }
            _ => None,
        }
    }

    fn local_entry(&self, name: &str, arity: u32) -> CResult<Label> {
        self.g
            .functions
            .get(&(name.to_string(), arity))
            .map(|&(_, l)| l)
            .ok_or_else(|| format!("function {name}/{arity} undefined"))
    }

    pub(super) fn call(&mut self, target: &CallTarget, args: &[Atomic]) -> CResult<Reg> {
        let n = args.len() as u32;
        let base = match target {
            CallTarget::Local(name, arity) => {
                let entry = self.local_entry(name, *arity)?;
                let base = self.place_args(args)?;
                self.emit(Instr::Call {
                    entry,
                    base,
                    pre: PreMoves::NONE,
                });
                base
            }
            CallTarget::Remote(m, f) => match Self::static_remote(m, f) {
                Some((m, f)) => {
                    let base = self.place_args(args)?;
                    let import = self.g.import(&m, &f, n);
                    self.emit(Instr::CallExt { import, base });
                    base
                }
                None => {
                    let base = self.place_apply_args(m, f, args)?;
                    let import = self.g.import("erlang", "apply", 3);
                    self.emit(Instr::CallExt { import, base });
                    base
                }
            },
            CallTarget::Fun(fun) => {
                let fs = self.src(fun)?;
                let base = self.place_args(args)?;
                self.emit(Instr::Move {
                    src: fs,
                    dst: base + n as Reg,
                });
                self.emit(Instr::CallFun {
                    base,
                    arity: n as Reg,
                    pre: PreMoves::NONE,
                });
                base
            }
        };
        self.next = base + 1;
        self.max = self.max.max(self.next);
        Ok(base)
    }

    fn tail_call(&mut self, target: &CallTarget, args: &[Atomic]) -> CResult<()> {
        let n = args.len() as Reg;
        match target {
            CallTarget::Local(name, arity) => {
                let entry = self.local_entry(name, *arity)?;
                let base = self.place_tail_args(args, None)?;
                self.emit(Instr::CallOnly {
                    entry,
                    base,
                    arity: n,
                    pre: PreMoves::NONE,
                });
            }
            CallTarget::Remote(m, f) => match Self::static_remote(m, f) {
                Some((m, f)) => {
                    let base = self.place_tail_args(args, None)?;
                    let import = self.g.import(&m, &f, n as u32);
                    self.emit(Instr::CallExtOnly {
                        import,
                        base,
                        arity: n,
                    });
                }
                None => {
                    let base = self.place_apply_args(m, f, args)?;
                    let import = self.g.import("erlang", "apply", 3);
                    self.emit(Instr::CallExtOnly {
                        import,
                        base,
                        arity: 3,
                    });
                }
            },
            CallTarget::Fun(fun) => {
                let base = self.place_tail_args(args, Some(fun))?;
                self.emit(Instr::CallFunOnly {
                    base,
                    arity: n,
                    pre: PreMoves::NONE,
                });
            }
        }
        Ok(())
    }

    fn case(
        &mut self,
        args: &[Atomic],
        clauses: &[triheap_ir::ir::Clause],
        fail: &CaseFail,
        pos: Pos,
        ctx: &Ctx,
    ) -> CResult<()> {
        let srcs = self.srcs(args)?;
        let known = self.known_shapes(args);
        let outer = self.shapes.clone();
        let save = self.next;
        for c in clauses {
            let next_clause = self.g.new_label();
            self.next = save;
            self.clause_head(&c.pats, &srcs, &known, c.guard.as_ref(), next_clause)?;
            self.expr(&c.body, ctx)?;
            self.shapes.clone_from(&outer);
            self.g.bind(next_clause);
            if shapes::matches_all(c, &known) {
                // Later clauses and the failure are unreachable.
                self.next = save;
                return Ok(());
            }
        }
        self.next = save;
        if let Some(gf) = self.guard_fail {
            self.emit(Instr::Jump(gf));
            return Ok(());
        }
        let kind = match fail {
            CaseFail::CaseClause | CaseFail::Unreachable => MatchFail::CaseClause,
            CaseFail::Badmatch => MatchFail::Badmatch,
            CaseFail::IfClause => MatchFail::IfClause,
            CaseFail::TryClause => MatchFail::TryClause,
            CaseFail::FunctionClause => MatchFail::FunctionClause,
        };
        let value = srcs.first().copied().unwrap_or(Src::K(Term::NIL));
        // The clauses' code moved the current line on; the failure is the construct's.
        self.at(pos);
        self.emit(Instr::MatchFail { kind, value });
        Ok(())
    }

    /// Match patterns and guard; jump to `fail` if they do not hold.
    fn clause_head(
        &mut self,
        pats: &[triheap_ir::ir::Pattern],
        srcs: &[Src],
        known: &[Option<Shape>],
        guard: Option<&Expr>,
        fail: Label,
    ) -> CResult<()> {
        if pats.len() != srcs.len() {
            return Err(format!(
                "internal: {} patterns for {} values",
                pats.len(),
                srcs.len()
            ));
        }
        let deferred = self.deferred_rests.len();
        for (k, (p, &s)) in pats.iter().zip(srcs).enumerate() {
            match (p, known.get(k)) {
                (Pattern::Tuple(ps), Some(Some(shape))) if shapes::settles(shape, p) => {
                    self.tuple_elements(ps, s, fail, true)?
                }
                _ => self.pattern(p, s, fail)?,
            }
        }
        if let Some(g) = guard {
            self.guard(g, fail)?;
        }
        // A match context is advanced in place only once no other clause can read it.
        for rest in self.deferred_rests.split_off(deferred) {
            self.emit(rest);
        }
        Ok(())
    }

    fn receive(
        &mut self,
        clauses: &[triheap_ir::ir::Clause],
        after: &Option<(Atomic, Box<Expr>)>,
        ctx: &Ctx,
    ) -> CResult<()> {
        let save = self.next;
        let m = self.reg()?;
        let (again, wait) = (self.g.new_label(), self.g.new_label());
        self.g.bind(again);
        self.emit(Instr::RecvPeek {
            dst: m,
            empty: wait,
        });
        for c in clauses {
            let next_clause = self.g.new_label();
            self.next = save + 1;
            self.clause_head(&c.pats, &[Src::R(m)], &[], c.guard.as_ref(), next_clause)?;
            self.emit(Instr::RecvAccept);
            self.expr(&c.body, ctx)?;
            self.g.bind(next_clause);
        }
        self.next = save + 1;
        self.emit(Instr::RecvNext { again });
        self.g.bind(wait);
        match after {
            Some((t, body)) => {
                let ts = self.src(t)?;
                self.emit(Instr::RecvWait {
                    timeout: Some(ts),
                    again,
                });
                self.next = save;
                self.expr(body, ctx)?;
            }
            None => self.emit(Instr::RecvWait {
                timeout: None,
                again,
            }),
        }
        self.next = save;
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn try_(
        &mut self,
        body: &Expr,
        of_vars: &[VarId],
        of_body: &Expr,
        catch_vars: &[VarId; 3],
        handler: &Expr,
        ctx: &Ctx,
    ) -> CResult<()> {
        let c = self.reg()?;
        self.reg()?;
        self.reg()?;
        let (h, ok) = (self.g.new_label(), self.g.new_label());
        self.emit(Instr::TryBegin {
            handler: h,
            regs: c,
        });
        let mut of_regs = Vec::new();
        for _ in of_vars {
            of_regs.push(self.reg()?);
        }
        let inner = self.next;
        // Inside a guard, errors in the body must reach this handler, not the guard's
        // failure label (which would leave the handler installed).
        let outer_guard = self.guard_fail.take();
        self.expr(body, &Ctx::Into(of_regs.clone(), ok))?;
        self.guard_fail = outer_guard;
        self.next = inner;
        self.g.bind(ok);
        self.emit(Instr::TryEnd);
        for (&v, &r) in of_vars.iter().zip(&of_regs) {
            self.env.insert(v, Src::R(r));
        }
        self.expr(of_body, ctx)?;
        self.next = inner;
        self.g.bind(h);
        for (i, &v) in catch_vars.iter().enumerate() {
            self.env.insert(v, Src::R(c + i as Reg));
        }
        self.expr(handler, ctx)?;
        Ok(())
    }
}

/// A literal positive small integer operand that fits an instruction's `u32` index.
fn literal_index(src: &Src) -> Option<u32> {
    match src {
        Src::K(t) if t.is_small() => u32::try_from(t.small_val()).ok().filter(|&i| i >= 1),
        _ => None,
    }
}
