//! The main process ending by an exit (not only an error) ends the run with status 1 and
//! says why on standard error, as the runner used for the expected outputs
//! (`tests/support/th_run.erl`) does; `tests/programs` compares only stdout and status.

use std::path::Path;
use std::process::Command;

fn run(file: &Path) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_triheap"))
        .arg("run")
        .arg(file)
        .output()
        .expect("spawn triheap");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn exit_kill_is_reported() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/programs/edges/edg_main_exit_kill.erl");
    let (status, stderr) = run(&file);
    assert_eq!(status, Some(1), "{stderr}");
    assert!(stderr.contains("with exit value:\nkill\n"), "{stderr}");
}

#[test]
fn killed_by_signal_is_reported() {
    // Not a tests/programs test: under OTP's runner the killed main loses its output.
    let dir = std::env::temp_dir().join(format!("triheap-main-exit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("main_self_kill.erl");
    std::fs::write(
        &file,
        "-module(main_self_kill).\n-export([main/1]).\nmain(_) -> exit(self(), kill), ok.\n",
    )
    .expect("write program");
    let (status, stderr) = run(&file);
    std::fs::remove_dir_all(&dir).expect("remove temp dir");
    assert_eq!(status, Some(1), "{stderr}");
    assert!(stderr.contains("with exit value:\nkilled\n"), "{stderr}");
}
