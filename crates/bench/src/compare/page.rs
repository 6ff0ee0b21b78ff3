//! The HTML report of `triheap compare`: the side-by-side table, then the charts of each
//! configuration's representative run (the one with the median wall time).

use super::Outcome;
use crate::report::bench_page::case_charts;
use crate::report::blocks::{Block, Item};
use crate::report::charts::Doc;
use crate::report::html;

pub fn render(o: &Outcome) -> Result<String, String> {
    let title = format!("triheap compare: `{}`", o.case);
    let mut blocks = vec![
        Block::Heading(1, title.clone()),
        Block::List(o.context.iter().map(Item::text).collect()),
        Block::Heading(2, "Side by side".into()),
        Block::Para(format!(
            "Medians over {} measured runs of each configuration (the configurations took \
             turns); wall and CPU time with their range. The best of each row is highlighted \
             (lowest, or highest for MMU); the last rows give each configuration's time over \
             `{}`'s with a 95 % confidence interval, `~` where the difference is within noise.",
            o.repetitions, o.baseline
        )),
        Block::Table(o.table.clone(), o.best.clone()),
    ];
    let docs: Vec<Doc> = o
        .representative
        .iter()
        .filter_map(|(config, r)| {
            Some(Doc {
                config,
                stats: r.vm_stats.as_ref()?,
            })
        })
        .collect();
    let charts = case_charts(&docs)?;
    if !charts.is_empty() {
        blocks.push(Block::Heading(2, "Charts".into()));
        blocks.push(Block::Para(
            "From triheap's statistics of each architecture's representative run (the one \
             with the median wall time)."
                .into(),
        ));
        blocks.extend(charts);
    }
    Ok(html::page(&title, &blocks))
}
