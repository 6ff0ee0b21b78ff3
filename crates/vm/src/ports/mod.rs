//! Ports: external programs a process talks to (`open_port/2`), as Erlang/OTP's spawn
//! driver runs them. The table of open ports lives in the runtime context (`Ctx::ports`);
//! each port's program runs with pipes for its standard input and output (`os.rs`), and a
//! reader thread per port sends what the program writes to one channel. The run loop drains
//! the channel at every scheduling round and blocks on it when no process can run but a port
//! still reads, so a program waiting only on a port is neither busy-waiting nor judged
//! deadlocked. `framing.rs` cuts the output into the owner's `{Port, {data, D}}` messages.
//!
//! A port is linked to the processes that opened or connected it (the links are kept here,
//! on the port's side); it closes when its program's output ends (unless opened with
//! `eof`), when it is closed, or when a linked owner dies, and then sends `'EXIT'` signals
//! to the processes linked to it.

pub mod framing;
pub mod os;

use crate::atom;
use crate::binary;
use crate::build;
use crate::heap::Heap;
use crate::process::{Message, Process};
use crate::sched::Scheduler;
use crate::term::Term;
use framing::{Decoder, Framing, Piece};
use os::Event;
use std::collections::BTreeMap;
use std::io::Write;
use std::process::ChildStdin;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::time::Instant;

/// The number of the first port a program opens, as under `erl -noshell` (whose own ports
/// take the numbers below).
const FIRST_PORT: u64 = 5;

/// How an open port delivers what it reads.
#[derive(Clone, Copy)]
pub struct Delivery {
    pub framing: Framing,
    /// Data as binaries (else lists of bytes).
    pub binary: bool,
    /// At the end of the output, send `{Port, eof}` and stay open.
    pub eof: bool,
}

pub struct Port {
    /// The command or program it was opened with.
    pub name: String,
    /// The connected process's pid index.
    pub owner: u64,
    /// Pid indices of the processes linked to it.
    pub links: Vec<u64>,
    pub os_pid: u32,
    /// Bytes read from and written to the program.
    pub input: u64,
    pub output: u64,
    stdin: Option<ChildStdin>,
    delivery: Delivery,
    decoder: Decoder,
    /// Its reader thread has not reported the end of the output.
    reading: bool,
}

pub struct Ports {
    table: BTreeMap<u64, Port>,
    next: u64,
    tx: Sender<Event>,
    rx: Receiver<Event>,
}

impl Default for Ports {
    fn default() -> Self {
        let (tx, rx) = channel();
        Ports {
            table: BTreeMap::new(),
            next: FIRST_PORT,
            tx,
            rx,
        }
    }
}

impl Ports {
    /// Start `spec`'s program as a new port owned by (and linked to) process `owner`.
    pub fn open(
        &mut self,
        owner: u64,
        name: String,
        spec: &os::Spec,
        delivery: Delivery,
    ) -> Result<Term, &'static str> {
        let n = self.next;
        // A program that fails to start still takes its number, as in Erlang/OTP.
        self.next += 1;
        let started = os::start(n, spec, self.tx.clone())?;
        self.table.insert(
            n,
            Port {
                name,
                owner,
                links: vec![owner],
                os_pid: started.os_pid,
                input: 0,
                output: 0,
                stdin: started.stdin,
                delivery,
                decoder: Decoder::default(),
                reading: spec.input,
            },
        );
        Ok(Term::port(n))
    }

    /// A number used up as Erlang/OTP uses one (`os:cmd/1` opens a port there).
    pub fn skip_number(&mut self) {
        self.next += 1;
    }

    pub fn get(&self, port: Term) -> Option<&Port> {
        self.table.get(&port.port_number())
    }

    pub fn get_mut(&mut self, port: Term) -> Option<&mut Port> {
        self.table.get_mut(&port.port_number())
    }

    /// Every open port, in order.
    pub fn all(&self) -> Vec<Term> {
        self.table.keys().map(|&n| Term::port(n)).collect()
    }

    /// Write `data` (framed as the port frames it) to the program; false if it does not
    /// fit the packet header (the caller then closes the port with `einval`, as Erlang/OTP's
    /// driver fails). A program that no longer reads loses it, as under OTP.
    pub fn write(&mut self, port: Term, data: Vec<u8>) -> bool {
        let Some(p) = self.get_mut(port) else {
            return true;
        };
        let len = data.len() as u64;
        let Some(bytes) = framing::frame(p.delivery.framing, data) else {
            return false;
        };
        p.output += len;
        if let Some(stdin) = &mut p.stdin {
            if stdin.write_all(&bytes).is_err() {
                p.stdin = None;
            }
        }
        true
    }

    /// Whether some open port's program may still write: the run loop then waits for it.
    pub fn reading(&self) -> bool {
        self.table.values().any(|p| p.reading)
    }

    /// The next reader event, waiting until `deadline` (None: as long as it takes).
    fn wait_event(&self, deadline: Option<Instant>) -> Option<Event> {
        match deadline {
            None => self.rx.recv().ok(),
            Some(d) => self
                .rx
                .recv_timeout(d.saturating_duration_since(Instant::now()))
                .ok(),
        }
    }
}

/// Deliver `msg` to process `idx`: the running process `running` takes it at once.
fn deliver(sched: &mut Scheduler, running: Option<&mut Process>, idx: u64, msg: Message) {
    match running {
        Some(p) if p.pid.pid_index() == idx => p.deliver_own(msg),
        _ => sched.deliver(idx, msg),
    }
}

/// An exit signal from `port` with `reason` to process `idx`, through their link.
fn exit_signal(
    sched: &mut Scheduler,
    running: Option<&mut Process>,
    port: Term,
    idx: u64,
    reason: Term,
) {
    match running {
        Some(p) if p.pid.pid_index() == idx => {
            if p.trap_exit {
                p.deliver_own(Message::copy_of_tuple(&[atom::EXIT_UPPER, port, reason]));
            } else if reason != atom::NORMAL && p.pending_exit.is_none() {
                p.pending_exit = Some(Message::copy_of(reason));
            }
        }
        _ => sched.exit_signal(port, idx, reason, true),
    }
}

/// `{Port, Body}` as a message.
fn port_message(port: Term, body: impl FnOnce(&mut Heap) -> Term) -> Message {
    let mut scratch = Heap::new(64);
    let b = body(&mut scratch);
    let t = build::tuple(&mut scratch, &[port, b]);
    Message::copy_of(t)
}

/// Send `{Port, Reply}` to process `to` (`closed`, `connected`).
pub fn reply(
    sched: &mut Scheduler,
    running: Option<&mut Process>,
    port: Term,
    to: u64,
    reply: Term,
) {
    deliver(sched, running, to, port_message(port, |_| reply));
}

/// Close `port` (if open): its program's input closes, and its links get exit signals with
/// `reason`. `running`: the process running now, which is out of the scheduler's table.
pub fn close(
    ports: &mut Ports,
    sched: &mut Scheduler,
    mut running: Option<&mut Process>,
    port: Term,
    reason: Term,
) {
    let Some(p) = ports.table.remove(&port.port_number()) else {
        return;
    };
    // Dropping the input pipe tells the program; its reader's later events find no port.
    drop(p.stdin);
    for idx in p.links {
        exit_signal(sched, running.as_deref_mut(), port, idx, reason);
    }
}

/// Process `idx` has ended with `reason`: the exit signal through each link closes the port
/// when the reason is not `normal` or the process was the port's owner (an owner that is not
/// linked, after `{connect, Pid}`, leaves it open, as in Erlang/OTP).
pub fn process_died(ports: &mut Ports, sched: &mut Scheduler, idx: u64, reason: Term) {
    let mut doomed = Vec::new();
    for (&n, p) in ports.table.iter_mut() {
        if !p.links.contains(&idx) {
            continue;
        }
        p.links.retain(|&l| l != idx);
        if p.owner == idx || reason != atom::NORMAL {
            doomed.push(Term::port(n));
        }
    }
    for port in doomed {
        close(ports, sched, None, port, reason);
    }
}

/// Handle every reader event that has arrived (at each scheduling round).
pub fn poll(ports: &mut Ports, sched: &mut Scheduler) {
    while let Ok(e) = ports.rx.try_recv() {
        handle(ports, sched, e);
    }
}

/// Nothing can run: wait for a port's event until `deadline` (the next timer), and handle
/// it and any that came with it.
pub fn wait(ports: &mut Ports, sched: &mut Scheduler, deadline: Option<Instant>) {
    if let Some(e) = ports.wait_event(deadline) {
        handle(ports, sched, e);
        poll(ports, sched);
    }
}

fn handle(ports: &mut Ports, sched: &mut Scheduler, e: Event) {
    match e {
        Event::Data(n, bytes) => {
            let Some(p) = ports.table.get_mut(&n) else {
                return;
            };
            p.input += bytes.len() as u64;
            let mut pieces = Vec::new();
            p.decoder.feed(p.delivery.framing, bytes, &mut pieces);
            let (owner, binary) = (p.owner, p.delivery.binary);
            for piece in pieces {
                sched.deliver(owner, data_message(Term::port(n), piece, binary));
            }
        }
        Event::End(n, status) => {
            let Some(p) = ports.table.get_mut(&n) else {
                return;
            };
            p.reading = false;
            let port = Term::port(n);
            let owner = p.owner;
            // As Erlang/OTP's driver: the exit status first, then what is left of a line.
            if let Some(s) = status {
                let m = port_message(port, |h| {
                    build::tuple(h, &[atom::atom("exit_status"), Term::small(s as i64)])
                });
                sched.deliver(owner, m);
            }
            if let Some(piece) = p.decoder.finish(p.delivery.framing) {
                sched.deliver(owner, data_message(port, piece, p.delivery.binary));
            }
            if p.delivery.eof {
                sched.deliver(owner, port_message(port, |_| atom::atom("eof")));
            } else {
                close(ports, sched, None, port, atom::NORMAL);
            }
        }
    }
}

/// `{Port, {data, D}}`, D a binary or a list of bytes, or `{eol, D}` / `{noeol, D}`.
fn data_message(port: Term, piece: Piece, as_binary: bool) -> Message {
    let bytes_term = |h: &mut Heap, b: &[u8]| {
        if as_binary {
            binary::make_binary(h, b)
        } else {
            build::byte_list(h, b)
        }
    };
    port_message(port, |h| {
        let d = match piece {
            Piece::Data(b) => bytes_term(h, &b),
            Piece::Line(b, eol) => {
                let d = bytes_term(h, &b);
                let tag = atom::atom(if eol { "eol" } else { "noeol" });
                build::tuple(h, &[tag, d])
            }
        };
        build::tuple(h, &[atom::atom("data"), d])
    })
}

/// `Port ! Msg` from the running process `from`: `{Owner, {command, Data}}`, `{Owner,
/// close}` (answered `{Port, closed}`) or `{Owner, {connect, NewOwner}}` (answered `{Port,
/// connected}`). A sender that names another owner kills the port with `badsig`; anything
/// else is reported and dropped, the port staying open, as in Erlang/OTP 25; a message to a
/// closed port is dropped.
pub fn command_message(cx: &mut crate::ctx::Ctx, from: &mut Process, port: Term, msg: Term) {
    crate::stats::counters::note_send(None, 0);
    let Some(owner) = cx.ports.get(port).map(|p| p.owner) else {
        return;
    };
    let pair = |t: Term, tag: Option<&str>| {
        (t.is_tuple()
            && t.tuple_arity() == 2
            && tag.is_none_or(|tag| t.element(1) == atom::atom(tag)))
        .then(|| (t.element(1), t.element(2)))
    };
    let Some((sender, body)) = pair(msg, None).filter(|(s, _)| s.is_pid()) else {
        return bad_value(cx, port);
    };
    if sender.pid_index() != owner {
        let badsig = atom::atom("badsig");
        return close(&mut cx.ports, &mut cx.sched, Some(from), port, badsig);
    }
    if body == atom::atom("close") {
        close(
            &mut cx.ports,
            &mut cx.sched,
            Some(&mut *from),
            port,
            atom::NORMAL,
        );
        reply(&mut cx.sched, Some(from), port, owner, atom::atom("closed"));
    } else if let Some((_, data)) = pair(body, Some("command")) {
        let Some(bytes) = crate::bif::binaries::iolist_bytes(data) else {
            return bad_value(cx, port);
        };
        if !cx.ports.write(port, bytes) {
            close(
                &mut cx.ports,
                &mut cx.sched,
                Some(from),
                port,
                atom::atom("einval"),
            );
        }
    } else if let Some((_, new)) = pair(body, Some("connect")).filter(|(_, n)| n.is_pid()) {
        if let Some(p) = cx.ports.get_mut(port) {
            p.owner = new.pid_index();
        }
        reply(
            &mut cx.sched,
            Some(from),
            port,
            owner,
            atom::atom("connected"),
        );
    } else {
        bad_value(cx, port);
    }
}

/// Erlang/OTP's logger report of a message a port cannot take (on standard output, as
/// other error reports of processes other than the main one).
fn bad_value(cx: &crate::ctx::Ctx, port: Term) {
    let Some(p) = cx.ports.get(port) else {
        return;
    };
    let text = format!(
        "=ERROR REPORT==== {} ===\nBad value on output port '{}'\n\n",
        crate::bif::time::report_timestamp(),
        p.name
    );
    crate::stdout::write_stdout(text.as_bytes());
}
