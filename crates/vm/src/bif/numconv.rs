//! BIFs: conversions between numbers and text (`integer_to_list`, `list_to_float`,
//! `float_to_list/2` and their binary variants), and [`float_short`], the shortest
//! round-trip float form that `~w` and `float_to_list(F, [short])` print.
//!
//! Float formatting follows erts: `[short]` uses Ryu's shortest digits with erts' choice
//! between fixed and scientific notation; `{decimals, N}` uses erts' fast fixed-point path
//! for small values (rounding half away from zero) and C's `%.*f` otherwise; `{scientific, N}`
//! and the default form use C's `%.*e`. Rust's exact formatting rounds ties to even like
//! glibc's printf, so it stands in for `%f`/`%e`.

use super::BifEntry;
use crate::atom;
use crate::binary;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, error, BifResult};
use crate::process::Process;
use crate::term::Term;
use num_bigint::BigInt;

pub const BIFS: &[BifEntry] = &[
    ("erlang", "integer_to_list", 1, integer_to_list_1),
    ("erlang", "integer_to_list", 2, integer_to_list_2),
    ("erlang", "integer_to_binary", 1, integer_to_binary_1),
    ("erlang", "integer_to_binary", 2, integer_to_binary_2),
    ("erlang", "list_to_integer", 1, list_to_integer_1),
    ("erlang", "list_to_integer", 2, list_to_integer_2),
    ("erlang", "binary_to_integer", 1, binary_to_integer_1),
    ("erlang", "binary_to_integer", 2, binary_to_integer_2),
    ("erlang", "float_to_list", 1, float_to_list_1),
    ("erlang", "float_to_list", 2, float_to_list_2),
    ("erlang", "float_to_binary", 1, float_to_binary_1),
    ("erlang", "float_to_binary", 2, float_to_binary_2),
    ("erlang", "list_to_float", 1, list_to_float),
    ("erlang", "binary_to_float", 1, binary_to_float),
];

// ---------------------------------------------------------------------------------------
// Integers

/// The text of an integer in `base` (2..=36, upper-case digits), or None for a non-integer.
pub fn integer_text(t: Term, base: u32) -> Option<String> {
    if t.is_small() && base == 10 {
        return Some(t.small_val().to_string());
    }
    let mut s = build::integer_value(t)?.to_str_radix(base);
    s.make_ascii_uppercase();
    Some(s)
}

/// A base argument: an integer in 2..=36.
fn base_arg(t: Term) -> Option<u32> {
    (t.is_small() && (2..=36).contains(&t.small_val())).then(|| t.small_val() as u32)
}

fn integer_to_list_1(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = integer_text(args[0], 10).ok_or_else(badarg)?;
    Ok(build::byte_list(&mut p.heap, s.as_bytes()))
}

fn integer_to_list_2(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let base = base_arg(args[1]).ok_or_else(badarg)?;
    let s = integer_text(args[0], base).ok_or_else(badarg)?;
    Ok(build::byte_list(&mut p.heap, s.as_bytes()))
}

fn integer_to_binary_1(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = integer_text(args[0], 10).ok_or_else(badarg)?;
    Ok(binary::make_binary(&mut p.heap, s.as_bytes()))
}

fn integer_to_binary_2(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let base = base_arg(args[1]).ok_or_else(badarg)?;
    let s = integer_text(args[0], base).ok_or_else(badarg)?;
    Ok(binary::make_binary(&mut p.heap, s.as_bytes()))
}

/// The bytes of a proper list of bytes, or None.
fn list_bytes(mut t: Term) -> Option<Vec<u8>> {
    let mut v = Vec::new();
    while t.is_cons() {
        let h = t.head();
        if !h.is_small() {
            return None;
        }
        v.push(u8::try_from(h.small_val()).ok()?);
        t = t.tail();
    }
    t.is_nil().then_some(v)
}

/// Parse `[+-]digits` in `base` (no spaces, no underscores), as `list_to_integer` does.
pub fn parse_integer(s: &[u8], base: u32) -> Option<BigInt> {
    let (neg, digits) = match s.first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    if digits.is_empty() || !digits.iter().all(|&c| (c as char).is_digit(base)) {
        return None;
    }
    let v = BigInt::parse_bytes(digits, base)?;
    Some(if neg { -v } else { v })
}

/// Parse an integer text into a term: small values without a bignum, large ones checked
/// against the bignum size limit.
fn integer_from_text(p: &mut Process, s: &[u8], base: u32) -> BifResult {
    if s.len() <= 16 && base == 10 {
        // At most 15 digits: fits a small integer. `i64::from_str` also accepts a sign.
        if let Some(v) = std::str::from_utf8(s)
            .ok()
            .and_then(|s| s.parse::<i64>().ok())
        {
            return Ok(Term::small(v));
        }
    }
    let v = parse_integer(s, base).ok_or_else(badarg)?;
    if v.bits() > super::arith::MAX_INT_BITS {
        return Err(error(atom::SYSTEM_LIMIT));
    }
    Ok(build::bigint(&mut p.heap, &v))
}

fn list_to_integer_1(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = list_bytes(args[0]).ok_or_else(badarg)?;
    integer_from_text(p, &s, 10)
}

fn list_to_integer_2(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = list_bytes(args[0]).ok_or_else(badarg)?;
    let base = base_arg(args[1]).ok_or_else(badarg)?;
    integer_from_text(p, &s, base)
}

fn binary_to_integer_1(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = binary::bytes(args[0]).ok_or_else(badarg)?;
    integer_from_text(p, &s, 10)
}

fn binary_to_integer_2(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = binary::bytes(args[0]).ok_or_else(badarg)?;
    let base = base_arg(args[1]).ok_or_else(badarg)?;
    integer_from_text(p, &s, base)
}

// ---------------------------------------------------------------------------------------
// Parsing floats

/// Parse Erlang float text: `[+-]digits.digits[(e|E)[+-]digits]`; None if malformed or out
/// of range (overflow to infinity).
pub fn parse_float(s: &[u8]) -> Option<f64> {
    let mut i = 0;
    let digits = |i: &mut usize| {
        let start = *i;
        while *i < s.len() && s[*i].is_ascii_digit() {
            *i += 1;
        }
        *i > start
    };
    if matches!(s.first(), Some(b'+' | b'-')) {
        i += 1;
    }
    if !digits(&mut i) || s.get(i) != Some(&b'.') {
        return None;
    }
    i += 1;
    if !digits(&mut i) {
        return None;
    }
    if matches!(s.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(s.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        if !digits(&mut i) {
            return None;
        }
    }
    if i != s.len() {
        return None;
    }
    // The text is ASCII and in a form Rust's parser accepts.
    let f: f64 = std::str::from_utf8(s).ok()?.parse().ok()?;
    f.is_finite().then_some(f)
}

fn list_to_float(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = list_bytes(args[0]).ok_or_else(badarg)?;
    let f = parse_float(&s).ok_or_else(badarg)?;
    Ok(build::float(&mut p.heap, f))
}

fn binary_to_float(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = binary::bytes(args[0]).ok_or_else(badarg)?;
    let f = parse_float(&s).ok_or_else(badarg)?;
    Ok(build::float(&mut p.heap, f))
}

// ---------------------------------------------------------------------------------------
// Formatting floats

/// Ryu's shortest digits of the finite, positive `a` (no leading or trailing zeros) and the
/// decimal exponent of the last one.
fn shortest_digits(a: f64) -> (String, i32) {
    let mut buf = ryu::Buffer::new();
    let text = buf.format_finite(a);
    let (mant, e10) = match text.split_once('e') {
        Some((m, e)) => (m, e.parse::<i32>().expect("exponent")),
        None => (text, 0),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let mut exp = e10 - frac.len() as i32;
    let all = format!("{int}{frac}");
    let trimmed = all.trim_end_matches('0');
    exp += (all.len() - trimmed.len()) as i32;
    (trimmed.trim_start_matches('0').to_string(), exp)
}

/// The shortest text that reads back as `f`, in the form erts chooses (`0.1`, `100.0`,
/// `1.0e3`, `1.2345e-5`): fixed notation when it is about as short as scientific.
pub fn float_short(f: f64) -> String {
    let mut out = String::new();
    if f.is_sign_negative() {
        out.push('-');
    }
    let a = f.abs();
    if a == 0.0 {
        out.push_str("0.0");
        return out;
    }
    // Shortest round-trip digits and decimal exponent, `a` = digits * 10^exp, by Ryu as in
    // erts (ties between two shortest candidates go to the even digit).
    let (digits, exp) = shortest_digits(a);
    let olen = digits.len() as i32;
    let sci_exp = exp + olen - 1;
    let output: u64 = digits.parse().expect("digits");

    // erts' rule (ryu/to_chars.h): fixed notation for exponents in [lower, upper]...
    let (lower, upper) = if olen == 1 {
        (-4, 2)
    } else if sci_exp >= 10 {
        (-(olen + 2), 2)
    } else {
        (-(olen + 2), 1)
    };
    // ...except where the fixed form would show more digits than a double holds.
    let fixed = (lower..=upper).contains(&exp)
        && !((output >= 1 << 53 && exp == 0)
            || (output > (1 << 52) / 5 && exp == 1)
            || (output > (1 << 51) / 25 && exp == 2));
    if fixed {
        let whole = olen + exp;
        if exp >= 0 {
            out.push_str(&digits);
            out.push_str(&"0".repeat(exp as usize));
            out.push_str(".0");
        } else if whole > 0 {
            out.push_str(&digits[..whole as usize]);
            out.push('.');
            out.push_str(&digits[whole as usize..]);
        } else {
            out.push_str("0.");
            out.push_str(&"0".repeat((-whole) as usize));
            out.push_str(&digits);
        }
    } else {
        out.push_str(&digits[..1]);
        out.push('.');
        out.push_str(if olen == 1 { "0" } else { &digits[1..] });
        out.push('e');
        out.push_str(&sci_exp.to_string());
    }
    out
}

/// C's `%.{prec}e`: at least two exponent digits, with a sign.
fn c_scientific(f: f64, prec: usize) -> String {
    let s = format!("{f:.prec$e}");
    let (mant, e) = s.split_once('e').expect("exponent");
    let e: i32 = e.parse().expect("exponent");
    let sign = if e < 0 { '-' } else { '+' };
    format!("{mant}e{sign}{:02}", e.unsigned_abs())
}

/// Strip trailing zeros, keeping one after a decimal point (erts'
/// `find_first_trailing_zero`, which also strips the zeros of an integral `%.0f` result).
fn strip_trailing_zeros(s: &mut String) {
    let keep = s.trim_end_matches('0').len();
    let keep = if s[..keep].ends_with('.') {
        keep + 1
    } else {
        keep
    };
    s.truncate(keep);
}

/// erts' `sys_double_to_chars_fast`: fixed notation with `decimals` digits; None if the
/// uncompacted printf text overflows erts' buffer.
fn fixed(f: f64, decimals: usize, compact: bool) -> Option<String> {
    const POW10: [f64; 19] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18,
    ];
    let af = f.abs();
    if af > (1u64 << 53) as f64 || decimals >= POW10.len() {
        // Large values and precisions go through printf.
        let mut s = format!("{f:.decimals$}");
        if s.len() >= FLOAT_BUF {
            return None;
        }
        if compact {
            strip_trailing_zeros(&mut s);
        }
        return Some(s);
    }
    let mut s = String::new();
    if f.is_sign_negative() {
        s.push('-');
    }
    if decimals == 0 {
        // C's lround: halves away from zero.
        s.push_str(&(af.round() as u64).to_string());
        return Some(s);
    }
    let int_f = af.floor();
    let frac_f = ((af - int_f) * POW10[decimals]).round();
    let (int_part, frac_part) = if frac_f >= POW10[decimals] {
        (int_f as u64 + 1, 0)
    } else {
        (int_f as u64, frac_f as u64)
    };
    s.push_str(&format!("{int_part}.{frac_part:0decimals$}"));
    if compact {
        strip_trailing_zeros(&mut s);
    }
    Some(s)
}

/// erts formats into a 256-byte buffer; longer results are `badarg`.
const FLOAT_BUF: usize = 256;

enum FloatFormat {
    /// `%.20e`, the default.
    Legacy,
    Short,
    Decimals(usize),
    Scientific(usize),
}

/// The text of `float_to_list(F, Options)`, or None for bad options or too long a result.
pub fn float_to_text(f: f64, options: Term) -> Option<String> {
    let mut fmt = FloatFormat::Legacy;
    let mut compact = false;
    let mut opts = options;
    while opts.is_cons() {
        let o = opts.head();
        opts = opts.tail();
        if o == atom::COMPACT {
            compact = true;
        } else if o == atom::SHORT {
            fmt = FloatFormat::Short;
        } else if o.is_tuple() && o.tuple_arity() == 2 && o.element(2).is_small() {
            let n = o.element(2).small_val();
            fmt = match o.element(1) {
                atom::DECIMALS if (0..=253).contains(&n) => FloatFormat::Decimals(n as usize),
                // printf's default precision stands in for a negative one, as in erts.
                atom::SCIENTIFIC if n <= 249 => {
                    FloatFormat::Scientific(usize::try_from(n).unwrap_or(6))
                }
                _ => return None,
            };
        } else {
            return None;
        }
    }
    if !opts.is_nil() {
        return None;
    }
    let s = match fmt {
        FloatFormat::Legacy => c_scientific(f, 20),
        FloatFormat::Short => float_short(f),
        FloatFormat::Decimals(d) => fixed(f, d, compact)?,
        FloatFormat::Scientific(d) => c_scientific(f, d),
    };
    (s.len() < FLOAT_BUF).then_some(s)
}

fn float_arg(t: Term) -> Result<f64, crate::exception::Trap> {
    if t.is_float() {
        Ok(t.float_val())
    } else {
        Err(badarg())
    }
}

fn float_to_list_1(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = c_scientific(float_arg(args[0])?, 20);
    Ok(build::byte_list(&mut p.heap, s.as_bytes()))
}

fn float_to_list_2(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = float_to_text(float_arg(args[0])?, args[1]).ok_or_else(badarg)?;
    Ok(build::byte_list(&mut p.heap, s.as_bytes()))
}

fn float_to_binary_1(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = c_scientific(float_arg(args[0])?, 20);
    Ok(binary::make_binary(&mut p.heap, s.as_bytes()))
}

fn float_to_binary_2(_cx: &mut Ctx, p: &mut Process, args: &[Term]) -> BifResult {
    let s = float_to_text(float_arg(args[0])?, args[1]).ok_or_else(badarg)?;
    Ok(binary::make_binary(&mut p.heap, s.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bif::test_support::cx;
    use crate::exception::{Exception, Trap};

    fn proc() -> Process {
        Process::new(Term::pid(0), 233)
    }

    fn call(p: &mut Process, name: &str, args: &[Term]) -> BifResult {
        let f = BIFS
            .iter()
            .find(|e| e.1 == name && e.2 as usize == args.len())
            .unwrap()
            .3;
        f(&mut cx(), p, args)
    }

    /// A result as text: strings and binaries as their bytes, integers in decimal, floats
    /// in short form, `badarg` for errors.
    fn show(r: BifResult) -> String {
        match r {
            Ok(t) if t.is_float() => float_short(t.float_val()),
            Ok(t) if t.is_integer() => build::integer_value(t).unwrap().to_string(),
            Ok(t) if t.is_bitstring() => {
                String::from_utf8(binary::bytes(t).unwrap().to_vec()).unwrap()
            }
            Ok(t) => build::list_to_string(t).unwrap(),
            Err(Trap::Raise(Exception { reason, .. })) => atom::name(reason).to_string(),
            Err(_) => "trap".into(),
        }
    }

    fn str_arg(p: &mut Process, s: &str) -> Term {
        build::string(&mut p.heap, s)
    }

    fn int(p: &mut Process, s: &str) -> Term {
        build::bigint(&mut p.heap, &s.parse().unwrap())
    }

    #[test]
    fn short_floats() {
        // (value, OTP 25's float_to_list(V, [short]))
        let cases: &[(f64, &str)] = &[
            (0.1, "0.1"),
            (1.0, "1.0"),
            (100.0, "100.0"),
            (1.0e15, "1.0e15"),
            (1.0e16, "1.0e16"),
            (123456789012345680.0, "1.2345678901234568e17"),
            (1.0e-4, "0.0001"),
            (0.001, "0.001"),
            (5.0e-324, "5.0e-324"),
            (1.7976931348623157e308, "1.7976931348623157e308"),
            (-0.0, "-0.0"),
            (0.0, "0.0"),
            (2.5, "2.5"),
            (1.0 / 3.0, "0.3333333333333333"),
            (10.0, "10.0"),
            (1.0e20, "1.0e20"),
            (1.0e23, "1.0e23"),
            (123.456, "123.456"),
            (1.5e-5, "1.5e-5"),
            (0.0001234, "1.234e-4"),
            (1.0e-5, "1.0e-5"),
            (12345.0, "12345.0"),
            (123456789.0, "123456789.0"),
            (1.0e9, "1.0e9"),
            (1.234e10, "1.234e10"),
            (9007199254740992.0, "9.007199254740992e15"),
            (4.35, "4.35"),
            (2.0e-7, "2.0e-7"),
            (-1.5e-300, "-1.5e-300"),
            (2.2250738585072014e-308, "2.2250738585072014e-308"),
            (10000.0, "1.0e4"),
            (120.0, "120.0"),
            (1200.0, "1.2e3"),
            (1.25e8, "1.25e8"),
            (0.0005, "0.0005"),
            (5.0e-5, "5.0e-5"),
            (123456789.123, "123456789.123"),
            (4.5678e15, "4.5678e15"),
            (1.0e100, "1.0e100"),
        ];
        for &(f, s) in cases {
            assert_eq!(float_short(f), s, "{f:e}");
        }
    }

    fn opts(p: &mut Process, o: &[Term]) -> Term {
        build::list(&mut p.heap, o)
    }

    fn dec(p: &mut Process, n: i64) -> Term {
        build::tuple(&mut p.heap, &[atom::DECIMALS, Term::small(n)])
    }

    fn sci(p: &mut Process, n: i64) -> Term {
        build::tuple(&mut p.heap, &[atom::SCIENTIFIC, Term::small(n)])
    }

    fn ftl(f: f64, o: impl Fn(&mut Process) -> Vec<Term>) -> String {
        let mut p = proc();
        let ov = o(&mut p);
        let ol = opts(&mut p, &ov);
        let ft = build::float(&mut p.heap, f);
        show(call(&mut p, "float_to_list", &[ft, ol]))
    }

    #[test]
    fn decimals() {
        // Values from OTP 25.
        let cases: &[(f64, i64, &str)] = &[
            (0.5, 0, "1"),
            (2.5, 0, "3"),
            (-0.5, 0, "-1"),
            (0.125, 2, "0.13"),
            (0.375, 2, "0.38"),
            (1.005, 2, "1.00"),
            (1.005, 20, "1.00499999999999989342"),
            (2.675, 2, "2.67"),
            (123.456, 1, "123.5"),
            (123.456, 20, "123.45600000000000306954"),
            (-0.0, 0, "-0"),
            (-0.0, 2, "-0.00"),
            (1.0e20, 1, "100000000000000000000.0"),
            (5.0e-324, 5, "0.00000"),
            (0.1, 20, "0.10000000000000000555"),
            (9007199254740992.0, 2, "9007199254740992.00"),
            (1.0e300, 0, "badarg"),
            (-1.0, 253, "badarg"),
            (1.0, 254, "badarg"),
            (1.0, -1, "badarg"),
        ];
        for &(f, n, s) in cases {
            assert_eq!(ftl(f, |p| vec![dec(p, n)]), s, "{f} {n}");
        }
        assert_eq!(ftl(-1.0, |p| vec![dec(p, 252)]).len(), 255);
        let compact: &[(f64, i64, &str)] = &[
            (0.5, 0, "1"),
            (1.0, 1, "1.0"),
            (1.0, 20, "1.0"),
            (123.456, 4, "123.456"),
            (123.456, 20, "123.45600000000000306954"),
            (100.0, 0, "100"),
            (100.0, 4, "100.0"),
            (1.0e20, 0, "1"),
            (1.0e20, 4, "100000000000000000000.0"),
            // The uncompacted text is too long for erts' buffer.
            (1.8136258050160192e249, 16, "badarg"),
            (-0.0, 4, "-0.0"),
            (1.25, 1, "1.3"),
        ];
        for &(f, n, s) in compact {
            assert_eq!(ftl(f, |p| vec![dec(p, n), atom::COMPACT]), s, "{f} {n}");
        }
    }

    #[test]
    fn scientific_and_options() {
        let cases: &[(f64, i64, &str)] = &[
            (0.5, 0, "5e-01"),
            (1.0, 1, "1.0e+00"),
            (1.5, 0, "2e+00"),
            (2.5, 0, "2e+00"),
            (9.5, 0, "1e+01"),
            (123.456, 3, "1.235e+02"),
            (-0.0, 3, "-0.000e+00"),
            (1.0e100, 1, "1.0e+100"),
            (1.0e-100, 20, "1.00000000000000001999e-100"),
            (5.0e-324, 3, "4.941e-324"),
            (1.0, -1, "1.000000e+00"),
            (1.0e100, 249, "badarg"),
            (1.0, 250, "badarg"),
        ];
        for &(f, n, s) in cases {
            assert_eq!(ftl(f, |p| vec![sci(p, n)]), s, "{f} {n}");
        }
        assert_eq!(ftl(1.0, |_| vec![]), "1.00000000000000000000e+00");
        assert_eq!(ftl(0.1, |_| vec![]), "1.00000000000000005551e-01");
        assert_eq!(ftl(1.0, |p| vec![atom::SHORT, dec(p, 2)]), "1.00");
        assert_eq!(ftl(1.0, |p| vec![dec(p, 2), atom::SHORT]), "1.0");
        assert_eq!(ftl(1.0, |p| vec![sci(p, 3), dec(p, 2)]), "1.00");
        assert_eq!(ftl(1.0, |p| vec![dec(p, 2), sci(p, 3)]), "1.000e+00");
        assert_eq!(ftl(1.0, |p| vec![atom::COMPACT, dec(p, 2)]), "1.0");
        assert_eq!(
            ftl(1.0, |_| vec![atom::COMPACT]),
            "1.00000000000000000000e+00"
        );
        assert_eq!(ftl(1.0, |_| vec![atom::atom("foo")]), "badarg");
        assert_eq!(
            ftl(1.0, |p| vec![build::tuple(
                &mut p.heap,
                &[atom::DECIMALS, atom::OK]
            )]),
            "badarg"
        );
        let mut p = proc();
        let one = Term::small(1);
        let short = opts(&mut p, &[atom::SHORT]);
        assert_eq!(show(call(&mut p, "float_to_list", &[one])), "badarg");
        assert_eq!(
            show(call(&mut p, "float_to_binary", &[one, short])),
            "badarg"
        );
        let f = build::float(&mut p.heap, 1.5);
        assert_eq!(show(call(&mut p, "float_to_binary", &[f, short])), "1.5");
        assert_eq!(
            show(call(&mut p, "float_to_binary", &[f])),
            "1.50000000000000000000e+00"
        );
        let improper = build::cons(&mut p.heap, atom::SHORT, atom::OK);
        assert_eq!(
            show(call(&mut p, "float_to_list", &[f, improper])),
            "badarg"
        );
    }

    #[test]
    fn list_to_integer() {
        let cases: &[(&str, &str)] = &[
            ("12", "12"),
            ("+12", "12"),
            ("-12", "-12"),
            ("", "badarg"),
            ("+", "badarg"),
            ("-", "badarg"),
            (" 12", "badarg"),
            ("12 ", "badarg"),
            ("1_000", "badarg"),
            ("007", "7"),
            ("-0", "0"),
            (
                "123456789012345678901234567890",
                "123456789012345678901234567890",
            ),
            ("-1152921504606846976", "-1152921504606846976"),
            ("1.0", "badarg"),
            ("1234567890123456", "1234567890123456"),
            ("+123456789012345", "123456789012345"),
        ];
        let mut p = proc();
        for &(s, r) in cases {
            let a = str_arg(&mut p, s);
            assert_eq!(show(call(&mut p, "list_to_integer", &[a])), r, "{s}");
            let b = binary::make_binary(&mut p.heap, s.as_bytes());
            assert_eq!(show(call(&mut p, "binary_to_integer", &[b])), r, "{s}");
        }
        let based: &[(&str, i64, &str)] = &[
            ("ff", 16, "255"),
            ("FF", 16, "255"),
            ("-zz", 36, "-1295"),
            ("-Zz", 36, "-1295"),
            ("12", 1, "badarg"),
            ("12", 37, "badarg"),
            ("2", 2, "badarg"),
            ("9", 8, "badarg"),
            ("+1010", 2, "10"),
            ("", 10, "badarg"),
            ("1_0", 16, "badarg"),
        ];
        for &(s, b, r) in based {
            let a = str_arg(&mut p, s);
            assert_eq!(
                show(call(&mut p, "list_to_integer", &[a, Term::small(b)])),
                r,
                "{s}"
            );
        }
        let a = str_arg(&mut p, "12");
        assert_eq!(
            show(call(&mut p, "list_to_integer", &[a, atom::OK])),
            "badarg"
        );
        let improper = build::cons(&mut p.heap, Term::small(b'1' as i64), atom::OK);
        assert_eq!(show(call(&mut p, "list_to_integer", &[improper])), "badarg");
        let c256 = build::list(&mut p.heap, &[Term::small(b'1' as i64), Term::small(256)]);
        assert_eq!(show(call(&mut p, "list_to_integer", &[c256])), "badarg");
        let a = str_arg(&mut p, "12");
        assert_eq!(show(call(&mut p, "binary_to_integer", &[a])), "badarg");
    }

    #[test]
    fn integer_to_text() {
        let mut p = proc();
        let cases: &[(&str, i64, &str)] = &[
            ("0", 10, "0"),
            ("-5", 10, "-5"),
            (
                "-123456789012345678901234567890",
                10,
                "-123456789012345678901234567890",
            ),
            ("255", 16, "FF"),
            ("-255", 16, "-FF"),
            ("35", 36, "Z"),
            ("5", 2, "101"),
            ("123456789012345678901234567890", 36, "BYW97UM9S91DLZ68TSI"),
            ("0", 2, "0"),
            ("5", 1, "badarg"),
            ("5", 37, "badarg"),
        ];
        for &(i, b, r) in cases {
            let t = int(&mut p, i);
            assert_eq!(
                show(call(&mut p, "integer_to_list", &[t, Term::small(b)])),
                r
            );
            assert_eq!(
                show(call(&mut p, "integer_to_binary", &[t, Term::small(b)])),
                r
            );
            if b == 10 {
                assert_eq!(show(call(&mut p, "integer_to_list", &[t])), r);
                assert_eq!(show(call(&mut p, "integer_to_binary", &[t])), r);
            }
        }
        let f = build::float(&mut p.heap, 1.0);
        assert_eq!(show(call(&mut p, "integer_to_list", &[f])), "badarg");
        assert_eq!(
            show(call(&mut p, "integer_to_binary", &[atom::OK])),
            "badarg"
        );
    }

    #[test]
    fn text_to_float() {
        let cases: &[(&str, &str)] = &[
            ("1.0", "1.0"),
            ("1", "badarg"),
            ("1.0e5", "1.0e5"),
            ("1e5", "badarg"),
            (".5", "badarg"),
            ("+1.0", "1.0"),
            ("-1.0", "-1.0"),
            ("1.0E5", "1.0e5"),
            ("1.5 ", "badarg"),
            ("1.0e400", "badarg"),
            ("1.0e-400", "0.0"),
            ("1.", "badarg"),
            ("1.e5", "badarg"),
            ("0.1e+3", "100.0"),
            ("1.0e", "badarg"),
            ("-0.0", "-0.0"),
            ("00.5", "0.5"),
            ("1.5e-3", "0.0015"),
            ("4.9e-324", "5.0e-324"),
            ("1.0e-320", "1.0e-320"),
            ("1.0ee", "badarg"),
            ("1_0.0", "badarg"),
            ("1.0e05", "1.0e5"),
            ("inf", "badarg"),
            ("nan", "badarg"),
            ("1.7976931348623159e308", "badarg"),
            ("-2.5e-3", "-0.0025"),
        ];
        let mut p = proc();
        for &(s, r) in cases {
            let a = str_arg(&mut p, s);
            assert_eq!(show(call(&mut p, "list_to_float", &[a])), r, "{s}");
            let b = binary::make_binary(&mut p.heap, s.as_bytes());
            assert_eq!(show(call(&mut p, "binary_to_float", &[b])), r, "{s}");
        }
    }
}
