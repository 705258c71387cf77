/// The preview's only script: fixed text of formc's own. It reads nothing but
/// the page's DOM (indexes and ids formc wrote), so no spec text ever enters
/// script context; the runtime's words and patterns it draws with (the
/// confirmation summary's words, how a message writes a date, the locale) are
/// the runtime's own, written into the page as data (``PreviewRuntimeTexts``). It switches between the looks (tabs with arrow keys, Home
/// and End; `#swiftui` in the URL opens that look; without the script the
/// first look shows), opens and closes picker lists, filters dependent lists
/// by their parent's choice (clearing a choice the new parent no longer
/// offers, as the generated model does), shows and hides a password's text,
/// keeps a slider's value label on its value, formats what is typed into a
/// mask, shows a number's and a date's display format and a date's
/// `date_only_when` (``PreviewValueData``), keeps a submit title's `{field}` on the field's value, shows the confirmation step of a
/// form with `confirm:` (``PreviewConfirmation``; `?confirm` in the URL opens it),
/// writes the date a relative bound of a standard message comes to today
/// (``PreviewRuleMessage``), toggles "Show issues", shows, hides, enables and disables rows and sections
/// by their conditions (data from ``PreviewConditions``, read with
/// `JSON.parse`). Each look is a screen of its own: its conditions read its
/// own controls (ids `<look>-input-3` …). With `?selftest` in the URL it
/// clicks, in each look, every picker, every password's eye and every switch
/// that drives a condition, the submit into the confirmation step and back,
/// types into every mask, the look switch itself (by click and by keyboard)
/// and the issues switch, checks every relative bound shows a date, and writes what it saw into `#selftest` for
/// `scripts/preview-check`.
enum PreviewScript {
    static let javascript: StaticString = """
    (function () {
      "use strict";
      var doc = document;
      var slice = function (list) { return Array.prototype.slice.call(list); };
      // Looks: one panel each, the selected tab's shown.
      var tablist = doc.querySelector(".look-switch");
      var tabs = slice(doc.querySelectorAll(".look-switch [role='tab']"));
      function panelOf(tab) { return doc.getElementById(tab.getAttribute("aria-controls")); }
      function selectLook(tab, focus) {
        closeAll(null);
        tabs.forEach(function (other) {
          var selected = other === tab;
          other.setAttribute("aria-selected", selected ? "true" : "false");
          other.tabIndex = selected ? 0 : -1;
          panelOf(other).hidden = !selected;
        });
        if (focus) { tab.focus(); }
      }
      tabs.forEach(function (tab, index) {
        tab.addEventListener("click", function () { selectLook(tab, false); });
        tab.addEventListener("keydown", function (event) {
          var forward = getComputedStyle(tablist).direction === "rtl" ? "ArrowLeft" : "ArrowRight";
          var backward = forward === "ArrowRight" ? "ArrowLeft" : "ArrowRight";
          var next = event.key === forward ? index + 1 : event.key === backward ? index - 1
            : event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : null;
          if (next === null) { return; }
          event.preventDefault();
          selectLook(tabs[(next + tabs.length) % tabs.length], true);
        });
      });
      if (tablist) {
        tablist.hidden = false;
        var linked = doc.getElementById("tab-" + location.hash.slice(1));
        if (tabs.indexOf(linked) >= 0) { selectLook(linked, false); }
      }
      // Pickers.
      function wheelOf(button) { return doc.getElementById(button.getAttribute("aria-controls")); }
      function setOpen(button, open) {
        var wheel = wheelOf(button);
        wheel.hidden = !open;
        button.setAttribute("aria-expanded", open ? "true" : "false");
      }
      function closeAll(except) {
        doc.querySelectorAll("button.picker-value").forEach(function (button) { if (button !== except) { setOpen(button, false); } });
      }
      function choose(button, item) {
        var wheel = wheelOf(button);
        wheel.querySelectorAll("li").forEach(function (li) { li.setAttribute("aria-selected", li === item ? "true" : "false"); });
        button.dataset.selected = item ? item.dataset.index : "";
        button.querySelector(".value").textContent = item ? item.querySelector(".text").textContent : button.dataset.empty;
        button.classList.toggle("chosen", !!item);
        filterChildren(button);
        applyConditions();
      }
      function filterChildren(parentButton) {
        doc.querySelectorAll(".wheel[data-parent], .menu[data-parent], .pushed-list[data-parent]").forEach(function (wheel) {
          if (wheel.dataset.parent !== parentButton.dataset.row) { return; }
          var chosen = parentButton.dataset.selected;
          var child = doc.getElementById(wheel.dataset.button);
          var selected = null;
          wheel.querySelectorAll("li").forEach(function (li) {
            var offered = chosen !== "" && (" " + li.dataset.parents + " ").indexOf(" " + chosen + " ") >= 0;
            li.hidden = !offered;
            if (offered && li.getAttribute("aria-selected") === "true") { selected = li; }
          });
          choose(child, selected);
        });
      }
      doc.querySelectorAll("button.picker-value").forEach(function (button) {
        button.addEventListener("click", function () {
          var open = button.getAttribute("aria-expanded") !== "true";
          closeAll(button);
          setOpen(button, open);
        });
        wheelOf(button).addEventListener("click", function (event) {
          var item = event.target.closest("li");
          if (!item || item.dataset.index === undefined) { return; }
          choose(button, item);
          setOpen(button, false);
        });
      });
      doc.querySelectorAll("button.picker-value").forEach(function (button) {
        if (!doc.querySelector("[data-button='" + button.id + "'][data-parent]")) { filterChildren(button); }
      });
      // A password's eye shows its text, and hides it again.
      doc.querySelectorAll("button.reveal").forEach(function (button) {
        button.addEventListener("click", function () {
          var input = doc.getElementById(button.getAttribute("aria-controls"));
          var show = input.type === "password";
          input.type = show ? "text" : "password";
          button.setAttribute("aria-pressed", show ? "true" : "false");
          button.setAttribute("aria-label", show ? button.dataset.hide : button.dataset.show);
        });
      });
      // A slider's value label follows the slider (as its `format:` says: numberLabel).
      doc.querySelectorAll("input.slider").forEach(function (slider) {
        var label = doc.getElementById(slider.id.replace("-input-", "-value-"));
        if (label) { slider.addEventListener("input", function () { numberLabel(label, slider.value); }); }
      });
      // Values drawn as the screens draw them (data from PreviewValueData): a mask formats what is
      // typed, as the runtime's FormcMask does (the longest typed prefix chooses, or another field's
      // value); a number with `format:` shows its formatted text while not edited, the typed text while
      // focused; a date shows its format, and only its date while its `date_only_when` holds.
      // The runtime's words and patterns in the form's language (PreviewRuntimeTexts): formc writes them
      // into the page from the runtime itself; the script restates none. `locale` is absent without
      // `language:` (the browser's own).
      var texts = JSON.parse(doc.body.dataset.runtime || "{}");
      var locale = texts.locale;
      function slotsOf(pattern) {
        var slots = [], escaped = false;
        Array.from(pattern).forEach(function (ch) {
          if (escaped) { slots.push({ l: ch }); escaped = false; }
          else if (ch === "\\\\") { escaped = true; }
          else if (ch === "#" || ch === "A" || ch === "*") { slots.push({ k: ch }); }
          else { slots.push({ l: ch }); }
        });
        return slots;
      }
      function literalsOf(patterns) {
        var set = {};
        patterns.forEach(function (p) { slotsOf(p).forEach(function (s) { if (s.l !== undefined) { set[s.l] = true; } }); });
        return set;
      }
      function patternsOf(m) { return [m.m].concat((m.c || []).map(function (c) { return c[1]; })); }
      function strip(text, literals) { return Array.from(text).filter(function (ch) { return !literals[ch]; }).join(""); }
      function longest(m, typed) {
        var best = m.m, length = 0;
        (m.c || []).forEach(function (c) {
          c[0].forEach(function (p) { if (p.length > length && typed.indexOf(p) === 0) { best = c[1]; length = p.length; } });
        });
        return best;
      }
      function accepts(kind, ch) {
        return kind === "#" ? /^[0-9]$/.test(ch) : kind === "A" ? /^\\p{L}$/u.test(ch) : "\\n\\r\\u2028\\u2029\\u0085".indexOf(ch) < 0;
      }
      function typeInto(pattern, text, literals) {
        var slots = slotsOf(pattern), out = "", slot = 0, chars = Array.from(text);
        for (var i = 0; i < chars.length; i++) {
          var ch = chars[i], next = slot, separators = "";
          if (literals[ch]) { continue; }
          while (next < slots.length && slots[next].l !== undefined) { separators += slots[next].l; next++; }
          if (next >= slots.length) { break; }
          if (!accepts(slots[next].k, ch)) { continue; }
          out += separators + ch;
          slot = next + 1;
        }
        return out;
      }
      function rawText(input) { return input.dataset.raw !== undefined ? input.dataset.raw : input.value; }
      function mask(input) {
        var m = JSON.parse(input.dataset.mask), pattern, literals;
        if (m.f !== undefined) {
          var source = part(lookOf(input), "input", m.f), typed = source ? rawText(source) : "";
          if (source && source.dataset.mask) { typed = strip(typed, literalsOf(patternsOf(JSON.parse(source.dataset.mask)))); }
          pattern = longest(m, typed);
          literals = literalsOf([pattern]);
        } else {
          literals = literalsOf(patternsOf(m));
          pattern = longest(m, strip(input.value, literals));
        }
        var text = typeInto(pattern, input.value, literals);
        if (text !== input.value) { input.value = text; }
        input.dataset.maskShown = pattern;
      }
      var masked = slice(doc.querySelectorAll("input[data-mask]"));
      masked.forEach(mask);
      masked.forEach(mask);  // Again: a mask chosen by another field's value after that field's own.
      doc.addEventListener("input", function (event) {
        if (event.target.dataset && event.target.dataset.mask) { mask(event.target); }
        masked.forEach(function (input) { if (input !== event.target && JSON.parse(input.dataset.mask).f !== undefined) { mask(input); } });
      });
      function numberText(raw, f) {
        var text = raw.trim(), number = Number(text);
        if (text === "" || isNaN(number) || (f.i && !/^[-+]?[0-9]+$/.test(text))) { return raw; }
        var options = { useGrouping: f.g !== false };
        if (f.s === "currency" && f.c) { options.style = "currency"; options.currency = f.c; }
        else if (f.s === "percent") { options.style = "percent"; }
        else if (!f.i && f.d === undefined) { options.maximumFractionDigits = 20; }
        if (f.d !== undefined) { options.minimumFractionDigits = f.d; options.maximumFractionDigits = f.d; }
        try { return (f.p || "") + new Intl.NumberFormat(locale, options).format(number) + (f.x || ""); } catch (error) { return raw; }
      }
      // A stepper's or slider's value label shows its value as its `format:` says, as the runtime's
      // FormcControlValueText does, a slider's first rounded to the decimals its step has (data-decimals:
      // `0.50` over 0…1 without a step); the number itself stays in the stepper's data-number.
      function numberLabel(label, raw) {
        if (label.dataset.decimals !== undefined && raw.trim() !== "" && !isNaN(Number(raw))) {
          raw = Number(raw).toFixed(Number(label.dataset.decimals));
        }
        label.textContent = label.dataset.format ? numberText(raw, JSON.parse(label.dataset.format)) : raw;
      }
      doc.querySelectorAll(".number-value[data-format], .stepper-value[data-format]").forEach(function (label) { numberLabel(label, label.textContent); });
      doc.querySelectorAll("input[data-format]").forEach(function (input) {
        var f = JSON.parse(input.dataset.format);
        function show() { input.dataset.raw = input.value; input.value = numberText(input.value, f); }
        input.addEventListener("focus", function () {
          if (input.dataset.raw !== undefined) { input.value = input.dataset.raw; delete input.dataset.raw; }
        });
        input.addEventListener("blur", function () { show(); drawTitles(); });
        show();
      });
      // A date as written (ISO) when it has no format (its date part only in date-only mode), else
      // with Intl's date and time styles: a `format:` applies as written in both modes.
      function dateText(value, mode, f, dateOnly) {
        if (!f) { return dateOnly ? value.split("T")[0] : value; }
        var d = /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:T([0-9]{2}):([0-9]{2}))?/.exec(value), t = /^([0-9]{2}):([0-9]{2})/.exec(value);
        var date = d ? new Date(+d[1], d[2] - 1, +d[3], +(d[4] || 0), +(d[5] || 0)) : t ? new Date(2000, 0, 1, +t[1], +t[2]) : null;
        var options = {}, dateStyle = f.date || (mode === "time" ? "none" : "medium"), timeStyle = f.time || (mode === "date" ? "none" : "short");
        if (dateStyle !== "none") { options.dateStyle = dateStyle; }
        if (timeStyle !== "none") { options.timeStyle = timeStyle; }
        if (!date || isNaN(date.getTime())) { return value; }
        if (!options.dateStyle && !options.timeStyle) { return ""; }
        return new Intl.DateTimeFormat(locale, options).format(date);
      }
      var dates = slice(doc.querySelectorAll("[data-mode]"));
      function drawDates() {
        dates.forEach(function (el) {
          var only = el.dataset.dateOnlyWhen ? holds(condition(el, "data-date-only-when"), lookOf(el)) : false;
          el.dataset.dateOnly = only ? "true" : "false";
          var value = el.dataset.value, f = el.dataset.format ? JSON.parse(el.dataset.format) : null;
          // A value the page cannot read (a relative default) stays as written; an empty date keeps
          // its text in both modes (the runtime's "Set" button does not say what it picks).
          if (value) { el.querySelector(".value").textContent = dateText(value, el.dataset.mode, f, only); }
        });
      }
      // A submit title showing values (`{amount}`) shows each as its field shows it now (formatted
      // while not edited), `…` while empty, as the runtime's FormcSubmitTitle follows the values.
      function drawTitles() {
        doc.querySelectorAll("[data-title]").forEach(function (button) {
          var look = lookOf(button);
          var text = JSON.parse(button.dataset.title).map(function (p) {
            if (typeof p === "string") { return p; }
            var input = part(look, "input", p), picker = part(look, "picker", p);
            if (picker) { return picker.dataset.selected === "" ? "…" : picker.querySelector(".value").textContent; }
            if (input && (input.tagName === "INPUT" || input.tagName === "TEXTAREA")) { return input.value === "" ? "…" : input.value; }
            if (input && input.classList.contains("chosen")) { return input.querySelector(".value").textContent; }
            return "…";
          }).join("");
          button.querySelector("bdi").textContent = text;
        });
      }
      // Conditions: a test reads the value shown in its own look (a switch, a picker's row, a typed text).
      function lookOf(el) { var panel = el.closest("[data-look]"); return panel ? panel.dataset.look : ""; }
      function part(look, name, i) { return doc.getElementById(look + "-" + name + "-" + i); }
      function rowOf(look, i) { return part(look, "field", i); }
      // Shown in its look: a look the tabs hide still holds its conditions.
      function isShown(el) {
        if (!el) { return false; }
        var hidden = el.closest("[hidden]");
        return !hidden || hidden.hasAttribute("data-look");
      }
      function valueOf(look, i) {
        var row = rowOf(look, i);
        if (!row) { return null; }
        var input = part(look, "input", i);
        if (row.dataset.kind === "toggle" || row.dataset.kind === "checkbox") { return !!(input && input.checked); }
        var picker = part(look, "picker", i);
        if (picker) { return picker.dataset.selected === "" ? null : Number(picker.dataset.selected); }
        if (input && (input.tagName === "INPUT" || input.tagName === "TEXTAREA")) { return rawText(input).trim() === "" ? null : rawText(input); }
        return null;
      }
      function fieldsOf(c, out) {
        if (c && (c.all || c.any)) { (c.all || c.any).forEach(function (x) { fieldsOf(x, out); }); }
        else if (c && c.not) { fieldsOf(c.not, out); }
        else if (c && typeof c === "object") { out.push(c.f); }
        return out;
      }
      function same(a, b) { return typeof a === "string" && typeof b === "number" ? Number(a) === b : a === b; }
      function holds(c, look) {
        if (!c) { return false; }
        if (c.all) { return c.all.every(function (x) { return holds(x, look); }); }
        if (c.any) { return c.any.some(function (x) { return holds(x, look); }); }
        if (c.not) { return !holds(c.not, look); }
        var value = valueOf(look, c.f);
        var matches = value !== null && c.v.some(function (v) { return same(value, v); });
        switch (c.op) {
        case "equals": case "in": return matches;
        case "not_equals": case "not_in": return !matches;
        case "empty": return value === null;
        case "not_empty": return value !== null;
        }
        var a = Number(value), b = Number(c.v[0]);
        if (value === null || isNaN(a) || isNaN(b)) { return false; }
        return c.op === "less_than" ? a < b : c.op === "at_most" ? a <= b : c.op === "greater_than" ? a > b : a >= b;
      }
      var conditional = slice(doc.querySelectorAll("[data-visible-when]"));
      var enabling = slice(doc.querySelectorAll("[data-enabled-when]"));
      function condition(el, name) { return JSON.parse(el.getAttribute(name)); }
      function applyConditions() {
        if (!conditional) { return; }  // Pickers filtered while the page starts.
        // A field counts only while shown (a chain hides as a whole): repeat until nothing changes.
        for (var pass = 0; pass <= conditional.length; pass++) {
          var changed = false;
          conditional.forEach(function (el) {
            var look = lookOf(el), c = condition(el, "data-visible-when");
            var shown = holds(c, look) && fieldsOf(c, []).every(function (i) { return isShown(rowOf(look, i)); });
            if (el.hidden === shown) { el.hidden = !shown; changed = true; }
          });
          if (!changed) { break; }
        }
        enabling.forEach(function (el) {
          var enabled = holds(condition(el, "data-enabled-when"), lookOf(el));
          el.classList.toggle("disabled", !enabled);
          el.querySelectorAll("input, textarea, button").forEach(function (input) { input.disabled = !enabled; });
        });
        drawDates();
        drawTitles();
      }
      doc.addEventListener("change", applyConditions);
      doc.addEventListener("input", applyConditions);
      applyConditions();
      // A standard message's relative date bound (PreviewRuleMessage): the date it comes to today, as the
      // runtime's FormcDate.relative counts it (the Gregorian calendar in the viewer's time zone; a month or
      // year landing past a month's end ends on its last day), written by the runtime's own pattern
      // (FormcMessages.datePattern: texts.date, texts.dateTime; its letters y M d H m, padded to their count).
      function relativeDate(r) {
        var now = new Date(), d = r.a === "today" ? new Date(now.getFullYear(), now.getMonth(), now.getDate()) : now;
        if (r.u === "minute" || r.u === "hour") { return new Date(d.getTime() + r.n * (r.u === "hour" ? 3600000 : 60000)); }
        var months = r.u === "year" ? 12 * r.n : r.u === "month" ? r.n : 0, days = r.u === "week" ? 7 * r.n : r.u === "day" ? r.n : 0;
        var last = new Date(d.getFullYear(), d.getMonth() + months + 1, 0).getDate();
        return new Date(d.getFullYear(), d.getMonth() + months, Math.min(d.getDate(), last) + days,
                        d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds());
      }
      var patternLetters = /y+|M+|d+|H+|m+/g;
      function messageDate(date, withTime) {
        var parts = { y: date.getFullYear(), M: date.getMonth() + 1, d: date.getDate(), H: date.getHours(), m: date.getMinutes() };
        return (withTime ? texts.dateTime : texts.date).replace(patternLetters, function (letters) {
          var text = String(parts[letters.charAt(0)]);
          while (text.length < letters.length) { text = "0" + text; }
          return text;
        });
      }
      doc.querySelectorAll("[data-relative-date]").forEach(function (el) {
        var r = JSON.parse(el.dataset.relativeDate);
        el.textContent = messageDate(relativeDate(r), r.t);
      });
      var issuesSwitch = doc.getElementById("show-issues");
      function showIssues() { doc.body.classList.toggle("show-issues", issuesSwitch.checked); }
      issuesSwitch.addEventListener("change", showIssues);
      showIssues();
      // The confirmation step (`confirm:`): the form's submit shows the summary of what its look holds
      // now (PreviewConfirmation), the back button the form again.
      function summaryText(look, i, summary) {
        var row = rowOf(look, i), kind = row.dataset.kind, empty = texts.notEntered;
        var input = part(look, "input", i), picker = part(look, "picker", i);
        if (kind === "toggle" || kind === "checkbox") { return input && input.checked ? texts.yes : texts.no; }
        if (picker) { return picker.dataset.selected === "" ? empty : picker.querySelector(".value").textContent; }
        if (kind === "segmented" || kind === "radio" || kind === "multi_select") {
          var chosen = slice(row.querySelectorAll(".segment.selected, .check-row.selected")).map(function (el) { return el.textContent; });
          return chosen.length ? chosen.join(texts.separator) : empty;
        }
        if (kind === "multi_picker") { return input && input.dataset.summary ? input.dataset.summary : empty; }
        if (kind === "date") {
          if (!input || !input.dataset.value) { return input && input.classList.contains("chosen") ? input.textContent : empty; }
          var f = input.dataset.format ? JSON.parse(input.dataset.format) : {};
          return dateText(input.dataset.value, input.dataset.dateOnly === "true" ? "date" : input.dataset.mode, f, false);
        }
        var stepper = row.querySelector("[data-number]");
        var raw = stepper ? stepper.dataset.number : input ? rawText(input) : "";
        if (summary.hasAttribute("data-secure")) { return raw === "" ? empty : texts.masked; }
        if (summary.dataset.format) { return numberText(raw, JSON.parse(summary.dataset.format)); }
        if (input && input.dataset.format) { return raw.trim() === "" ? empty : numberText(raw, JSON.parse(input.dataset.format)); }
        if (kind === "number" || kind === "decimal" || kind === "stepper" || kind === "slider") {
          var number = Number(raw.trim());
          return raw.trim() === "" || isNaN(number) ? empty : new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(number);
        }
        return raw === "" ? empty : raw;
      }
      function showConfirmation(phone, show) {
        slice(phone.children).forEach(function (child) {
          if (child.classList.contains("nav-bar") || child.classList.contains("form")) { child.hidden = show; }
        });
        phone.querySelector(".confirm-screen").hidden = !show;
      }
      doc.querySelectorAll(".phone > .form .submit, .phone > .nav-bar .nav-submit").forEach(function (button) {
        var phone = button.closest(".phone"), screen = phone.querySelector(".confirm-screen");
        if (!screen) { return; }
        button.addEventListener("click", function () {
          var look = lookOf(button);
          closeAll(null);
          // Read while the form is shown: a row counts only while its condition shows it.
          screen.querySelectorAll("[data-confirm-field]").forEach(function (row) {
            var i = row.dataset.confirmField;
            row.hidden = !isShown(rowOf(look, i));
            row.querySelector(".summary-value").textContent = summaryText(look, i, row);
          });
          screen.querySelectorAll(".summary-section").forEach(function (section) {
            section.hidden = !section.querySelector("[data-confirm-field]:not([hidden])");
          });
          showConfirmation(phone, true);
        });
        screen.querySelector(".confirm-back").addEventListener("click", function () { showConfirmation(phone, false); });
      });
      // `?confirm` in the URL opens the confirmation step of the look shown (a link a reviewer can share).
      if (/[?&]confirm\\b/.test(location.search)) {
        slice(doc.querySelectorAll(".phone > .form .submit, .phone > .nav-bar .nav-submit")).forEach(function (button) {
          if (!button.closest("[hidden]") && button.closest(".phone").querySelector(".confirm-screen")) { button.click(); }
        });
      }
      if (!/[?&]selftest\\b/.test(location.search)) { return; }
      // The self-test: each look in turn, as a reviewer would click it.
      var failures = [];
      var counts = { pickers: 0, switches: 0, reveals: 0, looks: 0, confirms: 0, masks: 0 };
      function onScreen(el) { return !el.closest("[hidden]") && el.offsetHeight > 0; }
      function testLook(panel) {
        var look = panel.dataset.look;
        counts.looks += 1;
        var pickers = panel.querySelectorAll("button.picker-value");
        counts.pickers += pickers.length;
        pickers.forEach(function (button) {
          if (!onScreen(button) || button.disabled) { return; }
          button.click();
          var wheel = wheelOf(button);
          var rows = slice(wheel.querySelectorAll("li")).filter(function (li) { return li.offsetHeight > 0; });
          // A list known only at run time (the app's, the years) shows one row that says so, not an option.
          var shown = rows.filter(function (li) { return li.getAttribute("aria-disabled") !== "true"; });
          if (wheel.hidden || wheel.offsetHeight === 0) { failures.push(button.id + " did not open"); }
          else if (rows.length === 0 && !wheel.dataset.parent && wheel.querySelector("li")) { failures.push(button.id + " shows no options"); }
          else if (shown.length > 0) {
            shown[0].click();
            if (button.dataset.selected !== shown[0].dataset.index || !wheel.hidden) { failures.push(button.id + " did not take a choice"); }
          }
          closeAll(null);
        });
        panel.querySelectorAll("button.reveal").forEach(function (button) {
          if (!onScreen(button) || button.disabled) { return; }
          counts.reveals += 1;
          var input = doc.getElementById(button.getAttribute("aria-controls"));
          var before = input.type;
          button.click();
          var shownType = input.type;
          button.click();
          if (before !== "password" || shownType !== "text" || input.type !== "password") { failures.push(button.getAttribute("aria-controls") + " eye does not show and hide"); }
        });
        // Every switch a visibility condition reads shows or hides something on screen, and back.
        var mine = conditional.filter(function (el) { return lookOf(el) === look; });
        function state() { return mine.map(function (el) { return el.offsetHeight > 0; }).join(); }
        var drivers = {};
        mine.forEach(function (el) { fieldsOf(condition(el, "data-visible-when"), []).forEach(function (i) { drivers[i] = true; }); });
        Object.keys(drivers).forEach(function (i) {
          var input = part(look, "input", i);
          if (!input || rowOf(look, i).dataset.kind !== "toggle" || !onScreen(input) || input.disabled) { return; }
          counts.switches += 1;
          var before = state();
          input.click();
          var after = state();
          input.click();
          if (before === after) { failures.push(look + ": switch " + i + " shows or hides nothing"); }
          if (state() !== before) { failures.push(look + ": switch " + i + " does not restore"); }
        });
        // The confirmation step opens from the submit, lists values, and goes back.
        var submit = panel.querySelector(".phone > .form .submit, .phone > .nav-bar .nav-submit");
        var screen = panel.querySelector(".confirm-screen");
        if (submit && screen) {
          counts.confirms += 1;
          var form = panel.querySelector(".phone > .form");
          submit.click();
          var values = slice(screen.querySelectorAll("[data-confirm-field]:not([hidden]) .summary-value"));
          if (!(screen.offsetHeight > 0) || form.offsetHeight > 0) { failures.push(look + ": submit does not show the confirmation step"); }
          else if (values.some(function (value) { return value.textContent === ""; })) { failures.push(look + ": a summary row has no value"); }
          screen.querySelector(".confirm-back").click();
          if (screen.offsetHeight > 0 || !(form.offsetHeight > 0)) { failures.push(look + ": back does not show the form"); }
        }
        // A mask formats what is typed.
        panel.querySelectorAll("input[data-mask]").forEach(function (input) {
          if (!onScreen(input) || input.disabled) { return; }
          counts.masks += 1;
          var before = input.value;
          input.value = "3712345678901234567890";
          input.dispatchEvent(new Event("input", { bubbles: true }));
          var pattern = input.dataset.maskShown || "";
          if (input.value.length > slotsOf(pattern).length) { failures.push(input.id + " is longer than its mask"); }
          input.value = before;
          input.dispatchEvent(new Event("input", { bubbles: true }));
        });
      }
      function showing(panel) {
        return slice(doc.querySelectorAll("[data-look]")).every(function (other) {
          return (other === panel) === (other.offsetHeight > 0);
        });
      }
      var panels = slice(doc.querySelectorAll("[data-look]"));
      if (tabs.length > 0 && !(tablist.offsetHeight > 0 && showing(panels[0]))) { failures.push("the first look is not the one shown"); }
      panels.forEach(function (panel, index) {
        if (index > 0) {
          var tab = tabs[index];
          tab.click();
          if (!showing(panel) || tab.getAttribute("aria-selected") !== "true") { failures.push("the " + panel.dataset.look + " tab does not show its look"); }
        }
        testLook(panel);
      });
      if (tabs.length > 1) {
        // From the last tab, the arrow key wraps to the first, and focus follows.
        tabs[tabs.length - 1].dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }));
        if (!showing(panels[0]) || doc.activeElement !== tabs[0]) { failures.push("the arrow key does not switch the look"); }
        tabs[0].dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true, cancelable: true }));
        if (!showing(panels[panels.length - 1])) { failures.push("End does not show the last look"); }
        tabs[tabs.length - 1].dispatchEvent(new KeyboardEvent("keydown", { key: "Home", bubbles: true, cancelable: true }));
        if (!showing(panels[0])) { failures.push("Home does not show the first look"); }
      }
      var issues = slice(doc.querySelectorAll(".issue")).filter(function (issue) { return !issue.closest("[hidden]"); });
      issuesSwitch.click();
      var visible = issues.filter(function (issue) { return issue.offsetHeight > 0; }).length;
      if (visible !== issues.length) { failures.push("show issues showed " + visible + " of " + issues.length); }
      // Written in its pattern's shape: digits where the pattern has letters, its other text as it is.
      function shape(text) { return text.replace(/[0-9]+/g, "0"); }
      doc.querySelectorAll("[data-relative-date]").forEach(function (el) {
        var pattern = JSON.parse(el.dataset.relativeDate).t ? texts.dateTime : texts.date;
        if (shape(el.textContent) !== shape(pattern.replace(patternLetters, "0"))) {
          failures.push("a relative bound shows " + el.textContent);
        }
      });
      var result = doc.getElementById("selftest");
      result.dataset.looks = String(counts.looks);
      result.dataset.pickers = String(counts.pickers);
      result.dataset.reveals = String(counts.reveals);
      result.dataset.issues = String(issues.length);
      result.dataset.switches = String(counts.switches);
      result.dataset.confirms = String(counts.confirms);
      result.dataset.masks = String(counts.masks);
      result.dataset.result = failures.length === 0 ? "pass" : "fail";
      result.textContent = failures.length === 0 ? "selftest: pass" : "selftest: " + failures.join("; ");
    })();
    """
}
