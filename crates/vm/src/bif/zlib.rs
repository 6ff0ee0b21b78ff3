//! The `zlib` module on flate2 over the C zlib that Erlang/OTP uses too, so compressed data
//! is OTP's byte for byte: the one-shot `compress/1`, `uncompress/1`, `gzip/1`, `gunzip/1`,
//! `zip/1`, `unzip/1`, and the stream API (`open/0`, `close/1`, `deflateInit/1,2,6`,
//! `deflate/2,3`, `deflateEnd/1`, `inflateInit/1,2,3`, `inflate/2`, `inflateEnd/1`,
//! `safeInflate/2`, resets, dictionaries, checksums).
//!
//! A stream is a reference naming its state in the runtime context (`Ctx::zlib`), owned by
//! the process that opened it (others get `not_on_controlling_process`) and freed by
//! `close/1` or when its owner exits. Each call works as OTP's does, because the output
//! depends on it (stored blocks, output chunks): input is queued, then fed to zlib in
//! chunks of at most 8 KiB with output buffers of 8 KiB (deflate) or 16 KiB (inflate), the
//! flush given only once the queue is empty; the chunks' output is joined into OTP's nested
//! iolist (`[[B1], B2]`, ...). Errors are OTP's: `error:badarg`, `not_initialized`,
//! `already_initialized`, `data_error`, `stream_error`, `bad_compression_level`, ...
//!
//! Differences from Erlang/OTP: the memory level and strategy of `deflateInit/6` and
//! `deflateParams/3` are checked but not used (flate2 has no setting for them); inflate
//! with `WindowBits` 40..47 (zlib or gzip) decides by the data's first byte.

use super::BifEntry;
use crate::atom;
use crate::bif::binaries::iolist_bytes;
use crate::bif::checksum;
use crate::binary;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, error, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;
use flate2::{Compress, Compression, Decompress, FlushCompress, FlushDecompress, Status};
use std::collections::HashMap;

const DEFLATE_IN_CHUNK: usize = 8 << 10;
const DEFLATE_OUT_CHUNK: usize = 8 << 10;
const INFLATE_IN_CHUNK: usize = 8 << 10;
const INFLATE_OUT_CHUNK: usize = 16 << 10;

/// How a stream wraps its deflate data.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Wrap {
    Zlib,
    Raw,
    Gzip,
    /// Inflate only: zlib or gzip, whichever the data starts with.
    Auto,
}

/// What `inflate` does with data after the end of the compressed data.
#[derive(Clone, Copy, PartialEq, Eq)]
enum AfterEnd {
    /// Drop it (the default).
    Cut,
    /// Read it as another stream (`gunzip/1` does, for gzip files of several members).
    Reset,
    /// Fail with `data_error`.
    Error,
}

enum Codec {
    Deflate {
        z: Compress,
        /// zlib has been called since the stream was (re)initialized, so ending it before
        /// its end fails.
        started: bool,
        /// No wrapper, so zlib keeps no Adler-32.
        raw: bool,
    },
    Inflate {
        /// None until the first bytes tell an `Auto` stream which wrapper it has.
        z: Option<Decompress>,
        wrap: Wrap,
        window: u8,
        after_end: AfterEnd,
    },
}

enum State {
    Idle,
    Open(Box<Codec>),
    /// After `close/1`: `*Init` fails with `already_initialized`, the rest as for `Idle`.
    Closed,
}

struct Stream {
    owner: u64,
    state: State,
    /// Input not yet given to zlib.
    queue: Vec<u8>,
    /// zlib reported the end of the stream.
    eos_seen: bool,
    /// Output kept for the next call: of `deflateParams/3`'s flush, or of an `inflate`
    /// that stopped for a dictionary.
    stash: Vec<u8>,
    /// `setBufSize/2`'s size (deprecated in OTP, and used by nothing here).
    buf_size: i64,
}

/// The runtime's zlib streams by reference id (part of the runtime context, `Ctx::zlib`).
#[derive(Default)]
pub struct Streams {
    streams: HashMap<u64, Stream>,
}

impl Streams {
    /// Free the streams of a process that exited.
    pub fn owner_died(&mut self, pid_index: u64) {
        self.streams.retain(|_, s| s.owner != pid_index);
    }
}

fn err(name: &str) -> Trap {
    error(atom::atom(name))
}

fn data_error() -> Trap {
    err("data_error")
}

/// The stream `z` names, which the calling process must control.
fn stream<'a>(cx: &'a mut Ctx, p: &Process, z: Term) -> Result<&'a mut Stream, Trap> {
    if !z.is_ref() {
        return Err(badarg());
    }
    let s = cx
        .zlib
        .streams
        .get_mut(&z.boxed_word(1))
        .ok_or_else(badarg)?;
    if s.owner != p.pid.pid_index() {
        return Err(err("not_on_controlling_process"));
    }
    Ok(s)
}

fn iodata(t: Term) -> Result<Vec<u8>, Trap> {
    iolist_bytes(t).ok_or_else(badarg)
}

/// OTP's `append_iolist`: `Acc` then one chunk's output (`[]` or `[Bin]`).
fn append_output(p: &mut Process, acc: Term, bytes: &[u8]) -> Term {
    if bytes.is_empty() {
        return acc;
    }
    let b = binary::make_binary(&mut p.heap, bytes);
    if acc.is_nil() {
        build::list(&mut p.heap, &[b])
    } else {
        build::list(&mut p.heap, &[acc, b])
    }
}

fn level_arg(t: Term) -> Result<u32, Trap> {
    if t.is_small() {
        return match t.small_val() {
            n @ 0..=9 => Ok(n as u32),
            _ => Err(err("bad_compression_level")),
        };
    }
    match atom::name_if_atom(t) {
        Some("none") => Ok(0),
        Some("best_speed") => Ok(1),
        Some("best_compression") => Ok(9),
        Some("default") => Ok(6),
        _ => Err(err("bad_compression_level")),
    }
}

fn strategy_arg(t: Term) -> Result<(), Trap> {
    match atom::name_if_atom(t) {
        Some("default" | "filtered" | "huffman_only" | "rle") => Ok(()),
        _ => Err(err("bad_compression_strategy")),
    }
}

/// A window argument as OTP checks it (8..47 or -15..-8, else `bad_windowbits`), then as
/// zlib does: None for a size zlib refuses (`stream_error`, once the stream is known
/// to be free); else the wrapper and the window size. 32..47 (either wrapper) and a size of
/// 0 (the header's) are for inflate only; zlib makes a zlib-wrapped window of 8 into 9.
fn window_arg(t: Term, inflate: bool) -> Result<Option<(Wrap, u8)>, Trap> {
    let n = if t.is_small() { t.small_val() } else { 0 };
    if !((8..48).contains(&n) || (-15..=-8).contains(&n)) {
        return Err(err("bad_windowbits"));
    }
    let (wrap, bits) = match n {
        ..0 => (Wrap::Raw, -n),
        0..16 => (Wrap::Zlib, n),
        16..32 => (Wrap::Gzip, n - 16),
        _ if inflate => (Wrap::Auto, n - 32),
        _ => return Ok(None),
    };
    let ok = if inflate {
        bits == 0 || (8..=15).contains(&bits)
    } else {
        (8..=15).contains(&bits) && (bits != 8 || wrap == Wrap::Zlib)
    };
    let bits = if bits == 0 { 15 } else { bits.max(9) };
    Ok(ok.then_some((wrap, bits as u8)))
}

fn new_compress(level: u32, wrap: Wrap, window: u8) -> Compress {
    let level = Compression::new(level);
    match wrap {
        Wrap::Gzip => Compress::new_gzip(level, window),
        w => Compress::new_with_window_bits(level, w == Wrap::Zlib, window),
    }
}

fn new_decompress(wrap: Wrap, window: u8) -> Decompress {
    match wrap {
        Wrap::Gzip => Decompress::new_gzip(window),
        w => Decompress::new_with_window_bits(w == Wrap::Zlib, window),
    }
}

/// What one zlib call came to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Res {
    Ok,
    StreamEnd,
    BufError,
    NeedDict(u32),
    StreamError,
    DataError,
}

/// The zlib flush modes; `Codec::call` gives each to deflate or inflate.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flush {
    None,
    Sync,
    Full,
    Finish,
}

impl Codec {
    /// One call of zlib's deflate or inflate: the result, bytes consumed, bytes produced.
    fn call(&mut self, input: &[u8], out: &mut [u8], flush: Flush) -> (Res, usize, usize) {
        match self {
            Codec::Deflate { z, started, .. } => {
                *started = true;
                let (in0, out0) = (z.total_in(), z.total_out());
                let f = match flush {
                    Flush::None => FlushCompress::None,
                    Flush::Sync => FlushCompress::Sync,
                    Flush::Full => FlushCompress::Full,
                    Flush::Finish => FlushCompress::Finish,
                };
                let res = match z.compress(input, out, f) {
                    Ok(Status::Ok) => Res::Ok,
                    Ok(Status::StreamEnd) => Res::StreamEnd,
                    Ok(Status::BufError) => Res::BufError,
                    Err(_) => Res::StreamError,
                };
                let used = (z.total_in() - in0) as usize;
                (res, used, (z.total_out() - out0) as usize)
            }
            Codec::Inflate {
                z, wrap, window, ..
            } => {
                if input.is_empty() && z.is_none() {
                    return (Res::BufError, 0, 0);
                }
                let z = z.get_or_insert_with(|| {
                    // gzip data starts with 0x1f; zlib data never does.
                    let w = match *wrap {
                        Wrap::Auto if input[0] == 0x1f => Wrap::Gzip,
                        Wrap::Auto => Wrap::Zlib,
                        w => w,
                    };
                    new_decompress(w, *window)
                });
                let (in0, out0) = (z.total_in(), z.total_out());
                let f = match flush {
                    Flush::Finish => FlushDecompress::Finish,
                    Flush::Sync | Flush::Full => FlushDecompress::Sync,
                    Flush::None => FlushDecompress::None,
                };
                let res = match z.decompress(input, out, f) {
                    Ok(Status::Ok) => Res::Ok,
                    Ok(Status::StreamEnd) => Res::StreamEnd,
                    Ok(Status::BufError) => Res::BufError,
                    Err(e) => match e.needs_dictionary() {
                        Some(adler) => Res::NeedDict(adler),
                        None => Res::DataError,
                    },
                };
                let used = (z.total_in() - in0) as usize;
                (res, used, (z.total_out() - out0) as usize)
            }
        }
    }

    fn reset(&mut self) {
        match self {
            Codec::Deflate { z, started, .. } => {
                z.reset();
                *started = false;
            }
            Codec::Inflate {
                z, wrap, window, ..
            } => {
                *z = (*wrap != Wrap::Auto).then(|| new_decompress(*wrap, *window));
            }
        }
    }
}

/// How one step of a stream ended.
enum Step {
    Continue,
    Finished,
    NeedDict(u32),
}

/// One step as OTP's zlib NIF takes it: feed queued input (at most `in_limit` bytes) without
/// flushing into an output buffer of `out_size` bytes; once the queue is empty and the buffer
/// has room, call zlib again with `flush`. The output is appended to `out`.
fn step(
    s: &mut Stream,
    in_limit: usize,
    out_size: usize,
    flush: Flush,
    out: &mut Vec<u8>,
) -> Result<Step, Trap> {
    let State::Open(codec) = &mut s.state else {
        return Err(err("not_initialized"));
    };
    let mut buf = vec![0u8; out_size];
    let mut res = Res::Ok;
    let mut consumed = 0;
    let mut produced = 0;
    if !s.queue.is_empty() {
        let block = s.queue.len().min(in_limit);
        let (r, used, made) = codec.call(&s.queue[..block], &mut buf, Flush::None);
        (res, consumed, produced) = (r, used, made);
    }
    s.queue.drain(..consumed);
    if res == Res::Ok && s.queue.is_empty() && produced < out_size {
        let (r, _, made) = codec.call(&[], &mut buf[produced..], flush);
        res = r;
        produced += made;
    }
    match res {
        Res::StreamError => return Err(err("stream_error")),
        Res::DataError => return Err(data_error()),
        Res::StreamEnd => s.eos_seen = true,
        _ => {}
    }
    if consumed == 0 && produced == 0 && !s.queue.is_empty() {
        return Err(data_error());
    }
    out.extend_from_slice(&buf[..produced]);
    Ok(if s.queue.is_empty() && produced < out_size {
        Step::Finished
    } else if let Res::NeedDict(adler) = res {
        Step::NeedDict(adler)
    } else {
        Step::Continue
    })
}

/// Queue `data` on an initialized stream, as OTP does before anything else: bad iodata is
/// `badarg` first; no data is queued without a look at the stream.
fn enqueue(s: &mut Stream, data: Term) -> Result<(), Trap> {
    let bytes = iodata(data)?;
    if bytes.is_empty() {
        return Ok(());
    }
    if !matches!(s.state, State::Open(_)) {
        return Err(err("not_initialized"));
    }
    s.queue.extend_from_slice(&bytes);
    Ok(())
}

/// Run steps until the queue is done: the output chunks as OTP's nested iolist (after
/// `acc`), or a dictionary request with the output so far.
fn run(
    p: &mut Process,
    s: &mut Stream,
    inflate: bool,
    flush: Flush,
    mut acc: Term,
) -> Result<(Term, Option<u32>), Trap> {
    let (in_limit, out_size) = if inflate {
        (INFLATE_IN_CHUNK, INFLATE_OUT_CHUNK)
    } else {
        (DEFLATE_IN_CHUNK, DEFLATE_OUT_CHUNK)
    };
    loop {
        let mut out = Vec::new();
        let st = step(s, in_limit, out_size, flush, &mut out)?;
        acc = append_output(p, acc, &out);
        match st {
            Step::Continue => {}
            Step::Finished => return Ok((acc, None)),
            Step::NeedDict(adler) => return Ok((acc, Some(adler))),
        }
    }
}

// ---- one-shot functions ----

fn one_shot(p: &mut Process, data: &[u8], wrap: Wrap) -> Result<Vec<u8>, Trap> {
    let mut s = new_stream(0);
    s.state = State::Open(Box::new(deflate_codec(6, wrap, 15)));
    s.queue.extend_from_slice(data);
    let (out, _) = run(p, &mut s, false, Flush::Finish, Term::NIL)?;
    Ok(iolist_bytes(out).unwrap_or_default())
}

fn compress(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let out = one_shot(p, &iodata(a[0])?, Wrap::Zlib)?;
    Ok(binary::make_binary(&mut p.heap, &out))
}

fn gzip(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let out = one_shot(p, &iodata(a[0])?, Wrap::Gzip)?;
    Ok(binary::make_binary(&mut p.heap, &out))
}

fn zip(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let out = one_shot(p, &iodata(a[0])?, Wrap::Raw)?;
    Ok(binary::make_binary(&mut p.heap, &out))
}

/// Inflate all of `data`, which must end its stream (else `data_error`).
fn inflate_all(p: &mut Process, data: &[u8], wrap: Wrap, after_end: AfterEnd) -> BifResult {
    let mut s = new_stream(0);
    s.state = State::Open(Box::new(Codec::Inflate {
        z: Some(new_decompress(wrap, 15)),
        wrap,
        window: 15,
        after_end,
    }));
    s.queue.extend_from_slice(data);
    let out = inflate_queued(p, &mut s, Term::NIL)?;
    if !s.eos_seen || !s.queue.is_empty() {
        return Err(data_error());
    }
    let bytes = iolist_bytes(out).unwrap_or_default();
    Ok(binary::make_binary(&mut p.heap, &bytes))
}

fn uncompress(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let data = iodata(a[0])?;
    if data.len() < 8 {
        return Err(data_error());
    }
    inflate_all(p, &data, Wrap::Zlib, AfterEnd::Cut)
}

fn unzip(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    inflate_all(p, &iodata(a[0])?, Wrap::Raw, AfterEnd::Cut)
}

/// gzip data of one or more members, one after the other.
fn gunzip(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    inflate_all(p, &iodata(a[0])?, Wrap::Gzip, AfterEnd::Reset)
}

// ---- streams ----

fn new_stream(owner: u64) -> Stream {
    Stream {
        owner,
        state: State::Idle,
        queue: Vec::new(),
        eos_seen: false,
        stash: Vec::new(),
        buf_size: 4000,
    }
}

fn open(cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let id = crate::bif::misc::new_ref_id();
    cx.zlib.streams.insert(id, new_stream(p.pid.pid_index()));
    Ok(build::reference(&mut p.heap, id))
}

fn close(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let s = stream(cx, p, a[0])?;
    if matches!(s.state, State::Closed) {
        return Err(err("not_initialized"));
    }
    s.state = State::Closed;
    s.queue.clear();
    s.stash.clear();
    Ok(atom::OK)
}

fn set_controlling_process(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[1].is_pid() {
        return Err(badarg());
    }
    stream(cx, p, a[0])?.owner = a[1].pid_index();
    Ok(atom::OK)
}

/// Start `codec` on a stream that has none (None: zlib refuses the settings).
fn init(cx: &mut Ctx, p: &mut Process, z: Term, codec: Option<Codec>) -> BifResult {
    let s = stream(cx, p, z)?;
    if !matches!(s.state, State::Idle) {
        return Err(err("already_initialized"));
    }
    let codec = codec.ok_or_else(|| err("stream_error"))?;
    s.state = State::Open(Box::new(codec));
    s.eos_seen = false;
    Ok(atom::OK)
}

fn deflate_codec(level: u32, wrap: Wrap, window: u8) -> Codec {
    Codec::Deflate {
        z: new_compress(level, wrap, window),
        started: false,
        raw: wrap == Wrap::Raw,
    }
}

fn deflate_init_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    init(cx, p, a[0], Some(deflate_codec(6, Wrap::Zlib, 15)))
}

fn deflate_init_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let level = level_arg(a[1])?;
    init(cx, p, a[0], Some(deflate_codec(level, Wrap::Zlib, 15)))
}

/// `deflateInit(Z, Level, Method, WindowBits, MemLevel, Strategy)`.
fn deflate_init_6(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let level = level_arg(a[1])?;
    if a[2] != atom::atom("deflated") {
        return Err(err("bad_compression_method"));
    }
    let window = window_arg(a[3], false)?;
    if !(a[4].is_small() && (1..=9).contains(&a[4].small_val())) {
        return Err(err("bad_memlevel"));
    }
    strategy_arg(a[5])?;
    init(cx, p, a[0], window.map(|(w, n)| deflate_codec(level, w, n)))
}

fn flush_arg(t: Term) -> Result<Flush, Trap> {
    match atom::name_if_atom(t) {
        Some("none") => Ok(Flush::None),
        Some("sync") => Ok(Flush::Sync),
        Some("full") => Ok(Flush::Full),
        Some("finish") => Ok(Flush::Finish),
        _ => Err(err("bad_flush_mode")),
    }
}

fn is_deflate(s: &Stream) -> bool {
    matches!(&s.state, State::Open(c) if matches!(**c, Codec::Deflate { .. }))
}

fn is_inflate(s: &Stream) -> bool {
    matches!(&s.state, State::Open(c) if matches!(**c, Codec::Inflate { .. }))
}

/// Output kept from an earlier call, as the start of this call's output.
fn take_stash(p: &mut Process, s: &mut Stream) -> Term {
    let stash = std::mem::take(&mut s.stash);
    append_output(p, Term::NIL, &stash)
}

fn deflate(cx: &mut Ctx, p: &mut Process, z: Term, data: Term, flush: Term) -> BifResult {
    let s = stream(cx, p, z)?;
    let progress = take_stash(p, s);
    enqueue(s, data)?;
    let flush = flush_arg(flush)?;
    if !is_deflate(s) {
        return Err(err("not_initialized"));
    }
    Ok(run(p, s, false, flush, progress)?.0)
}

fn deflate_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    deflate(cx, p, a[0], a[1], atom::atom("none"))
}

fn deflate_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    deflate(cx, p, a[0], a[1], a[2])
}

fn open_codec<'a>(
    cx: &'a mut Ctx,
    p: &Process,
    z: Term,
    deflating: bool,
) -> Result<&'a mut Stream, Trap> {
    let s = stream(cx, p, z)?;
    if (deflating && is_deflate(s)) || (!deflating && is_inflate(s)) {
        Ok(s)
    } else {
        Err(err("not_initialized"))
    }
}

fn reset(cx: &mut Ctx, p: &mut Process, z: Term, deflating: bool) -> BifResult {
    let s = open_codec(cx, p, z, deflating)?;
    if let State::Open(c) = &mut s.state {
        c.reset();
    }
    s.eos_seen = false;
    s.queue.clear();
    s.stash.clear();
    Ok(atom::OK)
}

fn deflate_reset(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    reset(cx, p, a[0], true)
}

/// `deflateParams(Z, Level, Strategy)`: flush what was given so far (kept for the next
/// `deflate`), then go on at the new level.
fn deflate_params(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let level = level_arg(a[1])?;
    strategy_arg(a[2])?;
    let s = open_codec(cx, p, a[0], true)?;
    let progress = take_stash(p, s);
    let (out, _) = run(p, s, false, Flush::Sync, progress)?;
    s.stash = iolist_bytes(out).unwrap_or_default();
    if let State::Open(c) = &mut s.state {
        if let Codec::Deflate { z, .. } = &mut **c {
            z.set_level(Compression::new(level))
                .map_err(|_| err("stream_error"))?;
        }
    }
    Ok(atom::OK)
}

/// `deflateSetDictionary(Z, Dict)`: the dictionary's Adler-32.
fn deflate_set_dictionary(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let dict = iodata(a[1])?;
    let s = open_codec(cx, p, a[0], true)?;
    let State::Open(c) = &mut s.state else {
        return Err(err("not_initialized"));
    };
    let Codec::Deflate { z, raw, .. } = &mut **c else {
        return Err(err("not_initialized"));
    };
    let adler = z.set_dictionary(&dict).map_err(|_| err("stream_error"))?;
    // A raw stream keeps no Adler-32; OTP answers the dictionary's all the same.
    let adler = if *raw {
        checksum::adler32_update(1, &dict)
    } else {
        adler
    };
    Ok(build::int(&mut p.heap, adler as i64))
}

fn deflate_end(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let s = open_codec(cx, p, a[0], true)?;
    // zlib's deflateEnd fails for a stream begun and not finished; OTP's for queued input.
    let busy = matches!(&s.state, State::Open(c)
        if matches!(**c, Codec::Deflate { started: true, .. }));
    let complete = s.queue.is_empty() && (s.eos_seen || !busy);
    s.state = State::Idle;
    s.queue.clear();
    s.stash.clear();
    if complete {
        Ok(atom::OK)
    } else {
        Err(data_error())
    }
}

fn inflate_codec(wrap: Wrap, window: u8, after_end: AfterEnd) -> Codec {
    Codec::Inflate {
        z: (wrap != Wrap::Auto).then(|| new_decompress(wrap, window)),
        wrap,
        window,
        after_end,
    }
}

fn inflate_init_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    init(
        cx,
        p,
        a[0],
        Some(inflate_codec(Wrap::Zlib, 15, AfterEnd::Cut)),
    )
}

fn inflate_init_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let window = window_arg(a[1], true)?;
    init(
        cx,
        p,
        a[0],
        window.map(|(w, n)| inflate_codec(w, n, AfterEnd::Cut)),
    )
}

/// `inflateInit(Z, WindowBits, EoSBehavior)`: `cut`, `reset` or `error`.
fn inflate_init_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let window = window_arg(a[1], true)?;
    let after_end = match atom::name_if_atom(a[2]) {
        Some("cut") => AfterEnd::Cut,
        Some("reset") => AfterEnd::Reset,
        Some("error") => AfterEnd::Error,
        _ => return Err(err("bad_eos_behavior")),
    };
    init(
        cx,
        p,
        a[0],
        window.map(|(w, n)| inflate_codec(w, n, after_end)),
    )
}

/// Inflate what is queued, step by step, handling data after the end as the stream says.
fn inflate_queued(p: &mut Process, s: &mut Stream, acc: Term) -> Result<Term, Trap> {
    let mut acc = acc;
    loop {
        if s.eos_seen && !s.queue.is_empty() {
            let State::Open(c) = &mut s.state else {
                return Err(err("not_initialized"));
            };
            let after_end = match &**c {
                Codec::Inflate { after_end, .. } => *after_end,
                Codec::Deflate { .. } => AfterEnd::Cut,
            };
            match after_end {
                AfterEnd::Error => return Err(data_error()),
                AfterEnd::Reset => {
                    c.reset();
                    s.eos_seen = false;
                }
                AfterEnd::Cut => s.queue.clear(),
            }
        }
        let mut out = Vec::new();
        let st = step(
            s,
            INFLATE_IN_CHUNK,
            INFLATE_OUT_CHUNK,
            Flush::None,
            &mut out,
        )?;
        acc = append_output(p, acc, &out);
        match st {
            Step::Continue => {}
            Step::Finished => return Ok(acc),
            Step::NeedDict(adler) => {
                // Keep the output for after the dictionary is set, as OTP does.
                s.stash = iolist_bytes(acc).unwrap_or_default();
                let a = build::int(&mut p.heap, adler as i64);
                let reason = build::tuple(&mut p.heap, &[atom::atom("need_dictionary"), a]);
                return Err(error(reason));
            }
        }
    }
}

fn inflate_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let s = stream(cx, p, a[0])?;
    enqueue(s, a[1])?;
    if !is_inflate(s) {
        return Err(err("not_initialized"));
    }
    let progress = take_stash(p, s);
    inflate_queued(p, s, progress)
}

/// `safeInflate(Z, Data)`: one step, `{continue, Output}` or `{finished, Output}`.
fn safe_inflate(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let s = stream(cx, p, a[0])?;
    enqueue(s, a[1])?;
    if !is_inflate(s) {
        return Err(err("not_initialized"));
    }
    if s.eos_seen && !s.queue.is_empty() {
        s.queue.clear();
    }
    let mut out = Vec::new();
    let st = step(
        s,
        INFLATE_IN_CHUNK,
        INFLATE_OUT_CHUNK,
        Flush::None,
        &mut out,
    )?;
    let o = append_output(p, Term::NIL, &out);
    Ok(match st {
        Step::Continue => build::tuple(&mut p.heap, &[atom::atom("continue"), o]),
        Step::Finished => build::tuple(&mut p.heap, &[atom::atom("finished"), o]),
        Step::NeedDict(adler) => {
            let a = build::int(&mut p.heap, adler as i64);
            build::tuple(&mut p.heap, &[atom::atom("need_dictionary"), a, o])
        }
    })
}

fn inflate_reset(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    reset(cx, p, a[0], false)
}

fn inflate_set_dictionary(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let dict = iodata(a[1])?;
    let s = open_codec(cx, p, a[0], false)?;
    let State::Open(c) = &mut s.state else {
        return Err(err("not_initialized"));
    };
    let Codec::Inflate { z: Some(z), .. } = &mut **c else {
        return Err(err("stream_error"));
    };
    z.set_dictionary(&dict).map_err(|_| err("stream_error"))?;
    Ok(atom::OK)
}

fn inflate_end(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let s = open_codec(cx, p, a[0], false)?;
    let complete = s.eos_seen && s.queue.is_empty();
    s.state = State::Idle;
    s.queue.clear();
    s.stash.clear();
    if complete {
        Ok(atom::OK)
    } else {
        Err(data_error())
    }
}

// ---- checksums given a stream (deprecated in OTP 25; the stream is not used) ----

fn crc32_2(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_ref() {
        return Err(badarg());
    }
    Ok(Term::small(checksum::crc32_update(0, &iodata(a[1])?) as i64))
}

fn crc32_3(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_ref() {
        return Err(badarg());
    }
    let crc = checksum::checksum_arg(a[1])?;
    Ok(Term::small(
        checksum::crc32_update(crc, &iodata(a[2])?) as i64
    ))
}

fn adler32_2(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_ref() {
        return Err(badarg());
    }
    Ok(Term::small(
        checksum::adler32_update(1, &iodata(a[1])?) as i64
    ))
}

fn adler32_3(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_ref() {
        return Err(badarg());
    }
    let adler = checksum::checksum_arg(a[1])?;
    Ok(Term::small(
        checksum::adler32_update(adler, &iodata(a[2])?) as i64
    ))
}

fn crc32_combine_4(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_ref() {
        return Err(badarg());
    }
    let (c1, c2) = (checksum::checksum_arg(a[1])?, checksum::checksum_arg(a[2])?);
    let n = checksum::checksum_arg(a[3])? as u64;
    Ok(Term::small(checksum::crc32_combine(c1, c2, n) as i64))
}

fn adler32_combine_4(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_ref() {
        return Err(badarg());
    }
    let (c1, c2) = (checksum::checksum_arg(a[1])?, checksum::checksum_arg(a[2])?);
    let n = checksum::checksum_arg(a[3])? as u64;
    let sum = checksum::adler32_combine(c1, c2, n);
    Ok(build::int(&mut p.heap, sum as i64))
}

/// `getBufSize(Z)`: the deprecated `inflateChunk` buffer size (4000 unless set).
fn get_buf_size(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    Ok(Term::small(stream(cx, p, a[0])?.buf_size))
}

/// `setBufSize(Z, Size)`, 16 < Size < 2^24.
fn set_buf_size(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let size = a[1].is_small().then(|| a[1].small_val());
    let size = size
        .filter(|n| (17..1 << 24).contains(n))
        .ok_or_else(badarg)?;
    stream(cx, p, a[0])?.buf_size = size;
    Ok(atom::OK)
}

pub const BIFS: &[BifEntry] = &[
    ("zlib", "compress", 1, compress),
    ("zlib", "uncompress", 1, uncompress),
    ("zlib", "gzip", 1, gzip),
    ("zlib", "gunzip", 1, gunzip),
    ("zlib", "zip", 1, zip),
    ("zlib", "unzip", 1, unzip),
    ("zlib", "open", 0, open),
    ("zlib", "close", 1, close),
    (
        "zlib",
        "set_controlling_process",
        2,
        set_controlling_process,
    ),
    ("zlib", "deflateInit", 1, deflate_init_1),
    ("zlib", "deflateInit", 2, deflate_init_2),
    ("zlib", "deflateInit", 6, deflate_init_6),
    ("zlib", "deflate", 2, deflate_2),
    ("zlib", "deflate", 3, deflate_3),
    ("zlib", "deflateReset", 1, deflate_reset),
    ("zlib", "deflateParams", 3, deflate_params),
    ("zlib", "deflateSetDictionary", 2, deflate_set_dictionary),
    ("zlib", "deflateEnd", 1, deflate_end),
    ("zlib", "inflateInit", 1, inflate_init_1),
    ("zlib", "inflateInit", 2, inflate_init_2),
    ("zlib", "inflateInit", 3, inflate_init_3),
    ("zlib", "inflate", 2, inflate_2),
    ("zlib", "safeInflate", 2, safe_inflate),
    ("zlib", "inflateReset", 1, inflate_reset),
    ("zlib", "inflateSetDictionary", 2, inflate_set_dictionary),
    ("zlib", "inflateEnd", 1, inflate_end),
    ("zlib", "crc32", 2, crc32_2),
    ("zlib", "crc32", 3, crc32_3),
    ("zlib", "adler32", 2, adler32_2),
    ("zlib", "adler32", 3, adler32_3),
    ("zlib", "crc32_combine", 4, crc32_combine_4),
    ("zlib", "adler32_combine", 4, adler32_combine_4),
    ("zlib", "getBufSize", 1, get_buf_size),
    ("zlib", "setBufSize", 2, set_buf_size),
];
