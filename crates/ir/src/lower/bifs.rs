//! Which calls are built-in: the auto-imported BIFs of module `erlang` (OTP 25, generated with
//! `erl_internal:bif/2`) and the subset the code generator inlines as [`crate::ir::Expr::Bif`].

/// Every auto-imported BIF: callable without a module prefix when no local function or import
/// of that name and arity exists.
const AUTO_IMPORTED: &[(&str, u32)] = &[
    ("abs", 1),
    ("alias", 0),
    ("alias", 1),
    ("apply", 2),
    ("apply", 3),
    ("atom_to_binary", 1),
    ("atom_to_binary", 2),
    ("atom_to_list", 1),
    ("binary_part", 2),
    ("binary_part", 3),
    ("binary_to_atom", 1),
    ("binary_to_atom", 2),
    ("binary_to_existing_atom", 1),
    ("binary_to_existing_atom", 2),
    ("binary_to_float", 1),
    ("binary_to_integer", 1),
    ("binary_to_integer", 2),
    ("binary_to_list", 1),
    ("binary_to_list", 3),
    ("binary_to_term", 1),
    ("binary_to_term", 2),
    ("bit_size", 1),
    ("bitstring_to_list", 1),
    ("byte_size", 1),
    ("ceil", 1),
    ("check_old_code", 1),
    ("check_process_code", 2),
    ("check_process_code", 3),
    ("date", 0),
    ("delete_module", 1),
    ("demonitor", 1),
    ("demonitor", 2),
    ("disconnect_node", 1),
    ("element", 2),
    ("erase", 0),
    ("erase", 1),
    ("error", 1),
    ("error", 2),
    ("error", 3),
    ("exit", 1),
    ("exit", 2),
    ("float", 1),
    ("float_to_binary", 1),
    ("float_to_binary", 2),
    ("float_to_list", 1),
    ("float_to_list", 2),
    ("floor", 1),
    ("garbage_collect", 0),
    ("garbage_collect", 1),
    ("garbage_collect", 2),
    ("get", 0),
    ("get", 1),
    ("get_keys", 0),
    ("get_keys", 1),
    ("group_leader", 0),
    ("group_leader", 2),
    ("halt", 0),
    ("halt", 1),
    ("halt", 2),
    ("hd", 1),
    ("integer_to_binary", 1),
    ("integer_to_binary", 2),
    ("integer_to_list", 1),
    ("integer_to_list", 2),
    ("iolist_size", 1),
    ("iolist_to_binary", 1),
    ("is_alive", 0),
    ("is_atom", 1),
    ("is_binary", 1),
    ("is_bitstring", 1),
    ("is_boolean", 1),
    ("is_float", 1),
    ("is_function", 1),
    ("is_function", 2),
    ("is_integer", 1),
    ("is_list", 1),
    ("is_map", 1),
    ("is_map_key", 2),
    ("is_number", 1),
    ("is_pid", 1),
    ("is_port", 1),
    ("is_process_alive", 1),
    ("is_record", 2),
    ("is_record", 3),
    ("is_reference", 1),
    ("is_tuple", 1),
    ("length", 1),
    ("link", 1),
    ("list_to_atom", 1),
    ("list_to_binary", 1),
    ("list_to_bitstring", 1),
    ("list_to_existing_atom", 1),
    ("list_to_float", 1),
    ("list_to_integer", 1),
    ("list_to_integer", 2),
    ("list_to_pid", 1),
    ("list_to_port", 1),
    ("list_to_ref", 1),
    ("list_to_tuple", 1),
    ("load_module", 2),
    ("make_ref", 0),
    ("map_get", 2),
    ("map_size", 1),
    ("max", 2),
    ("min", 2),
    ("module_loaded", 1),
    ("monitor", 2),
    ("monitor", 3),
    ("monitor_node", 2),
    ("node", 0),
    ("node", 1),
    ("nodes", 0),
    ("nodes", 1),
    ("nodes", 2),
    ("now", 0),
    ("open_port", 2),
    ("pid_to_list", 1),
    ("port_close", 1),
    ("port_command", 2),
    ("port_command", 3),
    ("port_connect", 2),
    ("port_control", 3),
    ("port_to_list", 1),
    ("pre_loaded", 0),
    ("process_flag", 2),
    ("process_flag", 3),
    ("process_info", 1),
    ("process_info", 2),
    ("processes", 0),
    ("purge_module", 1),
    ("put", 2),
    ("ref_to_list", 1),
    ("register", 2),
    ("registered", 0),
    ("round", 1),
    ("self", 0),
    ("setelement", 3),
    ("size", 1),
    ("spawn", 1),
    ("spawn", 2),
    ("spawn", 3),
    ("spawn", 4),
    ("spawn_link", 1),
    ("spawn_link", 2),
    ("spawn_link", 3),
    ("spawn_link", 4),
    ("spawn_monitor", 1),
    ("spawn_monitor", 2),
    ("spawn_monitor", 3),
    ("spawn_monitor", 4),
    ("spawn_opt", 2),
    ("spawn_opt", 3),
    ("spawn_opt", 4),
    ("spawn_opt", 5),
    ("spawn_request", 1),
    ("spawn_request", 2),
    ("spawn_request", 3),
    ("spawn_request", 4),
    ("spawn_request", 5),
    ("spawn_request_abandon", 1),
    ("split_binary", 2),
    ("statistics", 1),
    ("term_to_binary", 1),
    ("term_to_binary", 2),
    ("term_to_iovec", 1),
    ("term_to_iovec", 2),
    ("throw", 1),
    ("time", 0),
    ("tl", 1),
    ("trunc", 1),
    ("tuple_size", 1),
    ("tuple_to_list", 1),
    ("unalias", 1),
    ("unlink", 1),
    ("unregister", 1),
    ("whereis", 1),
];

/// Type tests: never raise, so guards built only from them need no exception protection.
const TYPE_TESTS: &[(&str, u32)] = &[
    ("is_atom", 1),
    ("is_binary", 1),
    ("is_bitstring", 1),
    ("is_boolean", 1),
    ("is_float", 1),
    ("is_function", 1),
    ("is_function", 2),
    ("is_integer", 1),
    ("is_list", 1),
    ("is_map", 1),
    ("is_number", 1),
    ("is_pid", 1),
    ("is_port", 1),
    ("is_record", 2),
    ("is_record", 3),
    ("is_reference", 1),
    ("is_tuple", 1),
];

/// Non-type-test BIFs lowered to `Expr::Bif` (the contract with the code generator).
const INLINE_BIFS: &[(&str, u32)] = &[
    ("abs", 1),
    ("element", 2),
    ("hd", 1),
    ("tl", 1),
    ("length", 1),
    ("tuple_size", 1),
    ("byte_size", 1),
    ("bit_size", 1),
    ("size", 1),
    ("map_size", 1),
    ("node", 0),
    ("self", 0),
    ("round", 1),
    ("trunc", 1),
    ("float", 1),
    ("not", 1),
    ("min", 2),
    ("max", 2),
];

/// Guard BIFs of OTP 25 that are not inlined: allowed in guards, called as `erlang:F/A`.
const OTHER_GUARD_BIFS: &[(&str, u32)] = &[
    ("binary_part", 2),
    ("binary_part", 3),
    ("ceil", 1),
    ("floor", 1),
    ("is_map_key", 2),
    ("map_get", 2),
    ("node", 1),
];

const BINARY_OPS: &[&str] = &[
    "+", "-", "*", "/", "div", "rem", "band", "bor", "bxor", "bsl", "bsr", "and", "or", "xor",
    "==", "/=", "=<", "<", ">=", ">", "=:=", "=/=", "++", "--", "!",
];

fn contains(table: &[(&str, u32)], name: &str, arity: u32) -> bool {
    table.iter().any(|&(n, a)| n == name && a == arity)
}

pub(crate) fn is_auto_imported(name: &str, arity: u32) -> bool {
    contains(AUTO_IMPORTED, name, arity)
}

pub(crate) fn is_type_test(name: &str, arity: u32) -> bool {
    contains(TYPE_TESTS, name, arity)
}

/// Whether a call of `erlang:name/arity` becomes an `Expr::Bif` (operators included, so that
/// `erlang:'+'(A, B)` is the same as `A + B`).
pub(crate) fn is_inline_bif(name: &str, arity: u32) -> bool {
    is_type_test(name, arity)
        || contains(INLINE_BIFS, name, arity)
        || (arity == 2 && BINARY_OPS.contains(&name))
        || (arity == 1 && matches!(name, "-" | "+" | "bnot"))
}

/// Whether `name/arity` may be called in a guard.
/// A guard BIF that is not inlined elsewhere: in a guard it is lowered as a BIF, so that its
/// exception fails the guard (`when is_map_key(K, NotAMap)` is false, not `badmap`).
pub(crate) fn is_called_guard_bif(name: &str, arity: u32) -> bool {
    contains(OTHER_GUARD_BIFS, name, arity)
}

pub(crate) fn is_guard_bif(name: &str, arity: u32) -> bool {
    (is_inline_bif(name, arity) && name != "!") || contains(OTHER_GUARD_BIFS, name, arity)
}
