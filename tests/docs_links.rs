//! Every relative link and image of README.md and `docs/*.md` leads
//! somewhere (issue 48: the README became a newcomer's page and the rest
//! moved to pages of their own): its file exists, relative to the folder
//! of the page that links it, and its `#anchor`, if any, is the GitHub
//! anchor of a heading of the page it points to. Links to the web
//! (`http://`, `https://`, `mailto:`) are not followed, and nothing inside
//! a fenced code block or a code span is a link or a heading.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// The pages checked: README.md, then every `docs/*.md` in name order.
fn pages() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("the docs folder")
        .map(|entry| entry.expect("a docs entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    let mut pages = vec![root.join("README.md")];
    pages.extend(docs);
    pages
}

/// The opening of a code fence: three or more backticks or tildes, after
/// any indentation (a fence inside a list item is indented).
fn fence(line: &str) -> Option<(char, usize)> {
    let trimmed = line.trim_start();
    let mark = trimmed.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let length = trimmed.chars().take_while(|c| *c == mark).count();
    (length >= 3).then_some((mark, length))
}

/// The lines of `text`, each line of a fenced code block (its fences
/// included) replaced by an empty line, so that line numbers still hold.
fn prose_lines(text: &str) -> Vec<&str> {
    let mut open: Option<(char, usize)> = None;
    text.lines()
        .map(|line| match (open, fence(line)) {
            (None, Some(opening)) => {
                open = Some(opening);
                ""
            }
            (Some((mark, length)), Some((found, count)))
                if found == mark && count >= length && line.trim().chars().all(|c| c == mark) =>
            {
                open = None;
                ""
            }
            (Some(_), _) => "",
            (None, None) => line,
        })
        .collect()
}

/// GitHub's anchor for a heading: lower case, every character that is not
/// a letter, a digit, a space, a hyphen or an underscore dropped (letters
/// such as é are kept), each space a hyphen.
fn slug(heading: &str) -> String {
    heading
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a page's headings (`#` to `######`, outside fenced code
/// blocks), in order; a heading whose anchor is taken already gets `-1`,
/// `-2`… as on GitHub.
fn anchors(text: &str) -> Vec<String> {
    let mut taken = HashSet::new();
    let mut repeats: HashMap<String, usize> = HashMap::new();
    let mut anchors = Vec::new();
    for line in prose_lines(text) {
        let trimmed = line.trim_start();
        let level = trimmed.chars().take_while(|c| *c == '#').count();
        let rest = &trimmed[level..];
        if !(1..=6).contains(&level) || !(rest.is_empty() || rest.starts_with([' ', '\t'])) {
            continue;
        }
        let mut title = rest.trim();
        // A closing sequence of `#` is not part of the heading.
        let unclosed = title.trim_end_matches('#');
        if unclosed.is_empty() || unclosed.ends_with([' ', '\t']) {
            title = unclosed.trim_end();
        }
        let base = slug(title);
        let mut anchor = base.clone();
        while taken.contains(&anchor) {
            let count = repeats.entry(base.clone()).or_insert(0);
            *count += 1;
            anchor = format!("{base}-{count}");
        }
        taken.insert(anchor.clone());
        anchors.push(anchor);
    }
    anchors
}

/// `block` with every code span blanked (its backticks and content become
/// spaces, line breaks kept): a backtick run opens a span only where a run
/// of the same length closes it, otherwise it is literal.
fn without_code_spans(block: &str) -> String {
    let mut bytes = block.as_bytes().to_vec();
    let run_at = |bytes: &[u8], at: usize| bytes[at..].iter().take_while(|b| **b == b'`').count();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] != b'`' {
            at += 1;
            continue;
        }
        let length = run_at(&bytes, at);
        let mut close = at + length;
        let mut closed = None;
        while close < bytes.len() {
            if bytes[close] == b'`' {
                let found = run_at(&bytes, close);
                if found == length {
                    closed = Some(close + found);
                    break;
                }
                close += found;
            } else {
                close += 1;
            }
        }
        match closed {
            Some(end) => {
                for byte in &mut bytes[at..end] {
                    if *byte != b'\n' {
                        *byte = b' ';
                    }
                }
                at = end;
            }
            None => at += length,
        }
    }
    // Only whole characters were blanked (backticks are ASCII), so the bytes
    // are still UTF-8.
    String::from_utf8(bytes).expect("UTF-8 after blanking code spans")
}

/// The target of each link and image (`](target)`) of `text`, with the
/// line it is on, outside fenced code blocks and code spans; a title after
/// the target (`](file "title")`) and angle brackets around it are not
/// part of it.
fn links(text: &str) -> Vec<(usize, String)> {
    let lines = prose_lines(text);
    let mut found = Vec::new();
    let mut start = 0;
    while start < lines.len() {
        if lines[start].trim().is_empty() {
            start += 1;
            continue;
        }
        let end = (start..lines.len())
            .find(|&index| lines[index].trim().is_empty())
            .unwrap_or(lines.len());
        let block = without_code_spans(&lines[start..end].join("\n"));
        let mut rest = block.as_str();
        let mut offset = 0;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let line = start + 1 + block[..offset + at].matches('\n').count();
            let target = if let Some(angled) = after.strip_prefix('<') {
                angled.split('>').next().unwrap_or_default().to_string()
            } else {
                let mut depth = 0usize;
                after
                    .trim_start()
                    .chars()
                    .take_while(|c| match c {
                        '(' => {
                            depth += 1;
                            true
                        }
                        ')' if depth == 0 => false,
                        ')' => {
                            depth -= 1;
                            true
                        }
                        c => !c.is_whitespace(),
                    })
                    .collect()
            };
            found.push((line, target));
            offset += at + 2;
            rest = after;
        }
        start = end;
    }
    found
}

/// `text` with each `%XX` escape decoded (anchors with accents may be
/// written either way).
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let hex = bytes
            .get(at + 1..at + 3)
            .and_then(|pair| std::str::from_utf8(pair).ok())
            .and_then(|pair| u8::from_str_radix(pair, 16).ok());
        match (bytes[at], hex) {
            (b'%', Some(byte)) => {
                decoded.push(byte);
                at += 3;
            }
            (byte, _) => {
                decoded.push(byte);
                at += 1;
            }
        }
    }
    String::from_utf8_lossy(&decoded).into_owned()
}

/// Whether `target` leaves the repository for the web or a mail client.
fn external(target: &str) -> bool {
    ["http://", "https://", "mailto:"]
        .iter()
        .any(|scheme| target.starts_with(scheme))
}

/// What is wrong with the relative link `target` written in `page`, if
/// anything; `anchors_of` keeps the anchors of the pages read so far.
fn problem(
    page: &Path,
    target: &str,
    anchors_of: &mut HashMap<PathBuf, Vec<String>>,
) -> Option<String> {
    let (path, anchor) = match target.split_once('#') {
        Some((path, anchor)) => (percent_decoded(path), Some(percent_decoded(anchor))),
        None => (percent_decoded(target), None),
    };
    let file = if path.is_empty() {
        page.to_path_buf()
    } else {
        page.parent().expect("a page's folder").join(&path)
    };
    if path.is_empty() && anchor.is_none() {
        return Some("an empty link".to_string());
    }
    if !file.exists() {
        return Some(format!("{} does not exist", file.display()));
    }
    let anchor = anchor.filter(|anchor| !anchor.is_empty())?;
    if file.extension().is_none_or(|ext| ext != "md") {
        return Some(format!(
            "#{anchor} points into {}, which is not a markdown page",
            file.display()
        ));
    }
    let key = file.canonicalize().expect("an existing file");
    let known = anchors_of
        .entry(key)
        .or_insert_with(|| anchors(&std::fs::read_to_string(&file).expect("a readable page")));
    (!known.contains(&anchor)).then(|| {
        format!(
            "{} has no heading whose anchor is #{anchor}",
            file.display()
        )
    })
}

/// Every broken relative link of `text`, written in `page`, as
/// `page:line: target: why`; and how many relative links were checked.
fn broken_links(
    page: &Path,
    text: &str,
    anchors_of: &mut HashMap<PathBuf, Vec<String>>,
) -> (Vec<String>, usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let name = page
        .strip_prefix(root)
        .unwrap_or(page)
        .display()
        .to_string();
    // Anchors of the page itself are those of the text given.
    let key = page.canonicalize().expect("an existing page");
    anchors_of.insert(key, anchors(text));
    let mut broken = Vec::new();
    let mut checked = 0;
    for (line, target) in links(text) {
        if external(&target) {
            continue;
        }
        checked += 1;
        if let Some(why) = problem(page, &target, anchors_of) {
            broken.push(format!("{name}:{line}: ({target}): {why}"));
        }
    }
    (broken, checked)
}

#[test]
fn every_relative_link_and_anchor_of_the_readme_and_docs_leads_somewhere() {
    let mut anchors_of = HashMap::new();
    let mut broken = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a readable page");
        let (page_broken, page_checked) = broken_links(&page, &text, &mut anchors_of);
        broken.extend(page_broken);
        checked += page_checked;
    }
    for link in &broken {
        eprintln!("broken link: {link}");
    }
    assert!(
        broken.is_empty(),
        "{} broken links:\n{}",
        broken.len(),
        broken.join("\n")
    );
    // The README links each page of docs/, and the pages link back: a
    // checker that found no link would be checking nothing.
    assert!(checked >= 10, "only {checked} relative links found");
}

/// The checker itself: a missing file, a missing heading of the same page
/// and a missing heading of another page are each reported; a link to an
/// existing heading of another page, an image and a web address are not.
#[test]
fn broken_links_are_reported() {
    let readme = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    let text = "# Title\n\n[a](docs/missing.md), [b](#no-such-heading), \
                [c](docs/players.md#no-such-heading), [d](#title),\n\
                [e](docs/players.md#palago-the-second-game), ![f](docs/board-sample.png),\n\
                [g](https://example.com/x.md), [h](docs/board-sample.png#x)\n";
    let (broken, checked) = broken_links(&readme, text, &mut HashMap::new());
    assert_eq!(checked, 7);
    let targets: Vec<&str> = broken
        .iter()
        .map(|line| line.split(": (").nth(1).unwrap_or_default())
        .map(|rest| rest.split(')').next().unwrap_or_default())
        .collect();
    assert_eq!(
        targets,
        [
            "docs/missing.md",
            "#no-such-heading",
            "docs/players.md#no-such-heading",
            "docs/board-sample.png#x"
        ],
        "{broken:?}"
    );
    assert!(broken[0].starts_with("README.md:3: "), "{broken:?}");
}

#[test]
fn slugs_are_githubs() {
    assert_eq!(slug("Palago, the second game"), "palago-the-second-game");
    assert_eq!(
        slug("Measured against bbpPairings"),
        "measured-against-bbppairings"
    );
    assert_eq!(slug("En français"), "en-français");
    assert_eq!(
        slug("Palanquée: the players' guide"),
        "palanquée-the-players-guide"
    );
    assert_eq!(
        slug("Events and standings (the pure parts)"),
        "events-and-standings-the-pure-parts"
    );
    assert_eq!(
        slug("`/tournament` new_x, A/B — 2026"),
        "tournament-new_x-ab--2026"
    );
    assert_eq!(slug("palago-tile"), "palago-tile");
}

#[test]
fn repeated_headings_are_numbered_and_fenced_ones_do_not_count() {
    let text = "# Same\n\n## Same ##\n\n```sh\n# Not a heading\n```\n\n\
                ~~~\n## Nor this\n~~~\n\n### Same\n#hashtag\n####### seven\n## C# #\n";
    assert_eq!(anchors(text), ["same", "same-1", "same-2", "c"]);
}

#[test]
fn links_in_fences_and_code_spans_are_not_links() {
    let text = "See [a](a.md) and `[b](b.md)`, ``[c](`c`)``.\n\n\
                ```text\n[d](d.md)\n```\n\n\
                A span across lines `x\n[e](e.md)` and [`f`](f.md \"title\"),\n\
                ![g](<g g.png>), [h](h(1).md).\n";
    let targets: Vec<(usize, String)> = links(text);
    let expected = [(1, "a.md"), (8, "f.md"), (9, "g g.png"), (9, "h(1).md")];
    assert_eq!(
        targets,
        expected.map(|(line, target)| (line, target.to_string()))
    );
}
