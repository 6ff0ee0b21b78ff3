//! Expressions (and patterns, which share the grammar), clauses and compound forms.

use super::{PResult, Parser};
use crate::ast::{BinElement, Clause, Expr, ExprKind, MapAssoc, Pos, Qualifier};
use crate::token::TokenKind;
use num_bigint::BigInt;

#[derive(Clone, Copy, PartialEq)]
enum Assoc {
    Left,
    Right,
    Non,
}

/// Binding power and associativity of the binary operators above `=`/`!`, from the
/// Erlang reference manual's precedence table.
fn binop_info(kind: &TokenKind) -> Option<(&'static str, u8, Assoc)> {
    let op = match kind {
        TokenKind::Punct(p) => *p,
        TokenKind::Keyword(k) => *k,
        _ => return None,
    };
    let (prec, assoc) = match op {
        "orelse" => (1, Assoc::Right),
        "andalso" => (2, Assoc::Right),
        "==" | "/=" | "=<" | "<" | ">=" | ">" | "=:=" | "=/=" => (3, Assoc::Non),
        "++" | "--" => (4, Assoc::Right),
        "+" | "-" | "bor" | "bxor" | "bsl" | "bsr" | "or" | "xor" => (5, Assoc::Left),
        "/" | "*" | "div" | "rem" | "band" | "and" => (6, Assoc::Left),
        _ => return None,
    };
    Some((op, prec, assoc))
}

fn mk(kind: ExprKind, pos: Pos) -> Expr {
    Expr { kind, pos }
}

fn bx(e: Expr) -> Box<Expr> {
    Box::new(e)
}

impl Parser<'_> {
    /// `expr`: `catch Expr` or a match/send expression.
    pub(crate) fn expr(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = if self.peek().is_keyword("catch") {
            let pos = self.bump().pos;
            self.expr().map(|e| mk(ExprKind::Catch(bx(e)), pos))
        } else {
            self.match_expr()
        };
        self.leave();
        r
    }

    /// `expr_100`: `Lhs = Rhs` and `Lhs ! Rhs`, right associative, built iteratively. Each
    /// operator counts a level of nesting: the later stages recurse on the chain.
    fn match_expr(&mut self) -> PResult<Expr> {
        let mut operands = vec![self.binary(1)?];
        let mut ops = Vec::new();
        let depth = self.depth;
        while self.peek().is_punct("=") || self.peek().is_punct("!") {
            let t = self.bump();
            ops.push((t.is_punct("="), t.pos));
            if let Err(e) = self.enter() {
                self.depth = depth;
                return Err(e);
            }
            let rhs = self.binary(1);
            match rhs {
                Ok(rhs) => operands.push(rhs),
                Err(e) => {
                    self.depth = depth;
                    return Err(e);
                }
            }
        }
        self.depth = depth;
        let mut acc = operands.pop().expect("at least one operand");
        while let Some((is_match, pos)) = ops.pop() {
            let lhs = operands.pop().expect("one operand per operator");
            acc = if is_match {
                // Like erl_parse, a match is positioned at its pattern.
                let pos = lhs.pos;
                mk(ExprKind::Match(bx(lhs), bx(acc)), pos)
            } else {
                mk(ExprKind::BinOp("!".into(), bx(lhs), bx(acc)), pos)
            };
        }
        Ok(acc)
    }

    /// Precedence climbing over the operators of [`binop_info`] with precedence `>= min`.
    fn binary(&mut self, min: u8) -> PResult<Expr> {
        let mut lhs = self.unary()?;
        let mut last_non = None;
        while let Some((op, prec, assoc)) = binop_info(&self.peek().kind) {
            if prec < min || last_non == Some(prec) {
                break;
            }
            if assoc == Assoc::Right {
                lhs = self.right_chain(lhs, prec)?;
                continue;
            }
            let pos = self.bump().pos;
            let rhs = self.binary(prec + 1)?;
            if assoc == Assoc::Non {
                last_non = Some(prec);
            }
            lhs = mk(ExprKind::BinOp(op.into(), bx(lhs), bx(rhs)), pos);
        }
        if let Some(p) = last_non {
            if binop_info(&self.peek().kind).is_some_and(|(_, q, _)| q == p) {
                return self.syntax_error();
            }
        }
        Ok(lhs)
    }

    /// A chain of right-associative operators of precedence `prec` after its first operand
    /// (`A ++ B ++ ... ++ Z`, `A andalso B andalso ...`), read in a loop and folded from the
    /// right: the later stages walk such a chain's right spine in a loop too, so it may be as
    /// long as the source (erlc compiles a chain of 100,000).
    fn right_chain(&mut self, first: Expr, prec: u8) -> PResult<Expr> {
        let mut operands = vec![first];
        let mut ops = Vec::new();
        while let Some((op, p, _)) = binop_info(&self.peek().kind) {
            if p != prec {
                break;
            }
            ops.push((op, self.bump().pos));
            operands.push(self.binary(prec + 1)?);
        }
        let mut acc = operands.pop().expect("at least one operand");
        while let Some((op, pos)) = ops.pop() {
            let lhs = operands.pop().expect("one operand per operator");
            acc = mk(ExprKind::BinOp(op.into(), bx(lhs), bx(acc)), pos);
        }
        Ok(acc)
    }

    /// Prefix operators `+ - bnot not`, then a postfix expression.
    fn unary(&mut self) -> PResult<Expr> {
        let mut ops = Vec::new();
        loop {
            let t = self.peek();
            let op = match &t.kind {
                TokenKind::Punct(p @ ("+" | "-")) => *p,
                TokenKind::Keyword(k @ ("bnot" | "not")) => *k,
                _ => break,
            };
            ops.push((op, t.pos));
            self.bump();
            if ops.len() > super::MAX_DEPTH {
                return Err(self.err_at(t, "nesting too deep"));
            }
        }
        // `catch` is a prefix operator of the lowest precedence: as an operand it takes the
        // whole rest of the expression (`X = catch a ! b` is `X = (catch (a ! b))`).
        let mut e = if self.peek().is_keyword("catch") {
            self.expr()?
        } else {
            self.postfix()?
        };
        while let Some((op, pos)) = ops.pop() {
            e = mk(ExprKind::UnOp(op.into(), bx(e)), pos);
        }
        Ok(e)
    }

    /// Records, maps, calls and `M:F` after a primary expression (`expr_700`/`expr_800`).
    /// Each suffix counts a level of nesting: the later stages recurse on the chain.
    fn postfix(&mut self) -> PResult<Expr> {
        let depth = self.depth;
        let r = self.postfix_chain();
        self.depth = depth;
        r
    }

    fn postfix_chain(&mut self) -> PResult<Expr> {
        let mut e = if self.peek().is_punct("#") {
            self.hash_suffix(None)?
        } else {
            self.primary()?
        };
        let mut can_remote = !matches!(
            e.kind,
            ExprKind::Record(..) | ExprKind::RecordIndex(..) | ExprKind::Map(..)
        );
        loop {
            let t = self.peek();
            let remote = t.is_punct(":") && can_remote && !self.no_remote;
            if t.is_punct("#") || t.is_punct("(") || remote {
                self.enter()?;
            }
            if t.is_punct("#") {
                e = self.hash_suffix(Some(e))?;
                can_remote = false;
            } else if t.is_punct("(") {
                let args = self.paren_args()?;
                let pos = e.pos;
                e = mk(ExprKind::Call(bx(e), args), pos);
                can_remote = false;
            } else if remote {
                self.bump();
                let f = self.primary()?;
                let pos = e.pos;
                e = mk(ExprKind::Remote(bx(e), bx(f)), pos);
                can_remote = false;
            } else {
                return Ok(e);
            }
        }
    }

    /// After `#` (optionally applied to `base`): `#{...}`, `#name{...}`, `#name.field`.
    fn hash_suffix(&mut self, base: Option<Expr>) -> PResult<Expr> {
        let hash = self.bump();
        let pos = hash.pos;
        if self.peek().is_punct("{") {
            let assocs = self.map_assocs()?;
            return Ok(match base {
                None => mk(ExprKind::Map(assocs), pos),
                Some(b) => mk(ExprKind::MapUpdate(bx(b), assocs), pos),
            });
        }
        let name = self.expect_atom()?;
        if self.eat_punct(".") {
            let field = self.expect_atom()?;
            return Ok(match base {
                None => mk(ExprKind::RecordIndex(name, field), pos),
                Some(b) => mk(ExprKind::RecordField(bx(b), name, field), pos),
            });
        }
        if !self.peek().is_punct("{") {
            return self.syntax_error();
        }
        let fields = self.record_fields()?;
        Ok(match base {
            None => mk(ExprKind::Record(name, fields), pos),
            Some(b) => mk(ExprKind::RecordUpdate(bx(b), name, fields), pos),
        })
    }

    /// `{f = E, _ = E, ...}` of a record expression.
    fn record_fields(&mut self) -> PResult<Vec<(String, Expr)>> {
        self.expect_punct("{")?;
        let mut fields = Vec::new();
        if self.eat_punct("}") {
            return Ok(fields);
        }
        loop {
            let name = match &self.peek().kind {
                TokenKind::Atom(a) => a.clone(),
                TokenKind::Var(v) if v == "_" => v.clone(),
                _ => return self.syntax_error(),
            };
            self.bump();
            self.expect_punct("=")?;
            fields.push((name, self.expr()?));
            if self.eat_punct("}") {
                return Ok(fields);
            }
            self.expect_punct(",")?;
        }
    }

    /// `{K => V, K := V, ...}` of a map expression.
    fn map_assocs(&mut self) -> PResult<Vec<MapAssoc>> {
        self.expect_punct("{")?;
        let mut out = Vec::new();
        if self.eat_punct("}") {
            return Ok(out);
        }
        loop {
            let key = self.expr()?;
            let exact = if self.eat_punct(":=") {
                true
            } else if self.eat_punct("=>") {
                false
            } else {
                return self.syntax_error();
            };
            let value = self.expr()?;
            out.push(MapAssoc { key, value, exact });
            if self.eat_punct("}") {
                return Ok(out);
            }
            self.expect_punct(",")?;
        }
    }

    /// `(E1, ..., En)`: call arguments and clause heads.
    pub(crate) fn paren_args(&mut self) -> PResult<Vec<Expr>> {
        self.expect_punct("(")?;
        let mut args = Vec::new();
        if self.eat_punct(")") {
            return Ok(args);
        }
        loop {
            args.push(self.expr()?);
            if self.eat_punct(")") {
                return Ok(args);
            }
            self.expect_punct(",")?;
        }
    }

    /// `expr_max`: literals, variables, brackets and the keyword-delimited forms.
    fn primary(&mut self) -> PResult<Expr> {
        let t = self.peek();
        let pos = t.pos;
        let kind = match &t.kind {
            TokenKind::Var(v) => ExprKind::Var(v.clone()),
            TokenKind::Atom(a) => ExprKind::Atom(a.clone()),
            TokenKind::Integer(n) => ExprKind::Integer(n.clone()),
            TokenKind::Char(c) => ExprKind::Integer(BigInt::from(*c)),
            TokenKind::Float(f) => ExprKind::Float(*f),
            TokenKind::String(_) => {
                let mut s = Vec::new();
                while let TokenKind::String(part) = &self.peek().kind {
                    s.extend_from_slice(part);
                    self.bump();
                }
                return Ok(mk(ExprKind::String(s), pos));
            }
            TokenKind::Punct("(") => {
                self.bump();
                self.enter()?;
                let e = self.expr();
                self.leave();
                let e = e?;
                self.expect_punct(")")?;
                return Ok(e);
            }
            TokenKind::Punct("[") => return self.list(),
            TokenKind::Punct("{") => {
                self.bump();
                let mut items = Vec::new();
                if !self.eat_punct("}") {
                    loop {
                        items.push(self.expr()?);
                        if self.eat_punct("}") {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
                return Ok(mk(ExprKind::Tuple(items), pos));
            }
            TokenKind::Punct("<<") => return self.binary_expr(),
            TokenKind::Keyword(k) => {
                let k = *k;
                self.enter()?;
                let r = self.keyword_expr(k, pos);
                self.leave();
                return r;
            }
            _ => return self.syntax_error(),
        };
        self.bump();
        Ok(mk(kind, pos))
    }

    fn keyword_expr(&mut self, k: &str, pos: Pos) -> PResult<Expr> {
        match k {
            "begin" => {
                self.bump();
                let body = self.exprs()?;
                self.expect_keyword("end")?;
                Ok(mk(ExprKind::Block(body), pos))
            }
            "case" => {
                self.bump();
                let e = self.expr()?;
                self.expect_keyword("of")?;
                let clauses = self.cr_clauses()?;
                self.expect_keyword("end")?;
                Ok(mk(ExprKind::Case(bx(e), clauses), pos))
            }
            "if" => {
                self.bump();
                let mut clauses = Vec::new();
                loop {
                    let cpos = self.pos();
                    let guards = self.guard_seq()?;
                    self.expect_punct("->")?;
                    let body = self.exprs()?;
                    clauses.push(Clause {
                        pats: Vec::new(),
                        guards,
                        body,
                        pos: cpos,
                    });
                    if !self.eat_punct(";") {
                        break;
                    }
                }
                self.expect_keyword("end")?;
                Ok(mk(ExprKind::If(clauses), pos))
            }
            "receive" => {
                self.bump();
                let clauses = if self.peek().is_keyword("after") {
                    Vec::new()
                } else {
                    self.cr_clauses()?
                };
                let after = if self.eat_keyword("after") {
                    let t = self.expr()?;
                    self.expect_punct("->")?;
                    Some((bx(t), self.exprs()?))
                } else {
                    None
                };
                self.expect_keyword("end")?;
                Ok(mk(ExprKind::Receive(clauses, after), pos))
            }
            "try" => self.try_expr(pos),
            "fun" => self.fun_expr(pos),
            _ => self.syntax_error(),
        }
    }

    fn try_expr(&mut self, pos: Pos) -> PResult<Expr> {
        self.bump();
        let body = self.exprs()?;
        let of_clauses = if self.eat_keyword("of") {
            self.cr_clauses()?
        } else {
            Vec::new()
        };
        let mut catch_clauses = Vec::new();
        if self.eat_keyword("catch") {
            loop {
                catch_clauses.push(self.catch_clause()?);
                if !self.eat_punct(";") {
                    break;
                }
            }
        }
        let mut after = Vec::new();
        if self.eat_keyword("after") {
            after = self.exprs()?;
        } else if catch_clauses.is_empty() {
            return self.syntax_error();
        }
        self.expect_keyword("end")?;
        Ok(mk(
            ExprKind::Try {
                body,
                of_clauses,
                catch_clauses,
                after,
            },
            pos,
        ))
    }

    /// `[Class:]Reason[:Stack] [when G] -> Body`, normalised to three patterns.
    fn catch_clause(&mut self) -> PResult<Clause> {
        let cpos = self.pos();
        let first = self.peek();
        let class = if matches!(first.kind, TokenKind::Atom(_) | TokenKind::Var(_))
            && self.peek_at(1).is_punct(":")
        {
            let c = self.primary()?;
            self.bump();
            Some(c)
        } else {
            None
        };
        let saved = self.no_remote;
        self.no_remote = true;
        let reason = self.expr();
        self.no_remote = saved;
        let reason = reason?;
        let stack = if class.is_some() && self.eat_punct(":") {
            let t = self.peek();
            match &t.kind {
                TokenKind::Var(v) => {
                    self.bump();
                    mk(ExprKind::Var(v.clone()), t.pos)
                }
                _ => return self.syntax_error(),
            }
        } else {
            mk(ExprKind::Var("_".into()), reason.pos)
        };
        let class = class.unwrap_or_else(|| mk(ExprKind::Atom("throw".into()), reason.pos));
        let (guards, body) = self.guard_and_body()?;
        Ok(Clause {
            pats: vec![class, reason, stack],
            guards,
            body,
            pos: cpos,
        })
    }

    /// `fun f/1`, `fun M:F/A`, `fun (Args) -> ... end`, `fun Name(Args) -> ... end`.
    fn fun_expr(&mut self, pos: Pos) -> PResult<Expr> {
        self.bump();
        let t = self.peek();
        if t.is_punct("(") {
            let clauses = self.fun_clauses(None)?;
            return Ok(mk(ExprKind::Fun(None, clauses), pos));
        }
        if let TokenKind::Var(v) = &t.kind {
            if self.peek_at(1).is_punct("(") {
                let clauses = self.fun_clauses(Some(v))?;
                return Ok(mk(ExprKind::Fun(Some(v.clone()), clauses), pos));
            }
        }
        if let (TokenKind::Atom(name), true) = (&t.kind, self.peek_at(1).is_punct("/")) {
            self.bump();
            self.bump();
            let at = self.peek();
            return match &at.kind {
                TokenKind::Integer(n) => {
                    self.bump();
                    let a = u32::try_from(n).map_err(|_| self.err_at(at, "bad arity"))?;
                    Ok(mk(ExprKind::FunRef(name.clone(), a), pos))
                }
                _ => self.syntax_error(),
            };
        }
        let m = self.fun_part()?;
        self.expect_punct(":")?;
        let f = self.fun_part()?;
        self.expect_punct("/")?;
        let a = self.fun_part()?;
        Ok(mk(ExprKind::FunRemote(bx(m), bx(f), bx(a)), pos))
    }

    /// A module, name or arity in `fun M:F/A`: an atom, variable or integer (or a
    /// parenthesised expression).
    fn fun_part(&mut self) -> PResult<Expr> {
        match &self.peek().kind {
            TokenKind::Atom(_)
            | TokenKind::Var(_)
            | TokenKind::Integer(_)
            | TokenKind::Punct("(") => self.primary(),
            _ => self.syntax_error(),
        }
    }

    fn fun_clauses(&mut self, name: Option<&str>) -> PResult<Vec<Clause>> {
        let mut clauses = Vec::new();
        loop {
            let cpos = self.pos();
            if let Some(n) = name {
                match &self.peek().kind {
                    TokenKind::Var(v) if v == n => {
                        self.bump();
                    }
                    _ => return self.syntax_error(),
                }
            }
            let pats = self.paren_args()?;
            if let Some(first) = clauses.first() {
                let first: &Clause = first;
                if first.pats.len() != pats.len() {
                    return Err(self.err_at(&self.toks[self.i.saturating_sub(1)], "head mismatch"));
                }
            }
            let (guards, body) = self.guard_and_body()?;
            clauses.push(Clause {
                pats,
                guards,
                body,
                pos: cpos,
            });
            if !self.eat_punct(";") {
                break;
            }
        }
        self.expect_keyword("end")?;
        Ok(clauses)
    }

    /// Clauses of `case` and `receive`: `Pat [when G] -> Body; ...`.
    fn cr_clauses(&mut self) -> PResult<Vec<Clause>> {
        let mut clauses = Vec::new();
        loop {
            let cpos = self.pos();
            let pat = self.expr()?;
            let (guards, body) = self.guard_and_body()?;
            clauses.push(Clause {
                pats: vec![pat],
                guards,
                body,
                pos: cpos,
            });
            if !self.eat_punct(";") {
                return Ok(clauses);
            }
        }
    }

    /// `[when Guards] -> Body`
    pub(crate) fn guard_and_body(&mut self) -> PResult<(Vec<Vec<Expr>>, Vec<Expr>)> {
        let guards = if self.eat_keyword("when") {
            self.guard_seq()?
        } else {
            Vec::new()
        };
        self.expect_punct("->")?;
        let body = self.exprs()?;
        Ok((guards, body))
    }

    /// `G1, G2; G3`: alternatives separated by `;`, conjunctions by `,`.
    fn guard_seq(&mut self) -> PResult<Vec<Vec<Expr>>> {
        let mut seq = vec![self.exprs()?];
        while self.eat_punct(";") {
            seq.push(self.exprs()?);
        }
        Ok(seq)
    }

    /// `E1, E2, ...` (a body or a guard conjunction).
    pub(crate) fn exprs(&mut self) -> PResult<Vec<Expr>> {
        let mut v = vec![self.expr()?];
        while self.eat_punct(",") {
            v.push(self.expr()?);
        }
        Ok(v)
    }

    /// `[...]`: nil, proper and improper lists, list comprehensions. The cons chain is
    /// built from the end so long literals need no recursion.
    fn list(&mut self) -> PResult<Expr> {
        let open = self.bump();
        let pos = open.pos;
        if self.eat_punct("]") {
            return Ok(mk(ExprKind::Nil, pos));
        }
        let first = self.expr()?;
        if self.eat_punct("||") {
            let quals = self.qualifiers()?;
            self.expect_punct("]")?;
            return Ok(mk(ExprKind::ListComp(bx(first), quals), pos));
        }
        let mut items = vec![first];
        while self.eat_punct(",") {
            items.push(self.expr()?);
        }
        let end_pos = self.pos();
        let mut tail = if self.eat_punct("|") {
            self.expr()?
        } else {
            mk(ExprKind::Nil, end_pos)
        };
        self.expect_punct("]")?;
        while let Some(h) = items.pop() {
            let p = if items.is_empty() { pos } else { h.pos };
            tail = mk(ExprKind::Cons(bx(h), bx(tail)), p);
        }
        Ok(tail)
    }

    /// Generators `P <- L`, binary generators `P <= B` and filters, separated by `,`.
    /// Each qualifier counts a level of nesting: the lowering nests the rest of the
    /// comprehension inside each.
    fn qualifiers(&mut self) -> PResult<Vec<Qualifier>> {
        let depth = self.depth;
        let r = self.qualifier_list();
        self.depth = depth;
        r
    }

    fn qualifier_list(&mut self) -> PResult<Vec<Qualifier>> {
        let mut out = Vec::new();
        loop {
            self.enter()?;
            let e = self.expr()?;
            if self.eat_punct("<-") {
                out.push(Qualifier::Generator(e, self.expr()?));
            } else if self.eat_punct("<=") {
                out.push(Qualifier::BinGenerator(e, self.expr()?));
            } else {
                out.push(Qualifier::Filter(e));
            }
            if !self.eat_punct(",") {
                return Ok(out);
            }
        }
    }

    /// `<<...>>`: a binary or a binary comprehension.
    fn binary_expr(&mut self) -> PResult<Expr> {
        let pos = self.bump().pos;
        let mut elems = Vec::new();
        if self.eat_punct(">>") {
            return Ok(mk(ExprKind::Binary(elems), pos));
        }
        let first = self.bin_element()?;
        if first.size.is_none() && first.specs.is_empty() && self.eat_punct("||") {
            let quals = self.qualifiers()?;
            self.expect_punct(">>")?;
            return Ok(mk(ExprKind::BinComp(bx(first.value), quals), pos));
        }
        elems.push(first);
        while self.eat_punct(",") {
            elems.push(self.bin_element()?);
        }
        self.expect_punct(">>")?;
        Ok(mk(ExprKind::Binary(elems), pos))
    }

    /// `[prefix_op] Value [:Size] [/Type-Spec-List]`
    fn bin_element(&mut self) -> PResult<BinElement> {
        let pos = self.pos();
        let t = self.peek();
        let prefix = match &t.kind {
            TokenKind::Punct(p @ ("+" | "-")) => Some(*p),
            TokenKind::Keyword(k @ ("bnot" | "not")) => Some(*k),
            _ => None,
        };
        if prefix.is_some() {
            self.bump();
        }
        let mut value = self.primary()?;
        if let Some(op) = prefix {
            value = mk(ExprKind::UnOp(op.into(), bx(value)), pos);
        }
        let size = if self.eat_punct(":") {
            Some(self.primary()?)
        } else {
            None
        };
        let mut specs = Vec::new();
        if self.eat_punct("/") {
            loop {
                let name = self.expect_atom()?;
                let arg = if self.eat_punct(":") {
                    let t = self.peek();
                    match &t.kind {
                        TokenKind::Integer(n) => {
                            self.bump();
                            Some(u32::try_from(n).map_err(|_| self.err_at(t, "bad unit"))?)
                        }
                        _ => return self.syntax_error(),
                    }
                } else {
                    None
                };
                specs.push((name, arg));
                if !self.eat_punct("-") {
                    break;
                }
            }
        }
        Ok(BinElement {
            value,
            size,
            specs,
            pos,
        })
    }
}
