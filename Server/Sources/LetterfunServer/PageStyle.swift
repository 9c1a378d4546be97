/// The page's style sheet, inline so the page needs nothing from outside the server.
enum PageStyle {
  static let css = #"""
    :root { color-scheme: light; --ink: #1b1b1b; --muted: #4a4a4a; --paper: #f7f6f3;
      --accent: #0b57d0; --bad: #a4161a; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
      color: var(--ink); background: var(--paper); }
    main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
    h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
    p.lead { margin: 0 0 1rem; color: var(--muted); }
    form { display: grid; gap: .75rem; background: #fff; border: 1px solid #d6d4cf;
      border-radius: .6rem; padding: 1rem; }
    label { font-weight: 600; display: block; margin-bottom: .2rem; }
    .hint { font-weight: 400; color: var(--muted); }
    input[type=text], select { width: 100%; font: inherit; padding: .55rem .6rem;
      border: 1px solid #767676; border-radius: .4rem; background: #fff; color: var(--ink); }
    input[type=file] { font: inherit; width: 100%; }
    form > div { min-width: 0; }
    button { font: inherit; cursor: pointer; }
    .go { justify-self: start; background: var(--accent); color: #fff; border: 0;
      border-radius: .4rem; padding: .6rem 1.2rem; font-weight: 600; }
    :focus-visible { outline: 3px solid #e8a600; outline-offset: 2px; }
    #result { margin-top: 1rem; }
    .layout { display: grid; gap: 1rem; }
    /* The board stays in view while the moves scroll under it: a tapped move shows on it. */
    .layout > div:first-child { position: sticky; top: 0; z-index: 1; background: var(--paper);
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
    table.board td.marked { outline: 4px solid #111; outline-offset: -4px; }
    /* The letter's box is its glyph's height, a little below the centre; the badge sits in the
       corner above it, clear of the widest letter (W) from 320 px phones up. */
    td .letter { display: inline-block; line-height: 1; position: relative; top: .3rem; }
    td .order { position: absolute; top: 1px; left: 1px; font-size: .6rem; font-weight: 700;
      background: #111; color: #fff; border-radius: 1rem; min-width: .95rem; line-height: .95rem;
      padding: 0 .15rem; }
    .score { margin: .5rem 0; }
    .best { font-size: 1.15rem; margin: .25rem 0 .5rem; }
    .win { color: #0a6b2d; font-weight: 700; }
    ol.moves { list-style: none; margin: 0; padding: 0; display: grid; gap: .3rem; }
    ol.moves button { width: 100%; display: grid; grid-template-columns: 2rem 1fr auto auto auto;
      gap: .5rem; align-items: center; text-align: left; padding: .5rem .6rem; background: #fff;
      color: var(--ink); border: 1px solid #c9c7c2; border-radius: .4rem; }
    ol.moves button[aria-pressed=true] { border: 2px solid #111; background: #fff7d6; }
    .n, .where, .after { color: var(--muted); font-size: .85rem; }
    .pts { font-weight: 700; } .after { font-variant-numeric: tabular-nums; }
    .legend, .chance, .reason { margin: .25rem 0; } .legend { color: var(--muted); font-size: .85rem; }
    .word { font-weight: 700; letter-spacing: .04em; word-break: break-all; }
    .flag { font-size: .75rem; font-weight: 700; border-radius: .3rem; padding: 0 .3rem; }
    .flag.w { background: #0a6b2d; color: #fff; } .flag.l { background: var(--bad); color: #fff; }
    .where { grid-column: 2 / -1; }
    .refusal { border: 2px solid var(--bad); background: #fff; border-radius: .5rem;
      padding: .75rem 1rem; }
    .refusal h2 { color: var(--bad); font-size: 1.1rem; margin: 0 0 .3rem; }
    .refusal p { margin: .2rem 0; }
    .code { font-family: ui-monospace, monospace; color: var(--muted); }
    .status { color: var(--muted); }
    h2.status { font-size: 1rem; font-weight: 600; margin: .5rem 0; }
    """#
}
