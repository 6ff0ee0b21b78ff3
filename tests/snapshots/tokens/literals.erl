%% Numbers, characters, strings and atoms.
-module(literals).
f() -> [0, 42, 1_000_000, 16#ff, 16#FF_FF, 2#1010, 36#zZ, 8#777,
        1.0, 3.14159, 1.5e-3, 2.0E10, 6.02e+23, 1_0.2_5,
        $a, $\n, $\\, $\s, $\x41, $\x{1F600}, $\101, $\^G, $ , $%, $",
        "", "plain", "esc\t\"\\\x{263a}\e\d\777", "multi
line",
        atom, 'quoted atom', 'it''s', 'a\'b', 'Upper', node@host, a_b@c.d,
        Var, _, _Under, Émile, été].
