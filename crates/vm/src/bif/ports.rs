//! BIFs on ports (`open_port/2`, `port_command/2,3`, `port_close/1`, `port_info/1,2`,
//! `port_connect/2`, `erlang:ports/0`, `port_to_list/1`, `list_to_port/1`); the ports
//! themselves and their I/O are `crate::ports`'s.

use super::BifEntry;
use crate::atom;
use crate::binary;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, error, BifResult};
use crate::ports::framing::Framing;
use crate::ports::os::Spec;
use crate::ports::{self, Delivery};
use crate::process::Process;
use crate::term::Term;
use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::path::PathBuf;

pub const BIFS: &[BifEntry] = &[
    ("erlang", "open_port", 2, open_port),
    ("erlang", "port_command", 2, port_command_2),
    ("erlang", "port_command", 3, port_command_3),
    ("erlang", "port_close", 1, port_close),
    ("erlang", "port_connect", 2, port_connect),
    ("erlang", "port_info", 1, port_info_1),
    ("erlang", "port_info", 2, port_info_2),
    ("erlang", "ports", 0, ports_0),
    ("erlang", "port_to_list", 1, port_to_list),
    ("erlang", "list_to_port", 1, list_to_port),
];

/// A file name or command: a (deep) list of characters, a binary, or an atom; as bytes
/// (UTF-8), without NUL.
fn name_bytes(t: Term) -> Option<Vec<u8>> {
    let bytes = if t.is_atom() {
        atom::name(t).as_bytes().to_vec()
    } else if let Some(b) = binary::bytes(t) {
        b.into_owned()
    } else {
        super::os_cmd::command(t)?.into_bytes()
    };
    (!bytes.contains(&0)).then_some(bytes)
}

fn os_string(t: Term) -> Option<OsString> {
    name_bytes(t).map(OsString::from_vec)
}

/// What the options list asks for.
struct Opts {
    delivery: Delivery,
    spec: Spec,
    args: Option<Vec<OsString>>,
}

fn parse_opts(list: Term) -> Option<Opts> {
    let mut o = Opts {
        delivery: Delivery {
            framing: Framing::Stream,
            binary: false,
            eof: false,
        },
        spec: Spec {
            program: PathBuf::new(),
            args: Vec::new(),
            arg0: None,
            cd: None,
            env: Vec::new(),
            stderr_to_stdout: false,
            input: true,
            output: true,
            exit_status: false,
        },
        args: None,
    };
    let (mut only_in, mut only_out) = (false, false);
    for opt in build::list_to_vec(list)? {
        if opt.is_atom() {
            match atom::name(opt) {
                "binary" => o.delivery.binary = true,
                "stream" => o.delivery.framing = Framing::Stream,
                "exit_status" => o.spec.exit_status = true,
                "eof" => o.delivery.eof = true,
                "stderr_to_stdout" => o.spec.stderr_to_stdout = true,
                "in" => only_in = true,
                "out" => only_out = true,
                "use_stdio" | "nouse_stdio" | "hide" | "overlapped_io" => {}
                _ => return None,
            }
            continue;
        }
        if !(opt.is_tuple() && opt.tuple_arity() == 2 && opt.element(1).is_atom()) {
            return None;
        }
        let v = opt.element(2);
        match atom::name(opt.element(1)) {
            "line" => {
                let l = v.is_small().then(|| v.small_val()).filter(|&l| l > 0)?;
                o.delivery.framing = Framing::Line(l as usize);
            }
            "packet" => match v.is_small().then(|| v.small_val()) {
                Some(n @ (1 | 2 | 4)) => o.delivery.framing = Framing::Packet(n as u8),
                _ => return None,
            },
            "args" => {
                let args = build::list_to_vec(v)?;
                o.args = Some(args.into_iter().map(os_string).collect::<Option<_>>()?);
            }
            "arg0" => o.spec.arg0 = Some(os_string(v)?),
            "cd" => o.spec.cd = Some(PathBuf::from(os_string(v)?)),
            "env" => {
                for pair in build::list_to_vec(v)? {
                    if !(pair.is_tuple() && pair.tuple_arity() == 2) {
                        return None;
                    }
                    let name = os_string(pair.element(1))?;
                    let val = match pair.element(2) {
                        atom::FALSE => None,
                        t => Some(os_string(t)?),
                    };
                    o.spec.env.push((name, val));
                }
            }
            "parallelism" if v == atom::TRUE || v == atom::FALSE => {}
            "busy_limits_port" | "busy_limits_msgq" => {}
            _ => return None,
        }
    }
    if only_in && !only_out {
        o.spec.output = false;
    }
    if only_out && !only_in {
        o.spec.input = false;
    }
    Some(o)
}

/// `open_port({spawn, Command} | {spawn_executable, File}, Options)`.
fn open_port(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let (what, opts) = (a[0], a[1]);
    // An atom is the old form of `{spawn, Atom}`.
    let (kind, target) = if what.is_atom() {
        (Some("spawn"), what)
    } else if what.is_tuple() && what.tuple_arity() == 2 {
        (atom::name_if_atom(what.element(1)), what.element(2))
    } else {
        return Err(badarg());
    };
    let mut o = parse_opts(opts).ok_or_else(badarg)?;
    let target = name_bytes(target).ok_or_else(badarg)?;
    let name = String::from_utf8_lossy(&target).into_owned();
    match kind {
        // As Erlang/OTP: the shell runs `exec Command`.
        Some("spawn") if o.args.is_none() && !target.is_empty() => {
            o.spec.program = PathBuf::from("/bin/sh");
            o.spec.args = vec!["-c".into(), format!("exec {name}").into()];
        }
        Some("spawn_executable") => {
            let mut file = PathBuf::from(OsString::from_vec(target));
            // The file itself, never a search of PATH.
            if file.components().count() == 1 && !file.is_absolute() {
                file = PathBuf::from(".").join(file);
            }
            o.spec.program = file;
            o.spec.args = o.args.take().unwrap_or_default();
        }
        _ => return Err(badarg()),
    }
    let owner = p.pid.pid_index();
    cx.ports
        .open(owner, name, &o.spec, o.delivery)
        .map_err(|e| error(atom::atom(e)))
}

/// The open port `t` is (badarg for anything else).
fn open(cx: &Ctx, t: Term) -> Result<Term, crate::exception::Trap> {
    if t.is_port() && cx.ports.get(t).is_some() {
        Ok(t)
    } else {
        Err(badarg())
    }
}

fn command(cx: &mut Ctx, p: &mut Process, a: &[Term], force: bool) -> BifResult {
    let port = open(cx, a[0])?;
    let bytes = super::binaries::iolist_bytes(a[1]).ok_or_else(badarg)?;
    if force {
        return Err(error(atom::atom("notsup")));
    }
    if !cx.ports.write(port, bytes) {
        let einval = atom::atom("einval");
        ports::close(&mut cx.ports, &mut cx.sched, Some(p), port, einval);
    }
    Ok(atom::TRUE)
}

fn port_command_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    command(cx, p, a, false)
}

/// `port_command(Port, Data, [nosuspend])`: writes never suspend here. `force` is
/// `notsup`, as for Erlang/OTP's spawn driver.
fn port_command_3(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let mut force = false;
    for o in build::list_to_vec(a[2]).ok_or_else(badarg)? {
        match atom::name_if_atom(o) {
            Some("force") => force = true,
            Some("nosuspend") => {}
            _ => return Err(badarg()),
        }
    }
    command(cx, p, a, force)
}

fn port_close(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let port = open(cx, a[0])?;
    ports::close(&mut cx.ports, &mut cx.sched, Some(p), port, atom::NORMAL);
    Ok(atom::TRUE)
}

/// `port_connect(Port, Pid)`: Pid becomes the owner and is linked to the port (the old
/// owner stays linked).
fn port_connect(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let port = open(cx, a[0])?;
    let pid = a[1];
    if !pid.is_pid() || !(pid == p.pid || cx.sched.is_alive(pid.pid_index())) {
        return Err(badarg());
    }
    let idx = pid.pid_index();
    if let Some(port) = cx.ports.get_mut(port) {
        port.owner = idx;
        if !port.links.contains(&idx) {
            port.links.push(idx);
        }
    }
    Ok(atom::TRUE)
}

const INFO_ITEMS: &[&str] = &[
    "name",
    "links",
    "id",
    "connected",
    "input",
    "output",
    "os_pid",
];

/// `{Item, Value}` for an open port.
fn info_item(cx: &Ctx, p: &mut Process, port: Term, item: &str) -> Option<Term> {
    let info = cx.ports.get(port)?;
    let h = &mut p.heap;
    let v = match item {
        "name" => build::string(h, &info.name),
        "links" => {
            let pids: Vec<Term> = info.links.iter().map(|&i| Term::pid(i)).collect();
            build::list(h, &pids)
        }
        // Erlang/OTP's internal index: the port's number times 8.
        "id" => build::int(h, (port.port_number() << 3) as i64),
        "connected" => Term::pid(info.owner),
        "input" => build::int(h, info.input as i64),
        "output" => build::int(h, info.output as i64),
        "os_pid" => build::int(h, info.os_pid as i64),
        "registered_name" => return Some(Term::NIL),
        "memory" => Term::small(120 + info.name.len() as i64),
        "queue_size" => Term::small(0),
        "monitors" | "monitored_by" => Term::NIL,
        "locking" | "parallelism" => atom::FALSE,
        _ => return None,
    };
    Some(build::tuple(h, &[atom::atom(item), v]))
}

fn port_info_1(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_port() {
        return Err(badarg());
    }
    if cx.ports.get(a[0]).is_none() {
        return Ok(atom::UNDEFINED);
    }
    let items: Vec<Term> = INFO_ITEMS
        .iter()
        .filter_map(|i| info_item(cx, p, a[0], i))
        .collect();
    Ok(build::list(&mut p.heap, &items))
}

fn port_info_2(cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    const KNOWN: &[&str] = &[
        "registered_name",
        "memory",
        "queue_size",
        "monitors",
        "monitored_by",
        "locking",
        "parallelism",
    ];
    let item = atom::name_if_atom(a[1]).ok_or_else(badarg)?;
    if !a[0].is_port() || !(INFO_ITEMS.contains(&item) || KNOWN.contains(&item)) {
        return Err(badarg());
    }
    Ok(info_item(cx, p, a[0], item).unwrap_or(atom::UNDEFINED))
}

fn ports_0(cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let all = cx.ports.all();
    Ok(build::list(&mut p.heap, &all))
}

fn port_to_list(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    if !a[0].is_port() {
        return Err(badarg());
    }
    let s = format!("#Port<0.{}>", a[0].port_number());
    Ok(build::string(&mut p.heap, &s))
}

/// `list_to_port("#Port<0.N>")`.
fn list_to_port(_cx: &mut Ctx, _: &mut Process, a: &[Term]) -> BifResult {
    let s = build::list_to_string(a[0]).ok_or_else(badarg)?;
    let n = s
        .strip_prefix("#Port<0.")
        .and_then(|r| r.strip_suffix('>'))
        .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|d| d.parse::<u64>().ok())
        .filter(|&n| n < 1 << 32)
        .ok_or_else(badarg)?;
    Ok(Term::port(n))
}
