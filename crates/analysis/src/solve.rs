//! The fixpoint of seed 004 sec. 4.2-4.5 over triheap's IR: a 0-CFA (closures and call graph
//! found as the values flow) with abstract values per variable, per function parameter
//! (`Val`) and per function result (`Out`, standing for `In` of its call sites), solved by
//! a worklist of functions. A function is re-analysed when one of its parameters grows or
//! when the result of a function it calls grows; each pass is one walk over its body
//! (A-normal form, no loops: recursion goes through calls).
//!
//! The program's sends and spawns are *sinks*: the values they take feed the Message set
//! (rules 4.5 (3)-(4)). In escape mode, calls leaving the analysed code and the results of
//! exported functions are sinks too (sec. 4.4 (1)-(2)).

use crate::builtins::{self, Builtin};
use crate::program::{FnRef, Program};
use crate::value::{Label, Labels, Value, UNKNOWN};
use crate::Mode;
use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use triheap_ir::ir::{
    Atomic, CallTarget, Clause, Expr, Literal, Pattern, Pos, SiteId, SiteKind, VarId,
};

/// What a sink does with the value it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SinkKind {
    Send,
    Spawn,
    TimerSend,
    /// Escape mode: passed to code outside the analysis.
    ExternalCall,
    /// Escape mode: returned by an exported function.
    ExportedResult,
}

#[derive(Clone, Debug)]
pub struct Sink {
    pub kind: SinkKind,
    pub pos: Pos,
    pub function: FnRef,
    /// For an external call: whom it calls (`lists:map/2`).
    pub callee: String,
    /// The top-level labels of the value taken (empty: a constant or data in the area).
    pub top: Labels,
    /// Every label in it.
    pub all: Labels,
}

/// An argument of a constructor site, and where its top-level object may come from (what
/// lies below a shared object is in the area already).
#[derive(Clone, Debug)]
pub struct SiteArg {
    pub name: String,
    pub top: Labels,
}

/// What the analysis saw of a constructor site.
#[derive(Clone, Debug)]
pub struct SiteInfo {
    pub function: FnRef,
    /// The constructor's arguments (a closure's free variables).
    pub args: Vec<SiteArg>,
}

pub struct Solution {
    pub sinks: Vec<Sink>,
    /// Per label of a site the analysis reached.
    pub sites: HashMap<Label, SiteInfo>,
    /// How many function passes the fixpoint took.
    pub passes: usize,
}

pub fn solve(prog: &Program, mode: Mode, depth: usize) -> Solution {
    let n = prog.num_functions();
    let mut s = Solver {
        prog,
        mode,
        depth,
        params: prog
            .functions()
            .map(|f| vec![Value::bottom(); prog.function(f).params.len()])
            .collect(),
        out: vec![Value::bottom(); n],
        callers: vec![BTreeSet::new(); n],
        external: vec![false; n],
        queued: vec![false; n],
        worklist: VecDeque::new(),
        sinks: BTreeMap::new(),
        site_args: HashMap::new(),
        fun_targets: HashMap::new(),
        escaped_labels: Labels::default(),
        passes: 0,
    };
    for (mi, m) in prog.modules.iter().enumerate() {
        for (name, arity) in &m.exports {
            if let Some(f) = prog.lookup(&m.name, name, *arity) {
                debug_assert_eq!(f.module as usize, mi);
                s.make_external(f);
            }
        }
    }
    // Helpers tend to follow their callers: starting from the end of each module, a callee
    // is often settled before its callers are first analysed.
    let all: Vec<FnRef> = prog.functions().collect();
    for &f in all.iter().rev() {
        s.enqueue(f);
    }
    while let Some(f) = s.worklist.pop_front() {
        s.queued[prog.fn_number(f)] = false;
        s.passes += 1;
        s.pass(f);
    }
    Solution {
        sinks: s.sinks.into_values().collect(),
        sites: s.site_args,
        passes: s.passes,
    }
}

struct Solver<'p, 'a> {
    prog: &'p Program<'a>,
    mode: Mode,
    depth: usize,
    /// `Val` of each function's parameters.
    params: Vec<Vec<Value>>,
    /// `Out` of each function.
    out: Vec<Value>,
    /// Functions to re-analyse when a function's result grows.
    callers: Vec<BTreeSet<FnRef>>,
    /// Functions callable from outside the analysed code (`xcall`), with unknown arguments.
    external: Vec<bool>,
    queued: Vec<bool>,
    worklist: VecDeque<FnRef>,
    sinks: BTreeMap<(FnRef, Pos, SinkKind), Sink>,
    site_args: HashMap<Label, SiteInfo>,
    /// The lifted function of each closure label.
    fun_targets: HashMap<Label, FnRef>,
    /// Labels already known to reach outside code (closures among them may be called there).
    escaped_labels: Labels,
    passes: usize,
}

impl Solver<'_, '_> {
    fn enqueue(&mut self, f: FnRef) {
        let i = self.prog.fn_number(f);
        if !self.queued[i] {
            self.queued[i] = true;
            self.worklist.push_back(f);
        }
    }

    /// Rule 4.5 (2): a function callable from outside gets unknown arguments.
    fn make_external(&mut self, f: FnRef) {
        let i = self.prog.fn_number(f);
        if self.external[i] {
            return;
        }
        self.external[i] = true;
        let unknown = Value::unknown();
        for p in &mut self.params[i] {
            p.join(&unknown);
        }
        self.enqueue(f);
    }

    /// `v` flows into parameter `k` of `f`.
    fn flow_param(&mut self, f: FnRef, k: usize, v: &Value) {
        let i = self.prog.fn_number(f);
        if k < self.params[i].len() && self.params[i][k].join(&v.limit(self.depth)) {
            self.enqueue(f);
        }
    }

    fn add_sink(&mut self, sink: Sink) {
        let key = (sink.function, sink.pos, sink.kind);
        let closures = sink.all.clone();
        match self.sinks.get_mut(&key) {
            Some(old) => {
                old.top.union_with(&sink.top);
                old.all.union_with(&sink.all);
            }
            None => {
                self.sinks.insert(key, sink);
            }
        }
        // Closures that reach another process or outside code may be called there.
        if matches!(
            key.2,
            SinkKind::ExternalCall | SinkKind::ExportedResult | SinkKind::Send
        ) {
            self.closures_escape(&closures);
        }
    }

    /// Closures among `labels` may be called by code the analysis does not see.
    fn closures_escape(&mut self, labels: &Labels) {
        if labels.is_subset(&self.escaped_labels) {
            return;
        }
        let new: Vec<Label> = labels
            .iter()
            .filter(|l| *l != UNKNOWN && !self.escaped_labels.contains(*l))
            .filter(|l| self.prog.site(*l).kind == SiteKind::Fun)
            .collect();
        // Data labels are marked too, so the next time the subset test settles it.
        self.escaped_labels.union_with(labels);
        for l in new {
            if let Some(&f) = self.fun_targets.get(&l) {
                self.make_external(f);
            }
        }
    }

    fn pass(&mut self, f: FnRef) {
        let func = self.prog.function(f);
        let fi = self.prog.fn_number(f);
        let mut p = Pass {
            s: self,
            f,
            module: f.module,
            env: vec![Value::bottom(); func.var_names.len().max(1)],
        };
        for (k, &v) in func.params.iter().enumerate() {
            let val = p.s.params[fi][k].clone();
            p.set(v, val);
        }
        let result = p.eval(&func.body, 1).pop().unwrap_or_default();
        let result = result.limit(self.depth);
        if self.mode == Mode::Escape && self.external[fi] {
            self.add_sink(Sink {
                kind: SinkKind::ExportedResult,
                pos: func.pos,
                function: f,
                callee: String::new(),
                top: result.labels().clone(),
                all: result.all_labels(),
            });
        }
        if self.external[fi] {
            // A closure returned to outside code may be called there.
            self.closures_escape(&result.all_labels());
        }
        if self.out[fi].join(&result) {
            let callers: Vec<FnRef> = self.callers[fi].iter().copied().collect();
            for c in callers {
                self.enqueue(c);
            }
        }
    }
}

/// One walk over one function's body.
struct Pass<'s, 'p, 'a> {
    s: &'s mut Solver<'p, 'a>,
    f: FnRef,
    module: u32,
    env: Vec<Value>,
}

impl Pass<'_, '_, '_> {
    fn set(&mut self, v: VarId, val: Value) {
        let i = v as usize;
        if i >= self.env.len() {
            self.env.resize(i + 1, Value::bottom());
        }
        self.env[i] = val;
    }

    fn atomic(&self, a: &Atomic) -> Value {
        match a {
            Atomic::Var(v) => self.env.get(*v as usize).cloned().unwrap_or_default(),
            Atomic::Lit(_) => Value::bottom(),
        }
    }

    fn arg_name(&self, a: &Atomic) -> String {
        match a {
            Atomic::Var(v) => match self.s.prog.function(self.f).var_names.get(*v as usize) {
                Some(n) if !n.starts_with("_@") => n.clone(),
                _ => "a value computed here".into(),
            },
            Atomic::Lit(_) => "a constant".into(),
        }
    }

    fn label(&self, site: SiteId) -> Label {
        self.s.prog.label(self.module, site)
    }

    fn record_args(&mut self, l: Label, args: &[&Atomic]) {
        if let Some(old) = self.s.site_args.get_mut(&l) {
            if old.args.len() == args.len() {
                for (o, a) in old.args.iter_mut().zip(args) {
                    if let Atomic::Var(v) = a {
                        if let Some(val) = self.env.get(*v as usize) {
                            o.top.union_with(val.labels());
                        }
                    }
                }
                return;
            }
        }
        let infos: Vec<SiteArg> = args
            .iter()
            .map(|a| SiteArg {
                name: self.arg_name(a),
                top: self.atomic(a).labels().clone(),
            })
            .collect();
        match self.s.site_args.get_mut(&l) {
            Some(old) if old.args.len() == infos.len() => {
                for (o, n) in old.args.iter_mut().zip(infos) {
                    o.top.union_with(&n.top);
                }
            }
            _ => {
                let info = SiteInfo {
                    function: self.f,
                    args: infos,
                };
                self.s.site_args.insert(l, info);
            }
        }
    }

    /// The `n` values of `e` (one unless `e` ends in `Values`).
    fn eval(&mut self, e: &Expr, n: usize) -> Vec<Value> {
        let mut e = e;
        // A `let` chain is a loop, not a recursion: a long body never deepens the stack.
        while let Expr::Let { vars, value, body } = e {
            let vals = self.eval(value, vars.len());
            for (&v, val) in vars.iter().zip(vals) {
                self.set(v, val);
            }
            e = body;
        }
        let one = |v: Value| vec![v];
        match e {
            Expr::Let { .. } => unreachable!(),
            Expr::Atomic(a) => one(self.atomic(a)),
            Expr::Values(atoms) => atoms.iter().map(|a| self.atomic(a)).collect(),
            Expr::Cons { site, head, tail } => {
                let l = self.label(*site);
                self.record_args(l, &[head, tail]);
                one(Value::cons(l, self.atomic(head), &self.atomic(tail)))
            }
            Expr::Tuple { site, elems } => {
                let l = self.label(*site);
                let refs: Vec<&Atomic> = elems.iter().collect();
                self.record_args(l, &refs);
                one(Value::node(
                    l,
                    elems.iter().map(|a| self.atomic(a)).collect(),
                ))
            }
            Expr::MakeFun {
                site,
                name,
                arity,
                free,
            } => one(self.make_fun(*site, name, *arity, free)),
            Expr::Binary { site, segments } => {
                let l = self.label(*site);
                let refs: Vec<&Atomic> = segments.iter().map(|s| &s.value).collect();
                self.record_args(l, &refs);
                one(Value::node(l, Vec::new()))
            }
            Expr::Map { site, base, pairs } => {
                let l = self.label(*site);
                let mut kid = base
                    .as_ref()
                    .map(|b| self.atomic(b).elem(1))
                    .unwrap_or_default();
                let mut refs: Vec<&Atomic> = base.iter().collect();
                for (k, v, _) in pairs {
                    kid.join(&self.atomic(k));
                    kid.join(&self.atomic(v));
                    refs.push(k);
                    refs.push(v);
                }
                self.record_args(l, &refs);
                one(Value::node(l, vec![kid]))
            }
            Expr::Call { target, args, pos } => one(self.call(target, args, *pos)),
            Expr::Bif { name, args, pos } => {
                let b = builtins::inline(name, args.len());
                one(self.builtin(b, args, *pos))
            }
            Expr::Case { args, clauses, .. } => {
                let vals: Vec<Value> = args.iter().map(|a| self.atomic(a)).collect();
                self.clauses(clauses, &vals, n)
            }
            Expr::Receive { clauses, after } => {
                // A received message is already in the message area (seed 004 sec. 4.5).
                let mut out = self.clauses(clauses, &[Value::bottom()], n);
                if let Some((_, body)) = after {
                    join_all(&mut out, self.eval(body, n));
                }
                out
            }
            Expr::Try {
                body,
                of_vars,
                of_body,
                catch_vars,
                handler,
            } => {
                let vals = self.eval(body, of_vars.len());
                for (&v, val) in of_vars.iter().zip(vals) {
                    self.set(v, val);
                }
                let mut out = self.eval(of_body, n);
                self.set(catch_vars[0], Value::bottom());
                self.set(catch_vars[1], Value::unknown());
                self.set(catch_vars[2], Value::unknown());
                join_all(&mut out, self.eval(handler, n));
                out
            }
            Expr::Catch(body) => {
                let mut v = self.eval(body, 1);
                join_all(&mut v, vec![Value::unknown()]);
                v
            }
            Expr::Raise { .. } => vec![Value::bottom(); n],
        }
    }

    fn clauses(&mut self, clauses: &[Clause], vals: &[Value], n: usize) -> Vec<Value> {
        let mut out = vec![Value::bottom(); n];
        for c in clauses {
            for (p, v) in c.pats.iter().zip(vals) {
                self.bind(p, v);
            }
            if let Some(g) = &c.guard {
                self.eval(g, 1);
            }
            join_all(&mut out, self.eval(&c.body, n));
        }
        out
    }

    /// Binds the variables of `p` matched against `v`: a loop over a list pattern's tail and
    /// a stack of the rest, since a pattern may be a list of 100,000 elements.
    fn bind(&mut self, p: &Pattern, v: &Value) {
        let mut work: Vec<(&Pattern, Value)> = vec![(p, v.clone())];
        while let Some((p, v)) = work.pop() {
            match p {
                Pattern::Wildcard | Pattern::Lit(_) => {}
                Pattern::Var(x) => self.set(*x, v),
                Pattern::Cons(h, t) => {
                    work.push((t, v.tail()));
                    work.push((h, v.head()));
                }
                Pattern::Tuple(ps) => {
                    for (i, p) in ps.iter().enumerate().rev() {
                        work.push((p, v.elem(i + 1)));
                    }
                }
                Pattern::Alias(x, p) => {
                    self.set(*x, v.clone());
                    work.push((p, v));
                }
                Pattern::Binary(segs) => {
                    // Sub-binaries and numbers taken out of a binary are built by the match.
                    for s in segs.iter().rev() {
                        work.push((&s.pat, Value::unknown_leaf()));
                    }
                }
                Pattern::Map(pairs) => {
                    let kid = v.elem(1);
                    for (_, p) in pairs.iter().rev() {
                        work.push((p, kid.clone()));
                    }
                }
            }
        }
    }

    fn make_fun(&mut self, site: SiteId, name: &str, arity: u32, free: &[Atomic]) -> Value {
        let l = self.label(site);
        let refs: Vec<&Atomic> = free.iter().collect();
        self.record_args(l, &refs);
        let module = &self.s.prog.modules[self.module as usize].name;
        let kids: Vec<Value> = free.iter().map(|a| self.atomic(a)).collect();
        if let Some(target) = self.s.prog.lookup(module, name, arity) {
            self.s.fun_targets.insert(l, target);
            if self.s.escaped_labels.contains(l) {
                self.s.make_external(target);
            }
            // Free variables are the lifted function's trailing parameters.
            let first_free = arity as usize - free.len();
            for (i, k) in kids.iter().enumerate() {
                self.s.flow_param(target, first_free + i, k);
            }
        }
        Value::node(l, kids)
    }

    /// The functions a call reaches; records this function as depending on their results.
    fn call_known(&mut self, target: FnRef, args: &[Value]) -> Value {
        for (k, a) in args.iter().enumerate() {
            self.s.flow_param(target, k, a);
        }
        let ti = self.s.prog.fn_number(target);
        self.s.callers[ti].insert(self.f);
        self.s.out[ti].clone()
    }

    /// A call the analysis cannot see into (`xcall`, or a fun from outside: `xlambda`).
    fn call_external(&mut self, callee: String, args: &[Value], pos: Pos) -> Value {
        for a in args {
            let all = a.all_labels();
            if self.s.mode == Mode::Escape {
                self.s.add_sink(Sink {
                    kind: SinkKind::ExternalCall,
                    pos,
                    function: self.f,
                    callee: callee.clone(),
                    top: a.labels().clone(),
                    all,
                });
            } else {
                self.s.closures_escape(&all);
            }
        }
        Value::unknown()
    }

    fn call_fun_value(&mut self, fun: &Value, args: &[Value], pos: Pos) -> Value {
        let mut result = Value::bottom();
        let mut outside = fun.labels().is_empty();
        for l in fun.labels().iter() {
            if l == UNKNOWN {
                outside = true;
                continue;
            }
            let Some(&target) = self.s.fun_targets.get(&l) else {
                continue;
            };
            let f = self.s.prog.function(target);
            if f.params.len() - f.num_free as usize == args.len() {
                let r = self.call_known(target, args);
                result.join(&r);
            }
        }
        if outside {
            let r = self.call_external("a fun from outside".into(), args, pos);
            result.join(&r);
        }
        result
    }

    fn call(&mut self, target: &CallTarget, args: &[Atomic], pos: Pos) -> Value {
        let vals: Vec<Value> = args.iter().map(|a| self.atomic(a)).collect();
        match target {
            CallTarget::Local(name, arity) => {
                let module = &self.s.prog.modules[self.module as usize].name;
                match self.s.prog.lookup(module, name, *arity) {
                    Some(t) => self.call_known(t, &vals),
                    None => self.call_external(format!("{name}/{arity}"), &vals, pos),
                }
            }
            CallTarget::Remote(Atomic::Lit(Literal::Atom(m)), Atomic::Lit(Literal::Atom(f))) => {
                if m == "erlang" {
                    if let Some(b) = builtins::erlang(f, args.len()) {
                        return self.builtin(b, args, pos);
                    }
                }
                if let Some(b) = builtins::native(m, f, args.len()) {
                    return self.builtin(b, args, pos);
                }
                match self.s.prog.lookup_exported(m, f, args.len() as u32) {
                    Some(t) => self.call_known(t, &vals),
                    None => self.call_external(format!("{m}:{f}/{}", args.len()), &vals, pos),
                }
            }
            CallTarget::Remote(..) => {
                self.call_external("a function named at run time".into(), &vals, pos)
            }
            CallTarget::Fun(fun) => {
                let fv = self.atomic(fun);
                self.call_fun_value(&fv, &vals, pos)
            }
        }
    }

    fn sink(&mut self, kind: SinkKind, pos: Pos, v: &Value) {
        self.s.add_sink(Sink {
            kind,
            pos,
            function: self.f,
            callee: String::new(),
            top: v.labels().clone(),
            all: v.all_labels(),
        });
    }

    fn builtin(&mut self, b: Builtin, args: &[Atomic], pos: Pos) -> Value {
        let arg = |p: &Self, i: usize| args.get(i).map(|a| p.atomic(a)).unwrap_or_default();
        match b {
            Builtin::Send { msg } => {
                let m = arg(self, msg);
                self.sink(SinkKind::Send, pos, &m);
                m
            }
            Builtin::TimerSend { msg } => {
                let m = arg(self, msg);
                self.sink(SinkKind::TimerSend, pos, &m);
                Value::unknown_leaf()
            }
            Builtin::SpawnFun { fun, pid } => {
                let f = arg(self, fun);
                self.sink(SinkKind::Spawn, pos, &f);
                self.call_fun_value(&f, &[], pos);
                spawn_result(pid)
            }
            Builtin::SpawnMfa { m, f, args: a, pid } => {
                let list = arg(self, a);
                self.sink(SinkKind::Spawn, pos, &list);
                let (Some(Atomic::Lit(Literal::Atom(m))), Some(Atomic::Lit(Literal::Atom(f)))) =
                    (args.get(m), args.get(f))
                else {
                    return spawn_result(pid);
                };
                let elem = list.head();
                let targets: Vec<FnRef> = (0..=255u32)
                    .filter_map(|n| self.s.prog.lookup_exported(m, f, n))
                    .collect();
                for t in targets {
                    let n = self.s.prog.function(t).params.len();
                    self.call_known(t, &vec![elem.clone(); n]);
                }
                spawn_result(pid)
            }
            Builtin::Element => arg(self, 1).any_elem_at(args.first()),
            Builtin::Hd => arg(self, 0).head(),
            Builtin::Tl => arg(self, 0).tail(),
            Builtin::SetElement => {
                let t = arg(self, 1);
                let mut kids = match t.shape() {
                    crate::value::ShapeRef::Kids(k) => k.to_vec(),
                    crate::value::ShapeRef::Top => return join2(t, &Value::unknown()),
                };
                let v = arg(self, 2);
                for k in &mut kids {
                    k.join(&v);
                }
                Value::node(UNKNOWN, kids)
            }
            Builtin::Append => Value::cons(UNKNOWN, arg(self, 0).head(), &arg(self, 1)),
            Builtin::Subtract => Value::cons(UNKNOWN, arg(self, 0).head(), &Value::bottom()),
            Builtin::MapGet => arg(self, 1).elem(1),
            Builtin::ElementsOf { list } => {
                Value::cons(UNKNOWN, arg(self, list).head(), &Value::bottom())
            }
            Builtin::ElementOf { list } => arg(self, list).head(),
            Builtin::FoundIn { list } => {
                Value::node(UNKNOWN, vec![Value::bottom(), arg(self, list).head()])
            }
            Builtin::OneOfArgs => join2(arg(self, 0), &arg(self, 1)),
            Builtin::Immediate => Value::bottom(),
            Builtin::Number => Value::unknown_leaf(),
        }
    }
}

/// A pid is an immediate; `spawn_monitor` builds a tuple outside.
fn spawn_result(pid: bool) -> Value {
    if pid {
        Value::bottom()
    } else {
        Value::unknown()
    }
}

fn join2(mut a: Value, b: &Value) -> Value {
    a.join(b);
    a
}

fn join_all(acc: &mut [Value], more: Vec<Value>) {
    for (a, m) in acc.iter_mut().zip(more) {
        a.join(&m);
    }
}

impl Value {
    /// `element(N, T)`: the `N`th child when `N` is a literal, else any child.
    fn any_elem_at(&self, n: Option<&Atomic>) -> Value {
        match n {
            Some(Atomic::Lit(Literal::Int(k))) => {
                let k: usize = k.try_into().unwrap_or(usize::MAX);
                self.elem(k)
            }
            _ => self.any_elem(),
        }
    }
}
