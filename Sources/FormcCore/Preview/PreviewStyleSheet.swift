/// The preview's style sheet: an iPhone screen in the platform's look (the
/// system font stack, grouped inset rows of 44 pt, a navigation bar, the
/// system colours of light and dark mode), sized in `rem` so the browser's
/// text size scales it like Dynamic Type, and laid out with logical
/// properties (`inline-start` …) so a right-to-left page mirrors cleanly.
enum PreviewStyleSheet {
    static let css: StaticString = """
    :root {
      color-scheme: light dark;
      --background: #f2f2f7; --group: #ffffff; --label: #000000; --secondary: rgba(60, 60, 67, 0.6);
      --placeholder: rgba(60, 60, 67, 0.3); --separator: rgba(60, 60, 67, 0.29); --tint: #007aff;
      --red: #ff3b30; --green: #34c759; --fill: rgba(120, 120, 128, 0.16); --bar: rgba(249, 249, 249, 0.94);
      --keyboard: #d1d3d9; --key: #ffffff; --page: #e5e5ea; --card: #ffffff; --code: rgba(120, 120, 128, 0.12);
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --background: #000000; --group: #1c1c1e; --label: #ffffff; --secondary: rgba(235, 235, 245, 0.6);
        --placeholder: rgba(235, 235, 245, 0.3); --separator: rgba(84, 84, 88, 0.65); --tint: #0a84ff;
        --red: #ff453a; --green: #30d158; --fill: rgba(120, 120, 128, 0.36); --bar: rgba(29, 29, 31, 0.94);
        --keyboard: #2c2c2e; --key: #636366; --page: #121214; --card: #1c1c1e; --code: rgba(120, 120, 128, 0.24);
      }
    }
    * { box-sizing: border-box; }
    html { font-size: 100%; }
    body {
      margin: 0; padding: 1.5rem; background: var(--page); color: var(--label);
      font: 1.0625rem/1.3 -apple-system, BlinkMacSystemFont, "SF Pro Text", "Helvetica Neue", "Hiragino Sans",
        "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans", system-ui, sans-serif;
      -webkit-font-smoothing: antialiased;
    }
    bdi { unicode-bidi: isolate; }
    code, .mono { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 0.8125rem; }
    .page-header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 1.5rem; margin-block-end: 1.25rem; }
    .page-header h1 { margin: 0; font-size: 1.375rem; }
    .page-header .source { color: var(--secondary); }
    .issues-switch { margin-inline-start: auto; display: flex; align-items: center; gap: 0.5rem; cursor: pointer; }
    .diagnostics { background: var(--card); border-inline-start: 4px solid var(--red); border-radius: 10px;
      padding: 0.75rem 1rem; margin-block-end: 1.25rem; }
    .diagnostics h2 { margin: 0 0 0.5rem; font-size: 1rem; }
    .diagnostics ul { margin: 0; padding-inline-start: 1.25rem; }
    .diagnostics li { margin-block: 0.25rem; }
    .diagnostics .warning { color: inherit; }
    .diagnostics .severity-error { color: var(--red); font-weight: 600; }
    .diagnostics .severity-warning { color: #ff9500; font-weight: 600; }
    .layout { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 1.5rem; }
    .phone { flex: none; position: sticky; inset-block-start: 1.5rem; width: 390px; min-height: 844px; border: 12px solid #1c1c1e; border-radius: 56px;
      background: var(--background); overflow: hidden; position: relative; box-shadow: 0 8px 30px rgba(0, 0, 0, 0.25); }
    .status-bar { height: 47px; display: flex; align-items: flex-end; justify-content: space-between;
      padding: 0 2rem 0.375rem; font-weight: 600; font-size: 1.0625rem; background: var(--bar); }
    .status-bar .indicators { letter-spacing: 0.125rem; font-size: 0.75rem; }
    .nav-bar { height: 44px; display: flex; align-items: center; justify-content: center; background: var(--bar);
      border-block-end: 0.5px solid var(--separator); font-weight: 600; padding-inline: 1rem; overflow: hidden;
      white-space: nowrap; text-overflow: ellipsis; }
    .form { padding-block: 1.25rem 2rem; }
    .group { margin: 0 1rem 1.5rem; background: var(--group); border-radius: 10px; overflow: hidden; }
    [hidden] { display: none !important; }  /* Rows and sections a condition hides, over their own display. */
    .disabled { opacity: 0.45; }
    .segments { display: inline-flex; margin-inline-start: auto; padding: 2px; background: var(--fill); border-radius: 9px; }
    .segment { padding: 0.3rem 0.6rem; border-radius: 7px; font-size: 0.8rem; white-space: nowrap; }
    .segment.selected { background: var(--group); font-weight: 600; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    .check-rows { flex-basis: 100%; margin: 0 0 0.5rem; padding: 0; list-style: none; }
    .check-rows.pushed { opacity: 0.8; }
    .check-row { display: flex; min-height: 44px; align-items: center; border-top: 1px solid var(--separator); }
    .check-row.selected::after { content: "✓"; margin-inline-start: auto; color: var(--tint); font-weight: 600; }
    .number-value { margin-inline-start: auto; font-variant-numeric: tabular-nums; }
    .stepper { padding: 0.2rem 0.75rem; border-radius: 8px; background: var(--fill); white-space: pre; }
    .slider { flex-basis: 100%; accent-color: var(--tint); }
    .section-header { margin: 0 2rem 0.4rem; font-size: 0.8rem; text-transform: uppercase; color: var(--secondary); }
    .section-footer { margin: -1.1rem 2rem 1.5rem; font-size: 0.8rem; color: var(--secondary); }
    .row { position: relative; display: flex; align-items: center; min-height: 44px; padding-inline: 1rem; gap: 0.75rem; flex-wrap: wrap; }
    .row + .row::before { content: ""; position: absolute; inset-block-start: 0; inset-inline: 1rem 0;
      border-block-start: 0.5px solid var(--separator); }
    .row-title { flex: 0 0 7.5rem; display: flex; align-items: baseline; gap: 0.125rem; overflow-wrap: anywhere; padding-block: 0.6875rem; }
    .required-mark { color: var(--red); }
    .control { flex: 1 1 8rem; min-width: 0; display: flex; justify-content: flex-end; }
    .text-input { width: 100%; border: 0; background: transparent; color: var(--label); font: inherit; padding-block: 0.6875rem;
      text-align: start; outline: none; }
    .text-input::placeholder { color: var(--placeholder); }
    .row.multiline { align-items: stretch; flex-direction: column; gap: 0; }
    .row.multiline .row-title { flex: none; padding-block-end: 0.25rem; }
    .text-view { width: 100%; min-height: 5.5rem; border: 0; background: transparent; color: var(--label); font: inherit;
      resize: vertical; padding: 0 0 0.6875rem; outline: none; }
    .text-view::placeholder { color: var(--placeholder); }
    .switch { appearance: none; -webkit-appearance: none; margin: 0; width: 51px; height: 31px; border-radius: 16px;
      background: var(--fill); position: relative; cursor: pointer; transition: background 0.2s; flex: none; }
    .switch::after { content: ""; position: absolute; inset-block-start: 2px; inset-inline-start: 2px; width: 27px; height: 27px;
      border-radius: 50%; background: #ffffff; box-shadow: 0 3px 8px rgba(0, 0, 0, 0.15), 0 1px 1px rgba(0, 0, 0, 0.16);
      transition: inset-inline-start 0.2s; }
    .switch:checked { background: var(--green); }
    .switch:checked::after { inset-inline-start: 22px; }
    .picker-value { border: 0; background: transparent; font: inherit; color: var(--secondary); cursor: pointer;
      padding-block: 0.6875rem; text-align: end; display: flex; align-items: center; gap: 0.375rem; max-width: 100%; }
    .picker-value.chosen { color: var(--label); }
    .picker-value::after { content: ""; width: 0.4375rem; height: 0.4375rem; border-block-end: 2px solid var(--placeholder);
      border-inline-end: 2px solid var(--placeholder); transform: rotate(45deg); margin-block-start: -0.25rem; flex: none; }
    .picker-value[aria-expanded="true"] { color: var(--tint); }
    .wheel { flex-basis: 100%; margin: 0 0 0.5rem; padding: 0.25rem; list-style: none; background: var(--fill); border-radius: 8px;
      max-height: 13rem; overflow-y: auto; }
    .wheel li { padding: 0.375rem 0.75rem; border-radius: 6px; text-align: center; cursor: pointer; }
    .wheel li[aria-selected="true"] { background: var(--group); font-weight: 600; }
    .wheel li.more, .detail tr.more td { color: var(--secondary); font-style: italic; cursor: default; }
    .wheel li .code { color: var(--secondary); margin-inline-start: 0.5rem; font-size: 0.75rem; }
    .issues { flex-basis: 100%; display: none; margin: -0.25rem 0 0.5rem; }
    .show-issues .issues { display: block; }
    .issue { margin: 0.125rem 0; color: var(--red); font-size: 0.8125rem; }
    .details { flex: 1 1 26rem; min-width: 0; display: grid; gap: 1rem; }
    .detail { background: var(--card); border-radius: 12px; padding: 0.875rem 1rem; }
    .detail h2 { margin: 0 0 0.5rem; font-size: 1.0625rem; display: flex; gap: 0.5rem; align-items: baseline; flex-wrap: wrap; }
    .detail h2 .kind { font-size: 0.75rem; font-weight: 600; color: var(--tint); border: 1px solid currentColor; border-radius: 4px; padding: 0 0.25rem; }
    .detail dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; font-size: 0.875rem; }
    .detail dt { color: var(--secondary); }
    .detail dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
    .detail code { background: var(--code); border-radius: 4px; padding: 0 0.25rem; }
    .detail table { border-collapse: collapse; font-size: 0.8125rem; width: 100%; }
    .detail td, .detail th { text-align: start; padding: 0.125rem 0.5rem 0.125rem 0; vertical-align: top; border-block-end: 0.5px solid var(--separator); }
    .detail th { color: var(--secondary); font-weight: 500; }
    .standard { color: var(--secondary); font-size: 0.75rem; }
    .key { color: var(--secondary); font-size: 0.75rem; }
    .toolbar { display: flex; align-items: center; gap: 0.75rem; background: var(--keyboard); border-radius: 6px;
      padding: 0.375rem 0.75rem; min-height: 2.75rem; }
    .toolbar .item { color: var(--tint); white-space: nowrap; }
    .toolbar .done { font-weight: 600; }
    .toolbar .flexible { flex: 1; }
    .toolbar .chevron { width: 0.625rem; height: 0.625rem; border-block-start: 2px solid currentColor; border-inline-start: 2px solid currentColor; }
    .toolbar .chevron.up { transform: rotate(45deg); margin-block-start: 0.3rem; }
    .toolbar .chevron.down { transform: rotate(-135deg); margin-block-end: 0.3rem; }
    .index { max-width: 48rem; }
    .index ul { list-style: none; padding: 0; background: var(--card); border-radius: 10px; }
    .index li { padding: 0.75rem 1rem; border-block-end: 0.5px solid var(--separator); display: flex; gap: 1rem; flex-wrap: wrap; }
    .index a { color: var(--tint); font-weight: 600; text-decoration: none; }
    .index .meta { color: var(--secondary); margin-inline-start: auto; }
    .index .failed { color: var(--red); }
    """
}
