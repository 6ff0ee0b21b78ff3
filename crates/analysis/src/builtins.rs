//! What the analysis knows of the operations it cannot see into: the inline BIFs, the
//! `erlang` functions that send, spawn, or take data apart, and the `lists` functions that
//! run natively. Everything else outside the analysed code returns `unknown` data (seed 004
//! sec. 4.5).

/// How a built-in operation moves abstract values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// Sends argument `msg` (and returns it).
    Send {
        msg: usize,
    },
    /// Sends argument `msg` later, from a timer.
    TimerSend {
        msg: usize,
    },
    /// Spawns a process running the fun in argument `fun`; `pid`: returns a pid (an
    /// immediate), not a tuple built outside (`spawn_monitor`, `spawn_opt`).
    SpawnFun {
        fun: usize,
        pid: bool,
    },
    /// Spawns `M:F(Args...)` with the modules, function and argument list at these positions.
    SpawnMfa {
        m: usize,
        f: usize,
        args: usize,
        pid: bool,
    },
    /// `element(N, T)`.
    Element,
    Hd,
    Tl,
    /// `setelement(N, T, V)`: a new tuple (built outside) of `T`'s elements and `V`.
    SetElement,
    /// `A ++ B`: a copy of `A`'s spine (built outside) ending in `B`.
    Append,
    /// `A -- B`: a list (built outside) of some of `A`'s elements.
    Subtract,
    /// `map_get(K, M)`.
    MapGet,
    /// A list (built outside) of the elements of the list in argument `list`
    /// (`lists:reverse/1`, `lists:sort/1`).
    ElementsOf {
        list: usize,
    },
    /// An element of the list in argument `list`, or an immediate (`lists:keyfind/3`).
    ElementOf {
        list: usize,
    },
    /// `{value, E}` (built outside), `E` an element of the list in argument `list`, or an
    /// immediate (`lists:keysearch/3`).
    FoundIn {
        list: usize,
    },
    /// `min`/`max`: one of the arguments.
    OneOfArgs,
    /// Returns an immediate (atom, small integer, pid...): comparisons, type tests, sizes.
    Immediate,
    /// Returns a number, possibly boxed (a bignum or float built outside).
    Number,
}

/// An inline BIF ([`triheap_ir::ir::Expr::Bif`]) by its name.
pub fn inline(name: &str, arity: usize) -> Builtin {
    match (name, arity) {
        ("!", 2) => Builtin::Send { msg: 1 },
        ("element", 2) => Builtin::Element,
        ("hd", 1) => Builtin::Hd,
        ("tl", 1) => Builtin::Tl,
        ("++", 2) => Builtin::Append,
        ("--", 2) => Builtin::Subtract,
        ("map_get", 2) => Builtin::MapGet,
        ("min" | "max", 2) => Builtin::OneOfArgs,
        (
            "+" | "-" | "*" | "/" | "div" | "rem" | "band" | "bor" | "bxor" | "bsl" | "bsr"
            | "bnot" | "abs" | "float" | "round" | "trunc" | "ceil" | "floor",
            _,
        ) => Builtin::Number,
        _ => Builtin::Immediate,
    }
}

/// A call of `erlang:name/arity` the analysis models; `None`: an ordinary external call.
pub fn erlang(name: &str, arity: usize) -> Option<Builtin> {
    Some(match (name, arity) {
        ("send" | "send_nosuspend", 2 | 3) => Builtin::Send { msg: 1 },
        ("send_after" | "start_timer", 3 | 4) => Builtin::TimerSend { msg: 2 },
        ("spawn" | "spawn_link" | "spawn_monitor", 1) | ("spawn_opt", 2) => Builtin::SpawnFun {
            fun: 0,
            pid: name != "spawn_monitor" && name != "spawn_opt",
        },
        ("spawn" | "spawn_link" | "spawn_monitor", 2) | ("spawn_opt", 3) => Builtin::SpawnFun {
            fun: 1,
            pid: name != "spawn_monitor" && name != "spawn_opt",
        },
        ("spawn" | "spawn_link" | "spawn_monitor", 3) | ("spawn_opt", 4) => Builtin::SpawnMfa {
            m: 0,
            f: 1,
            args: 2,
            pid: name != "spawn_monitor" && name != "spawn_opt",
        },
        ("spawn" | "spawn_link" | "spawn_monitor", 4) | ("spawn_opt", 5) => Builtin::SpawnMfa {
            m: 1,
            f: 2,
            args: 3,
            pid: name != "spawn_monitor" && name != "spawn_opt",
        },
        ("setelement", 3) => Builtin::SetElement,
        ("element" | "hd" | "tl" | "map_get" | "min" | "max" | "++" | "--", _) => {
            inline(name, arity)
        }
        ("is_map_key" | "tuple_size" | "length" | "self" | "node", _) => Builtin::Immediate,
        _ => return None,
    })
}

/// A remote call of a standard library function that runs natively, as a BIF, although the
/// library's source defines it too (a remote call reaches the BIF; only the library's own
/// local calls run the source). The analysis models the BIF: analysing the source would
/// join every caller of `lists:reverse/2` in the library and the program (0-CFA), for
/// sites these calls never use. `None`: the call reaches the source, if the analysis has it.
pub fn native(module: &str, name: &str, arity: usize) -> Option<Builtin> {
    Some(match (module, name, arity) {
        ("lists", "reverse" | "sort" | "usort", 1) => Builtin::ElementsOf { list: 0 },
        ("lists", "reverse", 2) => Builtin::Append,
        ("lists", "member", 2) | ("lists", "keymember", 3) => Builtin::Immediate,
        ("lists", "keyfind", 3) => Builtin::ElementOf { list: 2 },
        ("lists", "keysearch", 3) => Builtin::FoundIn { list: 2 },
        _ => return None,
    })
}
