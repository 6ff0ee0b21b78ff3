//! PCRE's character tables for Latin-1, the ones Erlang/OTP's PCRE is built with: which of
//! the characters 0..=255 are letters, digits, spaces and so on, and their cases. They decide
//! `\w \d \s`, POSIX classes, `\b` and caseless matching for characters below 256 (in
//! `unicode` mode too, unless `ucp`).
//!
//! The layout is PCRE2's (`pcre2_maketables`): lower case, flipped case, ten class bitmaps,
//! then a type byte per character.

pub const LENGTH: usize = 1088;

const CBITS: usize = 512;
const CTYPES: usize = CBITS + 320;
// The class bitmaps, at these offsets from CBITS.
const SPACE: usize = 0;
const XDIGIT: usize = 32;
const DIGIT: usize = 64;
const UPPER: usize = 96;
const LOWER: usize = 128;
const WORD: usize = 160;
const GRAPH: usize = 192;
const PRINT: usize = 224;
const PUNCT: usize = 256;
const CNTRL: usize = 288;
// The bits of a type byte.
const T_SPACE: u8 = 0x01;
const T_LETTER: u8 = 0x02;
const T_LOWER: u8 = 0x04;
const T_DIGIT: u8 = 0x08;
const T_WORD: u8 = 0x10;

const fn is_upper(c: usize) -> bool {
    matches!(c, 0x41..=0x5A | 0xC0..=0xDE) && c != 0xD7
}

/// Latin-1's lower-case letters include ª, µ, º, ß and ÿ, which have no upper case in it.
const fn is_lower(c: usize) -> bool {
    matches!(c, 0x61..=0x7A | 0xAA | 0xB5 | 0xBA | 0xDF..=0xFF) && c != 0xF7
}

const fn is_digit(c: usize) -> bool {
    matches!(c, 0x30..=0x39)
}

const fn is_alnum(c: usize) -> bool {
    is_upper(c) || is_lower(c) || is_digit(c)
}

/// No-break space (0xA0) is not a space here, as in OTP.
const fn is_space(c: usize) -> bool {
    matches!(c, 0x09..=0x0D | 0x20)
}

const fn is_xdigit(c: usize) -> bool {
    matches!(c, 0x30..=0x39 | 0x41..=0x46 | 0x61..=0x66)
}

const fn is_cntrl(c: usize) -> bool {
    matches!(c, 0x00..=0x1F | 0x7F..=0x9F)
}

const fn is_print(c: usize) -> bool {
    !is_cntrl(c)
}

const fn is_graph(c: usize) -> bool {
    is_print(c) && c != 0x20
}

const fn is_punct(c: usize) -> bool {
    is_graph(c) && !is_alnum(c)
}

const fn to_lower(c: usize) -> usize {
    if is_upper(c) {
        c + 0x20
    } else {
        c
    }
}

/// The other case of a letter that has one (ß, ÿ, ª, µ, º have none in Latin-1).
const fn flip(c: usize) -> usize {
    if is_upper(c) {
        c + 0x20
    } else if is_lower(c) && is_upper(c - 0x20) && matches!(c, 0x61..=0x7A | 0xE0..=0xFE) {
        c - 0x20
    } else {
        c
    }
}

const fn build() -> [u8; LENGTH] {
    let mut t = [0u8; LENGTH];
    let mut c = 0;
    while c < 256 {
        t[c] = to_lower(c) as u8;
        t[256 + c] = flip(c) as u8;
        let (byte, bit) = (c / 8, 1u8 << (c % 8));
        let classes = [
            (SPACE, is_space(c)),
            (XDIGIT, is_xdigit(c)),
            (DIGIT, is_digit(c)),
            (UPPER, is_upper(c)),
            (LOWER, is_lower(c)),
            (WORD, is_alnum(c) || c == b'_' as usize),
            (GRAPH, is_graph(c)),
            (PRINT, is_print(c)),
            (PUNCT, is_punct(c)),
            (CNTRL, is_cntrl(c)),
        ];
        let mut i = 0;
        while i < classes.len() {
            if classes[i].1 {
                t[CBITS + classes[i].0 + byte] |= bit;
            }
            i += 1;
        }
        let mut ty = 0;
        if is_space(c) {
            ty |= T_SPACE;
        }
        if is_upper(c) || is_lower(c) {
            ty |= T_LETTER;
        }
        if is_lower(c) {
            ty |= T_LOWER;
        }
        if is_digit(c) {
            ty |= T_DIGIT;
        }
        if is_alnum(c) || c == b'_' as usize {
            ty |= T_WORD;
        }
        t[CTYPES + c] = ty;
        c += 1;
    }
    t
}

/// The tables, `'static` since every compiled pattern points to them.
pub static LATIN1: [u8; LENGTH] = build();
