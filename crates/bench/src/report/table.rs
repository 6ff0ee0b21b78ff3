//! Markdown tables and the number formats the reports use.

/// A Markdown table built row by row. Columns of numbers are right-aligned, others left.
#[derive(Clone, Debug)]
pub struct Table {
    header: Vec<String>,
    rows: Vec<Vec<String>>,
    /// Columns to right-align whatever their cells look like (numbers with a spread or mark).
    right: Vec<usize>,
}

impl Table {
    pub fn new<S: Into<String>>(header: impl IntoIterator<Item = S>) -> Table {
        Table {
            header: header.into_iter().map(Into::into).collect(),
            rows: Vec::new(),
            right: Vec::new(),
        }
    }

    /// Right-aligns these columns in the Markdown text.
    pub fn align_right(mut self, cols: impl IntoIterator<Item = usize>) -> Table {
        self.right.extend(cols);
        self
    }

    pub fn header(&self) -> &[String] {
        &self.header
    }

    pub fn rows(&self) -> &[Vec<String>] {
        &self.rows
    }

    pub fn row(&mut self, cells: Vec<String>) {
        self.rows.push(cells);
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Per column: whether it is right-aligned (asked for, or all numbers).
    pub fn right_aligned(&self) -> Vec<bool> {
        (0..self.header.len())
            .map(|i| {
                let mut body = self
                    .rows
                    .iter()
                    .map(|r| r.get(i).map(|s| s.as_str()).unwrap_or(""));
                self.right.contains(&i) || body.all(is_number)
            })
            .collect()
    }

    pub fn render(&self) -> String {
        let cols = self.header.len();
        let esc = |s: &str| s.replace('|', "\\|").replace('\n', " ");
        let mut width = vec![3usize; cols];
        let cell = |r: &Vec<String>, i: usize| r.get(i).map(|s| esc(s)).unwrap_or_default();
        for (i, w) in width.iter_mut().enumerate() {
            *w = (*w).max(esc(&self.header[i]).chars().count());
            for r in &self.rows {
                *w = (*w).max(cell(r, i).chars().count());
            }
        }
        let right = self.right_aligned();
        let line = |cells: Vec<String>| {
            let mut s = String::from("|");
            for (i, c) in cells.iter().enumerate() {
                let pad = " ".repeat(width[i].saturating_sub(c.chars().count()));
                if right[i] {
                    s.push_str(&format!(" {pad}{c} |"));
                } else {
                    s.push_str(&format!(" {c}{pad} |"));
                }
            }
            s.push('\n');
            s
        };
        let mut out = line(self.header.iter().map(|h| esc(h)).collect());
        out.push('|');
        for (i, w) in width.iter().enumerate() {
            if right[i] {
                out.push_str(&format!(" {}: |", "-".repeat(w - 1)));
            } else {
                out.push_str(&format!(" {} |", "-".repeat(*w)));
            }
        }
        out.push('\n');
        for r in &self.rows {
            out.push_str(&line((0..cols).map(|i| cell(r, i)).collect()));
        }
        out
    }
}

/// A cell of a numeric column: a number (with thousands separators, a ratio, a count like
/// `2/3`), empty, or missing.
fn is_number(cell: &str) -> bool {
    cell.is_empty()
        || cell == NONE
        || cell
            .split('/')
            .all(|p| p.replace(',', "").parse::<f64>().is_ok())
}

/// What a missing value prints as.
pub const NONE: &str = "-";

/// An integer with thousands separators, as the seed tables print them (`42,366`).
pub fn int(x: Option<f64>) -> String {
    let Some(x) = x.filter(|x| x.is_finite()) else {
        return NONE.into();
    };
    let n = x.round() as i128;
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if n < 0 {
        format!("-{out}")
    } else {
        out
    }
}

/// Milliseconds: whole numbers from 100 up (as the seed tables), more digits below.
pub fn ms(x: Option<f64>) -> String {
    match x.filter(|x| x.is_finite()) {
        None => NONE.into(),
        Some(v) if v.abs() >= 100.0 => int(Some(v)),
        Some(v) if v.abs() >= 10.0 => format!("{v:.1}"),
        Some(v) => format!("{v:.2}"),
    }
}

/// A number with `d` decimals.
pub fn fixed(x: Option<f64>, d: usize) -> String {
    match x.filter(|x| x.is_finite()) {
        None => NONE.into(),
        Some(v) => format!("{v:.d$}"),
    }
}

/// KiB as MiB with one decimal.
pub fn mib(kib: Option<f64>) -> String {
    fixed(kib.map(|k| k / 1024.0), 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        assert_eq!(int(Some(42366.0)), "42,366");
        assert_eq!(int(Some(530126.4)), "530,126");
        assert_eq!(int(Some(999.0)), "999");
        assert_eq!(int(Some(1000.0)), "1,000");
        assert_eq!(int(Some(-1234567.0)), "-1,234,567");
        assert_eq!(int(None), "-");
        assert_eq!(int(Some(f64::NAN)), "-");
        assert_eq!(ms(Some(1042.3)), "1,042");
        assert_eq!(ms(Some(24.25)), "24.2");
        assert_eq!(ms(Some(0.125)), "0.12");
        assert_eq!(ms(None), "-");
        assert_eq!(fixed(Some(23.8), 2), "23.80");
        assert_eq!(mib(Some(2048.0)), "2.0");
    }

    #[test]
    fn renders_aligned_markdown() {
        let mut t = Table::new(["Program", "total", "runs", "status"]);
        t.row(vec![
            "procs 100 100".into(),
            "1,042".into(),
            "2/2".into(),
            "ok".into(),
        ]);
        t.row(vec!["a|b".into(), "-".into()]);
        assert_eq!(
            t.render(),
            "| Program       | total | runs | status |\n\
             | ------------- | ----: | ---: | ------ |\n\
             | procs 100 100 | 1,042 |  2/2 | ok     |\n\
             | a\\|b          |     - |      |        |\n"
        );
    }
}
