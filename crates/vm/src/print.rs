//! Writing terms as text (the `~w` form), for error reports and `erlang:display/1`.
