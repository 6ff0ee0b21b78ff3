//! Local time: `erlang:localtime/0`, `date/0`, `time/0` (local, as in Erlang/OTP),
//! `universaltime_to_localtime/1` and `localtime_to_universaltime/1,2`, in the zone the
//! `TZ` variable or `/etc/localtime` names (chrono reads the tz database).
//!
//! As Erlang/OTP (which calls the C library's `localtime_r` and `mktime`): dates must be
//! valid, from year 1902 on, with times 0..23, 0..59, 0..59 (else `badarg`); with
//! `IsDst` `false` a local time is read as standard time, with `true` as standard time
//! plus one hour, and with `undefined` (the default) by the rules in force, a time
//! repeated when clocks go back as standard time and a time skipped when they go forward
//! as standard time too. The zone's standard offset is the smaller of its offsets in
//! January and July of that year; years after 9999 follow the rules of the year a whole
//! number of 400-year cycles (after which the calendar repeats) before them.

use super::BifEntry;
use crate::atom;
use crate::build;
use crate::ctx::Ctx;
use crate::exception::{badarg, BifResult, Trap};
use crate::process::Process;
use crate::term::Term;
use chrono::{DateTime, Local, LocalResult, NaiveDateTime, Offset, TimeZone};
use std::time::{SystemTime, UNIX_EPOCH};

/// The first year Erlang/OTP converts.
const MIN_YEAR: i128 = 1902;
/// Seconds the offsets are looked up within (years 1902..=9999), so chrono can take them.
const LOOKUP_MIN: i128 = -2_145_916_800;
const LOOKUP_MAX: i128 = 253_402_300_799;

/// Days since 1970-01-01 of a proleptic Gregorian date (Hinnant's `days_from_civil`).
fn days_from_civil(y: i128, m: i128, d: i128) -> i128 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date `z` days after 1970-01-01 (proleptic Gregorian).
pub(super) fn civil_from_days(z: i128) -> (i128, i128, i128) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + (m <= 2) as i128, m, d)
}

fn days_in_month(y: i128, m: i128) -> i128 {
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    match m {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Seconds since the epoch of a `{{Y, M, D}, {H, Mi, S}}` term, read as UTC; `badarg`
/// unless it is a valid date and time that Erlang/OTP converts.
fn datetime_arg(t: Term) -> Result<i128, Trap> {
    let triple = |t: Term| -> Option<[i128; 3]> {
        if !(t.is_tuple() && t.tuple_arity() == 3) {
            return None;
        }
        let e = t.tuple_elems();
        if !e.iter().all(|x| x.is_small()) {
            return None;
        }
        Some([0, 1, 2].map(|i| e[i].small_val() as i128))
    };
    if !(t.is_tuple() && t.tuple_arity() == 2) {
        return Err(badarg());
    }
    let [y, m, d] = triple(t.element(1)).ok_or_else(badarg)?;
    let [h, mi, s] = triple(t.element(2)).ok_or_else(badarg)?;
    let valid = y >= MIN_YEAR
        && (1..=12).contains(&m)
        && d >= 1
        && d <= days_in_month(y, m)
        && (0..24).contains(&h)
        && (0..60).contains(&mi)
        && (0..60).contains(&s);
    if !valid {
        return Err(badarg());
    }
    Ok(days_from_civil(y, m, d) * 86_400 + h * 3600 + mi * 60 + s)
}

fn datetime_term(p: &mut Process, secs: i128) -> Term {
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let (y, m, d) = civil_from_days(days);
    let int = |p: &mut Process, v: i128| build::int128(&mut p.heap, v);
    let date = [int(p, y), int(p, m), int(p, d)];
    let date = build::tuple(&mut p.heap, &date);
    let time = [rem / 3600, rem % 3600 / 60, rem % 60].map(|v| Term::small(v as i64));
    let time = build::tuple(&mut p.heap, &time);
    build::tuple(&mut p.heap, &[date, time])
}

/// Whole 400-year cycles (the calendar, weekdays included, repeats) to take from `secs` to
/// bring it into the range the offsets are looked up in.
fn cycles_over(secs: i128) -> i128 {
    const CYCLE: i128 = 146_097 * 86_400;
    if secs > LOOKUP_MAX {
        (secs - LOOKUP_MAX).div_euclid(CYCLE) + 1
    } else {
        0
    }
}

/// `secs` moved by whole 400-year cycles into the lookup range (as far as it goes).
fn in_range(secs: i128) -> i128 {
    secs - cycles_over(secs) * 146_097 * 86_400
}

/// chrono's naive date-time for `secs` (within the lookup range).
fn naive(secs: i128) -> NaiveDateTime {
    let secs = secs.clamp(LOOKUP_MIN, LOOKUP_MAX) as i64;
    DateTime::from_timestamp(secs, 0)
        .unwrap_or_default()
        .naive_utc()
}

/// The local zone's offset from UTC, in seconds, at the instant `utc`.
fn offset_at(utc: i128) -> i128 {
    let o = Local.offset_from_utc_datetime(&naive(in_range(utc)));
    o.fix().local_minus_utc() as i128
}

/// The zone's standard offset in the year around the instant `secs`: the smaller of
/// January's and July's.
fn standard_offset(secs: i128) -> i128 {
    let (y, _, _) = civil_from_days(in_range(secs).div_euclid(86_400));
    let jan = days_from_civil(y, 1, 1) * 86_400;
    let jul = days_from_civil(y, 7, 1) * 86_400;
    offset_at(jan).min(offset_at(jul))
}

/// The UTC seconds of local time `local` (seconds as if UTC) by the rules in force.
fn local_to_utc(local: i128) -> i128 {
    let l = in_range(local);
    let offset = match Local.offset_from_local_datetime(&naive(l)) {
        LocalResult::Single(o) => o.fix().local_minus_utc() as i128,
        LocalResult::Ambiguous(a, b) => {
            (a.fix().local_minus_utc() as i128).min(b.fix().local_minus_utc() as i128)
        }
        LocalResult::None => standard_offset(l),
    };
    local - offset
}

fn now_secs() -> i128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i128)
        .unwrap_or(0)
}

fn localtime(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    let now = now_secs();
    Ok(datetime_term(p, now + offset_at(now)))
}

fn local_now_parts(p: &mut Process) -> (Term, Term) {
    let t = {
        let now = now_secs();
        datetime_term(p, now + offset_at(now))
    };
    (t.element(1), t.element(2))
}

fn date(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(local_now_parts(p).0)
}

fn time(_cx: &mut Ctx, p: &mut Process, _: &[Term]) -> BifResult {
    Ok(local_now_parts(p).1)
}

fn universaltime_to_localtime(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    let utc = datetime_arg(a[0])?;
    Ok(datetime_term(p, utc + offset_at(utc)))
}

fn localtime_to_universaltime(p: &mut Process, local: Term, is_dst: Term) -> BifResult {
    let local = datetime_arg(local)?;
    let utc = match atom::name_if_atom(is_dst) {
        Some("undefined") => local_to_utc(local),
        Some("false") => local - standard_offset(local),
        Some("true") => local - standard_offset(local) - 3600,
        _ => return Err(badarg()),
    };
    Ok(datetime_term(p, utc))
}

fn localtime_to_universaltime_1(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    localtime_to_universaltime(p, a[0], atom::UNDEFINED)
}

fn localtime_to_universaltime_2(_cx: &mut Ctx, p: &mut Process, a: &[Term]) -> BifResult {
    localtime_to_universaltime(p, a[0], a[1])
}

pub const BIFS: &[BifEntry] = &[
    ("erlang", "localtime", 0, localtime),
    ("erlang", "date", 0, date),
    ("erlang", "time", 0, time),
    (
        "erlang",
        "universaltime_to_localtime",
        1,
        universaltime_to_localtime,
    ),
    (
        "erlang",
        "localtime_to_universaltime",
        1,
        localtime_to_universaltime_1,
    ),
    (
        "erlang",
        "localtime_to_universaltime",
        2,
        localtime_to_universaltime_2,
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_round_trip() {
        for days in [
            -800_000,
            -25_567,
            -1,
            0,
            1,
            19_000,
            2_932_896,
            1_000_000_000,
        ] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2024, 3, 1), 19_783);
    }
}
