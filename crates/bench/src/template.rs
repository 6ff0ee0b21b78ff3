//! Command templates: a suite's peer commands and expected-output paths, with `{name}`
//! placeholders.
//!
//! A command is split into words as a shell would split a simple command (blanks, single and
//! double quotes, backslash), but no shell runs it: the words are passed to `exec` directly, so
//! nothing in a program's arguments can be misread, and the measured process is the peer itself
//! rather than a shell around it. `{args}` standing alone as a word becomes one word per
//! argument; inside a longer word it is the arguments joined by spaces. `{{` and `}}` are
//! literal braces.

use std::collections::HashMap;
use std::fmt;

/// A value a template can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Var {
    /// The directory the peer's `setup` compiled the program into.
    Dir,
    /// The directory of the program's source file.
    SrcDir,
    /// The program's source file.
    File,
    /// The program's module name (the file name without `.erl`).
    Module,
    /// The program's label in the suite (defaults to the module name).
    Name,
    /// The argument set (one word each; see the module comment).
    Args,
    /// The argument set joined by `-`, as in `bench/seeds/expected/` file names.
    ArgsDashed,
    /// The triheap binary running the harness.
    Triheap,
}

impl Var {
    pub const ALL: [Var; 8] = [
        Var::Dir,
        Var::SrcDir,
        Var::File,
        Var::Module,
        Var::Name,
        Var::Args,
        Var::ArgsDashed,
        Var::Triheap,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Var::Dir => "dir",
            Var::SrcDir => "src_dir",
            Var::File => "file",
            Var::Module => "module",
            Var::Name => "name",
            Var::Args => "args",
            Var::ArgsDashed => "args_dashed",
            Var::Triheap => "triheap",
        }
    }

    fn from_name(s: &str) -> Option<Var> {
        Var::ALL.into_iter().find(|v| v.name() == s)
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Part {
    Text(String),
    Var(Var),
}

/// A parsed template: words made of literal text and placeholders.
#[derive(Clone, Debug, PartialEq)]
pub struct Template {
    source: String,
    words: Vec<Vec<Part>>,
}

/// Values for a template's placeholders. `args` is kept as a list so that `{args}` can become
/// several words.
#[derive(Default, Debug, Clone)]
pub struct Values {
    scalars: HashMap<Var, String>,
    args: Vec<String>,
}

impl Values {
    pub fn new(args: &[String]) -> Values {
        let mut v = Values {
            scalars: HashMap::new(),
            args: args.to_vec(),
        };
        v.scalars.insert(Var::ArgsDashed, args.join("-"));
        v
    }

    pub fn set(mut self, var: Var, value: impl Into<String>) -> Values {
        self.scalars.insert(var, value.into());
        self
    }
}

/// Why a template could not be used.
#[derive(Debug, PartialEq)]
pub enum TemplateError {
    Parse(String),
    /// A placeholder with no value in this context (e.g. `{dir}` where nothing was compiled).
    Unbound(Var),
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TemplateError::Parse(m) => f.write_str(m),
            TemplateError::Unbound(v) => write!(f, "`{{{}}}` has no value here", v.name()),
        }
    }
}

impl Template {
    /// Parses a command: words, quotes and placeholders.
    pub fn command(source: &str) -> Result<Template, TemplateError> {
        Template::parse(source, true)
    }

    /// Parses a single word (a path): blanks and quotes are literal.
    pub fn word(source: &str) -> Result<Template, TemplateError> {
        Template::parse(source, false)
    }

    fn parse(source: &str, split: bool) -> Result<Template, TemplateError> {
        let mut words = Vec::new();
        let mut word: Vec<Part> = Vec::new();
        let mut text = String::new();
        // True once the current word has begun, so that `''` yields an empty word.
        let mut started = false;
        let mut quote: Option<char> = None;
        let mut chars = source.chars().peekable();
        while let Some(c) = chars.next() {
            match (c, quote) {
                ('{', q) if q != Some('\'') || !split => {
                    if chars.peek() == Some(&'{') {
                        chars.next();
                        text.push('{');
                        started = true;
                        continue;
                    }
                    let mut name = String::new();
                    loop {
                        match chars.next() {
                            Some('}') => break,
                            Some(ch) => name.push(ch),
                            None => {
                                return Err(TemplateError::Parse(format!(
                                    "unclosed `{{` in `{source}` (write `{{{{` for a literal brace)"
                                )))
                            }
                        }
                    }
                    let var = Var::from_name(&name).ok_or_else(|| {
                        TemplateError::Parse(format!(
                            "unknown placeholder `{{{name}}}` (known: {})",
                            Var::ALL
                                .iter()
                                .map(|v| format!("{{{}}}", v.name()))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ))
                    })?;
                    if !text.is_empty() {
                        word.push(Part::Text(std::mem::take(&mut text)));
                    }
                    word.push(Part::Var(var));
                    started = true;
                }
                ('}', q) if q != Some('\'') || !split => {
                    if chars.peek() == Some(&'}') {
                        chars.next();
                    }
                    text.push('}');
                    started = true;
                }
                _ if !split => {
                    text.push(c);
                    started = true;
                }
                ('\'' | '"', None) => {
                    quote = Some(c);
                    started = true;
                }
                (c, Some(q)) if c == q => quote = None,
                ('\\', q) if q != Some('\'') => {
                    let next = chars.next().ok_or_else(|| {
                        TemplateError::Parse(format!("`{source}` ends with a backslash"))
                    })?;
                    text.push(next);
                    started = true;
                }
                (c, None) if c.is_whitespace() => {
                    if started {
                        if !text.is_empty() {
                            word.push(Part::Text(std::mem::take(&mut text)));
                        }
                        words.push(std::mem::take(&mut word));
                        started = false;
                    }
                }
                (c, _) => {
                    text.push(c);
                    started = true;
                }
            }
        }
        if let Some(q) = quote {
            return Err(TemplateError::Parse(format!("unclosed {q} in `{source}`")));
        }
        if started {
            if !text.is_empty() {
                word.push(Part::Text(text));
            }
            words.push(word);
        }
        if words.is_empty() {
            return Err(TemplateError::Parse("empty command".into()));
        }
        Ok(Template {
            source: source.to_string(),
            words,
        })
    }

    /// The text the template was parsed from.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The placeholders the template uses.
    pub fn vars(&self) -> impl Iterator<Item = Var> + '_ {
        self.words.iter().flatten().filter_map(|p| match p {
            Part::Var(v) => Some(*v),
            Part::Text(_) => None,
        })
    }

    pub fn uses(&self, var: Var) -> bool {
        self.vars().any(|v| v == var)
    }

    /// The literal first word, if it has no placeholder: the program to look up on `PATH`.
    pub fn program(&self) -> Option<String> {
        let mut s = String::new();
        for p in &self.words[0] {
            match p {
                Part::Text(t) => s.push_str(t),
                Part::Var(_) => return None,
            }
        }
        Some(s)
    }

    /// The words with every placeholder replaced.
    pub fn expand(&self, values: &Values) -> Result<Vec<String>, TemplateError> {
        let scalar = |v: Var| -> Result<String, TemplateError> {
            if v == Var::Args {
                return Ok(values.args.join(" "));
            }
            values
                .scalars
                .get(&v)
                .cloned()
                .ok_or(TemplateError::Unbound(v))
        };
        let mut out = Vec::new();
        for word in &self.words {
            if let [Part::Var(Var::Args)] = word.as_slice() {
                out.extend(values.args.iter().cloned());
                continue;
            }
            let mut s = String::new();
            for p in word {
                match p {
                    Part::Text(t) => s.push_str(t),
                    Part::Var(v) => s.push_str(&scalar(*v)?),
                }
            }
            out.push(s);
        }
        Ok(out)
    }

    /// A single-word template's expansion (for paths).
    pub fn expand_word(&self, values: &Values) -> Result<String, TemplateError> {
        Ok(self.expand(values)?.concat())
    }
}

/// Quotes a word for display in a shell-like command line.
pub fn shell_quote(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// A command line for display.
pub fn display_command(words: &[String]) -> String {
    words
        .iter()
        .map(|w| shell_quote(w))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(xs: &[&str]) -> Vec<String> {
        xs.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn erl_command_expands_args_into_words() {
        let t = Template::command("erl -noshell -pa {dir} -run {module} main {args} -s init stop")
            .unwrap();
        let v = Values::new(&args(&["1000", "100"]))
            .set(Var::Dir, "/tmp/b")
            .set(Var::Module, "procs");
        assert_eq!(
            t.expand(&v).unwrap(),
            args(&[
                "erl", "-noshell", "-pa", "/tmp/b", "-run", "procs", "main", "1000", "100", "-s",
                "init", "stop"
            ])
        );
        assert_eq!(t.program().as_deref(), Some("erl"));
        assert!(t.uses(Var::Dir));
        assert!(!t.uses(Var::File));
    }

    #[test]
    fn quotes_and_embedded_placeholders() {
        let t = Template::command(r#"sh -c "echo {x}""#);
        assert!(
            matches!(t, Err(TemplateError::Parse(m)) if m.contains("unknown placeholder `{x}`"))
        );
        let t =
            Template::command(r#"sh -c 'echo {{x}} {args}' "a b" pre{args}post x\ y ''"#).unwrap();
        let v = Values::new(&args(&["1", "2"]));
        assert_eq!(
            t.expand(&v).unwrap(),
            args(&[
                "sh",
                "-c",
                "echo {{x}} {args}",
                "a b",
                "pre1 2post",
                "x y",
                ""
            ])
        );
        let t = Template::command("echo {{x}}").unwrap();
        assert_eq!(t.expand(&v).unwrap(), args(&["echo", "{x}"]));
    }

    #[test]
    fn empty_args_vanish_when_standing_alone() {
        let t = Template::command("{triheap} run {file} {args}").unwrap();
        let v = Values::new(&[])
            .set(Var::Triheap, "/bin/th")
            .set(Var::File, "p.erl");
        assert_eq!(t.expand(&v).unwrap(), args(&["/bin/th", "run", "p.erl"]));
        assert_eq!(t.program(), None);
    }

    #[test]
    fn parse_errors_and_unbound_values() {
        assert!(Template::command("").is_err());
        assert!(Template::command("echo 'open").is_err());
        assert!(Template::command("echo {dir").is_err());
        assert!(Template::command("echo \\").is_err());
        let t = Template::command("erl -pa {dir}").unwrap();
        assert_eq!(
            t.expand(&Values::new(&[])),
            Err(TemplateError::Unbound(Var::Dir))
        );
    }

    #[test]
    fn path_templates_keep_blanks() {
        let t = Template::word("../expected/{module} x-{args_dashed}.out").unwrap();
        let v = Values::new(&args(&["same", "10"])).set(Var::Module, "nag");
        assert_eq!(t.expand_word(&v).unwrap(), "../expected/nag x-same-10.out");
    }

    #[test]
    fn quoting_for_display() {
        assert_eq!(
            display_command(&args(&["erl", "-s", "a b", "it's"])),
            r#"erl -s 'a b' 'it'\''s'"#
        );
    }
}
