/// The page's style sheet, inline so the page needs nothing from outside the server. Light
/// and dark pages (`prefers-color-scheme`); the tiles keep the game theme's own colours.
enum PageStyle {
  static let css = #"""
    :root { color-scheme: light dark; --ink: #1b1b1b; --muted: #4a4a4a; --paper: #f7f6f3;
      --card: #ffffff; --line: #767676; --soft-line: #c9c7c2; --accent: #0b57d0;
      --accent-ink: #ffffff; --bad: #a4161a; --pressed: #fff7d6; --good: #0a6b2d; }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #ecebe8; --muted: #b9b7b2; --paper: #16181d; --card: #22252b;
        --line: #8d8d8d; --soft-line: #4a4d55; --accent: #8ab4f8; --accent-ink: #0b1d3a;
        --bad: #ff8a80; --pressed: #3b3522; --good: #7ddc9b; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
      color: var(--ink); background: var(--paper); }
    body.dropping main { outline: 4px dashed var(--accent); outline-offset: -4px; }
    main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
    h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
    p.lead { margin: 0 0 1rem; color: var(--muted); }
    form { display: grid; gap: .75rem; background: var(--card); border: 1px solid var(--soft-line);
      border-radius: .6rem; padding: 1rem; }
    label { font-weight: 600; display: block; margin-bottom: .2rem; }
    .hint { font-weight: 400; color: var(--muted); margin: .25rem 0 0; }
    input[type=text], select { width: 100%; font: inherit; padding: .55rem .6rem;
      border: 1px solid var(--line); border-radius: .4rem; background: var(--card); color: var(--ink); }
    /* The file control is the page's largest target: the whole bar opens the chooser. */
    input[type=file] { font: inherit; width: 100%; min-height: 3.5rem; padding: .4rem;
      border: 2px dashed var(--line); border-radius: .5rem; background: var(--paper);
      color: var(--ink); cursor: pointer; }
    input[type=file]::file-selector-button { font: inherit; font-weight: 600; min-height: 2.75rem;
      padding: .4rem 1rem; margin-right: .75rem; border: 0; border-radius: .4rem;
      background: var(--accent); color: var(--accent-ink); cursor: pointer; }
    form > div { min-width: 0; }
    button { font: inherit; cursor: pointer; }
    .go, .paste { justify-self: start; background: var(--accent); color: var(--accent-ink); border: 0;
      border-radius: .4rem; padding: .6rem 1.2rem; font-weight: 600; min-height: 2.75rem; }
    .paste { margin-top: .5rem; background: var(--card); color: var(--ink);
      border: 1px solid var(--line); }
    :focus-visible { outline: 3px solid #e8a600; outline-offset: 2px; }
    .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
      clip-path: inset(50%); white-space: nowrap; }
    ul.played-list { list-style: none; margin: .4rem 0 0; padding: 0; display: flex;
      flex-wrap: wrap; gap: .3rem; }
    ul.played-list li { display: flex; align-items: center; gap: .3rem; border: 1px solid var(--soft-line);
      border-radius: 1rem; padding: 0 0 0 .6rem; background: var(--paper); }
    ul.played-list li.bad { border-color: var(--bad); }
    ul.played-list .word { word-break: normal; white-space: nowrap; }
    ul.played-list .why { color: var(--bad); font-size: .85rem; }
    ul.played-list button { border: 0; background: none; color: var(--ink); min-width: 2.75rem;
      min-height: 2.75rem; font-size: 1.2rem; border-radius: 1rem; }
    #result { margin-top: 1rem; }
    #result[aria-busy=true] { opacity: .6; }
    .layout { display: grid; gap: .75rem; }
    /* The board stays in view while the moves scroll under it: a tapped move shows on it. */
    .boardside { position: sticky; top: 0; z-index: 1; background: var(--paper);
      padding-bottom: .25rem; }
    @media (min-width: 48rem) { .layout { grid-template-columns: minmax(0, 24rem) 1fr;
      align-items: start; } form { grid-template-columns: 1fr 1fr; }
      form .wide { grid-column: 1 / -1; } }
    table.board { border-collapse: separate; border-spacing: 0; width: 100%;
      max-width: 24rem; table-layout: fixed; border-radius: .4rem; overflow: hidden; }
    table.board caption { text-align: left; font-weight: 600; padding-bottom: .3rem; }
    table.board th { font-size: .75rem; font-weight: 600; color: var(--muted); padding: .1rem;
      background: var(--paper); }
    table.board thead td:first-child, table.board tbody th { width: 1.4rem; }
    table.board td { position: relative; text-align: center; vertical-align: middle;
      font-size: clamp(1.1rem, 6.2vw, 2rem); font-weight: 700; padding: 0; }
    /* Square tiles: a table cell ignores aspect-ratio, so its height is its width, worked out
       from the page's (the board is the page's width less margins, 24rem at most). */
    table.board tbody td { height: min(calc((100vw - 3.4rem) / 5), 4.52rem); }
    /* On a phone a board as wide as the screen held half its height and left the list a
       strip: its tiles are 5.5% of the screen's height instead (2.5rem at least, where the
       tap numbers still clear the letters), so the board and the best move fit the first
       screen and most of it is left to the list. Too short a screen even for that (a phone
       on its side) lets the board scroll away with the page. */
    @media (max-width: 47.99rem) {
      .boardside { --tile: min(calc((100vw - 3.4rem) / 5), 4.52rem, max(2.5rem, 5.5vh));
        --tile: min(calc((100vw - 3.4rem) / 5), 4.52rem, max(2.5rem, 5.5svh)); }
      table.board { width: calc(5 * var(--tile) + 1.4rem); }
      table.board tbody td { height: var(--tile); font-size: calc(var(--tile) * .42); }
    }
    @media (max-height: 36rem) { .boardside { position: static; } }
    /* The mark is black or white, whichever stands out from the tile (--mark, set per tile). */
    table.board td.marked { outline: 4px solid var(--mark, #000); outline-offset: -4px; }
    /* The letter's box is its glyph's height, a little below the centre; the number sits in
       the corner above it, clear of the widest letter (W) from 320 px phones up. */
    td .letter { display: inline-block; line-height: 1; position: relative; top: .45rem; }
    td .order { position: absolute; top: 0; left: 0; font-size: 12px; font-weight: 700;
      background: var(--mark, #000); color: var(--mark-ink, #fff); border-radius: 0 0 .5rem 0;
      min-width: 1.1rem; line-height: 1.1rem; padding: 0 .2rem; }
    .score { margin: .5rem 0 0; }
    .best, .sure { display: block; width: 100%; text-align: left; font-size: 1.1rem; margin: 0;
      padding: .6rem .75rem; background: var(--card); color: var(--ink);
      border: 2px solid var(--soft-line); border-radius: .5rem; }
    button.best[aria-pressed=true], button.sure[aria-pressed=true] { border-color: var(--ink);
      background: var(--pressed); }
    .sure { font-size: 1rem; margin-top: .3rem; }
    ol.moves { list-style: none; margin: 0; padding: 0; display: grid; gap: .3rem; }
    ol.moves button { width: 100%; display: grid; grid-template-columns: 2rem 1fr auto auto auto;
      gap: .5rem; align-items: center; text-align: left; padding: .5rem .6rem; background: var(--card);
      color: var(--ink); border: 1px solid var(--soft-line); border-radius: .4rem; }
    ol.moves button[aria-pressed=true] { border: 2px solid var(--ink); background: var(--pressed); }
    .n, .where, .after { color: var(--muted); font-size: .85rem; }
    .pts { font-weight: 700; } .after { font-variant-numeric: tabular-nums; }
    .legend { margin: .25rem 0; color: var(--muted); font-size: .85rem; }
    .word { font-weight: 700; letter-spacing: .04em; word-break: break-all; }
    .flag { font-size: .75rem; font-weight: 700; border-radius: .3rem; padding: 0 .3rem; }
    .flag.w { background: #0a6b2d; color: #fff; } .flag.l { background: #a4161a; color: #fff; }
    .where { grid-column: 2 / -1; }
    .refusal { border: 2px solid var(--bad); background: var(--card); border-radius: .5rem;
      padding: .75rem 1rem; }
    .refusal h2 { color: var(--bad); font-size: 1.1rem; margin: 0 0 .3rem; }
    .refusal p { margin: .2rem 0; }
    .code { font-family: ui-monospace, monospace; color: var(--muted); }
    .status { color: var(--muted); }
    h2.status { font-size: 1rem; font-weight: 600; margin: .25rem 0; }
    """#
}
