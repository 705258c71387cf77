/// The preview's style sheet: an iPhone screen in the platform's look (the
/// system font stack, a navigation bar, the system colours of light and dark
/// mode), sized in `rem` so the browser's text size scales it like Dynamic
/// Type (at the default size: body 17 pt, subheadline 15, footnote 13,
/// caption 12), and laid out with logical properties (`inline-start` …) so a
/// right-to-left page mirrors cleanly. ``css`` is the page, the index and
/// what the looks share; ``uikit`` and ``swiftui`` lay out each look's screen.
enum PreviewStyleSheet {
    /// The page, the index, and the controls both looks draw alike.
    static let css: StaticString = """
    :root {
      color-scheme: light dark;
      --background: #f2f2f7; --group: #ffffff; --label: #000000; --secondary: rgba(60, 60, 67, 0.6);
      --placeholder: rgba(60, 60, 67, 0.3); --separator: rgba(60, 60, 67, 0.29); --tint: #007aff;
      --red: #ff3b30; --green: #34c759; --fill: rgba(120, 120, 128, 0.16); --bar: rgba(249, 249, 249, 0.94);
      --keyboard: #d1d3d9; --key: #ffffff; --page: #e5e5ea; --card: #ffffff; --code: rgba(120, 120, 128, 0.12);
      --system-background: #ffffff; --field-border: rgba(60, 60, 67, 0.2); --segment: #ffffff; --menu: rgba(249, 249, 249, 0.98);
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --background: #000000; --group: #1c1c1e; --label: #ffffff; --secondary: rgba(235, 235, 245, 0.6);
        --placeholder: rgba(235, 235, 245, 0.3); --separator: rgba(84, 84, 88, 0.65); --tint: #0a84ff;
        --red: #ff453a; --green: #30d158; --fill: rgba(120, 120, 128, 0.36); --bar: rgba(29, 29, 31, 0.94);
        --keyboard: #2c2c2e; --key: #636366; --page: #121214; --card: #1c1c1e; --code: rgba(120, 120, 128, 0.24);
        --system-background: #000000; --field-border: rgba(84, 84, 88, 0.65); --segment: #636366; --menu: rgba(37, 37, 37, 0.98);
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
    .phone { flex: none; width: 390px; min-height: 844px; border: 12px solid #1c1c1e; border-radius: 56px;
      overflow: hidden; position: relative; box-shadow: 0 8px 30px rgba(0, 0, 0, 0.25); }
    .status-bar { height: 47px; display: flex; align-items: flex-end; justify-content: space-between;
      padding: 0 2rem 0.375rem; font-weight: 600; font-size: 1.0625rem; background: var(--bar); }
    .status-bar .indicators { letter-spacing: 0.125rem; font-size: 0.75rem; }
    .nav-bar { height: 44px; display: flex; align-items: center; justify-content: center; background: var(--bar);
      border-block-end: 0.5px solid var(--separator); font-weight: 600; padding-inline: 1rem; overflow: hidden;
      white-space: nowrap; text-overflow: ellipsis; }
    .nav-bar { position: relative; }
    .nav-button { position: absolute; inset-block: 0; border: 0; background: none; color: var(--tint); font: inherit; font-weight: 400; }
    .nav-cancel { inset-inline-start: 0.5rem; }
    .nav-submit { inset-inline-end: 0.5rem; font-weight: 600; }
    [hidden] { display: none !important; }  /* Rows and sections a condition hides, over their own display. */
    .disabled { opacity: 0.45; }
    .look-switch { display: inline-flex; padding: 2px; background: var(--fill); border-radius: 9px; }
    .look-tab { border: 0; background: transparent; color: var(--label); font: inherit; font-size: 0.875rem; padding: 0.3rem 1rem;
      border-radius: 7px; cursor: pointer; }
    .look-tab[aria-selected="true"] { background: var(--card); font-weight: 600; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    .look-tab:focus-visible, .reveal:focus-visible, .picker-value:focus-visible { outline: 2px solid var(--tint); outline-offset: 1px; }
    .look-note { color: var(--secondary); font-size: 0.875rem; }
    .look { flex: none; }
    .form { padding-block: 1.25rem 2rem; }
    .section-header, .section-footer { margin: 0; }
    .row-label { overflow-wrap: anywhere; }
    .summary-label { font-size: 0.8125rem; color: var(--secondary); overflow-wrap: anywhere; }
    .summary-value { overflow-wrap: anywhere; }
    .field-input { flex: 1 1 auto; min-width: 0; width: 100%; border: 0; background: transparent; color: var(--label); font: inherit;
      padding-block: 0.4375rem; text-align: start; outline: none; }
    .field-input::placeholder, .text-view::placeholder, .text-editor::placeholder { color: var(--placeholder); }
    .reveal { flex: none; border: 0; background: transparent; color: var(--secondary); padding: 0.125rem; cursor: pointer;
      display: flex; align-items: center; }
    .reveal[aria-pressed="true"] svg path { stroke-dasharray: 2 2; }
    .switch { appearance: none; -webkit-appearance: none; margin: 0; width: 51px; height: 31px; border-radius: 16px;
      background: var(--fill); position: relative; cursor: pointer; transition: background 0.2s; flex: none; }
    .switch::after { content: ""; position: absolute; inset-block-start: 2px; inset-inline-start: 2px; width: 27px; height: 27px;
      border-radius: 50%; background: #ffffff; box-shadow: 0 3px 8px rgba(0, 0, 0, 0.15), 0 1px 1px rgba(0, 0, 0, 0.16);
      transition: inset-inline-start 0.2s; }
    .switch:checked { background: var(--green); }
    .switch:checked::after { inset-inline-start: 22px; }
    .checkbox { appearance: none; -webkit-appearance: none; margin: 0; width: 1.25rem; height: 1.25rem; flex: none; position: relative;
      border: 2px solid currentColor; border-radius: 0.3rem; color: var(--tint); cursor: pointer; }
    .checkbox:checked { background: currentColor; }
    .checkbox:checked::after { content: ""; position: absolute; inset-block-start: 0.0625rem; inset-inline-start: 0.3125rem;
      width: 0.3125rem; height: 0.625rem; border: solid var(--system-background); border-width: 0 2px 2px 0; transform: rotate(45deg); }
    .segments { display: flex; width: 100%; padding: 2px; background: var(--fill); border-radius: 9px; }
    .segment { flex: 1 1 0; min-width: 0; padding: 0.375rem 0.25rem; border-radius: 7px; font-size: 0.8125rem; text-align: center;
      overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .segment.selected { background: var(--segment); font-weight: 600; box-shadow: 0 3px 8px rgba(0, 0, 0, 0.12), 0 3px 1px rgba(0, 0, 0, 0.04); }
    .check-rows { margin: 0; padding: 0; list-style: none; }
    .check-rows.pushed { opacity: 0.8; }
    .check-row { display: flex; min-height: 44px; align-items: center; }
    .check-row.selected::after { content: "✓"; margin-inline-start: auto; padding-inline-start: 0.75rem; color: var(--tint); font-weight: 600; }
    .check-rows li.more { color: var(--secondary); font-style: italic; }
    .number-value, .stepper-value { font-variant-numeric: tabular-nums; }
    .stepper { flex: none; display: inline-flex; align-items: center; height: 32px; border-radius: 8px; background: var(--fill); font-size: 1.25rem; }
    .stepper > span { width: 46px; text-align: center; }
    .stepper > .stepper-divider { width: 1px; height: 18px; background: var(--separator); }
    .slider { margin: 0; accent-color: var(--tint); }
    .picker-value { border: 0; background: transparent; font: inherit; color: var(--label); cursor: pointer; text-align: start;
      display: flex; align-items: center; gap: 0.375rem; max-width: 100%; padding: 0; }
    .value { min-width: 0; overflow-wrap: anywhere; }
    .chevron-updown { flex: none; display: inline-flex; flex-direction: column; align-items: center; gap: 0.1875rem; }
    .chevron-updown::before, .chevron-updown::after { content: ""; width: 0.3125rem; height: 0.3125rem; border: solid currentColor;
      border-width: 1.5px 1.5px 0 0; }
    .chevron-updown::before { transform: rotate(-45deg); }
    .chevron-updown::after { transform: rotate(135deg); }
    .disclosure { flex: none; width: 0.5rem; height: 0.5rem; margin-inline-end: 0.125rem; border: solid var(--placeholder);
      border-width: 2px 2px 0 0; transform: rotate(45deg); }
    .wheel, .menu, .pushed-list { flex-basis: 100%; width: 100%; margin: 0; padding: 0.25rem; list-style: none; max-height: 13rem; overflow-y: auto; }
    .wheel li, .menu li, .pushed-list li { padding: 0.375rem 0.75rem; cursor: pointer; }
    .wheel li.more, .menu li.more, .pushed-list li.more, .detail tr.more td { color: var(--secondary); font-style: italic; cursor: default; }
    li .code { color: var(--secondary); margin-inline-start: 0.5rem; font-size: 0.75rem; }
    .counter { font-size: 0.75rem; color: var(--secondary); font-variant-numeric: tabular-nums; }
    .submit { width: 100%; border: 0; background: transparent; color: var(--tint); font: inherit; cursor: pointer; }
    .issues { display: none; }
    .show-issues .issues { display: block; }
    .issue { margin: 0.125rem 0; color: var(--red); font-size: 0.8125rem; }
    .help { margin: 0.25rem 0 0; color: var(--secondary); font-size: 0.8125rem; }
    .intro { margin: 0 0 0.5rem; color: var(--secondary); font-size: 0.9375rem; }
    .intro.legend { font-size: 0.8125rem; }
    .hidden-label { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
    .mark.badge { margin-inline-start: 0.375rem; padding: 0 0.25rem; border-radius: 0.25rem; font-size: 0.6875rem; color: #ffffff; background: var(--red); }
    .mark.badge.optional { color: var(--secondary); background: var(--fill); }
    .toolbar .item.title-item { color: var(--secondary); }
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

    /// The rules of `look`'s screen.
    static func css(for look: PreviewLook) -> StaticString {
        switch look {
        case .uikit: uikit
        case .swiftui: swiftui
        }
    }

    /// The UIKit look: `FormcFormLayout`'s stack on the system background, 20 pt
    /// from the edges and 16 pt between views; a caption 6 pt above its control,
    /// an issue 4 pt under its row; rounded text fields (`.roundedRect`); a
    /// text view as UIKit draws it, borderless and at least 120 pt high.
    static let uikit: StaticString = """
    .phone.uikit { background: var(--system-background); }
    .uikit .form { padding: 20px; }
    .uikit .form, .uikit .section, .uikit .group { display: flex; flex-direction: column; gap: 16px; }
    .uikit .section-header { font-size: 1.0625rem; font-weight: 600; }
    .uikit .section-footer { font-size: 0.8125rem; color: var(--secondary); }
    .uikit .row { display: flex; flex-direction: column; gap: 6px; }
    .uikit .row.inline { flex-direction: row; flex-wrap: wrap; align-items: center; gap: 0 12px; }
    .uikit .row.inline > .caption { flex: 1 1 0; }
    .uikit .row.inline > .number-value { flex: none; text-align: end; }
    .uikit .row.inline > .issues { flex-basis: 100%; }
    .uikit .caption { font-size: 0.9375rem; }
    .uikit .text-field { display: flex; align-items: center; gap: 0.25rem; width: 100%; min-height: 34px; padding: 0 7px;
      border: 1px solid var(--field-border); border-radius: 5px; background: var(--system-background); color: var(--label); }
    .uikit .text-field:focus-within { border-color: var(--tint); }
    .uikit .text-field .value { padding-block: 0.4375rem; }
    .uikit .picker-value:not(.chosen) .value, .uikit .static:not(.chosen) .value { color: var(--placeholder); }
    .uikit .picker-value[aria-expanded="true"] { border-color: var(--tint); }
    .uikit .text-view-box { position: relative; display: block; }
    .uikit .text-view { display: block; width: 100%; min-height: 120px; border: 0; background: transparent; color: var(--label);
      font: inherit; resize: vertical; padding: 8px 5px; outline: none; }
    .uikit .text-view-box .counter { position: absolute; inset-block-end: 4px; inset-inline-end: 8px; }
    .uikit .wheel { background: var(--keyboard); border-radius: 8px; }
    .uikit .wheel li { border-radius: 6px; text-align: center; }
    .uikit .wheel li[aria-selected="true"] { background: var(--key); font-weight: 600; }
    .uikit .list-button { display: flex; align-items: center; min-height: 44px; color: var(--tint); }
    .uikit .list-button:not(.chosen) .value { color: var(--placeholder); }
    .uikit .pushed-list li[aria-selected="true"]::after { content: "✓"; float: inline-end; color: var(--tint); font-weight: 600; }
    .uikit .check-rows.pushed { padding-inline-start: 1rem; border-inline-start: 2px solid var(--separator); }
    .uikit .checkbox-button { display: flex; align-items: center; gap: 0.375rem; min-height: 44px; color: var(--tint); cursor: pointer; }
    .uikit .slider-line { display: flex; align-items: center; gap: 12px; }
    .uikit .slider-line .slider { flex: 1 1 auto; }
    .uikit .submit { min-height: 34px; font-weight: 600; }
    .uikit .issues { margin-block-start: -2px; }
    .uikit .summary-row { gap: 2px; }
    .uikit .confirm-back { min-height: 34px; font-weight: 400; }
    """

    /// The SwiftUI look: an inset-grouped `Form` on the grouped background, groups
    /// 16 pt from the edges with rounded corners, rows of at least 44 pt between
    /// hairlines, section headers and footers in small secondary text.
    static let swiftui: StaticString = """
    .phone.swiftui { background: var(--background); }
    .swiftui .section, .swiftui .submit-group { margin-block-end: 2.1875rem; }
    .swiftui .group { margin: 0 1rem; background: var(--group); border-radius: 10px; overflow: hidden; }
    .swiftui .section-header { margin: 0 2rem 0.4375rem; font-size: 0.8125rem; text-transform: uppercase; color: var(--secondary); }
    .swiftui .section-footer { margin: 0.4375rem 2rem 0; font-size: 0.8125rem; color: var(--secondary); }
    .swiftui .intro { margin: 0.4375rem 2rem; }
    .swiftui .row { position: relative; display: flex; flex-wrap: wrap; align-items: center; min-height: 44px; padding-inline: 1rem;
      gap: 0 0.75rem; }
    .swiftui .row + .row::before { content: ""; position: absolute; inset-block-start: 0; inset-inline: 1rem 0;
      border-block-start: 0.5px solid var(--separator); }
    .swiftui .row > .row-label, .swiftui .stepper-title { flex: 1 1 auto; padding-block: 0.6875rem; }
    .swiftui .row.stacked { flex-direction: column; flex-wrap: nowrap; align-items: stretch; padding-block: 0.5rem; gap: 0.25rem; }
    .swiftui .row.stacked > .row-label { flex: none; padding-block: 0; }
    .swiftui .caption { font-size: 0.9375rem; color: var(--secondary); }
    .swiftui .field-line { display: flex; align-items: center; gap: 0.5rem; }
    .swiftui .text-editor { display: block; width: 100%; min-height: 5.5rem; border: 0; background: transparent; color: var(--label);
      font: inherit; resize: vertical; padding: 0.25rem 0; outline: none; }
    .swiftui .row.stacked > .counter { align-self: flex-end; }
    .swiftui .picker-value { margin-inline-start: auto; color: var(--secondary); padding-block: 0.6875rem; text-align: end; }
    .swiftui .picker-value[aria-expanded="true"] { color: var(--tint); }
    .swiftui .menu { margin-block-end: 0.5rem; padding: 0.375rem 0; background: var(--menu); border-radius: 12px;
      box-shadow: 0 8px 28px rgba(0, 0, 0, 0.2); }
    .swiftui .menu li { position: relative; padding-inline-start: 2.25rem; }
    .swiftui .menu li[aria-selected="true"]::before { content: "✓"; position: absolute; inset-inline-start: 0.875rem; font-weight: 600; }
    .swiftui .pushed-list { margin-block-end: 0.5rem; padding: 0; }
    .swiftui .pushed-list li { display: flex; min-height: 44px; align-items: center; padding-inline: 0; border-block-start: 0.5px solid var(--separator); }
    .swiftui .pushed-list li[aria-selected="true"]::after { content: "✓"; margin-inline-start: auto; color: var(--tint); font-weight: 600; }
    .swiftui .date-capsule { margin-inline-start: auto; padding: 0.375rem 0.6875rem; border-radius: 6px; background: var(--fill); }
    .swiftui .date-capsule:not(.chosen) { color: var(--secondary); }
    .swiftui .date-set { margin-inline-start: auto; color: var(--tint); }
    .swiftui .link-value { margin-inline-start: auto; color: var(--secondary); text-align: end; }
    .swiftui .checkbox-line { flex: 1 1 auto; display: flex; align-items: center; gap: 0.625rem; padding-block: 0.6875rem; cursor: pointer; }
    .swiftui .check-rows > li { border-block-start: 0.5px solid var(--separator); }
    .swiftui .check-rows.pushed { flex-basis: 100%; }
    .swiftui .slider-head { display: flex; align-items: baseline; justify-content: space-between; gap: 0.75rem; }
    .swiftui .slider { width: 100%; }
    .swiftui .segments { margin-block: 0.25rem; }
    .swiftui .columns { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
    .swiftui .column-menu { display: flex; align-items: center; gap: 0.375rem; color: var(--tint); padding-block: 0.25rem; }
    .swiftui .issues { flex-basis: 100%; margin-block: -0.25rem 0.5rem; }
    .swiftui .row.stacked > .issues { margin-block: 0; }
    .swiftui .submit { min-height: 44px; text-align: center; }
    .swiftui .summary-row { flex-direction: column; flex-wrap: nowrap; align-items: stretch; padding-block: 0.5rem; gap: 2px; }
    .swiftui .confirm-back { display: block; text-align: start; padding-inline: 1rem; border-block-start: 0.5px solid var(--separator); }
    """
}
