//! A small element tree over `quick-xml`, for checking that the reports are well-formed XML
//! (every tag closed, names matching, entities known) and reading their tables back.

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

#[derive(Debug, Default)]
pub struct El {
    pub name: String,
    pub attrs: Vec<(String, String)>,
    pub children: Vec<Node>,
}

#[derive(Debug)]
pub enum Node {
    El(El),
    Text(String),
}

fn element(e: &BytesStart) -> Result<El, String> {
    let mut el = El {
        name: String::from_utf8_lossy(e.name().as_ref()).into_owned(),
        ..El::default()
    };
    for a in e.attributes() {
        let a = a.map_err(|e| e.to_string())?;
        let v = a.unescape_value().map_err(|e| e.to_string())?;
        el.attrs.push((
            String::from_utf8_lossy(a.key.as_ref()).into_owned(),
            v.into_owned(),
        ));
    }
    Ok(el)
}

/// Parses a whole document into its root element; an error for anything not well-formed.
pub fn parse(text: &str) -> Result<El, String> {
    let mut reader = Reader::from_str(text);
    reader.config_mut().check_end_names = true;
    let mut stack: Vec<El> = vec![El::default()];
    loop {
        let at = reader.buffer_position();
        let ev = reader
            .read_event()
            .map_err(|e| format!("at byte {at}: {e}"))?;
        match ev {
            Event::Start(e) => stack.push(element(&e)?),
            Event::Empty(e) => {
                let el = element(&e)?;
                stack.last_mut().unwrap().children.push(Node::El(el));
            }
            Event::End(_) => {
                let el = stack.pop().unwrap();
                match stack.last_mut() {
                    Some(parent) => parent.children.push(Node::El(el)),
                    None => return Err("unbalanced end tag".into()),
                }
            }
            Event::Text(t) => {
                let s = t.unescape().map_err(|e| format!("at byte {at}: {e}"))?;
                stack
                    .last_mut()
                    .unwrap()
                    .children
                    .push(Node::Text(s.into_owned()));
            }
            Event::CData(t) => {
                let s = String::from_utf8_lossy(&t.into_inner()).into_owned();
                stack.last_mut().unwrap().children.push(Node::Text(s));
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if stack.len() != 1 {
        return Err(format!("{} elements not closed", stack.len() - 1));
    }
    let mut doc = stack.pop().unwrap();
    let mut roots = doc.children.drain(..).filter_map(|n| match n {
        Node::El(e) => Some(e),
        Node::Text(_) => None,
    });
    let root = roots.next().ok_or("no root element")?;
    if roots.next().is_some() {
        return Err("more than one root element".into());
    }
    Ok(root)
}

impl El {
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// All text inside, concatenated.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for c in &self.children {
            match c {
                Node::Text(t) => out.push_str(t),
                Node::El(e) => out.push_str(&e.text()),
            }
        }
        out
    }

    /// Every element named `name` inside, depth first.
    pub fn all<'a>(&'a self, name: &str) -> Vec<&'a El> {
        let mut out = Vec::new();
        for c in &self.children {
            if let Node::El(e) = c {
                if e.name == name {
                    out.push(e);
                }
                out.extend(e.all(name));
            }
        }
        out
    }

    /// A table's rows as cell texts (header row included).
    pub fn table_rows(&self) -> Vec<Vec<String>> {
        self.all("tr")
            .iter()
            .map(|tr| {
                tr.children
                    .iter()
                    .filter_map(|c| match c {
                        Node::El(e) if e.name == "td" || e.name == "th" => Some(e.text()),
                        _ => None,
                    })
                    .collect()
            })
            .collect()
    }
}
