//! Compile errors as Erlang/OTP 25 gives them: the texts of PCRE 8.44, whose wording differs
//! from PCRE2's for many errors, and PCRE 8's offsets where they are known to differ from
//! PCRE2's. Errors PCRE 8 does not have (PCRE2's newer syntax) keep PCRE2's text.

use super::pcre;

/// `{Message, Offset}` as PCRE 8 reports the PCRE2 error `code` at `offset` in `pattern`.
pub fn describe(code: i32, offset: usize, pattern: &[u8]) -> (String, usize) {
    let before = &pattern[..offset.min(pattern.len())];
    let offset = match code {
        // PCRE 8 points at the last character of an escape, PCRE2 after it.
        137 | 143 | 147 | 150 | 151 | 169 | 171 => offset.saturating_sub(1),
        // At the collating element's `[.` or `[=`.
        113 => find_back(before, b"[.")
            .max(find_back(before, b"[="))
            .unwrap_or(offset),
        128 => offset + 1,
        // After the reference (a number or name, and the `)` closing a condition's).
        115 => after_reference(pattern, offset),
        // At the end of the DEFINE group.
        154 => find_back(before, b"(?(")
            .and_then(|i| closing_paren(pattern, i))
            .unwrap_or(offset),
        // At the POSIX class's name, not after it.
        130 => find_back(before, b"[:").map_or(offset, |i| i + 2),
        // At the lookbehind's closing parenthesis, not its opening one.
        125 | 135 | 187 | 200 => closing_paren(pattern, offset).unwrap_or(offset),
        _ => offset,
    };
    let message = if code == 162 && before.ends_with(b"(?<") {
        "unrecognized character after (?<".to_string()
    } else if code == 114 && unfinished_group_start(before, b"imsxJU-") {
        // An option setting such as `(?i` cut short.
        message(111)
    } else if code == 114 && unfinished_group_start(before, b"C0123456789") {
        message(139)
    } else {
        message(code)
    };
    (message, offset)
}

/// Whether `before` ends in `(?` followed only by bytes of `allowed` (at least one).
fn unfinished_group_start(before: &[u8], allowed: &[u8]) -> bool {
    find_back(before, b"(?").is_some_and(|i| {
        let rest = &before[i + 2..];
        !rest.is_empty() && rest.iter().all(|b| allowed.contains(b))
    })
}

/// PCRE 8's limit on a group name's length (PCRE2's is longer): the error and its offset
/// (the name's end) for the first name over it.
pub fn name_too_long(names: &[(Vec<u8>, usize)], pattern: &[u8]) -> Option<(String, usize)> {
    let (name, _) = names.iter().find(|(n, _)| n.len() > 32)?;
    let at = pattern
        .windows(name.len())
        .position(|w| w == name.as_slice())?;
    Some((message(148), at + name.len()))
}

fn find_back(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).rposition(|w| w == needle)
}

fn after_reference(p: &[u8], offset: usize) -> usize {
    let word = |i: &mut usize| {
        while p
            .get(*i)
            .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_')
        {
            *i += 1;
        }
    };
    let mut i = offset;
    if p.get(i) == Some(&b'(') {
        i += 1;
        word(&mut i);
        if p.get(i) == Some(&b')') {
            i += 1;
        }
    } else {
        word(&mut i);
    }
    i
}

/// The index of the parenthesis closing the group that opens at `open`, skipping escapes and
/// character classes.
fn closing_paren(p: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0;
    let mut i = open;
    let mut in_class = false;
    while i < p.len() {
        match p[i] {
            b'\\' => i += 1,
            b'[' if !in_class => {
                in_class = true;
                // A `]` first in a class is a literal.
                if p.get(i + 1) == Some(&b'^') {
                    i += 1;
                }
                if p.get(i + 1) == Some(&b']') {
                    i += 1;
                }
            }
            b']' if in_class => in_class = false,
            b'(' if !in_class => depth += 1,
            b')' if !in_class => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The PCRE 8 message for a PCRE2 compile error code.
fn message(code: i32) -> String {
    let old = match code {
        // A pattern that is not valid UTF-8 (PCRE2 reports its UTF-8 error codes).
        c if c < 0 => "invalid UTF-8 string",
        107 => "invalid escape sequence in character class",
        109 => "nothing to repeat",
        114 => "missing )",
        117 => "unknown option bit(s) set",
        118 => "missing ) after comment",
        119 => "parentheses are too deeply nested",
        121 => "failed to get memory",
        122 => "unmatched parentheses",
        124 => "malformed number or name after (?(",
        125 | 135 | 187 | 200 => "lookbehind assertion is not fixed length",
        126 => "a numbered reference must not be zero",
        127 => "conditional group contains more than two branches",
        128 => "assertion expected after (?( or (?(?C)",
        129 => "digit expected after (?+",
        134 => "character value in \\x{} or \\o{} is too large",
        136 => "\\C not allowed in lookbehind assertion",
        137 => "PCRE does not support \\L, \\l, \\N{name}, \\U, or \\u",
        138 => "number after (?C is > 255",
        139 => "closing ) for (?C expected",
        142 => "syntax error in subpattern name (missing terminator)",
        143 => "two named subpatterns have the same name",
        144 => "group name must start with a non-digit",
        147 => "unknown property name after \\P or \\p",
        148 => "subpattern name is too long (maximum 32 characters)",
        149 => "too many named subpatterns (maximum 10000)",
        154 => "DEFINE group contains more than one branch",
        158 => "(?R or (?[+-]digits must be followed by )",
        161 => "number is too big",
        168 => "\\c must be followed by an ASCII character",
        177 => "character value in \\u.... sequence is too large",
        178 => "digits missing in \\x{} or \\o{}",
        _ => return pcre::error_message(code),
    };
    old.to_string()
}
