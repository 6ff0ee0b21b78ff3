//! A read buffer with push-back, shared by standard input and open files.
//!
//! Reads fill the buffer in large chunks; line reads and counted reads are served from it.
//! `unread` puts bytes back in front, for the characters an `io` collector (`fread`,
//! `erl_scan:tokens`) did not use: they must be seen again by the next read.

use std::io::{self, Read};

const CHUNK: usize = 64 * 1024;

#[derive(Default)]
pub struct ReadBuf {
    buf: Vec<u8>,
    pos: usize,
}

impl ReadBuf {
    /// Bytes read from the source but not yet consumed.
    pub fn pending(&self) -> usize {
        self.buf.len() - self.pos
    }

    /// Forget the buffered bytes (before a seek or a write moves the position).
    pub fn clear(&mut self) {
        self.buf.clear();
        self.pos = 0;
    }

    pub fn unread(&mut self, bytes: &[u8]) {
        let mut v = Vec::with_capacity(bytes.len() + self.pending());
        v.extend_from_slice(bytes);
        v.extend_from_slice(&self.buf[self.pos..]);
        self.buf = v;
        self.pos = 0;
    }

    /// Read more from `src`; false at end of input.
    fn fill(&mut self, src: &mut dyn Read) -> io::Result<bool> {
        if self.pos > 0 {
            self.buf.drain(..self.pos);
            self.pos = 0;
        }
        let old = self.buf.len();
        self.buf.resize(old + CHUNK, 0);
        let n = loop {
            match src.read(&mut self.buf[old..]) {
                Ok(n) => break n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.buf.truncate(old);
                    return Err(e);
                }
            }
        };
        self.buf.truncate(old + n);
        Ok(n > 0)
    }

    /// One line with its `\n`, or what is left before the end; None at end of input.
    pub fn read_line(&mut self, src: &mut dyn Read) -> io::Result<Option<Vec<u8>>> {
        // Bytes after `pos` already searched for a newline.
        let mut scanned = 0;
        loop {
            let from = self.pos + scanned;
            if let Some(i) = self.buf[from..].iter().position(|&b| b == b'\n') {
                let end = from + i + 1;
                let line = self.buf[self.pos..end].to_vec();
                self.pos = end;
                return Ok(Some(line));
            }
            scanned = self.pending();
            if !self.fill(src)? {
                return Ok(self.take_all());
            }
        }
    }

    /// Up to `n` bytes (fewer only at the end of input); None at end of input.
    pub fn read(&mut self, src: &mut dyn Read, n: usize) -> io::Result<Option<Vec<u8>>> {
        while self.pending() < n {
            if !self.fill(src)? {
                return Ok(self.take_all());
            }
        }
        let out = self.buf[self.pos..self.pos + n].to_vec();
        self.pos += n;
        Ok(Some(out))
    }

    fn take_all(&mut self) -> Option<Vec<u8>> {
        if self.pending() == 0 {
            return None;
        }
        let out = self.buf[self.pos..].to_vec();
        self.clear();
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_counts_and_pushback() {
        let mut src: &[u8] = b"ab\ncd\nef";
        let mut r = ReadBuf::default();
        assert_eq!(r.read_line(&mut src).unwrap(), Some(b"ab\n".to_vec()));
        assert_eq!(r.read(&mut src, 2).unwrap(), Some(b"cd".to_vec()));
        r.unread(b"xy");
        assert_eq!(r.read_line(&mut src).unwrap(), Some(b"xy\n".to_vec()));
        assert_eq!(r.read(&mut src, 5).unwrap(), Some(b"ef".to_vec()));
        assert_eq!(r.read_line(&mut src).unwrap(), None);
        assert_eq!(r.read(&mut src, 1).unwrap(), None);
    }
}
