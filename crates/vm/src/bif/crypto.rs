//! The `crypto` functions for hashing and HMAC, on the RustCrypto crates: `hash/2`,
//! `hash_init/1`, `hash_update/2`, `hash_final/1`, `mac/4`, `macN/5`, `mac_init/3`,
//! `mac_update/2`, `mac_final/1`, `mac_finalN/2`, `strong_rand_bytes/1`, `rand_uniform/2`,
//! `hash_equals/2`, `exor/2`, `bytes_to_integer/1`, `supports/0,1`, `info_lib/0`.
//!
//! Hash and MAC states are references naming state kept in the runtime context
//! (`Ctx::crypto`), as Erlang/OTP's are references to NIF resources. As in OTP,
//! `hash_update/2` returns a new state (the old one still usable) and `mac_update/2`
//! updates its state in place and returns it. Errors are OTP's, with its C file and line
//! where OTP gives them (`{badarg, {"hash.c", 108}, "Bad digest type"}`).
//!
//! Differences from Erlang/OTP: there is no collector for states, so a state lives until
//! the process that made it exits (OTP frees it when it is no longer referenced), and a
//! state another process uses after that is `"Bad state"`/`"Bad ref"`; ciphers, public
//! keys, CMAC and poly1305 are not here; `info_lib/0` names RustCrypto, not OpenSSL.

use super::BifEntry;
use crate::atom;
use crate::bif::binaries::iolist_bytes;
use crate::binary;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, error, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;
use hmac::digest::core_api::BlockSizeUser;
use hmac::digest::{Digest, DynDigest, KeyInit, Mac};
use hmac::SimpleHmac;
use std::collections::HashMap;

/// The hashes of OTP 25's `crypto:supports(hashs)` (in its order).
const HASHES: &[&str] = &[
    "blake2s",
    "blake2b",
    "sha3_512",
    "sha3_384",
    "sha3_256",
    "sha3_224",
    "sha512",
    "sha384",
    "sha256",
    "sha224",
    "sha",
    "ripemd160",
    "md5",
    "md4",
];

/// A new hasher of the named type.
fn hasher(name: &str) -> Option<Box<dyn DynDigest>> {
    Some(match name {
        "md4" => Box::new(md4::Md4::new()),
        "md5" => Box::new(md5::Md5::new()),
        "sha" => Box::new(sha1::Sha1::new()),
        "sha224" => Box::new(sha2::Sha224::new()),
        "sha256" => Box::new(sha2::Sha256::new()),
        "sha384" => Box::new(sha2::Sha384::new()),
        "sha512" => Box::new(sha2::Sha512::new()),
        "sha3_224" => Box::new(sha3::Sha3_224::new()),
        "sha3_256" => Box::new(sha3::Sha3_256::new()),
        "sha3_384" => Box::new(sha3::Sha3_384::new()),
        "sha3_512" => Box::new(sha3::Sha3_512::new()),
        "ripemd160" => Box::new(ripemd::Ripemd160::new()),
        "blake2b" => Box::new(blake2::Blake2b512::new()),
        "blake2s" => Box::new(blake2::Blake2s256::new()),
        _ => return None,
    })
}

/// An HMAC in progress, whatever its hash.
trait DynMac {
    fn update(&mut self, data: &[u8]);
    /// The MAC of the data so far (the state stays usable).
    fn result(&self) -> Vec<u8>;
}

impl<D: Digest + BlockSizeUser + Clone> DynMac for SimpleHmac<D> {
    fn update(&mut self, data: &[u8]) {
        Mac::update(self, data);
    }
    fn result(&self) -> Vec<u8> {
        self.clone().finalize().into_bytes().to_vec()
    }
}

fn new_hmac<D: Digest + BlockSizeUser + Clone + 'static>(key: &[u8]) -> Box<dyn DynMac> {
    // HMAC takes keys of any length.
    Box::new(<SimpleHmac<D> as KeyInit>::new_from_slice(key).expect("any key length"))
}

/// A new HMAC over the named hash.
fn hmac(name: &str, key: &[u8]) -> Option<Box<dyn DynMac>> {
    Some(match name {
        "md4" => new_hmac::<md4::Md4>(key),
        "md5" => new_hmac::<md5::Md5>(key),
        "sha" => new_hmac::<sha1::Sha1>(key),
        "sha224" => new_hmac::<sha2::Sha224>(key),
        "sha256" => new_hmac::<sha2::Sha256>(key),
        "sha384" => new_hmac::<sha2::Sha384>(key),
        "sha512" => new_hmac::<sha2::Sha512>(key),
        "sha3_224" => new_hmac::<sha3::Sha3_224>(key),
        "sha3_256" => new_hmac::<sha3::Sha3_256>(key),
        "sha3_384" => new_hmac::<sha3::Sha3_384>(key),
        "sha3_512" => new_hmac::<sha3::Sha3_512>(key),
        "ripemd160" => new_hmac::<ripemd::Ripemd160>(key),
        "blake2b" => new_hmac::<blake2::Blake2b512>(key),
        "blake2s" => new_hmac::<blake2::Blake2s256>(key),
        _ => return None,
    })
}

enum State {
    Hash(Box<dyn DynDigest>),
    Mac(Box<dyn DynMac>),
}

struct Entry {
    owner: u64,
    state: State,
}

/// Hash and MAC states by reference id (part of the runtime context, `Ctx::crypto`).
#[derive(Default)]
pub struct States {
    states: HashMap<u64, Entry>,
}

impl States {
    /// Free the states a process that exited made.
    pub fn owner_died(&mut self, pid_index: u64) {
        self.states.retain(|_, e| e.owner != pid_index);
    }

    fn get(&mut self, t: Term) -> Option<&mut State> {
        if !t.is_ref() {
            return None;
        }
        self.states.get_mut(&t.boxed_word(1)).map(|e| &mut e.state)
    }
}

/// OTP's error for a bad argument a NIF names: `{badarg, {File, Line}, Description}`.
fn nif_badarg(p: &mut Process, file: &str, line: i64, what: &str) -> Trap {
    let f = build::string(&mut p.heap, file);
    let at = build::tuple(&mut p.heap, &[f, Term::small(line)]);
    let w = build::string(&mut p.heap, what);
    error(build::tuple(&mut p.heap, &[atom::BADARG, at, w]))
}

fn iodata(t: Term) -> Option<Vec<u8>> {
    iolist_bytes(t)
}

fn new_state(cx: &mut Ctx, p: &mut Process, state: State) -> Term {
    let id = crate::bif::misc::new_ref_id();
    let owner = p.pid.pid_index();
    cx.crypto.states.insert(id, Entry { owner, state });
    build::reference(&mut p.heap, id)
}

fn bin(p: &mut Process, bytes: &[u8]) -> Term {
    binary::make_binary(&mut p.heap, bytes)
}

// ---- hashes ----

fn hash(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let data = iodata(a[1]).ok_or_else(badarg)?;
    let Some(mut h) = atom::name_if_atom(a[0]).and_then(hasher) else {
        return Err(nif_badarg(p, "hash.c", 108, "Bad digest type"));
    };
    h.update(&data);
    Ok(bin(p, &h.finalize()))
}

fn hash_init(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let Some(h) = atom::name_if_atom(a[0]).and_then(hasher) else {
        return Err(nif_badarg(p, "hash.c", 142, "Bad digest type"));
    };
    Ok(new_state(cx, p, State::Hash(h)))
}

/// A new state: the old one's hasher with `Data` added (the old state is unchanged).
fn hash_update(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let data = iodata(a[1]).ok_or_else(badarg)?;
    let Some(State::Hash(h)) = cx.crypto.get(a[0]) else {
        return Err(nif_badarg(p, "hash.c", 171, "Bad state"));
    };
    let mut h = h.box_clone();
    h.update(&data);
    Ok(new_state(cx, p, State::Hash(h)))
}

fn hash_final(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let Some(State::Hash(h)) = cx.crypto.get(a[0]) else {
        return Err(nif_badarg(p, "hash.c", 205, "Bad state"));
    };
    let digest = h.box_clone().finalize();
    Ok(bin(p, &digest))
}

// ---- MACs ----

/// A MAC type, sub type and key as `mac/4` and `mac_init/3` check them: the key (plain
/// `badarg`), then the data (`mac/4` only), then the MAC type, then the hash.
fn new_mac(
    p: &mut Process,
    a: &[Term],
    data: Option<Term>,
    lines: (i64, i64),
) -> Result<(Box<dyn DynMac>, Vec<u8>), Trap> {
    let key = iodata(a[2]).ok_or_else(badarg)?;
    let data = match data {
        Some(t) => iodata(t).ok_or_else(|| nif_badarg(p, "mac.c", 175, "Bad text"))?,
        None => Vec::new(),
    };
    if atom::name_if_atom(a[0]) != Some("hmac") {
        return Err(nif_badarg(p, "mac.c", lines.0, "Unknown mac algorithm"));
    }
    match atom::name_if_atom(a[1]).and_then(|h| hmac(h, &key)) {
        Some(m) => Ok((m, data)),
        None => Err(nif_badarg(
            p,
            "mac.c",
            lines.1,
            "Bad digest algorithm for HMAC",
        )),
    }
}

/// `mac(hmac, Hash, Key, Data)`.
fn mac_4(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (mut m, data) = new_mac(p, a, Some(a[3]), (233, 263))?;
    m.update(&data);
    Ok(bin(p, &m.result()))
}

/// A MAC length: a non-negative integer no longer than the MAC (else `badarg`).
fn mac_len(t: Term, full: usize) -> Result<usize, Trap> {
    if !t.is_small() {
        return Err(badarg());
    }
    usize::try_from(t.small_val())
        .ok()
        .filter(|&n| n <= full)
        .ok_or_else(badarg)
}

/// `macN(hmac, Hash, Key, Data, Length)`: the MAC's first `Length` bytes.
fn mac_n(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (mut m, data) = new_mac(p, a, Some(a[3]), (233, 263))?;
    m.update(&data);
    let full = m.result();
    let n = mac_len(a[4], full.len())?;
    Ok(bin(p, &full[..n]))
}

/// `mac/3` is only for MACs without a hash (poly1305), which are not here.
fn mac_3(_cx: &mut Ctx, _: &mut Process, _: &[Term]) -> BifResult {
    Err(error(atom::FUNCTION_CLAUSE))
}

fn mac_init(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (m, _) = new_mac(p, a, None, (587, 617))?;
    Ok(new_state(cx, p, State::Mac(m)))
}

/// Adds to the state in place and returns it, as OTP does.
fn mac_update(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let Some(data) = iodata(a[1]) else {
        return Err(nif_badarg(p, "mac.c", 794, "Bad text"));
    };
    let Some(State::Mac(m)) = cx.crypto.get(a[0]) else {
        return Err(nif_badarg(p, "mac.c", 817, "Bad ref"));
    };
    m.update(&data);
    Ok(a[0])
}

fn mac_result(cx: &mut Ctx, p: &mut Process, t: Term) -> Result<Vec<u8>, Trap> {
    match cx.crypto.get(t) {
        Some(State::Mac(m)) => Ok(m.result()),
        _ => Err(nif_badarg(p, "mac.c", 847, "Bad ref")),
    }
}

fn mac_final(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let r = mac_result(cx, p, a[0])?;
    Ok(bin(p, &r))
}

fn mac_final_n(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let r = mac_result(cx, p, a[0])?;
    let n = mac_len(a[1], r.len())?;
    Ok(bin(p, &r[..n]))
}

// ---- random bytes ----

/// Bytes from the operating system's secure generator.
fn random_bytes(n: usize) -> Result<Vec<u8>, Trap> {
    let mut buf = vec![0u8; n];
    getrandom::fill(&mut buf).map_err(|_| error(atom::atom("low_entropy")))?;
    Ok(buf)
}

fn strong_rand_bytes(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let n = a[0]
        .is_small()
        .then(|| usize::try_from(a[0].small_val()).ok())
        .flatten()
        .filter(|&n| n <= u32::MAX as usize)
        .ok_or_else(badarg)?;
    let bytes = random_bytes(n)?;
    Ok(bin(p, &bytes))
}

/// `rand_uniform(Lo, Hi)` (deprecated): a random integer `Lo =< N < Hi`.
fn rand_uniform(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (lo, hi) = match (build::integer_value(a[0]), build::integer_value(a[1])) {
        (Some(lo), Some(hi)) if lo < hi => (lo, hi),
        _ => return Err(error(atom::FUNCTION_CLAUSE)),
    };
    let range = (&hi - &lo).to_biguint().ok_or_else(badarg)?;
    // Sixteen bytes more than the range needs make the modulo's bias negligible.
    let bytes = random_bytes(range.to_bytes_be().len() + 16)?;
    let r = num_bigint::BigUint::from_bytes_be(&bytes) % range;
    Ok(build::bigint(
        &mut p.heap,
        &(lo + num_bigint::BigInt::from(r)),
    ))
}

// ---- helpers OTP writes in Erlang ----

/// `hash_equals(A, B)`: whether two binaries of the same size are equal, in time that
/// does not depend on where they differ.
fn hash_equals(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let (x, y) = match (binary::view(a[0]), binary::view(a[1])) {
        (Some(x), Some(y)) if x.is_binary() && y.is_binary() => (x.to_vec(), y.to_vec()),
        _ => return Err(badarg()),
    };
    if x.len() != y.len() {
        return Err(badarg());
    }
    let diff = x.iter().zip(&y).fold(0u8, |d, (a, b)| d | (a ^ b));
    Ok(atom::boolean(diff == 0))
}

/// `exor(A, B)`: the bytewise exclusive or of two iodata of the same size.
fn exor(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let x = iodata(a[0]).ok_or_else(badarg)?;
    let y = iodata(a[1]).ok_or_else(badarg)?;
    if x.len() != y.len() {
        return Err(badarg());
    }
    let out: Vec<u8> = x.iter().zip(&y).map(|(a, b)| a ^ b).collect();
    Ok(bin(p, &out))
}

/// `bytes_to_integer(Bin)`: the unsigned big-endian integer of a binary.
fn bytes_to_integer(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let bytes = match binary::view(a[0]) {
        Some(v) if v.is_binary() => v.to_vec(),
        _ => return Err(error(atom::FUNCTION_CLAUSE)),
    };
    let n = num_bigint::BigInt::from(num_bigint::BigUint::from_bytes_be(&bytes));
    Ok(build::bigint(&mut p.heap, &n))
}

fn atom_list(p: &mut Process, names: &[&str]) -> Term {
    let atoms: Vec<Term> = names.iter().map(|n| atom::atom(n)).collect();
    build::list(&mut p.heap, &atoms)
}

/// What `supports/1` lists for each kind OTP knows.
fn supported(p: &mut Process, kind: &str) -> Option<Term> {
    Some(match kind {
        "hashs" => atom_list(p, HASHES),
        "macs" => atom_list(p, &["hmac"]),
        "ciphers" | "public_keys" | "curves" | "rsa_opts" => Term::NIL,
        _ => return None,
    })
}

fn supports_0(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let kinds = [
        "hashs",
        "ciphers",
        "public_keys",
        "macs",
        "curves",
        "rsa_opts",
    ];
    let mut items = Vec::new();
    for k in kinds {
        let l = supported(p, k).unwrap_or(Term::NIL);
        items.push(build::tuple(&mut p.heap, &[atom::atom(k), l]));
    }
    Ok(build::list(&mut p.heap, &items))
}

fn supports_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    atom::name_if_atom(a[0])
        .and_then(|k| supported(p, k))
        .ok_or_else(|| error(atom::FUNCTION_CLAUSE))
}

/// `[{Name, VersionNumber, VersionString}]` of the library underneath, as OTP's shape.
fn info_lib(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let name = bin(p, b"RustCrypto");
    let text = bin(
        p,
        b"RustCrypto (md4, md-5, sha1, sha2, sha3, ripemd, blake2, hmac)",
    );
    let t = build::tuple(&mut p.heap, &[name, Term::small(0), text]);
    Ok(build::list(&mut p.heap, &[t]))
}

fn start(_cx: &mut Ctx, _: &mut Process, _: &[Term]) -> BifResult {
    Ok(atom::OK)
}

pub const BIFS: &[BifEntry] = &[
    ("crypto", "hash", 2, hash),
    ("crypto", "hash_init", 1, hash_init),
    ("crypto", "hash_update", 2, hash_update),
    ("crypto", "hash_final", 1, hash_final),
    ("crypto", "mac", 3, mac_3),
    ("crypto", "mac", 4, mac_4),
    ("crypto", "macN", 5, mac_n),
    ("crypto", "mac_init", 3, mac_init),
    ("crypto", "mac_update", 2, mac_update),
    ("crypto", "mac_final", 1, mac_final),
    ("crypto", "mac_finalN", 2, mac_final_n),
    ("crypto", "strong_rand_bytes", 1, strong_rand_bytes),
    ("crypto", "rand_uniform", 2, rand_uniform),
    ("crypto", "hash_equals", 2, hash_equals),
    ("crypto", "exor", 2, exor),
    ("crypto", "bytes_to_integer", 1, bytes_to_integer),
    ("crypto", "supports", 0, supports_0),
    ("crypto", "supports", 1, supports_1),
    ("crypto", "info_lib", 0, info_lib),
    ("crypto", "start", 0, start),
    ("crypto", "stop", 0, start),
];
