//! How a port cuts the bytes its program writes into messages, and frames the bytes sent to
//! it: a stream as it comes, lines (`{line, L}`), or packets with a length header
//! (`{packet, N}`), as Erlang/OTP's spawn driver does.

/// How a port's data is cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framing {
    /// Each read as one message.
    Stream,
    /// Lines of at most this many bytes; longer ones come in `noeol` pieces.
    Line(usize),
    /// A big-endian length header of 1, 2 or 4 bytes before each packet.
    Packet(u8),
}

/// One piece of data for the owner.
#[derive(Debug, PartialEq, Eq)]
pub enum Piece {
    /// `{data, D}`.
    Data(Vec<u8>),
    /// `{data, {eol, D}}` (`true`) or `{data, {noeol, D}}`.
    Line(Vec<u8>, bool),
}

/// The bytes received and not yet delivered (a partial line or packet).
#[derive(Default)]
pub struct Decoder {
    buf: Vec<u8>,
}

impl Decoder {
    /// The pieces `bytes` completes.
    pub fn feed(&mut self, framing: Framing, bytes: Vec<u8>, out: &mut Vec<Piece>) {
        match framing {
            Framing::Stream => out.push(Piece::Data(bytes)),
            Framing::Line(max) => {
                self.buf.extend_from_slice(&bytes);
                let mut start = 0;
                while let Some((len, used, eol)) = next_line(&self.buf[start..], max) {
                    out.push(Piece::Line(self.buf[start..start + len].to_vec(), eol));
                    start += used;
                }
                self.buf.drain(..start);
            }
            Framing::Packet(n) => {
                self.buf.extend_from_slice(&bytes);
                let n = n as usize;
                let mut start = 0;
                while self.buf.len() - start >= n {
                    let len = self.buf[start..start + n]
                        .iter()
                        .fold(0usize, |acc, &b| (acc << 8) | b as usize);
                    if self.buf.len() - start - n < len {
                        break;
                    }
                    out.push(Piece::Data(self.buf[start + n..start + n + len].to_vec()));
                    start += n + len;
                }
                self.buf.drain(..start);
            }
        }
    }

    /// At the end of the output: a partial line comes as `noeol`; a partial packet is lost.
    pub fn finish(&mut self, framing: Framing) -> Option<Piece> {
        let rest = std::mem::take(&mut self.buf);
        match framing {
            Framing::Line(_) if !rest.is_empty() => Some(Piece::Line(rest, false)),
            _ => None,
        }
    }
}

/// The next line of `rest` as Erlang/OTP's line buffer finds it: `(length, bytes used,
/// eol)`, or None until more bytes come. At each byte it first looks for an end of line
/// (`\n` or `\r\n`, which are not part of the line), then whether `max` bytes are
/// already taken (a `noeol` piece).
fn next_line(rest: &[u8], max: usize) -> Option<(usize, usize, bool)> {
    for i in 0..rest.len() {
        match rest[i] {
            b'\n' => return Some((i, i + 1, true)),
            b'\r' if rest.get(i + 1) == Some(&b'\n') => return Some((i, i + 2, true)),
            // A `\r` last: wait for what follows it.
            b'\r' if i + 1 == rest.len() => return None,
            _ if i == max => return Some((max, max, false)),
            _ => {}
        }
    }
    None
}

/// `data` with its packet header, or None if its length does not fit the header.
pub fn frame(framing: Framing, data: Vec<u8>) -> Option<Vec<u8>> {
    let Framing::Packet(n) = framing else {
        return Some(data);
    };
    let n = n as usize;
    if n < 8 && data.len() >> (8 * n) != 0 {
        return None;
    }
    let mut out = Vec::with_capacity(n + data.len());
    out.extend_from_slice(&(data.len() as u64).to_be_bytes()[8 - n..]);
    out.extend(data);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn feed(f: Framing, chunks: &[&[u8]]) -> Vec<Piece> {
        let mut d = Decoder::default();
        let mut out = Vec::new();
        for c in chunks {
            d.feed(f, c.to_vec(), &mut out);
        }
        out.extend(d.finish(f));
        out
    }

    fn line(s: &str, eol: bool) -> Piece {
        Piece::Line(s.as_bytes().to_vec(), eol)
    }

    #[test]
    fn lines_split_at_newlines_and_the_maximum() {
        let got = feed(Framing::Line(4), &[b"a\nbbbb", b"bbbbbb\nc"]);
        assert_eq!(
            got,
            vec![
                line("a", true),
                line("bbbb", false),
                line("bbbb", false),
                line("bb", true),
                line("c", false)
            ]
        );
        assert_eq!(
            feed(Framing::Line(4), &[b"abcd\n"]),
            vec![line("abcd", true)]
        );
        assert_eq!(
            feed(Framing::Line(1), &[b"yz\r", b"\n"]),
            vec![line("y", false), line("z", true)]
        );
    }

    #[test]
    fn packets_wait_for_their_whole_length() {
        let got = feed(Framing::Packet(2), &[b"\0\x03ab", b"c\0\x01", b"x\0"]);
        assert_eq!(
            got,
            vec![Piece::Data(b"abc".to_vec()), Piece::Data(b"x".to_vec())]
        );
        assert_eq!(
            frame(Framing::Packet(1), vec![7; 3]),
            Some(vec![3, 7, 7, 7])
        );
        assert_eq!(frame(Framing::Packet(1), vec![0; 256]), None);
        assert_eq!(frame(Framing::Stream, vec![1]), Some(vec![1]));
    }
}
