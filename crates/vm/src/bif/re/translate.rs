//! Translating a PCRE pattern (as Erlang/OTP's `re` reads it) into the `regex` crate's
//! syntax, and reporting the common PCRE compile errors with PCRE's messages and offsets.
//!
//! The two dialects mostly agree; the differences handled here:
//! - `\d \w \s` (and negations, and `\b \B`) are ASCII-only in PCRE without `ucp`, even in
//!   `unicode` mode, where the `regex` crate would make them Unicode-aware: they become
//!   explicit ASCII classes.
//! - Escaped punctuation (`\/`, `\<`, ...) is always a literal in PCRE; the `regex` crate
//!   rejects some and gives others (`\<`, `\>`) meanings, so every one becomes `\x{HH}`.
//! - Inside a class, PCRE reads `[`, `&&`, `~~` literally; the `regex` crate reads them as
//!   nested classes and set operations, so they are escaped.
//! - A `{` that does not start a valid quantifier, and a stray `]` or `}`, are literals.
//! - In non-unicode mode the pattern is Latin-1 bytes: bytes over 127 become `\xHH`, which
//!   the byte-oriented regex (Unicode off) matches as single bytes.
//! - `(?#...)` comments are dropped; `(?'name'...)` becomes `(?<name>...)`; `\Q...\E` quotes.
//! - `\Z` is treated as `\z` (PCRE also allows a final newline before it).
//!
//! Features the `regex` crate lacks (backreferences, lookaround, atomic groups, possessive
//! quantifiers, recursion, `\K`, `\G`, `\R`, `\X`, ...) are compile errors here.

/// A compile error: PCRE's message and the byte offset in the pattern it reports.
pub type CompileError = (String, usize);

fn err<T>(msg: &str, pos: usize) -> Result<T, CompileError> {
    Err((msg.to_string(), pos))
}

fn unsupported<T>(what: &str, pos: usize) -> Result<T, CompileError> {
    err(&format!("{what} not supported by this runtime"), pos)
}

/// The classes of `\d \w \s` as class items (`\s` includes VT since PCRE 8.34). OTP's PCRE
/// uses Latin-1 character tables (without `ucp`, even in `unicode` mode), so `\w` also
/// holds the Latin-1 letters, and nothing above 255.
fn class_items(c: char, unicode: bool) -> Option<&'static str> {
    match (c.to_ascii_lowercase(), unicode) {
        ('d', _) => Some("0-9"),
        ('w', false) => Some("0-9A-Za-z_\\xAA\\xB5\\xBA\\xC0-\\xD6\\xD8-\\xF6\\xF8-\\xFF"),
        ('w', true) => {
            Some("0-9A-Za-z_\\x{AA}\\x{B5}\\x{BA}\\x{C0}-\\x{D6}\\x{D8}-\\x{F6}\\x{F8}-\\x{FF}")
        }
        ('s', _) => Some("\\t\\n\\x0B\\f\\r\\x20"),
        _ => None,
    }
}

/// The other case of a Latin-1 letter, which PCRE's tables fold in `caseless` mode (the
/// regex crate folds only ASCII when Unicode is off).
fn latin1_other_case(c: char) -> Option<char> {
    let v = c as u32;
    let folds = (0xC0..=0xFE).contains(&v) && v != 0xD7 && v != 0xF7 && v != 0xDF;
    folds.then(|| char::from_u32(v ^ 0x20)).flatten()
}

struct Translator<'a> {
    p: &'a [char],
    unicode: bool,
    extended: bool,
    caseless: bool,
    in_class: bool,
    out: String,
}

impl Translator<'_> {
    /// Emit a literal character (already known not to need special treatment otherwise).
    fn literal(&mut self, c: char) {
        if c.is_ascii_alphanumeric() || (c as u32 >= 0x80 && self.unicode) {
            self.out.push(c);
        } else if self.unicode {
            // Hex escapes are literals everywhere: inside classes and in `x` mode.
            self.out.push_str(&format!("\\x{{{:X}}}", c as u32));
        } else {
            // Without Unicode, only the two-digit form means a byte.
            let byte = format!("\\x{:02X}", c as u32);
            match latin1_other_case(c).filter(|_| self.caseless) {
                Some(o) if self.in_class => {
                    self.out.push_str(&format!("{byte}\\x{:02X}", o as u32));
                }
                Some(o) => self.out.push_str(&format!("[{byte}\\x{:02X}]", o as u32)),
                None => self.out.push_str(&byte),
            }
        }
    }

    /// Read up to `max` digits in `radix` at `i`; returns the value and the next index.
    fn number(&self, mut i: usize, radix: u32, max: usize) -> (u32, usize) {
        let mut v = 0u32;
        let start = i;
        while i < self.p.len() && i - start < max {
            match self.p[i].to_digit(radix) {
                Some(d) => v = v.saturating_mul(radix).saturating_add(d),
                None => break,
            }
            i += 1;
        }
        (v, i)
    }

    /// An escape whose meaning is one character (shared by classes and the top level):
    /// octal, hex, control letters and escaped non-alphanumerics. Returns the next index.
    fn char_escape(&mut self, i: usize) -> Result<Option<usize>, CompileError> {
        let c = self.p[i];
        let (v, next) = match c {
            '0' => self.number(i, 8, 3),
            'x' if self.p.get(i + 1) == Some(&'{') => {
                let (v, j) = self.number(i + 2, 16, 8);
                if self.p.get(j) != Some(&'}') {
                    return err("\\x{...} is not terminated", j);
                }
                (v, j + 1)
            }
            'x' => self.number(i + 1, 16, 2),
            'n' => (10, i + 1),
            't' => (9, i + 1),
            'r' => (13, i + 1),
            'f' => (12, i + 1),
            'a' => (7, i + 1),
            'e' => (27, i + 1),
            c if !c.is_ascii_alphanumeric() => (c as u32, i + 1),
            _ => return Ok(None),
        };
        let limit = if self.unicode { 0x10FFFF } else { 0xFF };
        let ch = match char::from_u32(v) {
            Some(ch) if v <= limit => ch,
            _ => return err("character value in \\x{} or \\o{} is too large", next),
        };
        self.literal(ch);
        Ok(Some(next))
    }

    /// `\p{..}` / `\pL`: copied as is (the regex crate spells Unicode properties alike).
    fn property(&mut self, i: usize) -> Result<usize, CompileError> {
        let start = i - 1;
        let end = if self.p.get(i + 1) == Some(&'{') {
            match self.p[i + 1..].iter().position(|&c| c == '}') {
                Some(k) => i + 1 + k + 1,
                None => return err("malformed \\P or \\p sequence", self.p.len()),
            }
        } else {
            (i + 2).min(self.p.len())
        };
        self.out.extend(&self.p[start..end]);
        Ok(end)
    }

    /// A character class starting at `i` (just after `[`); returns the index after `]`.
    fn class(&mut self, mut i: usize) -> Result<usize, CompileError> {
        let p = self.p;
        self.in_class = true;
        self.out.push('[');
        if p.get(i) == Some(&'^') {
            self.out.push('^');
            i += 1;
        }
        // A `]` first is a literal.
        if p.get(i) == Some(&']') {
            self.out.push_str("\\]");
            i += 1;
        }
        while i < p.len() {
            let c = p[i];
            match c {
                ']' => {
                    self.out.push(']');
                    self.in_class = false;
                    return Ok(i + 1);
                }
                '[' if p.get(i + 1) == Some(&':') => {
                    // A POSIX class `[:name:]`, which both dialects share.
                    let rest = &p[i + 2..];
                    match rest.windows(2).position(|w| w == [':', ']']) {
                        Some(k) => {
                            self.out.extend(&p[i..i + 2 + k + 2]);
                            i += 2 + k + 2;
                        }
                        None => {
                            self.out.push_str("\\[");
                            i += 1;
                        }
                    }
                }
                '\\' => {
                    let Some(&e) = p.get(i + 1) else {
                        return err("\\ at end of pattern", p.len());
                    };
                    if let Some(items) = class_items(e, self.unicode) {
                        if e.is_ascii_uppercase() {
                            self.out.push_str(&format!("[^{items}]"));
                        } else {
                            self.out.push_str(items);
                        }
                        i += 2;
                    } else if e == 'b' {
                        self.out.push_str("\\x{8}");
                        i += 2;
                    } else if e == 'p' || e == 'P' {
                        i = self.property(i + 1)?;
                    } else if let Some(next) = self.char_escape(i + 1)? {
                        i = next;
                    } else {
                        return unsupported(&format!("\\{e} in a character class"), i + 1);
                    }
                }
                '&' | '~' | '[' => {
                    self.out.push('\\');
                    self.out.push(c);
                    i += 1;
                }
                '-' if p.get(i + 1) == Some(&'-') => {
                    self.out.push_str("-\\-");
                    i += 2;
                }
                _ => {
                    if c == '-' {
                        self.out.push('-');
                    } else {
                        self.literal(c);
                    }
                    i += 1;
                }
            }
        }
        err("missing terminating ] for character class", p.len())
    }

    /// If a counted quantifier `{n}`, `{n,}` or `{n,m}` starts at `i`, its bounds and end.
    fn counted(&self, i: usize) -> Option<(u32, Option<u32>, usize)> {
        let (lo, j) = self.number(i + 1, 10, 10);
        if j == i + 1 {
            return None;
        }
        match self.p.get(j) {
            Some('}') => Some((lo, Some(lo), j + 1)),
            Some(',') => {
                let (hi, k) = self.number(j + 1, 10, 10);
                if self.p.get(k) != Some(&'}') {
                    return None;
                }
                Some((lo, (k > j + 1).then_some(hi), k + 1))
            }
            _ => None,
        }
    }

    fn run(&mut self) -> Result<(), CompileError> {
        let p = self.p;
        let mut i = 0;
        let mut open = Vec::new();
        // Whether the previous item can take a quantifier.
        let mut atom = false;
        while i < p.len() {
            let c = p[i];
            match c {
                c if self.extended && c.is_ascii_whitespace() => i += 1,
                '#' if self.extended => {
                    while i < p.len() && p[i] != '\n' {
                        i += 1;
                    }
                }
                '\\' => {
                    let Some(&e) = p.get(i + 1) else {
                        return err("\\ at end of pattern", p.len());
                    };
                    atom = true;
                    if let Some(items) = class_items(e, self.unicode) {
                        let neg = if e.is_ascii_uppercase() { "^" } else { "" };
                        self.out.push_str(&format!("[{neg}{items}]"));
                        i += 2;
                    } else if e == 'b' || e == 'B' {
                        // Unicode word boundaries agree with PCRE's Latin-1 ones below 256;
                        // without Unicode only ASCII ones can be had.
                        if self.unicode {
                            self.out.push_str(&format!("\\{e}"));
                        } else {
                            self.out.push_str(&format!("(?-u:\\{e})"));
                        }
                        atom = false;
                        i += 2;
                    } else if e == 'A' || e == 'z' || e == 'Z' {
                        self.out.push_str(if e == 'A' { "\\A" } else { "\\z" });
                        atom = false;
                        i += 2;
                    } else if e == 'p' || e == 'P' {
                        i = self.property(i + 1)?;
                    } else if e == 'Q' {
                        i += 2;
                        while i < p.len() && !(p[i] == '\\' && p.get(i + 1) == Some(&'E')) {
                            self.literal(p[i]);
                            i += 1;
                        }
                        i = (i + 2).min(p.len());
                    } else if e == 'E' {
                        i += 2;
                    } else if e.is_ascii_digit() && e != '0' {
                        return unsupported("a backreference", i + 2);
                    } else if let Some(next) = self.char_escape(i + 1)? {
                        i = next;
                    } else {
                        return unsupported(&format!("\\{e}"), i + 2);
                    }
                }
                '[' => {
                    i = self.class(i + 1)?;
                    atom = true;
                }
                '(' => {
                    i = self.group(i, &mut open)?;
                    atom = false;
                }
                ')' => {
                    if open.pop().is_none() {
                        return err("unmatched parentheses", i);
                    }
                    self.out.push(')');
                    i += 1;
                    atom = true;
                }
                '*' | '+' | '?' => {
                    if !atom {
                        return err("nothing to repeat", i);
                    }
                    self.out.push(c);
                    i = self.quantifier_suffix(i + 1)?;
                    atom = false;
                }
                '{' => match self.counted(i) {
                    Some((lo, hi, end)) => {
                        if !atom {
                            return err("nothing to repeat", i);
                        }
                        if hi.is_some_and(|hi| hi < lo) {
                            return err("numbers out of order in {} quantifier", end - 1);
                        }
                        self.out.extend(&p[i..end]);
                        i = self.quantifier_suffix(end)?;
                        atom = false;
                    }
                    None => {
                        self.literal('{');
                        i += 1;
                        atom = true;
                    }
                },
                '|' | '^' | '$' => {
                    self.out.push(c);
                    i += 1;
                    atom = false;
                }
                '.' => {
                    self.out.push('.');
                    i += 1;
                    atom = true;
                }
                _ => {
                    self.literal(c);
                    i += 1;
                    atom = true;
                }
            }
        }
        if !open.is_empty() {
            return err("missing )", p.len());
        }
        Ok(())
    }

    /// After a quantifier: `?` (lazy) is shared; `+` (possessive) is unsupported.
    fn quantifier_suffix(&mut self, i: usize) -> Result<usize, CompileError> {
        match self.p.get(i) {
            Some('?') => {
                self.out.push('?');
                Ok(i + 1)
            }
            Some('+') => unsupported("a possessive quantifier", i),
            _ => Ok(i),
        }
    }

    /// A group opening at `i`; returns the index after its opening syntax.
    fn group(&mut self, i: usize, open: &mut Vec<usize>) -> Result<usize, CompileError> {
        let p = self.p;
        if p.get(i + 1) != Some(&'?') {
            open.push(i);
            self.out.push('(');
            return Ok(i + 1);
        }
        let rest: String = p[i + 2..p.len().min(i + 4)].iter().collect();
        if rest.starts_with('#') {
            // A comment: skip to the closing parenthesis.
            return match p[i..].iter().position(|&c| c == ')') {
                Some(k) => Ok(i + k + 1),
                None => err("missing ) after comment", p.len()),
            };
        }
        if rest.starts_with('\'') {
            let end = p[i + 3..].iter().position(|&c| c == '\'');
            let Some(k) = end else {
                return err(
                    "syntax error in subpattern name (missing terminator)",
                    p.len(),
                );
            };
            open.push(i);
            self.out.push_str("(?<");
            self.out.extend(&p[i + 3..i + 3 + k]);
            self.out.push('>');
            return Ok(i + 3 + k + 1);
        }
        let what = if rest.starts_with('=') || rest.starts_with('!') {
            Some("lookahead")
        } else if rest.starts_with("<=") || rest.starts_with("<!") {
            Some("lookbehind")
        } else if rest.starts_with('>') {
            Some("an atomic group")
        } else if rest.starts_with('|') {
            Some("a branch reset group")
        } else if rest.starts_with("P=") || rest.starts_with("P>") || rest.starts_with('&') {
            Some("a named backreference or subroutine")
        } else if rest.starts_with(['R', '(']) || recursion_number(&rest) {
            Some("recursion or a conditional group")
        } else {
            None
        };
        if let Some(what) = what {
            return unsupported(what, i + 2);
        }
        // `(?:`, `(?<name>`, `(?P<name>` and flag groups, which the regex crate reads alike:
        // copied up to where the group's contents start.
        open.push(i);
        let mut j = i + 2;
        if p.get(j) == Some(&'P') {
            j += 1;
        }
        if p.get(j) == Some(&'<') {
            match p[j..].iter().position(|&c| c == '>') {
                Some(k) => j += k + 1,
                None => {
                    return err(
                        "syntax error in subpattern name (missing terminator)",
                        p.len(),
                    )
                }
            }
        } else {
            while j < p.len() && (p[j].is_ascii_alphabetic() || p[j] == '-') {
                j += 1;
            }
            if p.get(j) == Some(&':') {
                j += 1;
            }
        }
        self.out.extend(&p[i..j]);
        Ok(j)
    }
}

/// Whether group syntax `(?` is followed by a recursion number: `(?1)`, `(?+1)`, `(?-1)`.
fn recursion_number(rest: &str) -> bool {
    let digits = rest.trim_start_matches(['+', '-']);
    digits.starts_with(|c: char| c.is_ascii_digit())
}

/// Translate pattern `p` (code points; Latin-1 bytes when not `unicode`).
pub fn translate(
    p: &[char],
    unicode: bool,
    extended: bool,
    caseless: bool,
) -> Result<String, CompileError> {
    let mut t = Translator {
        p,
        unicode,
        extended,
        caseless,
        in_class: false,
        out: String::with_capacity(p.len() + 8),
    };
    t.run()?;
    Ok(t.out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(s: &str) -> Result<String, CompileError> {
        let v: Vec<char> = s.chars().collect();
        translate(&v, true, false, false)
    }

    #[test]
    fn translations() {
        assert_eq!(tr("a.b").unwrap(), "a.b");
        assert_eq!(tr("\\d+").unwrap(), "[0-9]+");
        assert_eq!(tr("\\b").unwrap(), "\\b");
        assert_eq!(tr("[\\d,]").unwrap(), "[0-9\\x{2C}]");
        assert_eq!(tr("\\/").unwrap(), "\\x{2F}");
        assert_eq!(tr("a{").unwrap(), "a\\x{7B}");
        assert_eq!(tr("a{2,3}?").unwrap(), "a{2,3}?");
        assert_eq!(tr("[[]").unwrap(), "[\\[]");
        assert_eq!(tr("(?#c)x").unwrap(), "x");
        assert_eq!(tr("[[:alpha:]]").unwrap(), "[[:alpha:]]");
        let latin1: Vec<char> = "é".chars().collect();
        assert_eq!(translate(&latin1, false, false, false).unwrap(), "\\xE9");
        assert_eq!(
            translate(&latin1, false, false, true).unwrap(),
            "[\\xE9\\xC9]"
        );
        assert_eq!(
            translate(&['a', ' ', 'b', '#', 'x'], false, true, false).unwrap(),
            "ab"
        );
    }

    #[test]
    fn errors() {
        // Messages and offsets as re:compile/1 reports them.
        assert_eq!(tr("("), err("missing )", 1));
        assert_eq!(tr(")"), err("unmatched parentheses", 0));
        assert_eq!(tr("*"), err("nothing to repeat", 0));
        assert_eq!(
            tr("[a"),
            err("missing terminating ] for character class", 2)
        );
        assert_eq!(
            tr("a{2,1}"),
            err("numbers out of order in {} quantifier", 5)
        );
        assert!(tr("(a)\\1").is_err());
        assert!(tr("a(?=b)").is_err());
        assert!(tr("(?<!a)b").is_err());
        assert!(tr("a++").is_err());
        assert!(tr("(?<n>a)(?i:b)").is_ok());
    }
}
