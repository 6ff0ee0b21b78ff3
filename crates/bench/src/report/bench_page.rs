//! `report.html` of `triheap bench`: the Markdown report's tables, then for each case the
//! charts of its architectures (from the fastest run's statistics, as the tables), and the
//! cost against any swept parameter.

use super::blocks::Block;
use super::charts::{self, Doc};
use super::{html, markdown, ReportInput};
use crate::summary::ConfigSummary;

/// The charts of one case's triheap configurations.
pub fn case_charts(docs: &[Doc]) -> Result<Vec<Block>, String> {
    let mut out = Vec::new();
    if let Some(c) = charts::breakdown::chart(docs)? {
        out.push(Block::Charts(vec![c]));
    }
    let pauses = charts::pauses::charts(docs)?;
    if !pauses.is_empty() {
        out.push(Block::Charts(pauses));
    }
    if let Some(c) = charts::mmu::chart(docs)? {
        out.push(Block::Charts(vec![c]));
    }
    if let Some(c) = charts::heap::chart(docs)? {
        out.push(Block::Charts(vec![c]));
    }
    Ok(out)
}

pub fn render(input: &ReportInput) -> Result<String, String> {
    let mut blocks = markdown::blocks(input);
    let sweeps = charts::sweep::find(input.summaries);
    if !sweeps.is_empty() {
        blocks.push(Block::Heading(2, "Cost against a swept parameter".into()));
        for (i, s) in sweeps.iter().enumerate() {
            blocks.push(Block::Charts(vec![charts::sweep::chart(s, i)?]));
        }
    }
    let mut cases: Vec<&str> = Vec::new();
    for s in input.summaries {
        if !cases.contains(&s.case.as_str()) {
            cases.push(&s.case);
        }
    }
    for case in cases {
        let rows: Vec<&ConfigSummary> = input
            .summaries
            .iter()
            .filter(|s| s.case == case && s.kind == "triheap")
            .collect();
        let docs: Vec<Doc> = rows
            .iter()
            .filter_map(|s| {
                Some(Doc {
                    config: &s.config,
                    stats: s.vm_stats.as_ref()?,
                })
            })
            .collect();
        let mut found = case_charts(&docs)?;
        if found.is_empty() {
            continue;
        }
        // Ids must be unique in the page: prefix each chart's with the case's position.
        let n = blocks.len();
        for b in &mut found {
            if let Block::Charts(cs) = b {
                for c in cs {
                    c.id = format!("c{n}-{}", c.id);
                }
            }
        }
        blocks.push(Block::Heading(2, format!("Charts: `{case}`")));
        blocks.push(Block::Para(
            "From triheap's statistics of each architecture's fastest run.".into(),
        ));
        blocks.extend(found);
    }
    Ok(html::page(&input.title, &blocks))
}
