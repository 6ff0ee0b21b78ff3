//! Embeds the standard library's Erlang sources (`lib/*.erl`) into the VM.

use std::env;
use std::fs;
use std::path::Path;

fn main() {
    let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../lib");
    println!("cargo:rerun-if-changed={}", lib.display());
    let mut entries = Vec::new();
    if let Ok(dir) = fs::read_dir(&lib) {
        for e in dir.flatten() {
            let p = e.path();
            println!("cargo:rerun-if-changed={}", p.display());
            if p.extension().is_some_and(|x| x == "erl") {
                let name = p.file_stem().unwrap().to_string_lossy().to_string();
                let abs = fs::canonicalize(&p).unwrap();
                entries.push((name, abs));
            }
        }
    }
    entries.sort();
    let mut out = String::from("/// (module name, source) of every standard library module.\npub static STDLIB: &[(&str, &str)] = &[\n");
    for (name, path) in entries {
        out.push_str(&format!(
            "    ({:?}, include_str!({:?})),\n",
            name,
            path.display().to_string()
        ));
    }
    out.push_str("];\n");
    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("stdlib.rs");
    fs::write(dest, out).unwrap();
}
