//! Atom literals of up to 255 characters are accepted and longer ones are "illegal atom",
//! as with erlc (the limit counts characters, not bytes).

fn parse(body: &str) -> Result<(), String> {
    let src = format!("-module(m).\n-export([f/0]).\nf() -> {body}.\n");
    triheap_syntax::parse_source("m.erl", &src)
        .map(|_| ())
        .map_err(|d| d.to_string())
}

#[test]
fn longest_atoms_are_accepted() {
    assert_eq!(parse(&"a".repeat(255)), Ok(()));
    assert_eq!(parse(&format!("'{}'", "b".repeat(255))), Ok(()));
    assert_eq!(parse(&format!("'{}'", "é".repeat(255))), Ok(()));
}

#[test]
fn longer_atoms_are_illegal() {
    let illegal = Err("m.erl:3:8: illegal atom".to_string());
    assert_eq!(parse(&"a".repeat(256)), illegal);
    assert_eq!(parse(&format!("'{}'", "b".repeat(256))), illegal);
    assert_eq!(parse(&format!("'{}'", "é".repeat(256))), illegal);
}
