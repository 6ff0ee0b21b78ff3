//! Code generation for patterns.
//!
//! Clauses are matched one after another, each pattern left to right with a jump to the next
//! clause on the first failed test, so code size is linear in the size of the patterns.

use super::expr::{CResult, FnGen};
use super::shapes;
use crate::atom;
use crate::code::{CmpOp, Instr, Label, RestAs, Src, TypeTest};
use crate::compile::literal_term;
use triheap_ir::ir::{BinType, Literal, Pattern};

impl FnGen<'_> {
    /// Match `p` against the value in `s`, binding its variables; jump to `fail` on mismatch.
    pub(super) fn pattern(&mut self, p: &Pattern, s: Src, fail: Label) -> CResult<()> {
        match p {
            Pattern::Wildcard => {}
            Pattern::Var(v) => {
                self.env.insert(*v, s);
            }
            Pattern::Lit(l) => {
                let t = literal_term(l)?;
                if crate::binary::bit_size(t) == Some(0) {
                    // `<<>>`, which ends many a loop over a binary: no comparison needed.
                    self.g.emit(Instr::Test {
                        test: TypeTest::EmptyBitstring,
                        src: s,
                        fail,
                    });
                    return Ok(());
                }
                self.g.emit(Instr::Cmp {
                    op: CmpOp::ExactEq,
                    a: s,
                    b: Src::K(t),
                    fail,
                });
            }
            Pattern::Alias(v, inner) => {
                self.env.insert(*v, s);
                self.pattern(inner, s, fail)?;
                if let Some(shape) = shapes::of_pattern(inner) {
                    self.shapes.insert(*v, shape);
                }
            }
            Pattern::Cons(..) => {
                // A list pattern's spine is walked in a loop: it is as long as the list.
                let (mut p, mut s) = (p, s);
                while let Pattern::Cons(h, t) = p {
                    self.g.emit(Instr::Test {
                        test: TypeTest::Cons,
                        src: s,
                        fail,
                    });
                    if !matches!(**h, Pattern::Wildcard) {
                        let r = self.reg()?;
                        self.g.emit(Instr::GetHd { src: s, dst: r });
                        self.pattern(h, Src::R(r), fail)?;
                    }
                    if matches!(**t, Pattern::Wildcard) {
                        return Ok(());
                    }
                    let r = self.reg()?;
                    self.g.emit(Instr::GetTl { src: s, dst: r });
                    (p, s) = (t, Src::R(r));
                }
                self.pattern(p, s, fail)?;
            }
            Pattern::Tuple(ps) => {
                let arity = ps.len() as u32;
                let tagged = match ps.first() {
                    Some(Pattern::Lit(Literal::Atom(a))) => {
                        self.g.emit(Instr::IsTaggedTuple {
                            src: s,
                            arity,
                            tag: atom::atom(a),
                            fail,
                        });
                        true
                    }
                    _ => {
                        self.g.emit(Instr::IsTuple {
                            src: s,
                            arity,
                            fail,
                        });
                        false
                    }
                };
                self.tuple_elements(ps, s, fail, tagged)?;
            }
            Pattern::Binary(segs) => {
                let ctx = self.reg()?;
                self.reg()?;
                self.g.emit(Instr::BsStart { src: s, ctx, fail });
                let mut ended = false;
                for (i, seg) in segs.iter().enumerate() {
                    let last = i + 1 == segs.len();
                    let r = self.reg()?;
                    if seg.spec.ty == BinType::Binary && seg.size.is_none() && last {
                        let as_ = match seg.pat {
                            Pattern::Var(v) if self.reuse_rest.contains(&v) => RestAs::Context,
                            Pattern::Var(v) if !self.uses.contains_key(&v) => RestAs::Unused,
                            Pattern::Wildcard => RestAs::Unused,
                            _ => RestAs::SubBinary,
                        };
                        let rest = Instr::BsRest {
                            ctx,
                            unit: seg.spec.unit,
                            dst: r,
                            fail,
                            as_,
                        };
                        if as_ == RestAs::Context {
                            // Advanced in place once the clause is chosen (`clause_head`).
                            self.deferred_rests.push(rest);
                        } else {
                            self.g.emit(rest);
                        }
                        ended = true;
                    } else {
                        let size = match &seg.size {
                            Some(a) => Some(self.src(a)?),
                            None => None,
                        };
                        self.g.emit(Instr::BsGet {
                            ctx,
                            size,
                            spec: seg.spec,
                            dst: r,
                            fail,
                        });
                    }
                    self.pattern(&seg.pat, Src::R(r), fail)?;
                }
                if !ended {
                    self.g.emit(Instr::BsEnd { ctx, fail });
                }
            }
            Pattern::Map(pairs) => {
                for (k, vp) in pairs {
                    let ks = self.src(k)?;
                    let r = self.reg()?;
                    let f = (self.g.bifs)("maps", "get", 2)
                        .ok_or_else(|| "internal: maps:get/2 missing".to_string())?;
                    self.g.emit(Instr::Test {
                        test: TypeTest::Map,
                        src: s,
                        fail,
                    });
                    self.g.emit(Instr::Bif {
                        bif: f,
                        args: vec![ks, s].into(),
                        dst: r,
                        fail,
                    });
                    self.pattern(vp, Src::R(r), fail)?;
                }
                if pairs.is_empty() {
                    self.g.emit(Instr::Test {
                        test: TypeTest::Map,
                        src: s,
                        fail,
                    });
                }
            }
        }
        Ok(())
    }

    /// Match the elements of tuple `s`, known to be a tuple of their number, against `ps`
    /// (all but the first when `tagged`: its tag is known too).
    pub(super) fn tuple_elements(
        &mut self,
        ps: &[Pattern],
        s: Src,
        fail: Label,
        tagged: bool,
    ) -> CResult<()> {
        for (i, ep) in ps.iter().enumerate() {
            if matches!(ep, Pattern::Wildcard) || (tagged && i == 0) {
                continue;
            }
            let r = self.reg()?;
            self.g.emit(Instr::GetElement {
                src: s,
                index: i as u32 + 1,
                dst: r,
            });
            self.pattern(ep, Src::R(r), fail)?;
        }
        Ok(())
    }
}
