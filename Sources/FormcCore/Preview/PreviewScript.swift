/// The preview's only script: fixed text of formc's own. It reads nothing but
/// the page's DOM (indexes and ids formc wrote), so no spec text ever enters
/// script context. It switches between the looks (tabs with arrow keys, Home
/// and End; `#swiftui` in the URL opens that look; without the script the
/// first look shows), opens and closes picker lists, filters dependent lists
/// by their parent's choice (clearing a choice the new parent no longer
/// offers, as the generated model does), shows and hides a password's text,
/// keeps a slider's value label on its value,
/// toggles "Show issues", shows, hides, enables and disables rows and sections
/// by their conditions (data from ``PreviewConditions``, read with
/// `JSON.parse`). Each look is a screen of its own: its conditions read its
/// own controls (ids `<look>-input-3` …). With `?selftest` in the URL it
/// clicks, in each look, every picker, every password's eye and every switch
/// that drives a condition, the look switch itself (by click and by keyboard)
/// and the issues switch, and writes what it saw into `#selftest` for
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
      // A slider's value label follows the slider.
      doc.querySelectorAll("input.slider").forEach(function (slider) {
        var label = doc.getElementById(slider.id.replace("-input-", "-value-"));
        if (label) { slider.addEventListener("input", function () { label.textContent = slider.value; }); }
      });
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
        if (input && (input.tagName === "INPUT" || input.tagName === "TEXTAREA")) { return input.value.trim() === "" ? null : input.value; }
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
      }
      doc.addEventListener("change", applyConditions);
      doc.addEventListener("input", applyConditions);
      applyConditions();
      var issuesSwitch = doc.getElementById("show-issues");
      function showIssues() { doc.body.classList.toggle("show-issues", issuesSwitch.checked); }
      issuesSwitch.addEventListener("change", showIssues);
      showIssues();
      if (!/[?&]selftest\\b/.test(location.search)) { return; }
      // The self-test: each look in turn, as a reviewer would click it.
      var failures = [];
      var counts = { pickers: 0, switches: 0, reveals: 0, looks: 0 };
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
      var result = doc.getElementById("selftest");
      result.dataset.looks = String(counts.looks);
      result.dataset.pickers = String(counts.pickers);
      result.dataset.reveals = String(counts.reveals);
      result.dataset.issues = String(issues.length);
      result.dataset.switches = String(counts.switches);
      result.dataset.result = failures.length === 0 ? "pass" : "fail";
      result.textContent = failures.length === 0 ? "selftest: pass" : "selftest: " + failures.join("; ");
    })();
    """
}
