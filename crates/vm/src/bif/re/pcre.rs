//! The one place `re` calls PCRE2 (through `pcre2-sys`): compiling a pattern, reading what a
//! compiled pattern holds, and matching. Everything here is safe to call; the unsafe code
//! keeps these invariants:
//!
//! - A [`Regex`] owns exactly one non-null `pcre2_code_8`, freed once, in its `Drop`. PCRE2
//!   never changes a compiled pattern after `pcre2_compile_8`, so it may be read (and matched)
//!   from any thread, as PCRE2's documentation says.
//! - The character tables a pattern refers to are `'static` ([`super::tables::LATIN1`]), so
//!   they outlive every pattern.
//! - A [`Matcher`] owns a match data block made for its pattern (so its ovector has a pair for
//!   every group) and a match context, both non-null, freed in its `Drop`; it borrows the
//!   [`Regex`], so the pattern outlives them.
//! - Every pointer and length passed to PCRE2 comes from a live Rust slice; the ovector is
//!   read only after a successful match, and only as many pairs as PCRE2 made.
//! - The one write into a compiled pattern, [`widen_start_bitmap`], happens in [`compile`]
//!   before the pattern is shared or matched, inside the 32-byte start bitmap PCRE2 points to.

use pcre2_sys::*;
use std::ptr::{self, NonNull};

/// PCRE2's "unset" offset in an ovector.
const UNSET: usize = usize::MAX;

/// What a pattern is compiled with: PCRE2 option bits, extra option bits, the newline
/// convention (`PCRE2_NEWLINE_*`) and what `\R` matches (`PCRE2_BSR_*`).
#[derive(Clone, Copy, Debug)]
pub struct CompileOptions {
    pub options: u32,
    pub extra: u32,
    pub newline: u32,
    pub bsr: u32,
}

/// A compile error: PCRE2's error code and the offset in the pattern where it was found.
#[derive(Debug)]
pub struct CompileError {
    pub code: i32,
    pub offset: usize,
}

/// A compiled pattern.
pub struct Regex {
    code: NonNull<pcre2_code_8>,
}

// SAFETY: a compiled pattern is immutable once made; PCRE2 allows it to be shared by threads.
unsafe impl Send for Regex {}
// SAFETY: as above.
unsafe impl Sync for Regex {}

impl Drop for Regex {
    fn drop(&mut self) {
        // SAFETY: `code` came from pcre2_compile_8 and is freed only here.
        unsafe { pcre2_code_free_8(self.code.as_ptr()) }
    }
}

/// Compile `pattern` with `opts` and `tables` (character tables in PCRE2's layout).
pub fn compile(
    pattern: &[u8],
    opts: &CompileOptions,
    tables: &'static [u8; super::tables::LENGTH],
) -> Result<Regex, CompileError> {
    let mut code = 0;
    let mut offset = 0;
    // SAFETY: the context is created, used and freed here; the tables are 'static (invariant
    // above); the pattern pointer and length are those of a live slice.
    let raw = unsafe {
        let ccx = pcre2_compile_context_create_8(ptr::null_mut());
        if ccx.is_null() {
            return Err(CompileError {
                code: PCRE2_ERROR_NOMEMORY,
                offset: 0,
            });
        }
        pcre2_set_character_tables_8(ccx, tables.as_ptr());
        pcre2_set_newline_8(ccx, opts.newline);
        pcre2_set_bsr_8(ccx, opts.bsr);
        pcre2_set_compile_extra_options_8(ccx, opts.extra);
        // Lookbehinds of fixed length only (each branch), as in PCRE 8.
        pcre2_set_max_varlookbehind_8(ccx, 0);
        let raw = pcre2_compile_8(
            pattern.as_ptr(),
            pattern.len(),
            opts.options,
            &mut code,
            &mut offset,
            ccx,
        );
        pcre2_compile_context_free_8(ccx);
        raw
    };
    match NonNull::new(raw) {
        Some(code) => {
            let re = Regex { code };
            if re.all_options() & (PCRE2_UTF | PCRE2_UCP) == PCRE2_UTF {
                // SAFETY: `re` was just compiled and is not shared yet.
                unsafe { widen_start_bitmap(&re) };
            }
            Ok(re)
        }
        None => Err(CompileError { code, offset }),
    }
}

/// Let a match start at the characters U+0080..U+00FF in UTF-8 mode: PCRE2's study
/// (`set_type_bits`) looks up the space class instead of the word class for them, so with
/// tables where some of them are word characters (Latin-1's) a pattern starting with `\w`
/// would never be tried at them. Adding their lead bytes (0xC2, 0xC3) to the start bitmap
/// only makes it try more places.
///
/// # Safety
/// `re` must not be shared or in use by a match yet (the bitmap is written in place).
unsafe fn widen_start_bitmap(re: &Regex) {
    let mut bitmap: *const u8 = ptr::null();
    // SAFETY: PCRE2 writes a pointer to the pattern's 32-byte start bitmap, or null if it
    // has none; no one else reads or writes the pattern yet (the caller's promise).
    unsafe {
        pcre2_pattern_info_8(
            re.code.as_ptr(),
            PCRE2_INFO_FIRSTBITMAP,
            (&raw mut bitmap).cast(),
        );
        if !bitmap.is_null() {
            let bitmap = bitmap.cast_mut();
            *bitmap.add(0xC2 / 8) |= 1 << (0xC2 % 8);
            *bitmap.add(0xC3 / 8) |= 1 << (0xC3 % 8);
        }
    }
}

/// PCRE2's own message for an error code (compile or match).
pub fn error_message(code: i32) -> String {
    let mut buf = [0u8; 256];
    // SAFETY: the buffer is live and its length is passed.
    let n = unsafe { pcre2_get_error_message_8(code, buf.as_mut_ptr(), buf.len()) };
    let n = usize::try_from(n).unwrap_or(0);
    String::from_utf8_lossy(&buf[..n]).into_owned()
}

impl Regex {
    /// A `u32` item of `pcre2_pattern_info`.
    fn info_u32(&self, what: u32) -> u32 {
        let mut v: u32 = 0;
        // SAFETY: the items asked for with this fn are u32s, written to `v`.
        unsafe { pcre2_pattern_info_8(self.code.as_ptr(), what, (&raw mut v).cast()) };
        v
    }

    /// The number of capturing groups (not counting the whole match).
    pub fn capture_count(&self) -> usize {
        self.info_u32(PCRE2_INFO_CAPTURECOUNT) as usize
    }

    /// All the compile options in force, including those the pattern set itself.
    pub fn all_options(&self) -> u32 {
        self.info_u32(PCRE2_INFO_ALLOPTIONS)
    }

    /// The newline convention in force (`PCRE2_NEWLINE_*`), the pattern's own if it set one.
    pub fn newline(&self) -> u32 {
        self.info_u32(PCRE2_INFO_NEWLINE)
    }

    /// The named groups: (name, group number), in the name table's order (by name).
    pub fn names(&self) -> Vec<(Vec<u8>, usize)> {
        let count = self.info_u32(PCRE2_INFO_NAMECOUNT) as usize;
        let size = self.info_u32(PCRE2_INFO_NAMEENTRYSIZE) as usize;
        if count == 0 {
            return Vec::new();
        }
        let mut table: *const u8 = ptr::null();
        // SAFETY: PCRE2 writes a pointer to the name table, `count` entries of `size` bytes
        // inside the compiled pattern, which lives as long as `self`.
        let bytes = unsafe {
            pcre2_pattern_info_8(
                self.code.as_ptr(),
                PCRE2_INFO_NAMETABLE,
                (&raw mut table).cast(),
            );
            std::slice::from_raw_parts(table, count * size)
        };
        bytes
            .chunks(size)
            .map(|e| {
                let n = (usize::from(e[0]) << 8) | usize::from(e[1]);
                let name = &e[2..];
                let len = name.iter().position(|&b| b == 0).unwrap_or(name.len());
                (name[..len].to_vec(), n)
            })
            .collect()
    }

    /// A matcher for this pattern with the given limits (None: PCRE2's defaults).
    pub fn matcher(&self, match_limit: Option<u32>, depth_limit: Option<u32>) -> Matcher<'_> {
        // SAFETY: the pattern is live; null results are checked.
        unsafe {
            let md = pcre2_match_data_create_from_pattern_8(self.code.as_ptr(), ptr::null_mut());
            let mcx = pcre2_match_context_create_8(ptr::null_mut());
            let (Some(md), Some(mcx)) = (NonNull::new(md), NonNull::new(mcx)) else {
                panic!("PCRE2: out of memory");
            };
            if let Some(n) = match_limit {
                pcre2_set_match_limit_8(mcx.as_ptr(), n);
            }
            if let Some(n) = depth_limit {
                pcre2_set_depth_limit_8(mcx.as_ptr(), n);
            }
            Matcher { re: self, md, mcx }
        }
    }
}

/// One match: each group's (start, end) in bytes, None where a group took no part. Groups
/// after the last one that took part are left out, as PCRE reports them. With `\K` in a
/// lookahead, a start can be after its end.
pub type Groups = Vec<Option<(usize, usize)>>;

/// What a match attempt found.
pub enum Found {
    Match(Groups),
    NoMatch,
    /// A PCRE2 error code (a limit reached, an invalid UTF-8 subject, ...).
    Error(i32),
}

/// Matches one pattern, reusing its match data.
pub struct Matcher<'a> {
    re: &'a Regex,
    md: NonNull<pcre2_match_data_8>,
    mcx: NonNull<pcre2_match_context_8>,
}

impl Drop for Matcher<'_> {
    fn drop(&mut self) {
        // SAFETY: both were created in `Regex::matcher` and are freed only here.
        unsafe {
            pcre2_match_data_free_8(self.md.as_ptr());
            pcre2_match_context_free_8(self.mcx.as_ptr());
        }
    }
}

impl Matcher<'_> {
    /// Match at or after `start` in `subject`, with match-time options (`PCRE2_ANCHORED`,
    /// `PCRE2_NOTBOL`, `PCRE2_NOTEMPTY_ATSTART`, ...).
    pub fn run(&mut self, subject: &[u8], start: usize, options: u32) -> Found {
        // SAFETY: the subject is a live slice; the match data was made for this pattern; the
        // ovector is read after a match, `rc` pairs of it (at most its size).
        unsafe {
            let rc = pcre2_match_8(
                self.re.code.as_ptr(),
                subject.as_ptr(),
                subject.len(),
                start,
                options,
                self.md.as_ptr(),
                self.mcx.as_ptr(),
            );
            if rc == PCRE2_ERROR_NOMATCH {
                return Found::NoMatch;
            }
            if rc < 0 {
                return Found::Error(rc);
            }
            let pairs = pcre2_get_ovector_count_8(self.md.as_ptr()) as usize;
            // rc == 0 would mean the ovector is too small, which a match data made from the
            // pattern never is.
            let n = if rc == 0 { pairs } else { rc as usize }.min(pairs);
            let ov =
                std::slice::from_raw_parts(pcre2_get_ovector_pointer_8(self.md.as_ptr()), 2 * n);
            Found::Match(
                ov.chunks(2)
                    .map(|p| (p[0] != UNSET).then_some((p[0], p[1])))
                    .collect(),
            )
        }
    }
}
