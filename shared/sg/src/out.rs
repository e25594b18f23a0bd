//! Buffered output.
//!
//! Answers collect in a 64 KiB buffer that is written out when full and at
//! the end, also when the run ends with an error.

use std::io::{self, Write};

pub struct Out<'a> {
    sink: Box<dyn Write + 'a>,
    buf: Vec<u8>,
    /// The first write error; later writes are skipped.
    failed: Option<io::Error>,
}

impl<'a> Out<'a> {
    pub fn new<W: Write + 'a>(sink: W) -> Out<'a> {
        Out { sink: Box::new(sink), buf: Vec::new(), failed: None }
    }

    /// Appends `text` as is.
    pub fn str(&mut self, text: &str) {
        self.buf.extend_from_slice(text.as_bytes());
        if self.buf.len() >= 1 << 16 {
            self.spill();
        }
    }

    /// Appends `text` and a newline.
    pub fn line(&mut self, text: &str) {
        self.buf.extend_from_slice(text.as_bytes());
        self.str("\n");
    }

    /// Writes out everything buffered; reports the first write error seen.
    pub fn flush(&mut self) -> io::Result<()> {
        self.spill();
        self.failed.take().map_or_else(|| self.sink.flush(), Err)
    }

    fn spill(&mut self) {
        if self.failed.is_none() {
            self.failed = self.sink.write_all(&self.buf).err();
        }
        self.buf.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_everything_in_order() {
        let mut sink = Vec::new();
        {
            let mut out = Out::new(&mut sink);
            for i in 0..20000 {
                out.line(if i % 2 == 0 { "John" } else { "Brother" });
            }
            out.str("x");
            out.flush().unwrap();
        }
        let text = String::from_utf8(sink).unwrap();
        assert_eq!(text.lines().count(), 20001);
        assert!(text.starts_with("John\nBrother\nJohn\n") && text.ends_with("Brother\nx"));
    }

    struct Broken;
    impl Write for Broken {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"))
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn reports_write_failure_once() {
        let mut out = Out::new(Broken);
        out.line("Alice");
        assert_eq!(out.flush().unwrap_err().kind(), io::ErrorKind::BrokenPipe);
    }
}
