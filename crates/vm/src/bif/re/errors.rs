//! Compile error messages as Erlang/OTP 25 gives them: the texts of PCRE 8.44, whose wording
//! differs from PCRE2's for many errors. Errors PCRE 8 does not have (PCRE2's newer syntax)
//! keep PCRE2's text.

use super::pcre;

/// The PCRE 8 message for a PCRE2 compile error code.
pub fn message(code: i32) -> String {
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
        128 => "assertion expected after (?(",
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
